/** Stock levels by SKU; reserve() fails rather than going negative. */
export class Inventory {
  constructor(levels = {}) {
    this.levels = new Map(Object.entries(levels));
  }
  available(sku) {
    return this.levels.get(sku) ?? 0;
  }
  reserve(sku, qty) {
    const left = this.available(sku) - qty;
    if (left < 0) return false;
    this.levels.set(sku, left);
    return true;
  }
}
