import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on the reference machines: end-to-end tests spawn agent processes.
    maxWorkers: 2,
  },
});
