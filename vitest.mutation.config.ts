// The test set StrykerJS runs for every mutant (`npm run mutation`): the engine, card and scenario
// tests only. No database, no Discord, no global setup. Left out: the tests that spawn an npm script
// (a child process never sees the active mutant, so they only cost time), and the long random walks
// (simulate.test.ts, the prompt-purpose and hidden-view sweeps of catalog and views): they cover
// every mutant, so every surviving one would pay for them, and they check bookkeeping, not rules.
// The property test (whole random games) is left out for the same reason.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/cards/**/*.test.ts", "test/engine/**/*.test.ts", "test/mutation/**/*.test.ts"],
    exclude: ["test/engine/simulate.test.ts", "test/engine/property.test.ts"],
    testNamePattern: /^(?!.*(npm run|random games|random positions))/,
    testTimeout: 60_000,
  },
});
