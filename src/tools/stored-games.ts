// Fixtures of stored games (docs/upgrades.md): a game's rows exactly as the database holds them
// (game, game_player, decision, each row as PostgreSQL's row_to_json gives it), captured at
// several points of complete seeded games by `npm run -s capture-stored-games`, and loaded back
// into a database by the test that restores every fixture of every release and plays it on.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GameService, GameSnapshot, LobbyResult } from "../app/index.ts";
import { pendingPickers, pickableFactions } from "../app/index.ts";
import type { PrismaClient } from "../db/prisma.ts";
import { randomChoice } from "../drivers/simulate.ts";
import { decodeAnswer } from "../store/row-codec.ts";
import { decodeSnapshot } from "../store/snapshot-codec.ts";
import type { JsonValue } from "../store/types.ts";

export const FIXTURES_DIR = fileURLToPath(new URL("../../test/fixtures/stored-games/", import.meta.url));

type Row = Record<string, unknown>;

export interface StoredGameRows {
  game: Row;
  game_player: Row[];
  decision: Row[];
}

export interface StoredGameFixture {
  /** The release that wrote the rows (package.json version). */
  release: string;
  /** The state format of the snapshot (engine/migrations.ts). */
  stateVersion: number;
  /** Where the game was when captured (lobby, draft, mid-turn, scoring, near-end...). */
  point: string;
  description: string;
  rows: StoredGameRows;
}

/**
 * The rows of one game, as the database holds them. The game row carries its documents (setup,
 * summary, snapshot and its seq) as it did before they moved to game_documents (issue 14):
 * fixtures of every release read alike.
 */
export async function dumpGameRows(prisma: PrismaClient, gameId: string): Promise<StoredGameRows> {
  const json = async (sql: Promise<{ row: Row }[]>) => (await sql).map((r) => r.row);
  let [game] = await json(
    prisma.$queryRaw`SELECT row_to_json(x) AS row FROM (
      SELECT g.*, d.setup, d.summary, COALESCE(d.snapshot, 'null'::json) AS snapshot, d.snapshot_seq,
        encode(d.snapshot_z, 'base64') AS snapshot_z
      FROM game g JOIN game_documents d ON d.game_id = g.id WHERE g.id = ${gameId}::uuid
    ) x`,
  );
  if (!game) throw new Error(`no game ${gameId}`);
  // Stored compressed since issue 22 (src/store/snapshot-codec.ts): the fixture holds its JSON.
  const { snapshot_z: compressed, ...plain } = game;
  if (typeof compressed === "string") plain.snapshot = JSON.parse(decodeSnapshot(compressed));
  game = plain;
  return {
    game,
    game_player: await json(
      prisma.$queryRaw`SELECT row_to_json(p) AS row FROM game_player p WHERE p.game_id = ${gameId}::uuid ORDER BY p.seat`,
    ),
    // Answers stored compactly since issue 22 (src/store/row-codec.ts): the fixture holds them whole.
    decision: (
      await json(
        prisma.$queryRaw`SELECT row_to_json(d) AS row FROM decision d WHERE d.game_id = ${gameId}::uuid ORDER BY d.seq`,
      )
    ).map((row) => ({
      ...row,
      answer: decodeAnswer(row.seq as number, row.seat as number | null, row.answer as JsonValue),
    })),
  };
}

/**
 * Writes a game's rows back, column for column, into the schema of this release: a column the
 * rows lack (added since) takes its default, a key that is no longer a column (dropped since) is
 * ignored. JSON columns take the captured JSON as it is (a NOT NULL one may hold JSON null; a
 * nullable one takes it as NULL). The documents of the game row go to game_documents, where this
 * release keeps them.
 */
export async function loadGameRows(prisma: PrismaClient, rows: StoredGameRows): Promise<string> {
  await prisma.$transaction(async (tx) => {
    await insertRows(tx, "game", [rows.game]);
    const { id, setup, summary, snapshot, snapshot_seq } = rows.game;
    await insertRows(tx, "game_documents", [{ game_id: id, setup, summary, snapshot, snapshot_seq }]);
    await insertRows(tx, "game_player", rows.game_player);
    await insertRows(tx, "decision", rows.decision);
  });
  return rows.game.id as string;
}

type Sql = Pick<PrismaClient, "$queryRaw" | "$executeRawUnsafe">;

