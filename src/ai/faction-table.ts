// `node --import tsx src/ai/faction-table.ts --from FILE[,FILE] [--write]`
// Win rates by faction from arena games (the --jsonl files of `npm run arena`, issue 23, stop 39),
// every seat counted for both of its factions: per faction its seats, wins, rate and Wilson 95 %
// interval; a split-half check (even against odd games: is the ranking more than luck?); and how
// much a faction's rate moves with its opponents (games where the other seats' factions are
// stronger than the median against weaker). With --write it stores the table as
// src/ai/faction-rates.ts, the data of Hard's faction choice (factions.ts `factionRate`).

import "../../cards/index.ts";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { factionDef } from "../engine/defs.ts";
import { type ArenaGame, wilson } from "./arena.ts";
import { factionStrength } from "./factions.ts";

export interface FactionTally {
  seats: number;
  wins: number;
}

/** Seats and wins by faction over `games` (a seat counts for both of its factions). */
export function tallyFactions(
  games: readonly ArenaGame[],
  keep: (g: ArenaGame, seat: number) => boolean = () => true,
): Map<string, FactionTally> {
  const out = new Map<string, FactionTally>();
  for (const g of games) {
    if (g.error) continue;
    g.seats.forEach((s, seat) => {
      if (!keep(g, seat)) return;
      for (const f of s.factions) {
        const t = out.get(f) ?? { seats: 0, wins: 0 };
        t.seats++;
        t.wins += g.winner === seat ? 1 : 0;
        out.set(f, t);
      }
    });
  }
  return out;
}

