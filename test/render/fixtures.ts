// Extreme inputs for the render tests: views bigger than any real game produces (4 players with
// 32-character names full of markdown, many bases crowded with minions, attachments and counters,
// long French names, a full log), built directly as view data.

import "../../cards/index.ts";
import { allBaseDefs, allCardDefs } from "../../src/engine/defs.ts";
import type { LogEntry, Prompt, PromptOption } from "../../src/engine/types.ts";
import type { BaseView, CardView, PlayerView, PublicView } from "../../src/engine/view.ts";
import type { DefTable, PlayerRef } from "../../src/render/names.ts";

export const GAME_ID = "8d3e4f5a-1b2c-4d5e-8f90-a1b2c3d4e5f6";

/** 32 characters each, with markdown and mention-like text that must neither format nor ping. */
export const LONG_PLAYERS: PlayerRef[] = [
  { userId: "200000000000000001", name: "**Gérard_de_la_Fontaine~~||`x`**" },
  { userId: "200000000000000002", name: "@everyone Ünïcödé 🦖🦖🦖 __name__" },
  { userId: "200000000000000003", name: "<@&123456789012345678> > quote " },
  { userId: "200000000000000004", name: "Anne-Sophie Marguerite Dubois-Lé" },
];

const byLength = <T extends { name: { fr: string } }>(list: T[]) =>
  [...list].sort((a, b) => b.name.fr.length - a.name.fr.length);

export const MINIONS = byLength(allCardDefs().filter((d) => d.type === "minion")).map((d) => d.key);
export const ACTIONS = byLength(allCardDefs().filter((d) => d.type === "action")).map((d) => d.key);
export const BASES = byLength(allBaseDefs()).map((d) => d.key);

export interface BigView {
  view: PublicView;
  defs: DefTable;
}

/**
 * A public view with `bases` bases of `minions` minions each, every minion with counters,
 * `attached` attached actions and a controller other than its owner every other time.
 */
export function bigPublicView(opts: {
  bases: number;
  minions: number;
  attached: number;
  log?: number;
}): BigView {
  const defs: DefTable = { cards: {}, bases: {} };
  let uid = 0;
  const card = (def: string, owner: number, controller = owner, power = 0): CardView => {
    const c: CardView = { uid: uid++, def, owner, controller, power, counters: 0, attached: [] };
    defs.cards[c.uid] = def;
    return c;
  };
  const bases: BaseView[] = [];
  for (let b = 0; b < opts.bases; b++) {
    const def = BASES[b % BASES.length] as string;
    defs.bases[b] = def;
    const minions: CardView[] = [];
    for (let m = 0; m < opts.minions; m++) {
      const owner = m % 4;
      const minion = card(MINIONS[m % MINIONS.length] as string, owner, m % 2 ? (owner + 1) % 4 : owner, 99);
      minion.counters = 12;
      for (let a = 0; a < opts.attached; a++)
        minion.attached.push(card(ACTIONS[a % ACTIONS.length] as string, (a + 1) % 4));
      minions.push(minion);
    }
    const actions = [0, 1, 2, 3].map((s) => card(ACTIONS[s] as string, s));
    bases.push({
      uid: b,
      def,
      breakpoint: 99,
      printedBreakpoint: 25,
      total: 999,
      powerBySeat: [250, 250, 250, 249],
      minions,
      actions,
      scoring: b === 0,
    });
  }
  const discard = (seat: number) =>
    Array.from({ length: 40 }, (_, i) => card(ACTIONS[i % ACTIONS.length] as string, seat));
  const longest = uid - 1;
  const log: LogEntry[] = [];
  for (let i = 0; i < (opts.log ?? 40); i++) {
    log.push(
      i % 2
        ? { k: "place", p: [i % 4, 1, 0, 999, 4], to: -1, turn: 99 }
        : { k: "playActionOnMinion", p: [i % 4, longest, 0], to: -1, turn: 99 },
    );
  }
  const view: PublicView = {
    turn: { number: 999, active: 0, phase: "score" },
    players: [0, 1, 2, 3].map((seat) => ({
      seat,
      factions: ["tricksters", "dinosaurs"] as [string, string],
      vp: 99,
      handCount: 99,
      deckCount: 99,
      discard: discard(seat),
      out: seat === 3,
      autoPass: seat === 2,
    })),
    bases,
    baseDeckCount: 99,
    baseDiscard: [],
    prompt: {
      id: 123456,
      seat: 2,
      kind: "meFirst",
      purpose: "beforeScoring",
      window: "beforeScoring:0",
    },
    log,
    result: null,
    vpTarget: 15,
  };
  return { view, defs };
}

/** A player's view of `pub` with a hand of `hand` cards and `prompt` as their pending prompt. */
export function bigPlayerView(
  big: BigView,
  hand: number,
  prompt: (handUids: number[]) => Prompt,
): BigView & { view: PlayerView } {
  const defs: DefTable = { cards: { ...big.defs.cards }, bases: { ...big.defs.bases } };
  let uid = 100_000;
  const cards: CardView[] = [];
  for (let i = 0; i < hand; i++) {
    const def = (i % 2 ? ACTIONS : MINIONS)[i % 10] as string;
    const c: CardView = { uid: uid++, def, owner: 0, controller: 0, power: 3, counters: 0, attached: [] };
    defs.cards[c.uid] = def;
    cards.push(c);
  }
  const p = prompt(cards.map((c) => c.uid));
  for (const o of p.options) {
    if (o.card !== undefined && defs.cards[o.card] === undefined) defs.cards[o.card] = MINIONS[0] as string;
  }
  const view: PlayerView = {
    ...big.view,
    turn: { ...big.view.turn, active: 0, phase: "play" },
    prompt: { id: p.id, seat: p.seat, kind: p.kind, purpose: p.purpose },
    viewer: 0,
    hand: cards,
    myPrompt: p,
  };
  return { view, defs };
}

/** Every minion of every base of a view. */
export function minionsOf(view: PublicView): CardView[] {
  return view.bases.flatMap((b) => b.minions);
}

/**
 * The main prompt of a crowded table: every minion of the hand on every base, every action on
 * every minion in play, talents of every minion in play, and End turn.
 */
export function hugeMainPrompt(view: PublicView, hand: number[]): Prompt {
  const options: PromptOption[] = [];
  hand.forEach((c, i) => {
    if (i % 2 === 0) for (const b of view.bases) options.push({ id: `m${c}@${b.uid}`, card: c, base: b.uid });
    else for (const m of minionsOf(view)) options.push({ id: `a${c}@m${m.uid}`, card: c, target: m.uid });
  });
  for (const m of minionsOf(view)) options.push({ id: `t${m.uid}`, card: m.uid });
  options.push({ id: "end" });
  return { id: 999_999, seat: 0, kind: "main", purpose: "main", options, min: 1, max: 1 };
}
