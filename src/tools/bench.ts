// `npm run -s bench -- [--json] [--games N] [--seed S] [--interaction-samples N]`: engine speed and
// memory, and the server-side time of a play interaction on the database (DATABASE_URL, else an
// embedded one), each with a baseline measured in the same run (see src/bench/).

import "../../cards/index.ts";
import { parseArgs } from "node:util";
import { benchEngine } from "../bench/engine.ts";
import { benchInteraction } from "../bench/interaction.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    games: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
    "interaction-samples": { type: "string", default: "300" },
  },
});

const engine = benchEngine({ games: Number(values.games), seed: Number(values.seed) });
const interaction = await benchInteraction({
  samplesPerPath: Number(values["interaction-samples"]),
  seed: Number(values.seed),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const result = { ...engine, ...interaction };
if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  process.stdout.write(
    [
      `engine: ${engine.engineGamesPerSecond} four-player games/s, ${engine.decisionMicros} µs per decision ` +
        `(${engine.decisionVsCloneRatio}× one JSON clone of the state, ${engine.baselineCloneMicros} µs)`,
      `replay of a whole game from its decision log: ${engine.replayFullGameMs} ms`,
      `serialized state at quiet points: ${engine.stateBytesMean} bytes on average`,
      `play interaction (load, act and save, render board and panel) on the ${interaction.interactionDb} database: ` +
        `p50 ${interaction.interactionMsP50} ms, p99 ${interaction.interactionMsP99} ms ` +
        `(warm cache p99 ${interaction.interactionWarmMsP99} ms, cold p99 ${interaction.interactionColdMsP99} ms)`,
      `bare Prisma upsert of the same row (${interaction.snapshotBytesMean}-byte snapshot): ` +
        `p50 ${interaction.baselineUpsertMsP50} ms, p99 ${interaction.baselineUpsertMsP99} ms`,
      `interaction p99 / upsert p99 = ${interaction.interactionVsUpsertP99Ratio} (target ≤ 3 on a real Postgres)`,
    ].join("\n") + "\n",
  );
}
