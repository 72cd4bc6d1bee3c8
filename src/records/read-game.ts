// What a closed game leaves to the records, read from what the store keeps of it (setup, summary,
// decisions with their times): the outcome, each seat's place, VP, factions, turn times and
// timeouts, and each base scored with its winners. Pure: the caller loads the rows. The game is
// replayed from its setup to find the scorings (the state keeps only the latest log lines) and
// when each turn began and ended; a game whose log no longer replays under this release keeps
// what its replay reached and its stored summary.

// The replay needs every card's definitions, as the game service does.
import "../../cards/index.ts";
import { Engine } from "../engine/engine.ts";
import { captureLog } from "../engine/log.ts";
import { createState } from "../engine/state.ts";
import type { GameSetup, GameState, LogEntry } from "../engine/types.ts";

type Json = unknown;

export type Outcome = "finished" | "abandoned" | "void";

/** The stored rows of one closed game. */
export interface ClosedGameRows {
  gameId: string;
  guildId: string;
  status: "finished" | "cancelled";
  endedAt: Date;
  setup: Json;
  summary: Json;
  /** Every decision, in order. */
  decisions: readonly {
    seq: number;
    seat: number | null;
    userId: string | null;
    answer: Json;
    createdAt: Date;
  }[];
}

export interface SeatOutcome {
  seat: number;
  userId: string;
  /** The AI's level when an AI sat there (src/ai's AiLevel, or "ai" when unnamed); null for a person. */
  ai: string | null;
  /** Sorted, so that a pair reads one way. */
  factions: [string, string];
  vp: number;
  /** 1 for the winner; ties share a place (1, 2, 2, 4). */
  place: number;
  won: boolean;
  /** How long each of the seat's turns took, from its first moment to the decision that ended it. */
  turnMs: number[];
  /** Decisions the turn timer took in the seat's place. */
  timeouts: number;
}

export interface BaseScoring {
  /** The base's card id (cards/). */
  base: string;
  /** Seats that took first place (ties: several; nobody eligible: none). */
  winners: number[];
}

export interface GameOutcome {
  gameId: string;
  guildId: string;
  endedAt: Date;
  outcome: Outcome;
  turns: number;
  seats: SeatOutcome[];
  bases: BaseScoring[];
}

const obj = (v: Json): Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const arr = (v: Json): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: Json, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const str = (v: Json): string | null => (typeof v === "string" ? v : null);

/**
 * Whether a seat of the stored setup is an AI, and which. AI seats are written by the lobby (issue
 * 23); read tolerantly: `ai: "hard"`, `ai: { level: "hard" }`, `ai: true`, `kind: "ai"`, `bot: true`.
 */
export function aiLevelOf(seat: Json): string | null {
  const s = obj(seat);
  const ai = s.ai;
  if (typeof ai === "string" && ai.length > 0) return ai;
  if (ai === true) return "ai";
  if (ai && typeof ai === "object") return str(obj(ai).level) ?? "ai";
  if (s.kind === "ai" || s.bot === true) return str(s.level) ?? "ai";
  return null;
}

/**
 * Places with ties (standard competition ranking): the winner first; then the players still in
 * the game by VP, then those who left by VP. Without a winner (turn limit, everyone gone), by VP.
 */
export function placesOf(players: readonly { vp: number; out: boolean }[], winner: number | null): number[] {
  const key = (i: number): [number, number, number] => {
    const p = players[i] as { vp: number; out: boolean };
    return [i === winner ? 0 : 1, p.out ? 1 : 0, -p.vp];
  };
  const ahead = (a: number, b: number) => {
    const [x, y] = [key(a), key(b)];
    for (let k = 0; k < 3; k++)
      if ((x[k] as number) !== (y[k] as number)) return (x[k] as number) < (y[k] as number);
    return false;
  };
  return players.map((_, i) => 1 + players.filter((__, j) => ahead(j, i)).length);
}

interface Replayed {
  g: GameState | null;
  lines: LogEntry[];
  /** Per seat, the durations of its turns. */
  turnMs: Map<number, number[]>;
}

/**
 * Replays the decisions, timing each turn by the decisions' times; stops at the first that fails.
 * A turn lasts from the decision that began it (the first turn: from the game's start, `startedAt`,
 * when the setup kept it) to the decision that began the next one — or, for the last turn of a game
 * that ended, to the decision that ended the game. The turn a game was abandoned in is not counted.
 */
