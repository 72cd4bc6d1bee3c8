import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Migrates once per run and gives test/support/database.ts what each test file copies.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
