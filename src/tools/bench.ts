// `npm run -s bench -- [--json] [--games N] [--seed S]`: engine speed and memory, each with a
// baseline measured in the same run (see src/bench/).

import "../../cards/index.ts";
import { parseArgs } from "node:util";
import { benchEngine } from "../bench/engine.ts";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    games: { type: "string", default: "300" },
    seed: { type: "string", default: "42" },
  },
});

const engine = benchEngine({ games: Number(values.games), seed: Number(values.seed) });
const result = { ...engine };
if (values.json) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  process.stdout.write(
    [
      `engine: ${engine.engineGamesPerSecond} four-player games/s, ${engine.decisionMicros} µs per decision ` +
        `(${engine.decisionVsCloneRatio}× one JSON clone of the state, ${engine.baselineCloneMicros} µs)`,
      `replay of a whole game from its decision log: ${engine.replayFullGameMs} ms`,
      `serialized state at quiet points: ${engine.stateBytesMean} bytes on average`,
    ].join("\n") + "\n",
  );
}
