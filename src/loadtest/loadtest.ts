// Load test: complete games played at once in several channels, through the code a click runs
// (the game service, the click handler's decide(), the private panel and the public board), on
// one database. It answers "does the database take a busy server": no refusal but the expected
// ones, no acknowledged decision missing from the stored log, every game to its end.
//
// The work is split into channels; `playChannels` plays a set of channels against one game
// service and returns plain data (latencies, counts, acknowledged decisions), so that a later
// version can run several bot processes, each with its own service and share of the channels,
// and merge their reports with `mergeReports` before `verify` reads the database.

import "../../cards/index.ts";
import { decide } from "../../commands/game/decide.ts";
import { privateView } from "../../commands/game/views.ts";
import { GameService, type GameSnapshot, type LobbyResult } from "../app/index.ts";
import { percentile } from "../bench/interaction.ts";
import { gameMessage } from "../discord/game-message.ts";
import { makeChooserRng } from "../engine/rng.ts";
import { randomChoice } from "../engine/simulate.ts";
import { createLogger } from "../log/logger.ts";
import { databaseUnreachable, type Store } from "../store/index.ts";

export const DB_RESTARTING = "db-restarting";

/**
 * Refusals a busy table produces by itself: a double click, a click on a prompt that is not
 * yours (and "game-over" for the second click on the prompt that ended the game); and, when the
 * database server dies (--kill-db-every), "db-restarting": the bot's "the database is restarting,
 * try again in a moment", after which the player clicks again.
 */
export const EXPECTED_REFUSALS: ReadonlySet<string> = new Set(["stale", "not-your-prompt", DB_RESTARTING]);

export interface LoadPlan {
  channels: number;
  games: number;
  seed: number;
  /** Players per game (2 to 4). */
  players: number;
  /** VP to win (15 in a real game; lower for a shorter test). */
  vpTarget: number;
  /**
   * Share of prompts answered twice at the same moment by their player (a double click) and,
   * as often, also by a player who is not asked.
   */
  noise: number;
  /** Makes the channel ids of this run unique. */
  runId: string;
}

/** A decision the service acknowledged: it must be in the stored log afterwards, as it was. */
export interface Acknowledged {
  gameId: string;
  seq: number;
  userId: string;
  promptId: number;
  choice: string[];
}

/** What one set of channels did; plain data (it may cross a process boundary). */
export interface ChannelsReport {
  gameIds: string[];
  /** Milliseconds of every interaction, lobby steps included. */
  latencies: number[];
  refusals: Record<string, number>;
  /** Unexpected outcomes, described (failures by the definition of the load test). */
  failures: string[];
  acknowledged: Acknowledged[];
  /** Games still active after MAX_CLICKS (a stuck game). */
  unfinished: number;
}

/** Meets all channels of a round at each lobby step, so that they open, join and start together. */
export interface Barrier {
  wait(): Promise<void>;
}

const GUILD = "loadtest-guild";
/** How long a click is tried again while the database is down, before it counts as failed. */
const DATABASE_DOWN_PATIENCE_MS = 600_000;
const MAX_CLICKS = 5_000;

/** Plays the games of `channelIndexes` (0-based, round by round), all channels at once. */
export async function playChannels(
  store: Store,
  plan: LoadPlan,
  channelIndexes: number[],
  barrier: (round: number) => Barrier,
): Promise<ChannelsReport> {
  const report = emptyReport();
  const errors: string[] = [];
  const log = createLogger({
    level: "error",
    pretty: false,
    destination: {
      write: (line: string) => {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        errors.push(`${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ""}`);
      },
    },
  });
  let nextSeed = plan.seed;
  const service = new GameService({ store, log, newSeed: () => nextSeed++ });
  const rounds = Math.ceil(plan.games / plan.channels);
  for (let round = 0; round < rounds; round++) {
    const here = channelIndexes.filter((channel) => channel < channelsInRound(plan, round));
    const meet = barrier(round);
    await Promise.all(here.map((channel) => playGame(service, plan, channel, round, meet, report)));
  }
  report.failures.push(...errors.map((message) => `logged: ${message}`));
  return report;
}

