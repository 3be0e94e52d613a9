export { createRouter } from "./router.js";
export { compile, matchPath, normalize } from "./pattern.js";
