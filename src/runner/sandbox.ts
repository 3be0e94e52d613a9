/**
 * `--sandbox bwrap`: the agent runs under bubblewrap (Debian package `bubblewrap`) with the
 * whole file system read-only except its workspace, its HOME and its trace folder, and a
 * private /tmp. The network stays (the agent must reach its provider).
 */
import { execaSync } from "execa";
import { dirname } from "node:path";
import { InputError } from "../suite/errors.ts";

export type SandboxKind = "none" | "bwrap";

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

/**
 * Wraps a command line so it runs under bwrap with only `writable` paths writable.
 * Binds come after the /tmp tmpfs, so a workspace under /tmp stays visible.
 */
export function sandboxed(kind: SandboxKind, cmd: { file: string; args: string[] }, paths: { cwd: string; home: string; tracePath: string; promptFile: string }): { file: string; args: string[] } {
  if (kind === "none") return cmd;
  const binds = [
    "--ro-bind", paths.promptFile, paths.promptFile,
    ...[paths.cwd, paths.home, dirname(paths.tracePath)].flatMap((p) => ["--bind", p, p]),
  ];
  return {
    file: "bwrap",
    args: ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", ...binds, "--chdir", paths.cwd, "--die-with-parent", "--", cmd.file, ...cmd.args],
  };
}
