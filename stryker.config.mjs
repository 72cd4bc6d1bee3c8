// Mutation testing (`npm run mutation`, see README and src/tools/mutation.ts): StrykerJS mutates
// the cards and the engine and runs the fast engine/card/scenario tests (vitest.mutation.config.ts)
// against each mutant, only the tests that cover it (perTest). Incremental: a rerun only tests what
// changed since the last report (reports/ is not in git). Not part of CI: a full run takes hours on
// 2 cores. MUTATION_REPORT (set by src/tools/mutation.ts) names the report of a partial run.
const report = process.env.MUTATION_REPORT ?? "reports/mutation/all";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner", "./test/mutation/ignore-texts.mjs"],
  ignorers: ["texts"],
  coverageAnalysis: "perTest",
  // Static mutants (evaluated when a module loads: card ids, flags in a card's data) would each
  // need the whole test set; they are left out and counted as ignored.
  ignoreStatic: true,
  mutate: ["cards/**/*.ts", "src/engine/**/*.ts", "!cards/catalog.ts"],
  // Only what the mutated code and its tests need is copied to the sandbox.
  ignorePatterns: [
    "/data",
    "/coverage",
    "/reports",
    "/src/generated",
    "/.vitest-tmp",
    "/test/e2e",
    "/test/fake-discord*",
  ],
  incremental: true,
  incrementalFile: `${report}.incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `${report}.html` },
  jsonReporter: { fileName: `${report}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  // Most timeouts are mutants that make a game loop forever; don't wait long for them.
  timeoutMS: 3000,
  thresholds: { high: 85, low: 75, break: null },
};
