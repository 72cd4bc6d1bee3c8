// A piscina worker of the arena: plays one game per task (src/ai/arena.ts).

import "../../cards/index.ts";
import { type ArenaTask, playArenaGame } from "../ai/arena.ts";
import { warmUp } from "../ai/warm-up.ts";

// Decision times are read warm: a long-lived worker's steady state (src/ai/warm-up.ts).
warmUp();

export default function run(task: ArenaTask) {
  return playArenaGame(task);
}
