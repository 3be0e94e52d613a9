// @ts-nocheck
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup/fast-check.ts"],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    // Two cores on the reference machines: end-to-end tests spawn agent processes.
    maxWorkers: 2,
  },
});
