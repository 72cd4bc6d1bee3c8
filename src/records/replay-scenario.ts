// A reported game as a scenario file (docs/scenarios.md): the game's opening position exactly as
// it was dealt (every hand and deck in order, each card keeping its identity with `copy`, the bases
// in play and the base deck in order, the random generator's exact state), every decision up to N
// as raw option references (`#id`), and what the position at decision N is as expectations. Run,
// it reaches the same position as the replay; a developer then edits `expect` to what the rules
// say, and the reported bug is a failing test in test/scenarios/.

import { buildTable, decide, type Scenario } from "../drivers/scenario.ts";
import type { Engine } from "../engine/engine.ts";
import { syncRng } from "../engine/rng.ts";
import type { GameState, Uid } from "../engine/types.ts";
import type { GameFile } from "./report-file.ts";

type CardRef = string | { card: string; copy: number };

/** Card `uid` as a scenario entry: its key, and which copy it is when its owner has several. */
function cardRef(g: GameState, uid: Uid): CardRef {
  const c = g.cards[uid];
  if (!c) throw new Error(`no card ${uid}`);
  const same = g.cards.filter((o) => o.owner === c.owner && o.def === c.def).map((o) => o.uid);
  if (same.length === 1) return c.def;
  return { card: c.def, copy: same.sort((a, b) => a - b).indexOf(uid) };
}

const baseId = (g: GameState, uid: Uid) => (g.bases[uid]?.def ?? "").replace(/^base:/, "");

/**
 * The scenario of `file` up to decision `to`: `initial` is the state right after setup
 * (ReplayResult.initial), `at` the engine after `to` decisions.
 */
export function scenarioOfGame(file: GameFile, initial: GameState, to: number, at: Engine): Scenario {
  const g = at.g;
  const prompt = at.prompt;
  const report = file.report ? ` Report #${file.report.id}: "${file.report.text}".` : "";
  return {
    name: `game ${file.gameId} at decision ${to}`,
    description: `Written by npm run replay from the game's file (release ${file.release ?? "?"}).${report} The expectations are the position the game reached: edit them to what the rules say.`,
    rules: [],
    seed: file.setup.seed,
    rng: [...initial.rng],
    players: initial.players.map((p, seat) => ({
      factions: file.setup.players[seat]?.factions ?? ["", ""],
      hand: p.hand.map((uid) => cardRef(initial, uid)),
      deck: p.deck.map((uid) => cardRef(initial, uid)),
    })),
    bases: initial.basesInPlay.map((uid) => ({ id: baseId(initial, uid) })),
    baseDeck: initial.baseDeck.map((uid) => baseId(initial, uid)),
    baseBoxes: [...file.setup.baseBoxes],
    active: initial.firstPlayer,
    phase: "setup",
    turnNumber: 0,
    options: { vpTarget: file.setup.options.vpTarget, hiddenTiming: file.setup.options.hiddenTiming },
    decisions: file.decisions.slice(0, to).map((d) => {
      if ("choice" in d) return { seat: d.seat, choose: d.choice.map((id) => `#${id}`) };
      if ("autoPass" in d) return { seat: d.seat, autoPass: d.autoPass };
      return { seat: d.seat, leave: true as const };
    }),
    expect: {
      vp: g.players.map((p) => p.vp),
      over: at.over,
      ...(at.over ? { winner: g.result?.winner ?? null } : {}),
      prompt: prompt ? { seat: prompt.seat, kind: prompt.kind, purpose: prompt.purpose } : null,
      phase: g.turn.phase,
      active: g.turn.active,
      handSize: g.players.map((p) => p.hand.length),
      deckSize: g.players.map((p) => p.deck.length),
      discardSize: g.players.map((p) => p.discard.length),
      basesInPlay: g.basesInPlay.map((uid) => baseId(g, uid)),
    },
  };
}

/** The state a scenario reaches (its decisions applied), serialised, without the log. */
export function scenarioPosition(scenario: Scenario): string {
  const table = buildTable(scenario);
  for (const d of scenario.decisions ?? []) decide(table, d);
  return positionOf(table.engine.g);
}

/** A state serialised without its log lines (a scenario's log starts empty, not the game's). */
export function positionOf(g: GameState): string {
  syncRng(g);
  const { log: _log, logSeq: _seq, ...rest } = g;
  return JSON.stringify(rest);
}
