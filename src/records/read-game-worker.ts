// The records' worker thread (./game-reader.ts, loaded by src/threads/typescript-worker.mjs):
// reading a closed game replays it from its setup (./read-game.ts, with every card registered),
// CPU the event loop answering clicks must not spend at each game's end.

import { type ClosedGameRows, type GameOutcome, readClosedGame } from "./read-game.ts";

export default function read(rows: ClosedGameRows): GameOutcome {
  return readClosedGame(rows);
}
