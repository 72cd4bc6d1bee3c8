// Where a closed game is read for its records (./read-game.ts: a replay of the whole game, tens of
// ms of CPU): on a worker thread in the bot, so a game's end costs the event loop that answers
// clicks only the queries; in the calling thread for tools and tests (the same answer: a pure
// function of the stored rows).

import { Piscina } from "piscina";
import { typescriptWorker } from "../threads/typescript-worker.ts";
import { type ClosedGameRows, type GameOutcome, readClosedGame } from "./read-game.ts";

export interface GameReader {
  read(rows: ClosedGameRows): Promise<GameOutcome>;
  close(): Promise<void>;
}

/** In the calling thread. */
export const inlineGameReader: GameReader = {
  read: async (rows) => readClosedGame(rows),
  close: async () => {},
};

/**
 * The lowest CPU priority: records may wait a moment, a click's answer may not (as the pictures'
 * workers, src/picture/pool.ts).
 */
export const RECORDS_NICE = 19;

/**
 * One worker thread, started when a game ends and let go after a minute without one (games end
 * rarely: no thread, and no cards loaded in one, while none does). `idle: false` (tests): not in
 * the idle scheduling class, which on a machine whose cores stay busy may not run it for minutes.
 */
export function poolGameReader(options: { nice?: number; idle?: boolean } = {}): GameReader {
  const pool = new Piscina({
    ...typescriptWorker(new URL("./read-game-worker.ts", import.meta.url), {
      nice: options.nice ?? RECORDS_NICE,
      idle: options.idle ?? true,
    }),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return {
    read: (rows) => pool.run(rows) as Promise<GameOutcome>,
    close: () => pool.destroy(),
  };
}
