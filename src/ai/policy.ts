// A fast rule-of-thumb answer to every prompt kind, read from a (determinized) state: the choices
// inside effects for every level, the opponents' and the AI's own moves in Hard's playouts, and
// Easy's whole game (with noise). Plays are scored by what they change in the evaluation
// (evaluate.ts); other choices by what the purpose does to the chosen card, base or player.

import { cardDef } from "../engine/defs.ts";
import { power } from "../engine/power.ts";
import type { GameState, Prompt, PromptOption, Seat, Uid } from "../engine/types.ts";
import { expectedShares, powersOn, printed, relative } from "./evaluate.ts";
import { type Rng, unit } from "./rng.ts";

/** Purposes whose chosen card in play suffers (its controller would rather it were not chosen). */
const HARMFUL = new Set([
  "destroy",
  "destroyAction",
  "destroyCard",
  "return",
  "placeBottom",
  "takeControl",
  "removeCounters",
  "counterSource",
  "transferAction",
  "chooseMinion",
]);
/** Purposes whose chosen card in play gains. */
const HELPFUL = new Set(["powerUp", "placeCounter", "counterTarget", "chooseOwnMinion", "transferTarget"]);
/** Purposes that let go of the chosen cards: the least useful ones. */
const DROP = new Set([
  "discardFromHand",
  "handLimit",
  "handToDeckBottom",
  "shuffleIntoDeck",
  "giveCard",
  "toDiscardAny",
]);
/** "You may" answers better declined. */
const DECLINE = new Set(["deckBottom", "discardTop"]);

const hostileCache = new Map<string, boolean>();

/** Whether an action played on a card hurts it (read once from its English text). */
export function hostile(def: string): boolean {
  let h = hostileCache.get(def);
  if (h === undefined) {
    const text = cardDef(def).text.en;
    h = /destroy this minion|-\d+ power|can't|cannot|minimum 0|return this minion|loses/i.test(text);
    hostileCache.set(def, h);
  }
  return h;
}

function cardPower(g: GameState, uid: Uid): number {
  const c = g.cards[uid];
  if (!c) return 0;
  return c.zone === "base" ? power(g, uid) : cardDef(c.def).power;
}

/** How much a card is worth to hold: minions by power, actions as a middling minion. */
function handValue(g: GameState, uid: Uid): number {
  const c = g.cards[uid];
  if (!c) return 0;
  const d = cardDef(c.def);
  return d.type === "minion" ? d.power : 2.5;
}

// Powers by base for the state being read: a main prompt scores many plays on the same few bases.
let cachedFor: GameState | null = null;
let cachedAt = -1;
const cachedPowers = new Map<Uid, readonly number[]>();

function powersCached(g: GameState, base: Uid): number[] {
  // Valid while the same state is read at the same point (the decision counter moves on).
  if (cachedFor !== g || cachedAt !== g.promptSeq) {
    cachedFor = g;
    cachedAt = g.promptSeq;
    cachedPowers.clear();
  }
  let p = cachedPowers.get(base);
  if (!p) {
    p = powersOn(g, base);
    cachedPowers.set(base, p);
  }
  return p.slice();
}

/** Change in `seat`'s evaluation when `seat` gets `amount` more power on `base`. */
export function powerDelta(g: GameState, seat: Seat, base: Uid, amount: number): number {
  if (g.bases[base]?.zone !== "play") return 0;
  const powers = powersCached(g, base);
  const before = g.players.map(() => 0);
  expectedShares(g, base, powers, before);
  powers[seat] = Math.max(0, (powers[seat] as number) + amount);
  const after = g.players.map(() => 0);
  expectedShares(g, base, powers, after);
  return relative(after, seat, g) - relative(before, seat, g);
}

/** Which base a card in play is on (its host's base for an attached action), or -1. */
function baseOfCard(g: GameState, uid: Uid): Uid {
  const c = g.cards[uid];
  if (!c) return -1;
  if (c.zone === "base") return c.at;
  if (c.zone === "attached") return baseOfCard(g, c.at);
  return -1;
}

