// `node --expose-gc --import tsx src/bench/rss-child.ts <database url> <games> <seed>`: one process
// (the bot's) holding <games> active 4-player games in its game service's cache, each a dozen
// decisions into its play. Prints { rssMb, baselineMb, games } after a full garbage collection:
// `baselineMb` is the same process before its first game.

import "../../cards/index.ts";
import { GameService, type GameSnapshot } from "../app/index.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { randomChoice } from "../engine/simulate.ts";
import { createLogger } from "../log/logger.ts";
import { PrismaStore } from "../store/index.ts";
import { collectedRssMb } from "./collected-rss.ts";

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
  newSeed: () => seed++,
  cacheSize: games + 10,
});
const rng = makeChooserRng(Number(seedArg));
const runId = Date.now().toString(36);

async function oneGame(n: number): Promise<GameSnapshot> {
  const users = [0, 1, 2, 3].map((s) => `rss-${runId}-${n}-${s}`);
  const opened = await service.openLobby({
    guildId: "rss-guild",
    channelId: `rss-${runId}-${n}`,
    hostId: users[0] as string,
    hostName: "Player 0",
    options: { selectionMode: "random" },
  });
  if (!opened.ok) throw new Error(`lobby refused: ${opened.reason}`);
  const gameId = opened.snapshot.record.id;
  for (let seat = 1; seat < 4; seat++) {
    const joined = await service.lobbyAction({
      gameId,
      userId: users[seat] as string,
      action: { kind: "join", name: `Player ${seat}` },
    });
    if (!joined.ok) throw new Error(`join refused: ${joined.reason}`);
  }
  const started = await service.lobbyAction({
    gameId,
    userId: users[0] as string,
    action: { kind: "start" },
  });
  if (!started.ok) throw new Error(`start refused: ${started.reason}`);
  let snapshot = started.snapshot;
  for (let i = 0; i < DECISIONS && snapshot.engine?.prompt; i++) {
    const prompt = snapshot.engine.prompt;
    const acted = await service.act({
      gameId,
      userId: snapshot.userOf(prompt.seat) as string,
      version: snapshot.record.version,
      decision: { kind: "answer", promptId: prompt.id, choice: randomChoice(prompt, rng) },
    });
    if (!acted.ok) throw new Error(`decision refused: ${acted.reason}`);
    snapshot = acted.snapshot;
  }
  return snapshot;
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
