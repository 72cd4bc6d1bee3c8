// `node --expose-gc --import tsx src/bench/rss-loaded-child.ts <database url> <guild> <games> <cache size>`:
// a fresh process (the bot's after a restart) that loads <games> stored mid-game games of <guild>
// from the database, each restored through GameService.load (its snapshot and the decisions
// since) into a cache of <cache size> games (the bot's is 200). Prints { rssMb, baselineMb, games,
// cached } after full garbage collections: `baselineMb` is the process after loading one game.

import "../../cards/index.ts";
import pg from "pg";
import { GameService } from "../app/index.ts";
import { snapshotEveryOf } from "../config/config.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { createLogger } from "../log/logger.ts";
import { PrismaStore } from "../store/index.ts";
import { collectedRssMb } from "./collected-rss.ts";

const [url, guild, gamesArg, cacheArg] = process.argv.slice(2);
const games = Number(gamesArg);
const cacheSize = Number(cacheArg);
const BATCH = 20;

const ids = new pg.Client({ connectionString: url });
await ids.connect();
const rows = (
  await ids.query<{ id: string }>(
    "SELECT id FROM game WHERE guild_id = $1 ORDER BY created_at, id LIMIT $2",
    [guild, games + 1],
  )
).rows.map((r) => r.id);
await ids.end();
if (rows.length < games + 1) throw new Error(`only ${rows.length} stored games of ${guild}`);

const prisma = createPrismaClient(url as string);
const service = new GameService({
  store: new PrismaStore(prisma),
  log: createLogger({ level: "silent", pretty: false }),
  // The bench's cadence: this child inherits its environment.
  snapshotEvery: snapshotEveryOf(process.env),
  cacheSize,
});
// The client and the restore path loaded and warm before the baseline (that game leaves the count).
await service.load(rows[0] as string);
const baselineMb = collectedRssMb();
let decisions = 0;
for (let n = 1; n <= games; n += BATCH) {
  const batch = rows.slice(n, Math.min(n + BATCH, games + 1));
  const loaded = await Promise.all(batch.map((id) => service.load(id)));
  for (const snapshot of loaded) {
    if (!snapshot?.engine) throw new Error("a stored game did not load");
    decisions += snapshot.engine.decisions;
  }
}
const rssMb = collectedRssMb();
await prisma.$disconnect();
process.stdout.write(
  `${JSON.stringify({ rssMb, baselineMb, games, cached: Math.min(games, cacheSize), decisionsMean: Math.round(decisions / games) })}\n`,
);