async function playGame(
  service: GameService,
  plan: LoadPlan,
  channel: number,
  round: number,
  barrier: Barrier,
  report: ChannelsReport,
): Promise<void> {
  const users = Array.from({ length: plan.players }, (_, seat) => `lt-${plan.runId}-${channel}-${seat}`);
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await call();
    } finally {
      report.latencies.push(performance.now() - started);
    }
  };
  const lobbyStep = async (
    what: string,
    call: () => Promise<LobbyResult>,
    gameId?: string,
  ): Promise<GameSnapshot | null> => {
    const { value: result, retried } = await whileDatabaseDown(report, () => timed(call));
    if (result.ok) return result.snapshot;
    // A step tried again after the database came back may have been applied the first time (its
    // commit made it, its answer did not): the game as stored says where it is.
    const applied = retried
      ? (gameId ?? (result.reason === "busy-channel" ? result.existingGameId : undefined))
      : undefined;
    if (applied) {
      const stored = await whileDatabaseDown(report, () => service.load(applied));
      if (stored.value) return stored.value;
    }
    report.failures.push(`channel ${channel}, round ${round}: ${what} refused (${result.reason})`);
    return null;
  };

  await barrier.wait();
  const opened = await lobbyStep("open", () =>
    service.openLobby({
      guildId: GUILD,
      channelId: `lt-${plan.runId}-${channel}`,
      hostId: users[0] as string,
      hostName: "Player 0",
      options: { selectionMode: "random", vpTarget: plan.vpTarget },
    }),
  );
  await barrier.wait();
  // A refused lobby still meets the others at every step, or they would wait for it forever.
  let snapshot = opened;
  if (opened) {
    report.gameIds.push(opened.record.id);
    const gameId = opened.record.id;
    const joined = await Promise.all(
      users
        .slice(1)
        .map((userId, i) =>
          lobbyStep(
            `join of seat ${i + 1}`,
            () => service.lobbyAction({ gameId, userId, action: { kind: "join", name: `Player ${i + 1}` } }),
            gameId,
          ),
        ),
    );
    if (joined.some((s) => s === null)) snapshot = null;
  }
  await barrier.wait();
  if (snapshot) {
    const gameId = snapshot.record.id;
    snapshot = await lobbyStep(
      "start",
      () => service.lobbyAction({ gameId, userId: users[0] as string, action: { kind: "start" } }),
      gameId,
    );
  }
  if (!snapshot) return;
  await clickToTheEnd(service, plan, snapshot, users, timed, report);
}

