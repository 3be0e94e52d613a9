#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx's loader, so a fresh clone needs
// no build step between `npm ci` and `npx freecode`.
import { register } from "tsx/esm/api";
register();
await import("../src/cli/main.ts");
