// Memory of the bot's game cache after a restart (issue 22): games stored at mid-game, loaded from
// the database by a fresh process (src/bench/rss-loaded-child.ts) into the bot's real cache (200
// games) and into caches of 1,000 and 5,000. A few games are played to mid-game through the game
// service, then copied in SQL (each copy a game of its own: new id and channel) up to the largest
// count: every loaded game is restored apart (its snapshot parsed, its decisions replayed), so
// copies weigh what distinct games weigh.

import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { GameService } from "../app/index.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { createLogger } from "../log/logger.ts";
import { PrismaStore } from "../store/index.ts";
import { runJsonChild } from "../tools/json-child.ts";
import { playFourPlayerGame } from "./four-player-game.ts";

export interface LoadedMemoryRow {
  /** Games loaded by the fresh process, and how many its cache holds at the end. */
  games: number;
  cached: number;
  rssMb: number;
  baselineMb: number;
  /** (rssMb − baselineMb) per 1,000 cached games. */
  mbPer1000Cached: number;
  decisionsMean: number;
}

export interface LoadedMemoryOptions {
  databaseUrl?: string | undefined;
  seed: number;
  /** [games loaded, cache size] per row; the bot's cache is 200. */
  rows?: [number, number][];
  /** Decisions into each game (a 4-player game has ~260). */
  decisions?: number;
  templates?: number;
  /** The game service's snapshot cadence (SNAPSHOT_EVERY); 80 when absent. */
  snapshotEvery?: number;
}

const GUILD = "bench-memory";
export const DEFAULT_MEMORY_ROWS: [number, number][] = [
  [200, 200],
  [1000, 200],
  [1000, 1000],
  [5000, 5000],
];

export async function benchLoadedMemory(options: LoadedMemoryOptions): Promise<LoadedMemoryRow[]> {
  const rows = options.rows ?? DEFAULT_MEMORY_ROWS;
  const database = await throwawayDatabase(options.databaseUrl, "smashup_bench_memory");
  try {
    const prisma = createPrismaClient(database.url);
    try {
      const templates = await playTemplates(
        new GameService({
          store: new PrismaStore(prisma),
          log: createLogger({ level: "silent", pretty: false }),
          ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
          newSeed: (() => {
            let seed = options.seed;
            return () => seed++;
          })(),
        }),
        options.templates ?? 8,
        options.decisions ?? 130,
        options.seed,
      );
      // One game more than the largest row: the child loads one before its baseline.
      await copyGames(database.url, templates, Math.max(...rows.map(([games]) => games)) + 1);
    } finally {
      await prisma.$disconnect();
    }
    const out: LoadedMemoryRow[] = [];
    for (const [games, cache] of rows) {
      const child = path.join(path.dirname(fileURLToPath(import.meta.url)), "rss-loaded-child.ts");
      const r = await runJsonChild<Omit<LoadedMemoryRow, "mbPer1000Cached">>(
        child,
        [database.url, GUILD, String(games), String(cache)],
        ["--expose-gc"],
      );
      out.push({ ...r, mbPer1000Cached: Math.round(((r.rssMb - r.baselineMb) * 1000) / r.cached) });
    }
    return out;
  } finally {
    await database.drop();
  }
}

/** Plays `count` 4-player games `decisions` decisions in (random legal answers); returns their ids. */
async function playTemplates(
  service: GameService,
  count: number,
  decisions: number,
  seed: number,
): Promise<string[]> {
  const rng = makeChooserRng(seed);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const users = [0, 1, 2, 3].map((s) => `mem-${n}-${s}`);
    const snapshot = await playFourPlayerGame(service, {
      guildId: GUILD,
      channelId: `mem-template-${n}`,
      users,
      decisions,
      rng,
    });
    const gameId = snapshot.record.id;
    if (!snapshot.engine?.prompt) throw new Error("a template game ended before mid-game");
    ids.push(gameId);
  }
  return ids;
}

/** Copies the templates round-robin until the guild holds `total` games. */
async function copyGames(url: string, templates: string[], total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const missing = total - templates.length;
    for (let t = 0; t < templates.length && missing > 0; t++) {
      const copies = Math.floor(missing / templates.length) + (t < missing % templates.length ? 1 : 0);
      if (copies === 0) continue;
      await client.query("BEGIN");
      await client.query(
        "CREATE TEMP TABLE copy ON COMMIT DROP AS SELECT gen_random_uuid() AS id, n FROM generate_series(1, $1) n",
        [copies],
      );
      await client.query(
        `INSERT INTO game (id, guild_id, channel_id, created_at, board_channel_id, board_message_id, finished_at,
           status, setup_live, next_timer_at, timer_claimed_until, updated_at, version)
         SELECT c.id, g.guild_id, g.channel_id || '-' || c.n, g.created_at, NULL, NULL, g.finished_at,
           g.status, g.setup_live, g.next_timer_at, NULL, g.updated_at, g.version
         FROM game g, copy c WHERE g.id = $1`,
        [templates[t]],
      );
      await client.query(
        `INSERT INTO game_documents (game_id, setup, summary, snapshot, snapshot_z, snapshot_seq)
         SELECT c.id, d.setup, d.summary, d.snapshot, d.snapshot_z, d.snapshot_seq FROM game_documents d, copy c WHERE d.game_id = $1`,
        [templates[t]],
      );
      await client.query(
        `INSERT INTO game_player (game_id, user_id, seat, factions)
         SELECT c.id, p.user_id, p.seat, p.factions FROM game_player p, copy c WHERE p.game_id = $1`,
        [templates[t]],
      );
      await client.query(
        `INSERT INTO decision (game_id, seq, user_id, seat, answer, created_at)
         SELECT c.id, x.seq, x.user_id, x.seat, x.answer, x.created_at FROM decision x, copy c WHERE x.game_id = $1`,
        [templates[t]],
      );
      await client.query("COMMIT");
    }
  } finally {
    await client.end();
  }
}
