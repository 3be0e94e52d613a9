export * from "./product.js";
export * from "./search.js";
export * from "./inventory.js";
export { CATEGORIES, category } from "./categories/index.js";