/** Every prompt answered by its player with a random legal choice, with some noise clicks. */
async function clickToTheEnd(
  service: GameService,
  plan: LoadPlan,
  first: GameSnapshot,
  users: string[],
  timed: <T>(call: () => Promise<T>) => Promise<T>,
  report: ChannelsReport,
): Promise<void> {
  const context = { games: service };
  const rng = makeChooserRng(plan.seed ^ hash(first.record.channelId));
  const gameId = first.record.id;
  let snapshot = first;
  for (let clicks = 0; snapshot.record.status === "active"; clicks++) {
    if (clicks >= MAX_CLICKS) {
      report.unfinished += 1;
      return;
    }
    const prompt = snapshot.engine?.prompt;
    if (!prompt) {
      report.failures.push(`game ${gameId}: active without a prompt at version ${snapshot.record.version}`);
      return;
    }
    const userId = snapshot.userOf(prompt.seat) as string;
    const input = {
      gameId,
      userId,
      version: snapshot.record.version,
      decision: { kind: "answer" as const, promptId: prompt.id, choice: randomChoice(prompt, rng) },
    };
    // The player's click, then what the bot renders for it: their panel and the public board.
    const click = (as: string) =>
      whileDatabaseDown(report, () =>
        timed(async () => {
          const result = await decide(context, { ...input, userId: as });
          if (!result.ok) return { result, seq: -1 };
          privateView(result.snapshot, as, "en");
          gameMessage(result.snapshot, ["core"]);
          // Read now: the live engine moves on with the game's next click.
          return { result, seq: result.snapshot.engine?.decisions ?? -1 };
        }),
      ).then(({ value, retried }) => ({ ...value, retried }));
    const noisy = rng.int(1000) < plan.noise * 1000;
    const other = users.find((u) => u !== userId && snapshot.seatOf(u) !== null) as string;
    const results = await Promise.all(noisy ? [click(other), click(userId), click(userId)] : [click(userId)]);
    let next: GameSnapshot | null = null;
    const refused: string[] = [];
    for (const { result, seq } of results) {
      if (result.ok) {
        if (next) report.failures.push(`game ${gameId}: two clicks on prompt ${prompt.id} both applied`);
        next = result.snapshot;
        report.acknowledged.push({
          gameId,
          seq,
          userId,
          promptId: prompt.id,
          choice: input.decision.choice,
        });
      } else {
        refused.push(result.reason);
      }
    }
    for (const reason of refused) {
      report.refusals[reason] = (report.refusals[reason] ?? 0) + 1;
      // The click that came second to the one that ended the game is as stale as any other.
      const expected =
        EXPECTED_REFUSALS.has(reason) || (reason === "game-over" && next?.record.status === "finished");
      if (!expected) report.failures.push(`game ${gameId}: click on prompt ${prompt.id} refused (${reason})`);
    }
    if (!next && results.some((r) => r.retried)) {
      // Clicked again after the database came back: the first click's commit may have made it
      // (unacknowledged, so not counted), and the game as stored moved on.
      const stored = (await whileDatabaseDown(report, () => service.load(gameId))).value;
      if (stored && stored.record.version > snapshot.record.version) next = stored;
    }
    if (!next) {
      report.failures.push(`game ${gameId}: no click on prompt ${prompt.id} was applied`);
      return;
    }
    snapshot = next;
  }
}

/**
 * `call`, clicked again (after a moment) while the database cannot be reached, as a player told
 * "the database is restarting" does; each such answer counts as a db-restarting refusal. `retried`
 * says whether the call that returned was a second try: its first may have been applied.
 */
async function whileDatabaseDown<T>(
  report: ChannelsReport,
  call: () => Promise<T>,
): Promise<{ value: T; retried: boolean }> {
  const giveUpAt = performance.now() + DATABASE_DOWN_PATIENCE_MS;
  for (let retried = false; ; retried = true) {
    try {
      return { value: await call(), retried };
    } catch (error) {
      if (!databaseUnreachable(error) || performance.now() > giveUpAt) throw error;
      report.refusals[DB_RESTARTING] = (report.refusals[DB_RESTARTING] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h;
}

/** Channels with a game in round `round` (games are dealt to channels round by round). */
export function channelsInRound(plan: Pick<LoadPlan, "channels" | "games">, round: number): number {
  return Math.max(0, Math.min(plan.channels, plan.games - round * plan.channels));
}

/** A barrier for `parties` callers in one process. */
export function localBarrier(parties: number): Barrier {
  let waiting: (() => void)[] = [];
  return {
    wait() {
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length < parties) return;
        const release = waiting;
        waiting = [];
        for (const go of release) go();
      });
    },
  };
}

function emptyReport(): ChannelsReport {
  return { gameIds: [], latencies: [], refusals: {}, failures: [], acknowledged: [], unfinished: 0 };
}

export function mergeReports(reports: ChannelsReport[]): ChannelsReport {
  const merged = emptyReport();
  for (const r of reports) {
    merged.gameIds.push(...r.gameIds);
    merged.latencies.push(...r.latencies);
    merged.failures.push(...r.failures);
    merged.acknowledged.push(...r.acknowledged);
    merged.unfinished += r.unfinished;
    for (const [reason, n] of Object.entries(r.refusals))
      merged.refusals[reason] = (merged.refusals[reason] ?? 0) + n;
  }
  return merged;
}

export interface Verified {
  /** Games stored as finished. */
  finished: number;
  /** Acknowledged decisions missing from the stored log, or stored differently. */
  lost: number;
  /** How each lost decision differs, for the operator. */
  lostDetails: string[];
}

