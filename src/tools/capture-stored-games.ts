// `npm run -s capture-stored-games`: plays seeded games to their end through the game service, on a
// database made for the run (DATABASE_URL's server, else an embedded one), and writes the rows of
// each game at several points of its life to test/fixtures/stored-games/<release>/ (docs/upgrades.md).
// Run at each release; existing fixtures are never overwritten (nor ever deleted).

import "../../cards/index.ts";
import { access, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { GameService, type GameSnapshot, type LobbyOptions } from "../app/index.ts";
import { RELEASE } from "../app/release.ts";
import { createPrismaClient, type PrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { STATE_VERSION } from "../engine/migrations.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { createLogger } from "../log/logger.ts";
import { PrismaStore } from "../store/index.ts";
import { dumpGameRows, FIXTURES_DIR, randomStep, type StoredGameFixture } from "./stored-games.ts";

type Point = "lobby" | "draft" | "mid-turn" | "special-window" | "scoring" | "after-concession" | "near-end";

interface Plan {
  name: string;
  players: number;
  seed: number;
  options: Partial<LobbyOptions>;
  points: Point[];
  /** A seat that sets "pass Special windows when I can't respond" once the game starts. */
  autoPassSeat?: number;
  /** The last seat concedes at this turn (a player who left, in a game that goes on). */
  concedeAtTurn?: number;
}

const PLANS: Plan[] = [
  {
    name: "2p-random",
    players: 2,
    seed: 101,
    options: { selectionMode: "random", vpTarget: 8 },
    points: ["lobby", "mid-turn", "scoring", "near-end"],
  },
  {
    name: "3p-draft-hidden-timing",
    players: 3,
    seed: 202,
    options: { selectionMode: "draft", vpTarget: 8, hiddenTiming: true },
    points: ["draft", "special-window", "scoring", "near-end"],
    autoPassSeat: 1,
  },
  {
    name: "4p-free-timer",
    players: 4,
    seed: 303,
    options: { selectionMode: "free", vpTarget: 8, turnTimerHours: 24 },
    points: ["lobby", "draft", "mid-turn", "scoring", "after-concession", "near-end"],
    concedeAtTurn: 6,
  },
];

const DESCRIPTIONS: Record<Point, string> = {
  lobby: "a lobby one player short of the table",
  draft: "the faction selection with some factions picked",
  "mid-turn": "in play, waiting on a prompt raised after the snapshot (a tail to replay)",
  "special-window": "in play, waiting on a Special window (Me First!) after the snapshot",
  scoring: "in play, waiting on a prompt during the scoring of a base",
  "after-concession": "in play, just after a player conceded",
  "near-end": "in play, a player two VP or less from the target",
};

/** The decisions logged after the stored snapshot. */
const tail = (s: GameSnapshot) => (s.engine ? s.engine.decisions - s.record.snapshotSeq : 0);

function reached(point: Point, s: GameSnapshot, plan: Plan): boolean {
  const { setup, engine } = s;
  const prompt = engine?.prompt;
  switch (point) {
    case "lobby":
      return setup.stage === "lobby" && setup.seats.length === plan.players - 1;
    case "draft":
      return setup.stage === "selecting" && setup.seats.some((seat) => seat.factions.length > 0);
    case "mid-turn":
      return !!prompt && prompt.kind !== "main" && tail(s) > 0 && (engine?.g.turn.number ?? 0) >= 3;
    case "special-window":
      return prompt?.kind === "meFirst" && tail(s) > 0;
    case "scoring":
      // Another prompt than a Special window's (the special-window point has those).
      return !!prompt && prompt.kind !== "meFirst" && engine?.g.turn.phase === "score" && tail(s) > 0;
    case "after-concession":
      return !!engine?.g.players.some((p) => p.out) && !engine.over;
    case "near-end": {
      const target = setup.options.vpTarget;
      return !!engine && !engine.over && engine.g.players.some((p) => p.vp >= target - 2);
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function capture(
  prisma: PrismaClient,
  service: GameService,
  plan: Plan,
  dir: string,
): Promise<string[]> {
  const written: string[] = [];
  const missing = new Set(plan.points);
  const users = Array.from({ length: plan.players }, (_, seat) => `capture-${plan.name}-${seat}`);
  const check = async (s: GameSnapshot) => {
    for (const point of [...missing]) {
      if (!reached(point, s, plan)) continue;
      missing.delete(point);
      const file = path.join(dir, `${plan.name}-${point}.json`);
      if (await exists(file)) continue;
      const fixture: StoredGameFixture = {
        release: RELEASE,
        stateVersion: STATE_VERSION,
        point,
        description: `${plan.players} players, ${plan.options.selectionMode} selection: ${DESCRIPTIONS[point]}`,
        rows: await dumpGameRows(prisma, s.record.id),
      };
      await writeFile(file, `${JSON.stringify(fixture, null, 1)}\n`);
      written.push(path.relative(process.cwd(), file));
    }
  };
  const ok = (result: Awaited<ReturnType<GameService["act"]>>): GameSnapshot => {
    if (!result.ok) throw new Error(`${plan.name}: refused (${result.reason})`);
    return result.snapshot;
  };

  let s = ok(
    await service.openLobby({
      guildId: "capture-guild",
      channelId: `capture-${plan.name}-${Date.now()}`,
      hostId: users[0] as string,
      hostName: "Player 1",
      options: plan.options,
    }),
  );
  for (let seat = 1; seat < plan.players; seat++) {
    await check(s);
    s = ok(
      await service.lobbyAction({
        gameId: s.record.id,
        userId: users[seat] as string,
        action: { kind: "join", name: `Player ${seat + 1}` },
      }),
    );
  }
  s = ok(
    await service.lobbyAction({ gameId: s.record.id, userId: users[0] as string, action: { kind: "start" } }),
  );
  const rng = makeChooserRng(plan.seed);
  let autoPassSet = false;
  let conceded = false;
  for (let steps = 0; s.record.status === "lobby" || s.record.status === "active"; steps++) {
    if (steps > 20_000) throw new Error(`${plan.name}: the game did not end`);
    await check(s);
    const engine = s.engine;
    const seat = plan.autoPassSeat;
    if (engine && seat !== undefined && !autoPassSet) {
      autoPassSet = true;
      const decision = { kind: "autoPass" as const, on: true };
      s = ok(
        await service.act({
          gameId: s.record.id,
          userId: users[seat] as string,
          version: s.record.version,
          decision,
        }),
      );
      continue;
    }
    if (
      engine &&
      plan.concedeAtTurn !== undefined &&
      !conceded &&
      engine.g.turn.number >= plan.concedeAtTurn
    ) {
      conceded = true;
      const decision = { kind: "concede" as const };
      const userId = users[plan.players - 1] as string;
      s = ok(await service.act({ gameId: s.record.id, userId, version: s.record.version, decision }));
      // The others remove the player who conceded (issue 23: the table decides; an AI held the seat).
      for (const voterId of users.slice(0, plan.players - 1)) {
        if (s.record.status !== "active") break;
        s = ok(await service.voteKick({ gameId: s.record.id, voterId, targetUserId: userId }));
      }
      continue;
    }
    s = await randomStep(service, s, rng);
  }
  if (missing.size > 0)
    throw new Error(`${plan.name}: never reached ${[...missing].join(", ")} (try another seed)`);
  process.stdout.write(
    `${plan.name}: finished (${s.record.status}) after ${s.engine?.decisions ?? 0} decisions\n`,
  );
  return written;
}

const dir = path.join(FIXTURES_DIR, RELEASE);
await mkdir(dir, { recursive: true });
const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_capture");
const prisma = createPrismaClient(database.url);
let failed = false;
try {
  let nextSeed = 0;
  const service = new GameService({
    store: new PrismaStore(prisma),
    log: createLogger({ level: "warn", pretty: false }),
    newSeed: () => PLANS[nextSeed++]?.seed ?? 0,
  });
  for (const plan of PLANS) {
    const written = await capture(prisma, service, plan, dir);
    for (const file of written) process.stdout.write(`  wrote ${file}\n`);
  }
} catch (error) {
  failed = true;
  process.stderr.write(`capture-stored-games: ${(error as Error).stack ?? error}\n`);
} finally {
  await prisma.$disconnect();
  await database.drop();
}
process.exit(failed ? 1 : 0);
