// `DATABASE_URL=postgresql://… node --import tsx src/bench/wal-breakdown.ts [games] [seed]`: where the
// WAL of complete 4-player games played through the bot's click handler goes (issue 22), relation
// by relation and record by record (pg_walinspect, PostgreSQL 15 or later), and the bytes this
// process sent to the database meanwhile. The same games as the bench's `walBytesPerGame`
// (seeds `seed`, `seed + 1`, …); a throwaway database of its own, dropped at the end. SNAPSHOT_EVERY
// sets the game service's snapshot cadence, as for the bench.

import pg from "pg";
import { snapshotEveryOf } from "../config/config.ts";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { PrismaStore } from "../store/index.ts";
import { countSocketWrites, socketBytes } from "./socket-bytes.ts";

const games = Number(process.argv[2] ?? 3);
const seed = Number(process.argv[3] ?? 42);
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL must name a PostgreSQL server with pg_walinspect");

const database = await throwawayDatabase(url, "smashup_wal_breakdown");
try {
  countSocketWrites();
  const prisma = createPrismaClient(database.url);
  const store = new PrismaStore(prisma);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("CREATE EXTENSION IF NOT EXISTS pg_walinspect");
  const oid = (
    await client.query<{ oid: string }>(
      "SELECT oid::text FROM pg_database WHERE datname = current_database()",
    )
  ).rows[0]?.oid;
  const plan = (i: number, tag: string) => ({
    channels: 1,
    games: 1,
    seed: seed + i,
    players: 4,
    vpTarget: 15,
    noise: 0,
    runId: `${Date.now().toString(36)}-${tag}`,
    path: "handler" as const,
    // The bot's cadence from this process's environment (SNAPSHOT_EVERY), as the bench's.
    snapshotEvery: snapshotEveryOf(process.env),
  });
  await playChannels(store, plan(0, "warm"), [0], () => localBarrier(1));
  const totals = new Map<string, number>();
  let allDecisions = 0;
  let allWal = 0;
  let allSent = 0;
  for (let i = 0; i < games; i++) {
    const before = (await client.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")).rows[0]
      ?.lsn;
    const sent = socketBytes();
    const report = await playChannels(store, plan(i, `g${i}`), [0], () => localBarrier(1));
    const bytes = socketBytes() - sent;
    if (report.failures.length > 0) throw new Error(`game failed: ${report.failures[0]}`);
    const after = (await client.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn")).rows[0]
      ?.lsn;
    const { rows } = await client.query<{ what: string; n: string; bytes: string; fpi: string }>(
      `WITH r AS (SELECT * FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)),
            ours AS (SELECT DISTINCT xid FROM r WHERE block_ref LIKE $3 AND xid <> '0'),
            mine AS (SELECT r.*, substring(block_ref from 'rel [0-9]+/[0-9]+/([0-9]+)')::oid AS node FROM r
                     WHERE block_ref LIKE $3 OR xid IN (SELECT xid FROM ours))
       SELECT COALESCE(owner.relname, c.relname, '-') || CASE WHEN owner.relname IS NOT NULL THEN ' (toast)' ELSE '' END
                || ' ' || resource_manager || '/' || split_part(record_type, ' ', 1) AS what,
              count(*)::text AS n, sum(record_length)::text AS bytes, sum(fpi_length)::text AS fpi
       FROM mine LEFT JOIN pg_class c ON c.relfilenode = mine.node
         LEFT JOIN pg_class owner ON owner.reltoastrelid = c.oid
           OR owner.reltoastrelid = (SELECT i.indrelid FROM pg_index i WHERE i.indexrelid = c.oid AND c.relnamespace = 'pg_toast'::regnamespace)
       GROUP BY 1 ORDER BY sum(record_length) DESC`,
      [before, after, `%rel %/${oid}/%`],
    );
    const decisions = report.acknowledged.length;
    const wal = rows.reduce((sum, row) => sum + Number(row.bytes), 0);
    const fpi = rows.reduce((sum, row) => sum + Number(row.fpi), 0);
    allDecisions += decisions;
    allWal += wal;
    allSent += bytes;
    console.log(
      `game ${i} (seed ${seed + i}): ${decisions} decisions, ${wal} B WAL (${Math.round(wal / decisions)} B/decision), of which full-page images ${fpi} B; ${bytes} B sent`,
    );
    for (const row of rows) {
      totals.set(row.what, (totals.get(row.what) ?? 0) + Number(row.bytes));
      console.log(`  ${row.what.padEnd(60)} ${row.n.padStart(6)} ${row.bytes.padStart(9)} fpi ${row.fpi}`);
    }
  }
  console.log(
    `all: ${allDecisions} decisions, ${Math.round(allWal / games)} B WAL per game, ${Math.round(allWal / allDecisions)} B/decision, ` +
      `${Math.round(allSent / games)} B sent per game, ${Math.round(allSent / allDecisions)} B/decision`,
  );
  for (const [what, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${what.padEnd(60)} ${String(Math.round(bytes / allDecisions)).padStart(5)} B/decision`);
  if (process.env.WAL_SAMPLE) {
    for (const sql of [
      "SELECT row_to_json(d)::text AS r, pg_column_size(d.*) AS size FROM decision d ORDER BY random() LIMIT 4",
      "SELECT row_to_json(g)::text AS r, pg_column_size(g.*) AS size FROM game g LIMIT 2",
      "SELECT row_to_json(a)::text AS r, pg_column_size(a.*) AS size FROM game_announcement a LIMIT 2",
    ])
      for (const row of (await client.query(sql)).rows) console.log(row);
  }
  await client.end();
  await prisma.$disconnect();
} finally {
  await database.drop();
}
