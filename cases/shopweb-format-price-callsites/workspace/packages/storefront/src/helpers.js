import { formatMoney } from "../../shared/src/money.js";

// Template helpers. The views call {{formatPrice cents currency}}: the helper keeps its
// 3.x name so that the views did not have to change in 4.0 (docs/migration-4.md).
export const helpers = Object.freeze({
  formatPrice: (cents, currency) => formatMoney(Number(cents), currency),
  upper: (s) => String(s).toUpperCase(),
  plural: (n, one, many) => (Number(n) === 1 ? one : many),
});
