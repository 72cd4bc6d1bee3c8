// `node --expose-gc --import tsx src/bench/rss-child.ts <database url> <games> <seed>`: one process
// (the bot's) holding <games> active 4-player games in its game service's cache, each a dozen
// decisions into its play. Prints { rssMb, baselineMb, games } after a full garbage collection:
// `baselineMb` is the same process before its first game.

import "../../cards/index.ts";
import { GameService, type GameSnapshot } from "../app/index.ts";
import { snapshotEveryOf } from "../config/config.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { createLogger } from "../log/logger.ts";
import { PrismaStore } from "../store/index.ts";
import { collectedRssMb } from "./collected-rss.ts";
import { playFourPlayerGame } from "./four-player-game.ts";

const [url, gamesArg, seedArg] = process.argv.slice(2);
const games = Number(gamesArg);
const DECISIONS = 12;
const BATCH = 20;

const rssMb = collectedRssMb;

const prisma = createPrismaClient(url as string);
const store = new PrismaStore(prisma);
let seed = Number(seedArg);
const service = new GameService({
  store,
  log: createLogger({ level: "silent", pretty: false }),
  // The bench's cadence: this child inherits its environment.
  snapshotEvery: snapshotEveryOf(process.env),
  newSeed: () => seed++,
  cacheSize: games + 10,
});
const rng = makeChooserRng(Number(seedArg));
const runId = Date.now().toString(36);

async function oneGame(n: number): Promise<GameSnapshot> {
  const users = [0, 1, 2, 3].map((s) => `rss-${runId}-${n}-${s}`);
  return playFourPlayerGame(service, {
    guildId: "rss-guild",
    channelId: `rss-${runId}-${n}`,
    users,
    decisions: DECISIONS,
    rng,
  });
}

// The client and the code paths loaded and warm before the baseline.
await oneGame(-1);
const baselineMb = rssMb();
for (let n = 0; n < games; n += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, games - n) }, (_, i) => oneGame(n + i)));
}
const held = rssMb();
await prisma.$disconnect();
process.stdout.write(`${JSON.stringify({ rssMb: held, baselineMb, games })}\n`);
