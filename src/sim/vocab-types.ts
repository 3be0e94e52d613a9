/** The shapes shared by the tool vocabularies (vocab.ts, vocab-codex.ts). */

export type Capability = "read" | "write" | "edit" | "patch" | "bash" | "grep" | "glob" | "output";

export type Input = Record<string, unknown>;

/** One way of expressing a capability with a declared tool. */
export interface Mapping {
  cap: Capability;
  /** Declared name, compared case-sensitively (Claude Code's and FreeCode's differ only in case). */
  name: string;
  /** Input properties the declared schema must have. */
  props: readonly string[];
  toWire(i: Input, ws: string): Input;
  fromWire(i: Input, ws: string): Input;
  /**
   * Other capabilities this tool can express (Codex's apply_patch also writes and edits), used
   * only when no declared tool has them as its own; of these only `patch` is offered to the
   * edit-format choice (edit-render.ts), so that a response's edits of one file become one patch.
   */
  also?: Partial<Record<Capability, (i: Input, ws: string, files: FileView) => Input>>;
}

/**
 * The workspace's files as the calls of one response leave them: a change rendered against the
 * live file must see the earlier changes of the same response to that file (two edits of one
 * file in one batch become two patches, the second against the first's result).
 */
export interface FileView {
  read(path: string): string | null;
  write(path: string, content: string): void;
}
