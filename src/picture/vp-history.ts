// Each player's VP over the turns, for the final picture's chart. VP only ever go up, and every
// gain is a public log line: a scoring's place ("place", SCORE-3 step 4, the VP in parameter 4)
// or any other gain ("vp", parameter 1). The state keeps only its latest lines, so the whole
// story comes from the lines as the game writes them (./vp-tracker.ts, the bot's way: no replay)
// or from replaying the decisions: `publicHistory(exported, current).entries` (src/app/history.ts)
// or `Engine.history(setup, decisions)`.

import type { LogEntry } from "../engine/types.ts";

export interface VpHistory {
  /** series[seat][turn]: the seat's VP at the end of that turn; index 0 = before the first turn. */
  series: number[][];
}

/** One VP gain of the log. */
export interface VpGain {
  turn: number;
  seat: number;
  vp: number;
}

/** The VP gain a log line tells, if it is a public one of `seats` players (null: none). */
export function vpGainOf(e: LogEntry, seats: number): VpGain | null {
  if (e.to !== -1) return null;
  const gain = e.k === "place" ? [e.p[0], e.p[4]] : e.k === "vp" ? [e.p[0], e.p[1]] : null;
  if (!gain) return null;
  const seat = Number(gain[0]);
  const vp = Number(gain[1]);
  return Number.isInteger(seat) && seat >= 0 && seat < seats && Number.isFinite(vp) && vp > 0
    ? { turn: Math.max(0, e.turn), seat, vp }
    : null;
}

/** Each seat's VP at the end of every turn from 0 to `lastTurn`, from its gains. */
export function vpSeries(gains: readonly VpGain[], lastTurn: number, seats: number): VpHistory {
  const turns = Math.max(0, lastTurn, ...gains.map((g) => g.turn));
  const series = Array.from({ length: seats }, () => new Array<number>(turns + 1).fill(0));
  for (const g of gains) {
    const s = series[g.seat] as number[];
    s[g.turn] = (s[g.turn] ?? 0) + g.vp;
  }
  for (const s of series) for (let t = 1; t < s.length; t++) s[t] = (s[t] as number) + (s[t - 1] as number);
  return { series };
}

/** The VP history of `seats` players from a game's log lines (any order of turns, public lines). */
export function vpHistory(entries: readonly LogEntry[], seats: number): VpHistory {
  let lastTurn = 0;
  const gains: VpGain[] = [];
  for (const e of entries) {
    if (e.to !== -1) continue;
    lastTurn = Math.max(lastTurn, e.turn);
    const gain = vpGainOf(e, seats);
    if (gain) gains.push(gain);
  }
  return vpSeries(gains, lastTurn, seats);
}