/**
 * Plays that can only differ by which copy of a card is played share a signature (the card's
 * definition instead of its number): a search tries one of them.
 */
export function signature(g: GameState, id: string): string {
  const m = MAIN_ID.exec(id);
  if (!m) return id;
  if (m[1] !== undefined) return `m:${g.cards[Number(m[1])]?.def}@${m[2]}`;
  if (m[3] !== undefined) return `a:${g.cards[Number(m[3])]?.def}${id.slice(1 + m[3].length)}`;
  return id;
}

const MAIN_ID = /^(?:m(\d+)@(\d+)|a(\d+)(?:@([bm])(\d+))?|t(\d+)|s(\d+)|end)$/;

/** Score of a play option (main prompt, extra plays), in evaluation units. */
export function playScore(g: GameState, seat: Seat, id: string): number {
  const m = MAIN_ID.exec(id);
  if (!m) return 0.2;
  if (m[1] !== undefined) {
    const uid = Number(m[1]);
    // A minion's ability is usually worth something beyond its power.
    return powerDelta(g, seat, Number(m[2]), printed(g, uid)) + 0.3;
  }
  if (m[3] !== undefined) {
    const uid = Number(m[3]);
    const def = (g.cards[uid] as { def: string }).def;
    const bad = hostile(def);
    if (m[4] === "b") {
      const b = Number(m[5]);
      const powers = powersCached(g, b);
      const mine = powers[seat] as number;
      const theirs = Math.max(0, ...powers.filter((_, s) => s !== seat));
      return 0.6 + 0.05 * (bad ? theirs - mine : mine - theirs);
    }
    if (m[4] === "m") {
      const target = Number(m[5]);
      const ours = g.cards[target]?.controller === seat;
      const p = cardPower(g, target);
      if (bad === ours) return -1;
      return 0.7 + 0.08 * p;
    }
    return 0.9;
  }
  if (m[6] !== undefined) return 0.6;
  if (m[7] !== undefined) return 0.5;
  return 0;
}

/** Score of choosing a card option for `purpose`: higher is better for the chooser. */
function cardScore(g: GameState, seat: Seat, purpose: string, uid: Uid): number {
  const c = g.cards[uid];
  if (!c) return 0;
  const inPlay = c.zone === "base" || c.zone === "attached";
  if (inPlay) {
    const ours = c.controller === seat;
    const p = cardPower(g, uid);
    const base = baseOfCard(g, uid);
    const stake = base >= 0 ? Math.abs(powerDelta(g, c.controller, base, -Math.max(p, 1))) : 0;
    const weight = p + 2 * stake;
    if (HARMFUL.has(purpose)) return ours ? -weight : weight;
    if (HELPFUL.has(purpose)) return ours ? weight : -weight;
    // Moving: one's own minion where it helps is chosen later (destination); an opponent's away.
    if (purpose === "move") return ours ? 0.5 : weight;
    return ours ? weight : -weight;
  }
  const v = handValue(g, uid);
  if (DROP.has(purpose)) return -v;
  return v;
}

/** Score of choosing a base option for `purpose`. */
function baseScore(g: GameState, seat: Seat, purpose: string, base: Uid, prompt: Prompt): number {
  const b = g.bases[base];
  if (b?.zone !== "play") return 0;
  const powers = powersCached(g, base);
  const mine = powers[seat] as number;
  const theirs = Math.max(0, ...powers.filter((_, s) => s !== seat));
  if (purpose === "destroyBase") return theirs - mine;
  if (purpose === "moveDestination" || purpose === "transferBase") {
    // The card being moved is the prompt's source or unknown: moving ours where it helps most.
    const moved = prompt.source?.card;
    const ours = moved !== undefined && g.cards[moved]?.controller === seat;
    return ours || moved === undefined ? powerDelta(g, seat, base, 2) : -powerDelta(g, seat, base, -2);
  }
  return mine - theirs + 0.01 * base;
}

