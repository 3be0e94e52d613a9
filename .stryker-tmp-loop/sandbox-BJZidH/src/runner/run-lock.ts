/**
 * One writer per run folder: `<run>/.lock` holds the writer's pid, host, the process's start
 * time (from /proc, so a recycled pid is not mistaken for the writer) and when and by which
 * command the lock was taken. `eval ab` (new or `--resume`) and `eval merge` take it; a second
 * writer is refused with exit 2, naming the holder. A lock whose writer is gone (same host, the
 * pid dead or recycled) is stale and is taken over.
 *
 * Own code rather than proper-lockfile: that package judges staleness by the lock's age and
 * must keep refreshing it from a timer, so right after a kill -9 the folder stays locked for
 * its whole stale period, and a run paused by the debugger or a loaded machine can lose its
 * lock; a pid check on the same host has neither problem.
 */
// @ts-nocheck

import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { InputError } from "../suite/errors.ts";

export interface LockHolder {
  pid: number;
  host: string;
  /** Field 22 of /proc/<pid>/stat (clock ticks since boot), null off Linux. */
  procStart: string | null;
  startedAt: string;
  command: string;
}

/** A lock file younger than this with no readable content is being written, not stale (ms). */
const UNREADABLE_GRACE_MS = 10_000;

export const LOCK_FILE = ".lock";

function procStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
    return typeof h.pid === "number" && typeof h.host === "string" ? h : null;
  } catch {
    return null;
  }
}

/** True when the holder's process is gone: same host, and its pid is dead or now another process. */
function holderGone(h: LockHolder): boolean {
  if (h.host !== hostname()) return false; // another machine's process cannot be checked from here
  try {
    process.kill(h.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return true;
  }
  const now = procStart(h.pid);
  return h.procStart !== null && now !== null && now !== h.procStart;
}

/** "pid 123 on host-a since 2026-12-01T09:00:00Z (eval ab --resume)". */
export function describeHolder(h: LockHolder): string {
  return `pid ${h.pid} on ${h.host} since ${h.startedAt} (${h.command})`;
}

/**
 * The run folder's writer, or null when no live writer holds it (no lock, or a stale one).
 * For readers (`eval report`, `eval analyze`), which only say that the run is still being written.
 */
export function liveWriter(runDir: string): LockHolder | null {
  const file = join(runDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  const h = readHolder(file);
  if (!h) return null;
  return holderGone(h) ? null : h;
}

function tryCreate(file: string, me: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the run folder's lock (creating the folder), or throws.
 * @param command what is writing, for the message a second writer gets ("eval ab --resume")
 * @returns a release function (idempotent; also run when the process exits)
 * @throws InputError (exit 2) naming the holder when a live writer holds the lock
 */
export function acquireRunLock(runDir: string, command: string): () => void {
  mkdirSync(runDir, { recursive: true });
  const file = join(runDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: hostname(), procStart: procStart(process.pid), startedAt: new Date().toISOString(), command };
  for (let tries = 0; !tryCreate(file, me); tries++) {
    const h = readHolder(file);
    let stale: boolean;
    if (h) stale = holderGone(h);
    else {
      // Unreadable: a writer between creating and filling it, or one that died right there.
      let age = 0;
      try {
        age = Date.now() - statSync(file).mtimeMs;
      } catch {
        continue; // removed meanwhile: try again
      }
      stale = age > UNREADABLE_GRACE_MS;
    }
    if (!stale || tries >= 3) {
      throw new InputError(h
        ? `${runDir} is being written by ${describeHolder(h)}; one writer per run folder: wait for it to finish (or stop it), then run again`
        : `${runDir} is locked (${file} is being written); one writer per run folder: try again in a moment`);
    }
    // Take over a stale lock by renaming it away: rename is atomic, so of two writers that both
    // found it stale only one moves it; the other's rename fails or moves the winner's fresh
    // lock, which the content check below catches and puts back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readHolder(aside);
    if (h && moved && (moved.pid !== h.pid || moved.startedAt !== h.startedAt)) {
      // We moved someone's fresh lock: give it back, and be refused on the next round.
      try {
        renameSync(aside, file);
      } catch {
        /* it will be created anew by its owner's release check failing; nothing safer to do */
      }
      continue;
    }
    unlinkSync(aside);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener("exit", release);
    const h = readHolder(file);
    if (h && h.pid === me.pid && h.startedAt === me.startedAt) {
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    }
  };
  process.once("exit", release);
  return release;
}