/** Pearson correlation of two equally long lists. */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  const ma = a.reduce((x, y) => x + y, 0) / n;
  const mb = b.reduce((x, y) => x + y, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

function main(): void {
  const { values } = parseArgs({
    options: { from: { type: "string" }, write: { type: "boolean", default: false } },
  });
  if (!values.from) throw new Error("--from FILE[,FILE]");
  const byGame = new Map<number, ArenaGame>();
  for (const file of values.from.split(",")) {
    for (const l of (existsSync(file) ? readFileSync(file, "utf8") : "").split("\n")) {
      if (!l.trim()) continue;
      const g = JSON.parse(l) as ArenaGame;
      byGame.set(g.game, g);
    }
  }
  const games = [...byGame.values()].filter((g) => !g.error);
  const players = games[0]?.seats.length ?? 4;
  const par = 1 / players;
  const all = tallyFactions(games);
  const rate = (t?: FactionTally) => (t && t.seats > 0 ? t.wins / t.seats : par);
  const pct = (x: number) => `${(x * 100).toFixed(1)}`;
  const ids = [...all.keys()].sort((a, b) => rate(all.get(b)) - rate(all.get(a)));
  const winners = games.filter((g) => g.winner !== null).length;
  console.log(`${games.length} games, ${players} players, ${winners} with a winner; par ${pct(par)} %`);
  console.log("faction                 seats  wins  rate %  95 % CI");
  for (const f of ids) {
    const t = all.get(f) as FactionTally;
    const [lo, hi] = wilson(t.wins, t.seats);
    console.log(
      `${f.padEnd(22)} ${String(t.seats).padStart(6)} ${String(t.wins).padStart(5)}  ${pct(rate(t)).padStart(6)}  [${pct(lo)}, ${pct(hi)}]`,
    );
  }
  // Homogeneity: a chi-square of the faction rates against their pooled rate (seats are not
  // independent across factions, two per seat, so read it as a rough scale, not an exact p).
  const pooled =
    [...all.values()].reduce((x, t) => x + t.wins, 0) / [...all.values()].reduce((x, t) => x + t.seats, 0);
  let chi = 0;
  for (const t of all.values()) chi += (t.wins - t.seats * pooled) ** 2 / (t.seats * pooled * (1 - pooled));
  console.log(
    `chi-square of the rates against ${pct(pooled)} %: ${chi.toFixed(1)} on ${all.size - 1} degrees of freedom`,
  );
  // Split half: the rates on even games against odd games.
  const even = tallyFactions(games.filter((g) => g.game % 2 === 0));
  const odd = tallyFactions(games.filter((g) => g.game % 2 === 1));
  const split = correlation(
    ids.map((f) => rate(even.get(f))),
    ids.map((f) => rate(odd.get(f))),
  );
  console.log(`split-half (even vs odd games) correlation of the faction rates: ${split.toFixed(2)}`);
  // How well the cards' rough strength (Normal's choice, factions.ts) predicts the rates.
  console.log(
    `correlation of the faction rates with the cards' strength (factionStrength): ${correlation(
      ids.map((f) => rate(all.get(f))),
      ids.map(factionStrength),
    ).toFixed(2)}`,
  );
  // Opponents: each seat's opponents' mean faction rate, counted without this game (its own result
  // would make a winner's opponents look weak), split at its median; a faction's rate against the
  // stronger half and the weaker half.
  const oppStrength = (g: ArenaGame, seat: number) => {
    const rs = g.seats.flatMap((s, i) =>
      i === seat
        ? []
        : s.factions.map((f) => {
            const t = all.get(f) as FactionTally;
            const won = g.winner === i ? 1 : 0;
            return t.seats > 1 ? (t.wins - won) / (t.seats - 1) : par;
          }),
    );
    return rs.reduce((x, y) => x + y, 0) / rs.length;
  };
  const strengths = games
    .flatMap((g) => g.seats.map((_, seat) => oppStrength(g, seat)))
    .sort((a, b) => a - b);
  const median = strengths[Math.floor(strengths.length / 2)] as number;
  const strong = tallyFactions(games, (g, seat) => oppStrength(g, seat) > median);
  const weak = tallyFactions(games, (g, seat) => oppStrength(g, seat) <= median);
  console.log(
    `against the stronger / weaker half of opponents (their factions' mean rate, median ${pct(median)} %):`,
  );
  for (const f of ids) {
    const s = strong.get(f);
    const w = weak.get(f);
    console.log(
      `  ${f.padEnd(22)} ${pct(rate(s)).padStart(5)} (${s?.seats ?? 0})  ${pct(rate(w)).padStart(5)} (${w?.seats ?? 0})  diff ${pct(rate(w) - rate(s))}`,
    );
  }
  const corr = correlation(
    ids.map((f) => rate(strong.get(f))),
    ids.map((f) => rate(weak.get(f))),
  );
  console.log(`correlation of the faction rates against stronger vs weaker opponents: ${corr.toFixed(2)}`);
  // Box mix: a faction's rate when most of the other factions at the table (3 or more of 6 at 4
  // players) come from the core box, and when most come from the expansions.
  const coreOpp = (g: ArenaGame, seat: number) =>
    g.seats.reduce(
      (n, s, i) => n + (i === seat ? 0 : s.factions.filter((f) => factionDef(f)?.box === "core").length),
      0,
    );
  const half = players - 1;
  const coreMix = tallyFactions(games, (g, seat) => coreOpp(g, seat) >= half);
  const expMix = tallyFactions(games, (g, seat) => coreOpp(g, seat) < half);
  console.log(
    `against core-heavy (${half} or more of the opponents' factions from core) / expansion-heavy opponents:`,
  );
  for (const f of ids) {
    const c = coreMix.get(f);
    const x = expMix.get(f);
    console.log(
      `  ${f.padEnd(22)} ${pct(rate(c)).padStart(5)} (${c?.seats ?? 0})  ${pct(rate(x)).padStart(5)} (${x?.seats ?? 0})`,
    );
  }
  console.log(
    `correlation of the faction rates against core-heavy vs expansion-heavy opponents: ${correlation(
      ids.map((f) => rate(coreMix.get(f))),
      ids.map((f) => rate(expMix.get(f))),
    ).toFixed(2)}`,
  );
  if (values.write) {
    const rows = ids.map((f) => {
      const t = all.get(f) as FactionTally;
      return `  "${f}": { seats: ${t.seats}, wins: ${t.wins} },`;
    });
    const text = `// Generated by \`node --import tsx src/ai/faction-table.ts --from ${values.from} --write\`
// Stop 39, issue 23: the win rate of each faction in arena games of four Normals, factions dealt at
// random, all four boxes, seats rotated (each seat counts for both of its factions). Hard ranks
// factions by these rates pulled toward par (factions.ts \`factionRate\`); test/ai/factions.test.ts
// checks every faction is here and every rate in range.
export const FACTION_RATES_SOURCE = ${JSON.stringify(`${games.length} games of four Normals, ${values.from}`)};
export const FACTION_RATES_PLAYERS = ${players};
export const FACTION_RATES: Record<string, { seats: number; wins: number }> = {
${rows.join("\n")}
};
`;
    writeFileSync(new URL("./faction-rates.ts", import.meta.url), text);
    console.log("wrote src/ai/faction-rates.ts");
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() as string)) main();