/** A caller's own score of some options of a non-main prompt (null: the rule of thumb's). */
export type OptionScore = (o: PromptOption) => number | null;

/** Score of one option of a non-main prompt. */
function optionScore(g: GameState, seat: Seat, prompt: Prompt, o: PromptOption, own?: OptionScore): number {
  const purpose = prompt.purpose;
  if (o.id === "yes") return DECLINE.has(purpose) ? -0.5 : 1;
  if (o.id === "no") return 0;
  if (o.id === "pass") return 0;
  if (MAIN_ID.test(o.id) && o.id !== "end") return playScore(g, seat, o.id) + 0.5;
  const mine = own?.(o);
  if (mine !== undefined && mine !== null) return mine;
  if (o.target !== undefined) return cardScore(g, seat, purpose, o.target);
  if (o.card !== undefined) return cardScore(g, seat, purpose, o.card);
  if (o.base !== undefined) return baseScore(g, seat, purpose, o.base, prompt);
  if (o.seat !== undefined) {
    // "Choose a player": most such effects hurt the chosen one; the leader, never oneself.
    if (o.seat === seat) return -5;
    return g.players[o.seat]?.vp ?? 0;
  }
  return 0;
}

/** Options sorted best first, ties kept in prompt order (so the answer is deterministic). */
function ranked(
  g: GameState,
  seat: Seat,
  prompt: Prompt,
  rng: Rng | null,
  noise: number,
  own?: OptionScore,
): string[] {
  const scored = prompt.options.map((o, i) => {
    let s = prompt.kind === "main" ? playScore(g, seat, o.id) : optionScore(g, seat, prompt, o, own);
    if (rng && noise > 0) s += noise * (unit(rng) - 0.5);
    return { id: o.id, s, i };
  });
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.map((x) => x.id);
}

/** The options of a prompt, best first by the rule of thumb (noiseless; inner-search.ts). */
export function rankedOptions(g: GameState, prompt: Prompt): string[] {
  return ranked(g, prompt.seat, prompt, null, 0);
}

/**
 * The rule-of-thumb answer. `noise` blurs the scores (Easy, playouts' variety). Always legal:
 * between min and max distinct option ids of the prompt. `own` replaces the scores of some options
 * of a non-main prompt (Hard's answers inside effects, inner.ts).
 */
export function policyChoice(
  g: GameState,
  prompt: Prompt,
  rng: Rng | null = null,
  noise = 0,
  own?: OptionScore,
): string[] {
  const seat = prompt.seat;
  if (prompt.kind === "main") return [ranked(g, seat, prompt, rng, noise)[0] as string];
  if (prompt.kind === "meFirst") {
    // A Special is a card's best moment: use one when offered (the window passes otherwise).
    const special = prompt.options.find((o) => o.id !== "pass");
    return [special && (!rng || noise === 0 || unit(rng) < 0.85) ? special.id : "pass"];
  }
  if (prompt.kind === "order") return prompt.options.slice(0, Math.max(1, prompt.min)).map((o) => o.id);
  const order = ranked(g, seat, prompt, rng, noise, own);
  if (prompt.purpose === "mulligan") return [prompt.options.some((o) => o.id === "yes") ? "yes" : "no"];
  if (prompt.purpose === "counterCount") return [order.slice().sort((a, b) => num(b) - num(a))[0] as string];
  // How many: the minimum when letting go or harming ourselves; as many as are worth it otherwise.
  let k = prompt.min;
  if (!DROP.has(prompt.purpose)) {
    const good = prompt.options.filter((o) => optionScore(g, seat, prompt, o, own) > 0).length;
    k = Math.max(prompt.min, Math.min(prompt.max, good));
  }
  return order.slice(0, Math.max(k, prompt.min));
}

function num(id: string): number {
  const n = Number(id.replace(/\D/g, ""));
  return Number.isFinite(n) ? n : 0;
}
