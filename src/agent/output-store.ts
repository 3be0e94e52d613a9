/**
 * Per-session store of full tool outputs, keyed by tool call id. Every output goes in
 * BEFORE any cap or compression, so whatever the model's copy lost can be paged back with
 * the `output` tool. Terminal output is kept twice: the raw text (escape sequences, carriage
 * returns) and its readable rendering (bytes/terminal.ts), which `output` serves by default and
 * whose line numbers the model's copy and its markers use.
 *
 * Memory is bounded: past `budgetChars` the oldest entries are evicted, but the newest
 * entry is always kept whatever its size.
 */

/** Default budget: 64 M characters (a 600 KB output fits a hundred times over). */
export const OUTPUT_STORE_BUDGET_CHARS = 64 * 1024 * 1024;

interface Entry {
  raw: string;
  /** The readable rendering, when it differs from `raw`. */
  rendered?: string;
}

const size = (e: Entry) => e.raw.length + (e.rendered?.length ?? 0);

export class OutputStore {
  readonly #entries = new Map<string, Entry>();
  #chars = 0;

  constructor(private readonly budgetChars = OUTPUT_STORE_BUDGET_CHARS) {}

  /**
   * Stores (or replaces) the full output of call `id`, then evicts oldest entries over budget.
   * `rendered`: the readable rendering of raw terminal output (what `output` pages by default).
   */
  put(id: string, text: string, rendered?: string): void {
    const old = this.#entries.get(id);
    if (old !== undefined) {
      this.#chars -= size(old);
      this.#entries.delete(id);
    }
    const entry: Entry = rendered === undefined || rendered === text ? { raw: text } : { raw: text, rendered };
    this.#entries.set(id, entry);
    this.#chars += size(entry);
    for (const [key, value] of this.#entries) {
      if (this.#chars <= this.budgetChars || key === id) break;
      this.#entries.delete(key);
      this.#chars -= size(value);
    }
  }

  /** The full output of call `id` as produced (raw terminal bytes included), or undefined when never stored or evicted. */
  get(id: string): string | undefined {
    return this.#entries.get(id)?.raw;
  }

  /** The text `output` serves by default: the readable rendering of terminal output, else the output itself. */
  readable(id: string): string | undefined {
    const e = this.#entries.get(id);
    return e === undefined ? undefined : (e.rendered ?? e.raw);
  }

  /** True when call `id`'s stored output is terminal output whose rendering differs from its raw text. */
  isTerminal(id: string): boolean {
    return this.#entries.get(id)?.rendered !== undefined;
  }

  /** Ids currently stored, oldest first. */
  ids(): string[] {
    return [...this.#entries.keys()];
  }
}