async function insertRows(tx: Sql, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = await tx.$queryRaw<{ name: string; type: string; nullable: string }[]>`
    SELECT column_name::text AS name, data_type::text AS type, is_nullable::text AS nullable
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`;
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  const present = columns.filter((c) => keys.has(c.name));
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const value = (c: (typeof present)[number]) => {
    if (c.type !== "jsonb" && c.type !== "json") return `p.${ident(c.name)}`;
    const json = `r.j -> '${c.name.replaceAll("'", "''")}'`;
    const taken = c.nullable === "YES" ? `NULLIF(${json}, 'null'::jsonb)` : json;
    return c.type === "json" ? `(${taken})::json` : taken;
  };
  const sql = `INSERT INTO ${ident(table)} (${present.map((c) => ident(c.name)).join(", ")})
    SELECT ${present.map(value).join(", ")}
    FROM jsonb_array_elements($1::jsonb) AS r(j), LATERAL jsonb_populate_record(NULL::${ident(table)}, r.j) AS p`;
  await tx.$executeRawUnsafe(sql, JSON.stringify(rows));
}

/** Every fixture of every release, oldest release first: `<release>/<name>.json`. */
export async function readFixtures(
  dir = FIXTURES_DIR,
): Promise<{ file: string; fixture: StoredGameFixture }[]> {
  const releases = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(compareReleases);
  const out: { file: string; fixture: StoredGameFixture }[] = [];
  for (const release of releases) {
    const files = (await readdir(path.join(dir, release))).filter((f) => f.endsWith(".json")).sort();
    for (const file of files) {
      const text = await readFile(path.join(dir, release, file), "utf8");
      out.push({ file: `${release}/${file}`, fixture: JSON.parse(text) as StoredGameFixture });
    }
  }
  return out;
}

function compareReleases(a: string, b: string): number {
  const parts = (v: string) => v.split(/[.-]/).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const [p, q] = [x[i] ?? -1, y[i] ?? -1];
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
}

/**
 * One random legal step of a game, whatever its stage, by whoever may take it: a player joins a
 * lobby of one, the host starts a fuller one, the next picker picks a faction, the addressee of
 * the pending prompt answers it. Throws on a refusal: every step offered is legal.
 */
export async function randomStep(
  service: GameService,
  snapshot: GameSnapshot,
  rng: { int(n: number): number },
): Promise<GameSnapshot> {
  const { record, setup, engine } = snapshot;
  const gameId = record.id;
  let result: LobbyResult;
  if (setup.stage === "lobby") {
    const joining = setup.seats.length < 2;
    const userId = joining ? `stored-game-player-${setup.seats.length}` : setup.hostId;
    const action = joining
      ? { kind: "join" as const, name: `Player ${setup.seats.length + 1}` }
      : { kind: "start" as const };
    result = await service.lobbyAction({ gameId, userId, action });
  } else if (setup.stage === "selecting") {
    const seat = pendingPickers(setup)[0] ?? 0;
    const factions = pickableFactions(setup, seat);
    const faction = factions[rng.int(factions.length)] as string;
    result = await service.lobbyAction({
      gameId,
      userId: setup.seats[seat]?.userId as string,
      action: { kind: "pick", faction },
    });
  } else {
    const prompt = engine?.prompt;
    if (!prompt) throw new Error(`game ${gameId} (${setup.stage}) waits on nothing`);
    result = await service.act({
      gameId,
      userId: snapshot.userOf(prompt.seat) as string,
      version: record.version,
      decision: { kind: "answer", promptId: prompt.id, choice: randomChoice(prompt, rng) },
    });
  }
  if (!result.ok) throw new Error(`game ${gameId}: a legal step was refused (${result.reason})`);
  return result.snapshot;
}

/** Plays a game on with random legal steps until it is over; the final snapshot. */
export async function playToTheEnd(
  service: GameService,
  first: GameSnapshot,
  rng: { int(n: number): number },
  maxSteps = 10_000,
): Promise<GameSnapshot> {
  let snapshot = first;
  for (let steps = 0; snapshot.record.status === "lobby" || snapshot.record.status === "active"; steps++) {
    if (steps >= maxSteps) throw new Error(`game ${first.record.id} did not end in ${maxSteps} steps`);
    snapshot = await randomStep(service, snapshot, rng);
  }
  return snapshot;
}
