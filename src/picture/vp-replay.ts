// The final picture's VP chart, rebuilt where it is drawn (a worker of the picture pool): the
// game's whole public log comes from replaying its decisions (the state keeps only its latest
// lines), CPU the event loop answering clicks must not spend. Loaded by ./draw-job.ts only when a
// final picture asks for it: it registers every card (the replay needs their definitions), which a
// worker drawing boards does not need.

import "../../cards/index.ts";
import { publicHistory } from "../app/history.ts";
import type { GameExport } from "../app/types.ts";
import type { DecisionRecord } from "../engine/engine.ts";
import type { GameSetup } from "../engine/types.ts";
import { type VpHistory, vpHistory } from "./vp-history.ts";

/** What the chart is rebuilt from: the game's setup and every decision (GameService.exportGame). */
export interface VpReplay {
  setup: GameSetup;
  decisions: DecisionRecord[];
  seats: number;
}

/** Each seat's VP over the turns; throws when not even the first decisions replay. */
export function replayVpHistory(replay: VpReplay): VpHistory {
  // publicHistory reads the setup as the engine does (createState): a stored one or any other.
  const exported = { gameId: "", setup: replay.setup, decisions: replay.decisions, seats: [] };
  const history = publicHistory(exported as unknown as GameExport, null);
  if (!history) throw new Error("the game's history could not be rebuilt");
  return vpHistory(history.entries, replay.seats);
}
