// Tables to draw, for the layout tests, the bench and the reference images (docs/pictures): the
// states of random games (any boxes, 2–4 players, with their VP history) and a crowded table
// built as a scenario (8 bases, a dozen minions on one base, the longest names of the boxes,
// counters, attached actions, minions controlled by another player, markers). Needs the cards
// registered (import "cards/index.ts" first).

import { buildTable, type Scenario } from "../drivers/scenario.ts";
import { randomChoice, randomSetup } from "../drivers/simulate.ts";
import { allFactions, cardDef } from "../engine/defs.ts";
import { Engine } from "../engine/engine.ts";
import { makeChooserRng } from "../engine/rng.ts";
import type { GameSetup } from "../engine/types.ts";
import { publicView } from "../engine/view.ts";
import type { PlayerRef } from "../render/names.ts";
import { viewDefs } from "../render/names.ts";
import type { PictureInput } from "./index.ts";
import { vpHistory } from "./vp-history.ts";

export const BOXES = ["core", "culture-shock", "monster-smash", "big-geeky-box"] as const;

/** Display names up to Discord's 32 characters, accents included. */
export const SAMPLE_PLAYERS: PlayerRef[] = [
  { userId: "100000000000000001", name: "Alice" },
  { userId: "100000000000000002", name: "Bérénice-Géraldine de Montmorency" },
  { userId: "100000000000000003", name: "Chloé" },
  { userId: "100000000000000004", name: "Dmitri Wolfeschlegelsteinhausen" },
];

function input(engine: Engine, players: readonly PlayerRef[], version: number): PictureInput {
  const view = publicView(engine.g, engine.prompt);
  return {
    gameId: "00000000-0000-4000-8000-000000000000",
    version,
    view,
    players: players.slice(0, engine.g.players.length),
    defs: viewDefs(engine.g, view),
  };
}

/**
 * A random game (seeded) played to its end; `every` > 0 also yields the board every `every`
 * decisions. The last input is the end of the game, with its VP history.
 */
export function* randomGameBoards(
  seed: number,
  players: number,
  boxes: readonly string[],
  every = 0,
): Generator<PictureInput> {
  const setup: GameSetup = randomSetup(seed, players, [...boxes], 300);
  const engine = Engine.start(setup);
  const rng = makeChooserRng(seed ^ 0x2b2b);
  const decisions = [];
  for (let n = 0; engine.prompt; n++) {
    const p = engine.prompt;
    if (every > 0 && n % every === 0) yield input(engine, SAMPLE_PLAYERS, n);
    const d = { seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) };
    engine.submit(d);
    decisions.push(d);
  }
  const end = input(engine, SAMPLE_PLAYERS, decisions.length);
  end.vpHistory = vpHistory(Engine.history(setup, decisions), players);
  yield end;
}

/** The end of a random game with its VP history. */
export function randomGameEnd(seed: number, players: number, boxes: readonly string[]): PictureInput {
  let last: PictureInput | undefined;
  for (const b of randomGameBoards(seed, players, boxes)) last = b;
  return last as PictureInput;
}

type MinionEntry = NonNullable<Scenario["bases"][number]["minions"]>[number];

function cardsOf(faction: string, type: "minion" | "action"): string[] {
  const f = allFactions().find((x) => x.id === faction);
  if (!f) throw new Error(`no faction ${faction}`);
  const out: string[] = [];
  for (const c of f.cards) if (c.type === type) for (let i = 0; i < c.count; i++) out.push(c.key);
  // Longest names first: the crowded table shows the worst case.
  return out.sort((a, b) => cardDef(b).name.fr.length - cardDef(a).name.fr.length);
}

/**
 * The crowded table: 4 players with the longest faction names, 8 bases in play (the longest
 * base names), 12 minions on the first base with counters, attached actions and minions
 * controlled by another player, actions on bases, story markers; `players` 2–4.
 */
export function crowdedTable(players = 4): PictureInput {
  const factions: [string, string][] = [
    ["russian-fairy-tales", "polynesian-voyagers"],
    ["grimms-fairy-tales", "giant-ants"],
    ["anansi-tales", "smash-up-all-stars"],
    ["mad-scientists", "ancient-incas"],
  ].slice(0, players) as [string, string][];
  const minions = factions.map((f) => [...cardsOf(f[0], "minion"), ...cardsOf(f[1], "minion")]);
  const actions = factions.map((f) =>
    [...cardsOf(f[0], "action"), ...cardsOf(f[1], "action")].filter((k) => cardDef(k).attach !== undefined),
  );
  const take = <T>(list: T[][], seat: number): T => {
    const v = list[seat]?.shift();
    if (v === undefined) throw new Error(`seat ${seat} ran out of cards`);
    return v;
  };
  const minion = (seat: number, extra: Partial<MinionEntry> = {}): MinionEntry => ({
    card: take(minions, seat),
    owner: seat,
    ...extra,
  });
  /** An action of `seat` to attach to a base, or one of anybody's to attach to a minion. */
  const attachedTo = (seat: number, base: boolean) => {
    for (const s of base ? [seat] : [seat, ...actions.keys()]) {
      const pool = actions[s] ?? [];
      const i = pool.findIndex((k) => (cardDef(k).attach === "base") === base);
      if (i < 0) continue;
      const [card] = pool.splice(i, 1);
      return [{ card: card as string, owner: s }];
    }
    return [];
  };
  const crowd: MinionEntry[] = [];
  for (let i = 0; i < 12; i++) {
    const seat = i % players;
    const extra: Partial<MinionEntry> = {};
    if (i % 3 === 0) extra.counters = 1 + (i % 4);
    if (i % 3 === 1) extra.attached = attachedTo(seat, false);
    if (i === 5) extra.controller = (seat + 1) % players;
    crowd.push(minion(seat, extra));
  }
  const baseIds = [
    "transformation-spring",
    "gingerbread-house",
    "evans-city-cemetery",
    "island-peak",
    "island-chain",
    "storytellers-hut",
    "school-of-wizardry",
    "the-central-brain",
  ];
  const scenario: Scenario = {
    seed: 7,
    players: factions.map((f, seat) => ({ factions: f, vp: [12, 9, 14, 3][seat] ?? 0 })),
    bases: baseIds.map((id, k) => {
      if (k === 0) return { id, minions: crowd, actions: attachedTo(0, true) };
      if (k === 5) return { id, markers: { story: 2 }, minions: [minion(1 % players), minion(0)] };
      if (k % 2 === 1)
        return { id, minions: [minion(k % players), minion((k + 1) % players, { counters: 2 })] };
      return { id };
    }),
    baseBoxes: ["core", "culture-shock"],
    active: 1 % players,
    turnNumber: 23,
  };
  const t = buildTable(scenario);
  return input(t.engine, SAMPLE_PLAYERS, 1);
}

/**
 * A table too tall for one picture at the normal size: the crowded table with 12 minions on every
 * base, and 24 turns of VP for the final picture's chart (the layout's height cap, MAX_HEIGHT).
 */
export function tallTable(players = 4): PictureInput {
  const crowded = crowdedTable(players);
  const [first] = crowded.view.bases;
  if (!first) throw new Error("no base");
  return {
    ...crowded,
    view: { ...crowded.view, bases: crowded.view.bases.map((b) => ({ ...b, minions: first.minions })) },
    vpHistory: {
      series: Array.from({ length: players }, (_, s) =>
        Array.from({ length: 25 }, (_, t) => Math.floor((t * (s + 2)) / 4)),
      ),
    },
  };
}
