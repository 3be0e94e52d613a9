/**
 * Per-session store of full tool outputs, keyed by tool call id. Every output goes in
 * BEFORE any cap or compression, so whatever the model's copy lost can be paged back with
 * the `output` tool.
 *
 * Memory is bounded: past `budgetChars` the oldest entries are evicted, but the newest
 * entry is always kept whatever its size.
 */
// @ts-nocheck


/** Default budget: 64 M characters (a 600 KB output fits a hundred times over). */
export const OUTPUT_STORE_BUDGET_CHARS = 64 * 1024 * 1024;

export class OutputStore {
  readonly #entries = new Map<string, string>();
  readonly #terminal = new Set<string>();
  #chars = 0;

  constructor(private readonly budgetChars = OUTPUT_STORE_BUDGET_CHARS) {}

  /**
   * Stores (or replaces) the full output of call `id`, then evicts oldest entries over budget.
   * `terminal`: the text is raw terminal output (the `output` tool pages it cleaned by default).
   */
  put(id: string, text: string, terminal = false): void {
    if (terminal) this.#terminal.add(id);
    else this.#terminal.delete(id);
    const old = this.#entries.get(id);
    if (old !== undefined) {
      this.#chars -= old.length;
      this.#entries.delete(id);
    }
    this.#entries.set(id, text);
    this.#chars += text.length;
    for (const [key, value] of this.#entries) {
      if (this.#chars <= this.budgetChars || key === id) break;
      this.#entries.delete(key);
      this.#terminal.delete(key);
      this.#chars -= value.length;
    }
  }

  /** The full output of call `id`, or undefined when never stored or evicted. */
  get(id: string): string | undefined {
    return this.#entries.get(id);
  }

  /** True when call `id`'s stored output is raw terminal output. */
  isTerminal(id: string): boolean {
    return this.#terminal.has(id);
  }

  /** Ids currently stored, oldest first. */
  ids(): string[] {
    return [...this.#entries.keys()];
  }
}