function replay(
  setup: GameSetup,
  decisions: ClosedGameRows["decisions"],
  startedAt: number | null,
): Replayed {
  const lines: LogEntry[] = [];
  const turnMs = new Map<number, number[]>();
  let g: GameState | null = null;
  try {
    g = createState(setup);
    captureLog(g, (e) => lines.push(e));
    const engine = Engine.fromState(g);
    let turn = g.turn.number;
    let active = g.turn.active;
    // The first turn began with the game (null: a game saved before its start time was kept, whose
    // first turn is known only when a decision began it, after the mulligans).
    let turnStart: number | null = turn >= 1 ? startedAt : null;
    let lastAt: number | null = null;
    for (const d of decisions) {
      const answer = obj(d.answer);
      const record =
        "choice" in answer
          ? { seat: num(answer.seat), prompt: num(answer.prompt), choice: arr(answer.choice).map(String) }
          : (answer as never);
      if (!engine.submit(record).ok) break;
      const at = d.createdAt.getTime();
      lastAt = at;
      if (engine.g.turn.number !== turn) {
        if (turn >= 1 && turnStart !== null) timed(turnMs, active, at - turnStart);
        turn = engine.g.turn.number;
        active = engine.g.turn.active;
        turnStart = at;
      }
    }
    // The last turn ended with the game (unless the game's last decision began a turn of its own).
    if (engine.over && turn >= 1 && turnStart !== null && lastAt !== null && lastAt > turnStart)
      timed(turnMs, active, lastAt - turnStart);
  } catch {
    // What was replayed stands (lines and turns so far).
  }
  return { g, lines, turnMs };
}

function timed(turnMs: Map<number, number[]>, seat: number, ms: number): void {
  const list = turnMs.get(seat) ?? [];
  list.push(Math.max(0, ms));
  turnMs.set(seat, list);
}

/** The scorings in the log: a base that left play before scoring (SCORE-6) did not score. */
function scoringsOf(lines: readonly LogEntry[], g: GameState): BaseScoring[] {
  const out: BaseScoring[] = [];
  const pending = new Map<number, { base: string; winners: number[]; scored: boolean }>();
  const flush = (uid: number) => {
    const p = pending.get(uid);
    if (p?.scored) out.push({ base: p.base, winners: p.winners });
    pending.delete(uid);
  };
  for (const e of lines) {
    if (e.k === "scoringBase") {
      const uid = Number(e.p[0]);
      flush(uid);
      pending.set(uid, { base: g.bases[uid]?.def ?? String(uid), winners: [], scored: false });
    } else if (e.k === "scoreStop") {
      pending.delete(Number(e.p[0]));
    } else if (e.k === "noPlace") {
      const p = pending.get(Number(e.p[0]));
      if (p) p.scored = true;
    } else if (e.k === "place") {
      const p = pending.get(Number(e.p[2]));
      if (!p) continue;
      p.scored = true;
      if (Number(e.p[1]) === 1) p.winners.push(Number(e.p[0]));
    }
  }
  for (const uid of [...pending.keys()]) flush(uid);
  return out;
}

/** The records of one closed game. */
export function readClosedGame(rows: ClosedGameRows): GameOutcome {
  const setup = obj(rows.setup);
  const summary = obj(rows.summary);
  const seatsJson = arr(setup.seats);
  const engineSetup = setup.engine as GameSetup | undefined;
  const base = { gameId: rows.gameId, guildId: rows.guildId, endedAt: rows.endedAt };
  if (!engineSetup || seatsJson.length === 0) {
    return { ...base, outcome: "void", turns: 0, seats: [], bases: [] };
  }
  const started = typeof setup.startedAt === "string" ? Date.parse(setup.startedAt) : Number.NaN;
  const replayed = replay(engineSetup, rows.decisions, Number.isFinite(started) ? started : null);
  const g = replayed.g;
  const summaryPlayers = arr(summary.players).map(obj);
  const result = g?.result ?? null;
  // The stored summary says how the game ended; a replay that reached the end says the same.
  const reason = str(summary.reason) ?? result?.reason ?? null;
  const outcome: Outcome =
    rows.status === "cancelled" || reason === "abandoned" || reason === null ? "abandoned" : "finished";
  const winnerJson = summary.winner ? num(obj(summary.winner).seat, -1) : (result?.winner ?? -1);
  const winner = outcome === "finished" && winnerJson >= 0 ? winnerJson : null;
  const players = seatsJson.map((_, i) => {
    const fromSummary = summaryPlayers.find((p) => num(p.seat, -1) === i);
    return {
      vp: fromSummary ? num(fromSummary.vp) : (g?.players[i]?.vp ?? 0),
      out: fromSummary ? fromSummary.out === true : (g?.players[i]?.out ?? false),
    };
  });
  const places = placesOf(players, winner);
  const timeouts = new Map<number, number>();
  for (const d of rows.decisions) {
    if (obj(d.answer).auto === true && d.seat !== null) timeouts.set(d.seat, (timeouts.get(d.seat) ?? 0) + 1);
  }
  const seats: SeatOutcome[] = seatsJson.map((seatJson, i) => {
    const s = obj(seatJson);
    const factions = (engineSetup.players[i]?.factions ?? arr(s.factions).map(String)).slice(0, 2);
    const [a = "", b = ""] = [...factions].sort();
    return {
      seat: i,
      userId: str(s.userId) ?? `seat-${i}`,
      ai: aiLevelOf(seatJson),
      factions: [a, b],
      vp: players[i]?.vp ?? 0,
      place: places[i] ?? seatsJson.length,
      won: i === winner,
      turnMs: replayed.turnMs.get(i) ?? [],
      timeouts: timeouts.get(i) ?? 0,
    };
  });
  return {
    ...base,
    outcome,
    turns: num(summary.turns, g?.turn.number ?? 0),
    seats,
    bases: g ? scoringsOf(replayed.lines, g) : [],
  };
}
