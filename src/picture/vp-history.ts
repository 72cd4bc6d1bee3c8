// Each player's VP over the turns, for the final picture's chart. VP only ever go up, and every
// gain is a public log line: a scoring's place ("place", SCORE-3 step 4, the VP in parameter 4)
// or any other gain ("vp", parameter 1). The state keeps only its latest lines, so the whole
// story comes from replaying the decisions: `publicHistory(exported, current).entries`
// (src/app/history.ts) or `Engine.history(setup, decisions)`.

import type { LogEntry } from "../engine/types.ts";

export interface VpHistory {
  /** series[seat][turn]: the seat's VP at the end of that turn; index 0 = before the first turn. */
  series: number[][];
}

/** The VP history of `seats` players from a game's log lines (any order of turns, public lines). */
export function vpHistory(entries: readonly LogEntry[], seats: number): VpHistory {
  let lastTurn = 0;
  const gains: { turn: number; seat: number; vp: number }[] = [];
  for (const e of entries) {
    if (e.to !== -1) continue;
    lastTurn = Math.max(lastTurn, e.turn);
    const gain = e.k === "place" ? [e.p[0], e.p[4]] : e.k === "vp" ? [e.p[0], e.p[1]] : null;
    if (!gain) continue;
    const seat = Number(gain[0]);
    const vp = Number(gain[1]);
    if (Number.isInteger(seat) && seat >= 0 && seat < seats && Number.isFinite(vp) && vp > 0) {
      gains.push({ turn: Math.max(0, e.turn), seat, vp });
    }
  }
  const series = Array.from({ length: seats }, () => new Array<number>(lastTurn + 1).fill(0));
  for (const g of gains) {
    const s = series[g.seat] as number[];
    s[g.turn] = (s[g.turn] ?? 0) + g.vp;
  }
  for (const s of series) for (let t = 1; t < s.length; t++) s[t] = (s[t] as number) + (s[t - 1] as number);
  return { series };
}
