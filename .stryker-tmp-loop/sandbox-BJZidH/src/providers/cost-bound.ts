/**
 * Cost with unpriced requests: the priced part is a lower bound, never a total. The report
 * prints it as "≥ $x (k unpriced)" so that an unknown price cannot pass for a free request.
 */
// @ts-nocheck

import type { TraceEvent } from "../trace/index.ts";
import { requestCostUsd, type PricingTable } from "./pricing.ts";

/** Costs added up: USD of the priced requests, and how many requests had no price. */
export interface CostTally {
  /** USD, sum over priced requests only. */
  pricedUsd: number;
  /** Requests (model responses) whose model is not in the pricing table. */
  unpriced: number;
}

/**
 * Adds up per-request costs (USD, null = unpriced) or earlier tallies.
 * @example tallyCosts([0.5, null, 0.25]) // => { pricedUsd: 0.75, unpriced: 1 }
 */
export function tallyCosts(items: Iterable<number | null | CostTally>): CostTally {
  const t: CostTally = { pricedUsd: 0, unpriced: 0 };
  for (const x of items) {
    if (x === null) t.unpriced++;
    else if (typeof x === "number") t.pricedUsd += x;
    else {
      t.pricedUsd += x.pricedUsd;
      t.unpriced += x.unpriced;
    }
  }
  return t;
}

/**
 * The tally of one trace: each `model.response` priced on its own (per request, so that
 * long-prompt bands apply as billed).
 */
export function tallyTrace(events: readonly TraceEvent[], table: PricingTable): CostTally {
  return tallyCosts(events.flatMap((e) => (e.type === "model.response" ? [requestCostUsd(table, e.model, e.usage)] : [])));
}

/**
 * The cost for display: "$0.1234" when every request was priced, else the priced part as a
 * lower bound with the count of unpriced requests, "≥ $0.1234 (3 unpriced)".
 * @param digits decimals of the dollar figure (default 4, as src/report/format.ts prints USD)
 * @example formatCostBound({ pricedUsd: 0.75, unpriced: 0 }) // => "$0.7500"
 * @example formatCostBound({ pricedUsd: 0.75, unpriced: 2 }) // => "≥ $0.7500 (2 unpriced)"
 */
export function formatCostBound(t: CostTally, digits = 4): string {
  const usd = `$${t.pricedUsd.toFixed(digits)}`;
  return t.unpriced === 0 ? usd : `≥ ${usd} (${t.unpriced} unpriced)`;
}
