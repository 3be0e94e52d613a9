// The agent process as a Node start-up snapshot (issue 21 item 1): src/cli/agent-snapshot.ts
// bundled into one CommonJS file with its npm packages inside, run once by
// `node --build-snapshot`, which writes the heap — every module loaded and initialised — to a
// blob. A trial's agent then starts with `node --snapshot-blob <blob> run …` and skips reading,
// compiling and initialising its modules (about half its start-up CPU on Node 20, which has no
// compile cache). A blob only loads in the Node that wrote it, so it is kept per Node version
// and architecture beside the bundles (.ci/run shares one node_modules between Node 20 and 24);
// whatever goes wrong here, the runner falls back to the ES-module bundle (bin/bundle.mjs).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { BUNDLE_TARGET, keepImportMetaUrl, removeStaleBundles, ROOT, sourcesHash } from "./bundle.mjs";
import { cachedContentHash, listFiles } from "./stat-fingerprint.mjs";

const CACHE = join(ROOT, "node_modules", ".cache", "freecode");
const ENTRY = join(ROOT, "src", "cli", "agent-snapshot.ts");

/**
 * Hash of what the blob holds: every file under src/ (not only .ts: the tool descriptions and
 * the system prompt are read at load, so their text is in the heap), the bin/ files, the
 * installed packages' versions, and the Node that builds and runs it. Read from stat manifests
 * rather than by hashing every file on every run's first trial: the .ts files, bin/ and the
 * packages through the bundles' own sourcesHash, the other files of src/ through a manifest of
 * their own (stat-fingerprint.mjs: an edit that keeps a file's size and mtime still changes its
 * ctime, so it still changes the key).
 * @param {{ sources?: Parameters<typeof sourcesHash>[1], src: string, manifest: string }} [where]
 *   default: this checkout (injectable for tests)
 * @returns {Promise<string>} 16 hex digits
 */
export async function snapshotKey(where = { src: join(ROOT, "src"), manifest: join(CACHE, "agent-snapshot-assets.json") }) {
  const assets = await cachedContentHash(listFiles(where.src, (name) => !name.endsWith(".ts")), where.manifest);
  const h = createHash("sha256").update(await sourcesHash(true, where.sources)).update(assets);
  h.update(`${process.version} ${process.arch} ${process.platform} ${process.execPath}`);
  return h.digest("hex").slice(0, 16);
}

/**
 * Runs `node args…` to its end (no shell, no inherited environment: nothing of the builder's
 * environment may land in the heap, which every trial shares).
 * @returns {Promise<{ code: number | null, signal: NodeJS.Signals | null, stderr: string }>}
 */
function runNode(args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? "" }, stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code, signal) => resolvePromise({ code, signal, stderr }));
  });
}

/**
 * The snapshot blob of the agent for this Node, building it when needed (about a second and a
 * half of CPU, once per source change and Node version). The build is atomic (a temporary
 * folder renamed into place); a failed build is remembered (`<key>.failed`, with the reason) so
 * later runs fall back at once instead of trying again for every trial.
 * @returns {Promise<string>} path of the blob, for `node --snapshot-blob <blob> run …`
 * @throws Error when the blob cannot be built or does not start (callers use the ES-module bundle)
 */
export async function ensureAgentSnapshot() {
  const key = await snapshotKey();
  const name = `agent-snapshot-${process.version}-${process.arch}`;
  const dir = join(CACHE, `${name}-${key}`);
  const blob = join(dir, "agent.blob");
  if (existsSync(blob)) return blob;
  const failed = `${dir}.failed`;
  if (existsSync(failed)) throw new Error(`an earlier build failed: ${readFileSync(failed, "utf8").slice(0, 500)}`);
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${dir}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  try {
    const { build } = await import("esbuild");
    const built = await build({
      absWorkingDir: ROOT, entryPoints: [ENTRY], outfile: join(tmp, "agent.cjs"), metafile: true, bundle: true, platform: "node", format: "cjs", target: BUNDLE_TARGET, logLevel: "silent",
      plugins: [{
        // The embedded simulator and the suite loader (with YAML and the tokenizer, a third of the
        // agent's code) are loaded only by `agent run` with no model API configured, which the
        // snapshot refuses (src/cli/agent-snapshot.ts): left out, each would be a require() that
        // fails, never reached.
        name: "leave-out-embedded-simulator",
        setup(b) {
          b.onResolve({ filter: /^\.\.\/(sim\/server|suite\/load)\.ts$/ }, (args) => (args.importer.endsWith(join("src", "cli", "agent-run.ts")) ? { path: args.path, external: true } : undefined));
        },
      }, {
        name: "keep-import-meta-url",
        setup(b) {
          // As in bin/bundle.mjs: each module's import.meta.url stays its source file's URL.
          b.onLoad({ filter: /\.(ts|mjs|js)$/ }, (args) => ({
            contents: keepImportMetaUrl(readFileSync(args.path, "utf8"), pathToFileURL(args.path).href),
            loader: args.path.endsWith(".ts") ? "ts" : "js",
          }));
        },
      }],
    });
    // What the heap holds, by input file (esbuild's metafile: `npx esbuild-visualizer` or by hand).
    writeFileSync(join(tmp, "agent.meta.json"), JSON.stringify(built.metafile));
    const made = await runNode(["--snapshot-blob", join(tmp, "agent.blob"), "--build-snapshot", join(tmp, "agent.cjs")], tmp);
    if (made.signal) throw Object.assign(new Error(`node --build-snapshot was killed (${made.signal})`), { transient: true });
    if (made.code !== 0 || !existsSync(join(tmp, "agent.blob"))) throw new Error(`node --build-snapshot exited ${made.code}: ${made.stderr.slice(-1000)}`);
    // A blob this Node cannot start (a build without snapshot support, a mismatch) must not
    // reach a trial: start it once with no command, which its main refuses with exit code 2.
    const probe = await runNode(["--snapshot-blob", join(tmp, "agent.blob")], tmp);
    if (probe.code !== 2 || !probe.stderr.includes("start-up snapshot")) throw new Error(`the snapshot does not start (exit ${probe.code}): ${probe.stderr.slice(-1000)}`);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    // A build killed at its time limit (a loaded machine) may succeed next time: not remembered.
    if (!(err instanceof Error && "transient" in err)) {
      try {
        writeFileSync(failed, err instanceof Error ? err.message : String(err));
      } catch {
        // A read-only cache: the next run tries again, which is only slower.
      }
    }
    throw err;
  }
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another process built the same snapshot first: theirs is as good as ours.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(blob)) throw err;
  }
  removeStaleBundles(name, dir);
  return blob;
}

