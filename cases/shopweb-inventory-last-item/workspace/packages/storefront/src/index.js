export { render, renderView } from "./render.js";
export { helpers } from "./helpers.js";
