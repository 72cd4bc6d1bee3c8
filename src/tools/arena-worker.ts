// A piscina worker of the arena: plays one game per task (src/ai/arena.ts).

import "../../cards/index.ts";
import { type ArenaTask, playArenaGame } from "../ai/arena.ts";

export default function run(task: ArenaTask) {
  return playArenaGame(task);
}
