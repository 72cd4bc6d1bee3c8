import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Migrates once per run and gives test/support/database.ts what each test file copies.
    globalSetup: ["test/support/global-setup.ts"],
    // Each `on` hook's onEvents checked at every event played (src/engine/triggers.ts checkEventKinds).
    setupFiles: ["test/support/check-event-kinds.ts"],
    // Limits that only catch a hang: the machine of CI has 2 cores, often shared, and a test that
    // takes 2 s idle (a 4-player game through the fake Discord) took over 20 s at a load of 25.
    // No test measures speed (docs/testing.md); a limit of its own must be larger than these.
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
