// Issue 22's targets for the real click path (the bot's handler as Discord calls it), each figure
// of the bench beside its target with met / not met, so that one run gives the verdict. A figure
// this run did not measure (its part skipped, or measured by another tool) is `met: null`.

import type { LoadedMemoryRow } from "./memory.ts";

export interface Target {
  /** The figure of this run (null: not measured). */
  value: number | null;
  /** The target, as the issue writes it, and how the value is compared with it. */
  target: string;
  met: boolean | null;
  /** Where the value comes from in the bench's output, and how the target is read. */
  source: string;
  [extra: string]: unknown;
}

/** The bench's figures the targets read (every field optional: a part of the bench may be skipped). */
export interface BenchFigures {
  concurrentClicksPerSecond?: number;
  concurrentClicksPerSecondWithSettle?: number;
  concurrentChannels?: number;
  interactionVsClickWriteP99Ratio?: number;
  interactionMsP99?: number;
  baselineClickWriteMsP99?: number;
  clickCpuMs?: number;
  walBytesPerGame?: number;
  bytesSentPerGame?: number;
  renderShareOfClickCpu?: number;
  loadedMemory?: LoadedMemoryRow[];
  queriesPerClick?: number;
  queriesBeforeAnswerPerClick?: number;
  discordRequestsPerClick?: number;
  discordRequestsByKind?: Record<string, number>;
  serviceActVsBareRatio?: number;
  serviceVsBareRatio?: number;
  /** The engine per complete 4-player core game ÷ the same at commit 0f82f0d, same run (eng22). */
  engineVs0f82f0dRatio?: number;
  /** All four boxes ÷ core alone per decision (the same side-by-side run). */
  allBoxesVsCoreDecisionRatio?: number;
}

const atMost = (value: number | undefined, limit: number): Pick<Target, "value" | "met"> =>
  value === undefined ? { value: null, met: null } : { value, met: value <= limit };
const atLeast = (value: number | undefined, limit: number): Pick<Target, "value" | "met"> =>
  value === undefined ? { value: null, met: null } : { value, met: value >= limit };

export function targetsOf(f: BenchFigures): Record<string, Target> {
  // The memory row of 1,000 games loaded at mid-game into a cache of 1,000.
  const memory = f.loadedMemory?.find((row) => row.games === 1000 && row.cached === 1000);
  const requestsKinds = f.discordRequestsByKind ?? {};
  const channels = f.concurrentChannels ?? "?";
  return {
    clicksPerSecond: {
      ...atLeast(f.concurrentClicksPerSecond, 1000),
      target: "≥ 1,000 clicks/s at 20 channels in one process",
      source:
        `concurrentClicksPerSecond (${channels} channels, handler path, while they click; ` +
        `${f.concurrentClicksPerSecondWithSettle ?? "?"} with the wait for the last paced board edits)`,
    },
    p99VsClickWrite: {
      ...atMost(f.interactionVsClickWriteP99Ratio, 1.5),
      target: "click p99 ≤ 1.5 × the click-sized raw write's p99",
      source:
        `interactionVsClickWriteP99Ratio (handler click p99 ${f.interactionMsP99 ?? "?"} ms ÷ ` +
        `click-sized INSERT p99 ${f.baselineClickWriteMsP99 ?? "?"} ms, interleaved in one run)`,
    },
    clickCpuMs: {
      ...atMost(f.clickCpuMs, 1.0),
      target: "≤ 1.0 ms of CPU per click",
      source: `clickCpuMs (this process's user + system CPU ÷ clicks, ${channels} channels, handler path)`,
    },
    walBytesPerGame: {
      ...atMost(f.walBytesPerGame, 200_000),
      target: "≤ 200 KB of WAL per complete game (read as 200,000 bytes)",
      source: "walBytesPerGame (median complete 4-player game, handler path)",
    },
    bytesSentPerGame: {
      ...atMost(f.bytesSentPerGame, 400_000),
      target: "≤ 400 KB sent to the database per complete game (read as 400,000 bytes)",
      source: "bytesSentPerGame (median complete 4-player game, handler path)",
    },
    renderShareOfClickCpu: {
      ...atMost(f.renderShareOfClickCpu, 0.2),
      target: "render ≤ 20 % of a click's CPU",
      source: `renderShareOfClickCpu (profiled ${channels}-channel handler run, src/bench/render-share.ts)`,
    },
    rssPer1000MidGameGames: {
      ...atMost(memory?.mbPer1000Cached, 150),
      target: "RSS ≤ 150 MB per 1,000 mid-game games",
      source:
        "loadedMemory row 1000:1000, mbPer1000Cached: read as the RSS the 1,000 games add to the process " +
        "(RSS with them − RSS with one game); the process's total is beside it",
      totalMb: memory?.rssMb ?? null,
      baselineMb: memory?.baselineMb ?? null,
      metIfReadAsTotal: memory ? memory.rssMb <= 150 : null,
    },
    queriesBeforeAnswerPerClick: {
      ...atMost(f.queriesBeforeAnswerPerClick, 1),
      target: "≤ 1 awaited round trip per click with the engine cached (≤ 2 cold)",
      source: `queriesBeforeAnswerPerClick (${channels} channels, handler path; a game's first click is cold)`,
      queriesPerClick: f.queriesPerClick ?? null,
    },
    discordRequestsPerClick: {
      ...atMost(f.discordRequestsPerClick, 2),
      target: "the least the flow needs: read as ≤ 2 per click (the panel's update and the board's edit)",
      source: `discordRequestsPerClick (${channels} channels, handler path; pings posted and deleted included)`,
      byKind: requestsKinds,
    },
    serviceVsBare: {
      ...atMost(f.serviceActVsBareRatio, 1.3),
      target: "the game service ≤ 1.3 × the bare engine per decision",
      source: "serviceActVsBareRatio (GameService.act ÷ bare submit, same run)",
      serviceVsBareRatio: f.serviceVsBareRatio ?? null,
    },
    engineVs0f82f0d: {
      ...atMost(f.engineVs0f82f0dRatio, 1.0),
      target: "the engine at least as fast per complete 4-player core game as at commit 0f82f0d",
      source:
        f.engineVs0f82f0dRatio === undefined
          ? "engineVs0f82f0dRatio: not measured by this run (the side-by-side run of issue 22 against a worktree of 0f82f0d)"
          : "engineVs0f82f0dRatio (time per game ÷ 0f82f0d's, same run)",
    },
    allBoxesVsCore: {
      ...atMost(f.allBoxesVsCoreDecisionRatio, 1.1),
      target: "all four boxes no more than 10 % slower per decision than core alone",
      source:
        f.allBoxesVsCoreDecisionRatio === undefined
          ? "allBoxesVsCoreDecisionRatio: measured with --baseline-tree (src/bench/engine-baseline.ts)"
          : "allBoxesVsCoreDecisionRatio (same seeds, same run)",
    },
  };
}

/** One line per target for the text output. */
export function targetLines(targets: Record<string, Target>): string[] {
  return Object.entries(targets).map(([name, t]) => {
    const verdict = t.met === null ? "not measured" : t.met ? "met" : "NOT met";
    return `target ${name}: ${t.value ?? "–"} (${t.target}): ${verdict}`;
  });
}