/** Reads back every game the run played: its status and its whole decision log. */
export async function verify(store: Store, report: ChannelsReport): Promise<Verified> {
  const bySeq = new Map<string, Acknowledged>();
  for (const a of report.acknowledged) bySeq.set(`${a.gameId}:${a.seq}`, a);
  let finished = 0;
  const lostDetails: string[] = [];
  const found = new Set<string>();
  for (const gameId of report.gameIds) {
    const loaded = await store.loadGame(gameId);
    if (loaded?.game.status === "finished") finished += 1;
    for (const stored of await store.loadAllDecisions(gameId)) {
      const key = `${gameId}:${stored.seq}`;
      const ack = bySeq.get(key);
      if (!ack) continue;
      const answer = stored.answer as { prompt?: number; choice?: string[] };
      if (
        stored.userId === ack.userId &&
        answer.prompt === ack.promptId &&
        sameList(answer.choice, ack.choice)
      )
        found.add(key);
      else
        lostDetails.push(`game ${gameId}: decision ${stored.seq} stored as ${JSON.stringify(stored.answer)}`);
    }
  }
  for (const [key, ack] of bySeq) {
    if (!found.has(key) && !lostDetails.some((d) => d.startsWith(`game ${ack.gameId}: decision ${ack.seq} `)))
      lostDetails.push(`game ${ack.gameId}: acknowledged decision ${ack.seq} is not stored`);
  }
  return { finished, lost: lostDetails.length, lostDetails };
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The summary the CLI prints as its last line with --json. */
export interface LoadtestSummary {
  db: string;
  channels: number;
  games: number;
  finished: number;
  interactions: number;
  failed: number;
  lost: number;
  p50Ms: number;
  p99Ms: number;
  clicksPerSecond: number;
}

export interface LoadtestResult {
  summary: LoadtestSummary;
  /** What the channels did (verify() checks it against the database again). */
  report: ChannelsReport;
  refusals: Record<string, number>;
  failures: string[];
  lostDetails: string[];
  decisions: number;
  seconds: number;
}

/** The whole load test on a migrated database reached through `store`, in this process. */
export async function runLoadtest(store: Store, db: string, plan: LoadPlan): Promise<LoadtestResult> {
  const started = performance.now();
  const report = await playShare(store, plan, 0, 1);
  const seconds = (performance.now() - started) / 1000;
  return summarizeRun(store, db, plan, report, seconds);
}

/**
 * The channels of process `index` of `processes` (every processes-th channel), played with a game
 * service of its own: what one bot process of a multi-process run does (--processes).
 */
export async function playShare(
  store: Store,
  plan: LoadPlan,
  index: number,
  processes: number,
): Promise<ChannelsReport> {
  const all = Array.from({ length: Math.min(plan.channels, plan.games) }, (_, i) => i);
  const channels = all.filter((channel) => channel % processes === index);
  const rounds = Math.ceil(plan.games / plan.channels);
  // Each process meets its own channels of a round (no barrier across processes).
  const barriers = Array.from({ length: rounds }, (_, round) =>
    localBarrier(channels.filter((channel) => channel < channelsInRound(plan, round)).length),
  );
  return playChannels(store, plan, channels, (round) => barriers[round] as Barrier);
}

/** Checks the merged report against the database and sums it up. */
export async function summarizeRun(
  store: Store,
  db: string,
  plan: LoadPlan,
  report: ChannelsReport,
  seconds: number,
): Promise<LoadtestResult> {
  const checked = await verify(store, report);
  const failed = report.failures.length + report.unfinished;
  return {
    summary: {
      db,
      channels: plan.channels,
      games: plan.games,
      finished: checked.finished,
      interactions: report.latencies.length,
      failed,
      lost: checked.lost,
      p50Ms: percentile(report.latencies, 0.5),
      p99Ms: percentile(report.latencies, 0.99),
      clicksPerSecond: Math.round((report.latencies.length / seconds) * 10) / 10,
    },
    report,
    refusals: report.refusals,
    failures: [...report.failures, ...(report.unfinished ? [`${report.unfinished} games stuck`] : [])],
    lostDetails: checked.lostDetails,
    decisions: report.acknowledged.length,
    seconds: Math.round(seconds * 10) / 10,
  };
}
