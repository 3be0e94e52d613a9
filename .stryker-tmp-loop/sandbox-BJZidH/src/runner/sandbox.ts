/**
 * `--sandbox bwrap`: every process of a trial — the agent, the case's setup and its check —
 * runs under bubblewrap (Debian package `bubblewrap`) with the whole file system read-only
 * except the trial's workspace, its HOME and its trace folder, and a private /tmp (TMPDIR
 * points there). The network stays (the agent must reach its provider).
 *
 * The private /tmp would hide whatever the trial needs from under /tmp: this package (a
 * checkout or an unpacked tarball there), the node binary, the workspace (the harness's
 * temporary folder is often /tmp). Each of those is bound back over the private /tmp, the
 * package and node read-only.
 */
// @ts-nocheck

import { execaSync } from "execa";
import { existsSync, lstatSync, readdirSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Confine } from "../scoring/check-command.ts";
import { InputError } from "../suite/errors.ts";
import { PACKAGE_ROOT } from "../suite/load.ts";

export type SandboxKind = "none" | "bwrap";

/** What a sandboxed process may write (`cwd`, `home`, the trace's folder) or read (`promptFile`). */
export interface SandboxPaths {
  cwd: string;
  home: string;
  tracePath?: string;
  promptFile?: string;
}

/**
 * Checks that the sandbox can run here.
 * @throws InputError naming the package to install when bwrap is missing or cannot start.
 */
export function checkSandbox(kind: SandboxKind): void {
  if (kind === "none") return;
  try {
    execaSync("bwrap", ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "true"]);
  } catch (err) {
    throw new InputError(`--sandbox bwrap: bubblewrap cannot run here (${(err as Error).message.split("\n")[0]}); install it (apt-get install bubblewrap) or use --sandbox none`);
  }
}

const underTmp = (p: string) => p === "/tmp" || p.startsWith("/tmp/");

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/**
 * The folders that node_modules entries linked from elsewhere really live in (`npm link`, a
 * pnpm-style store, a node_modules of links into another checkout), scoped packages included:
 * under a private /tmp such a link would dangle and the agent could not load its packages.
 */
function linkedPackageFolders(nodeModules: string): string[] {
  const out = new Set<string>();
  const scan = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const p = join(dir, name);
      try {
        if (lstatSync(p).isSymbolicLink()) out.add(dirname(realpathSync(p)));
        else if (depth === 0 && name.startsWith("@")) scan(p, 1);
      } catch {
        // A dangling link: nothing to bind.
      }
    }
  };
  scan(nodeModules, 0);
  return [...out];
}

let hiddenCache: string[] | null = null;

/** Read-only paths the private /tmp would hide: the package (and where its node_modules and linked packages really are) and node. */
function hiddenReadOnly(): string[] {
  if (hiddenCache) return hiddenCache;
  const modules = real(join(PACKAGE_ROOT, "node_modules"));
  const candidates = [PACKAGE_ROOT, real(PACKAGE_ROOT), modules, ...linkedPackageFolders(modules), dirname(real(process.execPath))];
  hiddenCache = [...new Set(candidates)].filter((p) => underTmp(p) && existsSync(p));
  return hiddenCache;
}

/**
 * bwrap's arguments up to (not including) `--`: the root read-only, a private /tmp, the
 * hidden read-only paths bound back, `paths` bound (binds come after the /tmp tmpfs, so paths
 * under /tmp stay visible), TMPDIR=/tmp, and --die-with-parent.
 */
export function sandboxArgs(paths: SandboxPaths): string[] {
  const writable = [paths.cwd, paths.home, ...(paths.tracePath ? [dirname(paths.tracePath)] : [])];
  return [
    "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
    ...hiddenReadOnly().flatMap((p) => ["--ro-bind", p, p]),
    ...(paths.promptFile ? ["--ro-bind", paths.promptFile, paths.promptFile] : []),
    ...writable.flatMap((p) => ["--bind", p, p]),
    "--setenv", "TMPDIR", "/tmp",
    "--chdir", paths.cwd, "--die-with-parent",
  ];
}

/** Wraps a command line so it runs under bwrap (see {@link sandboxArgs}); unchanged for `none`. */
export function sandboxed(kind: SandboxKind, cmd: { file: string; args: string[] }, paths: SandboxPaths): { file: string; args: string[] } {
  if (kind === "none") return cmd;
  return { file: "bwrap", args: [...sandboxArgs(paths), "--", cmd.file, ...cmd.args] };
}

/** How a trial's shell commands (setup, check) are run: under bwrap with `paths` writable, or (none) as they are. */
export function confineShell(kind: SandboxKind, paths: SandboxPaths): Confine | undefined {
  if (kind === "none") return undefined;
  return (command) => ({ file: "bwrap", args: [...sandboxArgs(paths), "--", "/bin/sh", "-c", command] });
}
