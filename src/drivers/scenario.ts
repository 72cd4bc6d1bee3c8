// Scenarios: an explicit starting position (hands, decks, bases, minions placed by card id), a
// list of decisions, and expected outcomes. Used by `npm run scenario` and by the test suite.
// The JSON format is documented in docs/scenarios.md.

import { z } from "zod";
import { markAllowanceUsed, storeExtra } from "../engine/allowances.ts";
import { baseDef, cardDef, hasCardDef } from "../engine/defs.ts";
import { type DecisionRecord, Engine } from "../engine/engine.ts";
import { breakpoint, power } from "../engine/power.ts";
import { setRngState, shuffleInPlace } from "../engine/rng.ts";
import { topBaseFaceUp } from "../engine/sources.ts";
import {
  addBases,
  addPlayer,
  DEFAULT_OPTIONS,
  emptyState,
  enterPlay,
  expireOngoing,
  freshTurn,
} from "../engine/state.ts";
import type {
  CardState,
  Expiry,
  GameState,
  Phase,
  PlayerState,
  Prompt,
  PromptOption,
  Seat,
  Uid,
} from "../engine/types.ts";

const Alias = z.string().regex(/^[A-Za-z][\w-]*$/, "aliases are letters, digits, - and _");

/** `copy`: which copy of its owner's card this is (0: the first in definition order), so that a
 * scenario written from a real game (src/records/replay-scenario.ts) keeps each card's identity. */
const Copy = z.number().int().min(0).optional();

const CardEntry = z.union([
  z.string(),
  z.object({ card: z.string(), as: Alias.optional(), copy: Copy }).strict(),
]);

/** A card in a hand may belong to another player (`owner`, Anansi Tales); decks and discard piles
 * hold only their owner's cards (OWN-PILES). */
const HandEntry = z.union([
  z.string(),
  z
    .object({ card: z.string(), as: Alias.optional(), owner: z.number().int().min(0).optional(), copy: Copy })
    .strict(),
]);

/** State a card in play carries (docs/scenarios.md). */
const InPlayState = {
  as: Alias.optional(),
  owner: z.number().int().min(0),
  controller: z.number().int().optional(),
  memo: z.string().optional(),
  /** Its once-per-turn ability (talent) was already used this turn. */
  used: z.boolean().default(false),
  /** Its ongoing that lasts until its controller's next turn (Infiltrate) has already ended. */
  expired: z.boolean().default(false),
};

const AttachedEntry = z
  .object({
    card: z.string(),
    ...InPlayState,
    /** +1 power counters on an action in play (Summon Wolves). */
    counters: z.number().int().min(0).default(0),
  })
  .strict();

const MinionEntry = z
  .object({
    card: z.string(),
    ...InPlayState,
    counters: z.number().int().min(0).default(0),
    attached: z.array(AttachedEntry).default([]),
  })
  .strict();

const Until = z.union([z.literal("endOfTurn"), z.object({ startOfTurn: z.number().int().min(0) }).strict()]);

/** Lasting effects of cards already resolved (g.lasting). */
const LastingEntry = z.union([
  /** Power until the end of the turn (or the start of a seat's turn) on a minion in play, by alias. */
  z.object({ power: z.string(), amount: z.number().int(), until: Until.default("endOfTurn") }).strict(),
  /** A breakpoint change on a base in play, by id or alias. */
  z.object({ breakpoint: z.string(), amount: z.number().int(), until: Until.default("endOfTurn") }).strict(),
  /** "This base's breakpoint is `value`" (Marking Territory), by base id or alias. */
  z
    .object({ breakpointSet: z.string(), value: z.number().int().min(0), until: Until.default("endOfTurn") })
    .strict(),
  /** Mark of Sleep: `seat` plays no action during their next turn (`started`: it is that turn). */
  z.object({ noActions: z.number().int().min(0), started: z.boolean().default(false) }).strict(),
  /** Temporary control (CS-11): the card's controller (as listed) keeps it until `until`, then it
   * goes back to `prev`. */
  z
    .object({ control: z.string(), prev: z.number().int().min(0), until: Until.default("endOfTurn") })
    .strict(),
]);

/** An extra play allowance already granted this turn (PLAY-8), e.g. by a minion played earlier. */
const ExtraEntry = z
  .object({
    kind: z.enum(["minion", "action"]),
    maxPower: z.number().int().optional(),
    /** Only onto this base (id or alias). */
    base: z.string().optional(),
    emptyBaseOnly: z.boolean().optional(),
    from: z.enum(["hand", "discard"]).optional(),
    /** The card key that granted it. */
    source: z.string(),
  })
  .strict();

const PlayerEntry = z
  .object({
    factions: z.tuple([z.string(), z.string()]),
    vp: z.number().int().min(0).default(0),
    hand: z.array(HandEntry).default([]),
    /** Top card first. */
    deck: z.array(CardEntry).default([]),
    discard: z.array(CardEntry).default([]),
    autoPass: z.boolean().default(false),
  })
  .strict();

const BaseEntry = z
  .object({
    id: z.string(),
    as: Alias.optional(),
    minions: z.array(MinionEntry).default([]),
    actions: z.array(AttachedEntry).default([]),
    /** Markers on the base card that are not +1 power counters, by kind (COUNTER-9). */
    markers: z.record(z.string(), z.number().int().min(0)).optional(),
  })
  .strict();

const DecisionEntry = z.union([
  z.object({ seat: z.number().int(), choose: z.array(z.string()) }).strict(),
  z.object({ seat: z.number().int(), autoPass: z.boolean() }).strict(),
  z.object({ seat: z.number().int(), leave: z.literal(true) }).strict(),
]);

const PromptExpect = z
  .object({
    seat: z.number().int().optional(),
    kind: z.string().optional(),
    purpose: z.string().optional(),
    /** Option references that must be offered. */
    includes: z.array(z.string()).optional(),
    /** Option references that must not be offered. */
    excludes: z.array(z.string()).optional(),
  })
  .strict();

const Expectations = z
  .object({
    vp: z.array(z.number().int()).optional(),
    winner: z.number().int().nullable().optional(),
    over: z.boolean().optional(),
    prompt: PromptExpect.nullable().optional(),
    /** alias → "hand:0", "deck:1", "discard:0", "base:<base alias or id>", "attached:<alias>", "removed". */
    locations: z.record(z.string(), z.string()).optional(),
    power: z.record(z.string(), z.number().int()).optional(),
    /** alias → the seat controlling that card. */
    controllers: z.record(z.string(), z.number().int()).optional(),
    handSize: z.array(z.number().int()).optional(),
    deckSize: z.array(z.number().int()).optional(),
    discardSize: z.array(z.number().int()).optional(),
    /** Base ids (or aliases) in play, in order. */
    basesInPlay: z.array(z.string()).optional(),
    /** The top cards of each player's deck, top first (ids or aliases), only as many as listed. */
    deckTop: z.record(z.string(), z.array(z.string())).optional(),
    phase: z.string().optional(),
    active: z.number().int().optional(),
    /** Current breakpoint of bases in play, by id or alias (SCORE-2). */
    breakpoint: z.record(z.string(), z.number().int()).optional(),
    /** The face-up top of the base deck (CS-9: Signs in the Stars), by base id; null: face down. */
    baseDeckTop: z.string().nullable().optional(),
  })
  .strict();

export const ScenarioSchema = z
  .object({
    name: z.string().default("scenario"),
    description: z.string().optional(),
    /** Rule ids of ../rules/digest-en.md this scenario demonstrates. */
    rules: z.array(z.string()).default([]),
    seed: z.number().int().default(1),
    players: z.array(PlayerEntry).min(2).max(4),
    bases: z.array(BaseEntry).min(1),
    /** Top first; the other bases of the boxes in use follow, shuffled. */
    baseDeck: z.array(z.string()).default([]),
    baseBoxes: z.array(z.string()).optional(),
    /** Only the bases listed (in play and in `baseDeck`) exist: "no base left anywhere", whatever
     * other bases the boxes in use hold. */
    onlyListedBases: z.boolean().default(false),
    active: z.number().int().min(0).default(0),
    /** `setup`: before the first turn, the opening hands dealt (the mulligans, SETUP-10). */
    phase: z.enum(["setup", "start", "play", "score", "draw", "end"]).default("play"),
    turnNumber: z.number().int().min(0).default(1),
    /** The random generator's exact state once the table is built (a game's position written
     * from its file), instead of the seed's continuation. */
    rng: z.array(z.number().int()).length(4).optional(),
    turn: z
      .object({
        freeMinion: z.number().int().min(0).optional(),
        freeAction: z.number().int().min(0).optional(),
        minionsPlayed: z.number().int().min(0).optional(),
        actionsPlayed: z.number().int().min(0).optional(),
        extras: z.array(ExtraEntry).default([]),
        /** Once-per-turn keys already used (`once:Tenacious Z`, a Shinobi's window). */
        usedOnce: z.array(z.string()).default([]),
        /** Minions played this turn by any player, in order, by alias (for "the first minion you
         * played this turn" outside the active player's turn). */
        playedMinions: z
          .array(
            z
              .object({ card: z.string(), seat: z.number().int().min(0), base: z.string().optional() })
              .strict(),
          )
          .default([]),
      })
      .strict()
      .default({ extras: [], usedOnce: [], playedMinions: [] }),
    options: z
      .object({
        vpTarget: z.number().int().optional(),
        hiddenTiming: z.boolean().optional(),
        maxTurns: z.number().int().optional(),
      })
      .strict()
      .default({}),
    lasting: z.array(LastingEntry).default([]),
    decisions: z.array(DecisionEntry).default([]),
    expect: Expectations.default({}),
  })
  .strict();

export type Scenario = z.input<typeof ScenarioSchema>;
type ParsedScenario = z.output<typeof ScenarioSchema>;

export class ScenarioError extends Error {}

/** A scenario's game: the engine plus the aliases given to cards and bases. */
export interface Table {
  engine: Engine;
  g: GameState;
  cards: Map<string, Uid>;
  bases: Map<string, Uid>;
}

function normaliseCardKey(key: string): string {
  if (!hasCardDef(key)) throw new ScenarioError(`unknown card "${key}" (use "<faction>:<card id>")`);
  return key;
}

function normaliseBaseKey(key: string): string {
  const k = key.startsWith("base:") ? key : `base:${key}`;
  baseDef(k);
  return k;
}

/** Builds the starting state of a scenario; every card of every chosen faction exists exactly once. */
export function buildTable(input: Scenario): Table {
  const s: ParsedScenario = ScenarioSchema.parse(input);
  const n = s.players.length;
  const g = emptyState({ ...DEFAULT_OPTIONS, ...s.options }, s.seed);
  g.turn = freshTurn(s.turnNumber, s.active, s.phase as Phase);
  g.turn.freeMinion = s.turn.freeMinion ?? 1;
  g.turn.freeAction = s.turn.freeAction ?? 1;
  g.turn.minionsPlayed = s.turn.minionsPlayed ?? 0;
  g.turn.actionsPlayed = s.turn.actionsPlayed ?? 0;
  g.firstPlayer = s.active;
  if (s.active >= n) throw new ScenarioError("active seat out of range");
  const aliases = new Map<string, Uid>();
  const baseAliases = new Map<string, Uid>();
  const boxes = new Set<string>(s.baseBoxes ?? []);
  const free = new Map<string, Uid[]>(); // `${seat}|${key}` → unused instances
  const copies = new Map<string, Uid[]>(); // `${seat}|${key}` → every instance, in definition order
  for (const p of s.players) {
    let seat: Seat;
    try {
      seat = addPlayer(g, p.factions);
    } catch (e) {
      throw new ScenarioError((e as Error).message);
    }
    const pl = g.players[seat] as PlayerState;
    pl.vp = p.vp;
    pl.autoPass = p.autoPass;
    // Every card starts unplaced; the listed ones are put where the scenario says, the rest go
    // under the listed deck cards at the end.
    for (const uid of pl.deck.splice(0)) {
      const c = g.cards[uid] as CardState;
      c.zone = "removed";
      if (!s.baseBoxes) boxes.add(cardDef(c.def).box);
      const k = `${seat}|${c.def}`;
      free.set(k, [...(free.get(k) ?? []), uid]);
      copies.set(k, [...(copies.get(k) ?? []), uid]);
    }
  }
  const take = (seat: Seat, key: string, as?: string, copy?: number): CardState => {
    const k = normaliseCardKey(key);
    const pool = free.get(`${seat}|${k}`);
    let uid: Uid | undefined;
    if (copy === undefined) uid = pool?.shift();
    else {
      const wanted = copies.get(`${seat}|${k}`)?.[copy];
      const at = wanted === undefined ? -1 : (pool?.indexOf(wanted) ?? -1);
      if (at < 0) throw new ScenarioError(`player ${seat} has no copy ${copy} of "${key}" left`);
      uid = pool?.splice(at, 1)[0];
    }
    if (uid === undefined) {
      throw new ScenarioError(`player ${seat} has no ${pool ? "more copies of" : "faction with"} "${key}"`);
    }
    if (as) {
      if (aliases.has(as)) throw new ScenarioError(`alias "${as}" used twice`);
      aliases.set(as, uid);
    }
    return g.cards[uid] as CardState;
  };
  /** A card put into play as if it had entered play, with the state the scenario gives it. */
  const placed = (c: CardState, e: z.infer<typeof AttachedEntry>) => {
    if (e.controller !== undefined && (e.controller < 0 || e.controller >= n))
      throw new ScenarioError(`${e.card}: controller out of range`);
    enterPlay(g, c.uid, e.controller ?? e.owner);
    if (e.memo !== undefined) c.memo = e.memo;
    if (cardDef(c.def).type === "action") c.counters = e.counters;
    if (e.used) {
      c.usedTurn = s.turnNumber;
      if (cardDef(c.def).ongoingExtra) markAllowanceUsed(g, c.uid);
    }
    if (e.expired) expireOngoing(g, c.uid);
  };
  const entry = (
    e:
      | string
      | { card: string; as?: string | undefined; owner?: number | undefined; copy?: number | undefined },
  ) => (typeof e === "string" ? { card: e, as: undefined, owner: undefined, copy: undefined } : e);
  s.players.forEach((p, seat) => {
    const pl = g.players[seat];
    if (!pl) return;
    for (const [zone, list] of [
      ["hand", p.hand],
      ["deck", p.deck],
      ["discard", p.discard],
    ] as const) {
      for (const raw of list) {
        const e = entry(raw);
        if (e.owner !== undefined && e.owner >= n) throw new ScenarioError(`${e.card}: owner out of range`);
        const c = take(e.owner ?? seat, e.card, e.as, e.copy);
        c.zone = zone;
        c.at = seat;
        pl[zone].push(c.uid);
      }
    }
  });
  // Bases: the listed ones in play, then the base deck.
  const baseUid = new Map<string, Uid>();
  for (const uid of addBases(g, boxes)) baseUid.set((g.bases[uid] as { def: string }).def, uid);
  if (s.onlyListedBases) dropUnlistedBases(g, baseUid, [...s.bases.map((b) => b.id), ...s.baseDeck]);
  const claimBase = (id: string, as?: string): Uid => {
    const key = normaliseBaseKey(id);
    const uid = baseUid.get(key);
    if (uid === undefined)
      throw new ScenarioError(`base "${id}" is not in the boxes in use or is listed twice`);
    baseUid.delete(key);
    if (as) baseAliases.set(as, uid);
    baseAliases.set(id, uid);
    baseAliases.set(key, uid);
    return uid;
  };
  for (const b of s.bases) {
    const uid = claimBase(b.id, b.as);
    const base = g.bases[uid];
    if (!base) continue;
    base.zone = "play";
    g.basesInPlay.push(uid);
    const markers = Object.entries(b.markers ?? {}).filter(([, n]) => n > 0);
    if (markers.length > 0) base.markers = Object.fromEntries(markers);
    for (const m of b.minions) {
      if (m.owner >= n) throw new ScenarioError(`minion ${m.card}: owner out of range`);
      const c = take(m.owner, m.card, m.as);
      if (cardDef(c.def).type !== "minion") throw new ScenarioError(`${m.card} is not a minion`);
      c.zone = "base";
      c.at = uid;
      c.counters = m.counters;
      base.minions.push(c.uid);
      placed(c, m);
      for (const a of m.attached) {
        const ac = take(a.owner, a.card, a.as);
        ac.zone = "attached";
        ac.at = c.uid;
        c.attached = [...c.attached, ac.uid];
        placed(ac, a);
      }
    }
    for (const a of b.actions) {
      const ac = take(a.owner, a.card, a.as);
      ac.zone = "base";
      ac.at = uid;
      base.actions.push(ac.uid);
      placed(ac, a);
    }
  }
  // What the scenario says is already in effect, by alias (cards) or id/alias (bases).
  const aliasUid = (alias: string): Uid => {
    const uid = aliases.get(alias);
    if (uid === undefined) throw new ScenarioError(`unknown card alias "${alias}"`);
    return uid;
  };
  const baseRef = (ref: string): Uid => {
    const uid = baseAliases.get(ref) ?? baseAliases.get(`base:${ref}`);
    if (uid === undefined) throw new ScenarioError(`base "${ref}" is not in play`);
    return uid;
  };
  const until = (u: z.infer<typeof Until>): Expiry =>
    u === "endOfTurn" ? { kind: "endOfTurn" } : { kind: "startOfTurn", seat: u.startOfTurn };
  for (const l of s.lasting) {
    if ("power" in l) {
      const c = g.cards[aliasUid(l.power)] as CardState;
      if (c.zone !== "base")
        throw new ScenarioError(`lasting power on "${l.power}", which is not a minion in play`);
      g.lasting.push({ kind: "power", uid: c.uid, stay: c.stay, amount: l.amount, until: until(l.until) });
    } else if ("breakpoint" in l) {
      g.lasting.push({
        kind: "breakpoint",
        base: baseRef(l.breakpoint),
        amount: l.amount,
        until: until(l.until),
      });
    } else if ("breakpointSet" in l) {
      g.lasting.push({
        kind: "breakpointSet",
        base: baseRef(l.breakpointSet),
        value: l.value,
        until: until(l.until),
      });
    } else if ("control" in l) {
      const c = g.cards[aliasUid(l.control)] as CardState;
      if (c.zone !== "base" && c.zone !== "attached")
        throw new ScenarioError(`lasting control on "${l.control}", which is not in play`);
      if (l.prev >= n) throw new ScenarioError("control: prev seat out of range");
      g.lasting.push({
        kind: "control",
        uid: c.uid,
        stay: c.stay,
        seat: c.controller,
        prev: l.prev,
        until: until(l.until),
      });
    } else {
      if (l.noActions >= n) throw new ScenarioError("noActions: seat out of range");
      g.lasting.push({ kind: "noActions", seat: l.noActions, turn: l.started ? s.turnNumber : 0 });
    }
  }
  for (const x of s.turn.extras) {
    const { base, ...rest } = x;
    storeExtra(g, base === undefined ? rest : { ...rest, base: baseRef(base) });
  }
  g.turn.usedOnce.push(...s.turn.usedOnce);
  for (const pm of s.turn.playedMinions) {
    const uid = aliasUid(pm.card);
    const c = g.cards[uid] as CardState;
    const base = pm.base !== undefined ? baseRef(pm.base) : c.zone === "base" ? c.at : undefined;
    g.turn.playedMinions.push(base === undefined ? { uid, seat: pm.seat } : { uid, seat: pm.seat, base });
  }
  for (const id of s.baseDeck) g.baseDeck.push(claimBase(id));
  const rest = [...baseUid.values()];
  shuffleInPlace(g, rest);
  g.baseDeck.push(...rest);
  // Unlisted cards go under the listed deck cards, shuffled with the seed.
  for (const p of g.players) {
    const extra: Uid[] = [];
    for (const c of g.cards) if (c.owner === p.seat && c.zone === "removed") extra.push(c.uid);
    shuffleInPlace(g, extra);
    for (const uid of extra) {
      const c = g.cards[uid] as CardState;
      c.zone = "deck";
      c.at = p.seat;
      p.deck.push(uid);
    }
  }
  if (s.rng) setRngState(g, s.rng);
  return { engine: Engine.fromState(g), g, cards: aliases, bases: baseAliases };
}

// ---------------------------------------------------------------------------
// Referring to prompt options in a readable way

/**
 * Resolves an option reference: "end", "pass", "yes", "no", a card alias or card key ("inv",
 * "aliens:invader"), "card@base" (a play on a base), "card@minion" (an action on a minion),
 * a base alias or id, "player:N", "label:<text>", or "#<raw option id>".
 */
export function resolveRef(t: Table, p: Prompt, ref: string): string {
  const { g } = t;
  const matches = (pred: (o: PromptOption) => boolean): string => {
    const found = p.options.filter(pred);
    if (found.length === 0) throw new ScenarioError(`no option "${ref}" in prompt ${describePrompt(t, p)}`);
    if (found.length > 1)
      throw new ScenarioError(`option "${ref}" is ambiguous in prompt ${describePrompt(t, p)}`);
    return (found[0] as PromptOption).id;
  };
  if (ref.startsWith("#")) return matches((o) => o.id === ref.slice(1));
  if (["end", "pass", "yes", "no"].includes(ref)) return matches((o) => o.id === ref);
  if (ref.startsWith("player:")) return matches((o) => o.seat === Number(ref.slice(7)));
  if (ref.startsWith("label:")) return matches((o) => o.label === ref.slice(6));
  const [left, right] = ref.split("@") as [string, string | undefined];
  const cardsFor = (r: string): Uid[] => {
    const a = t.cards.get(r);
    if (a !== undefined) return [a];
    return g.cards.filter((c) => c.def === r).map((c) => c.uid);
  };
  const baseFor = (r: string): Uid | undefined => t.bases.get(r) ?? t.bases.get(`base:${r}`);
  if (right !== undefined) {
    const cs = cardsFor(left);
    const b = baseFor(right);
    if (b !== undefined) return matches((o) => o.card !== undefined && cs.includes(o.card) && o.base === b);
    const targets = cardsFor(right);
    return matches(
      (o) =>
        o.card !== undefined && cs.includes(o.card) && o.target !== undefined && targets.includes(o.target),
    );
  }
  const b = baseFor(left);
  if (b !== undefined && !t.cards.has(left)) return matches((o) => o.base === b && o.card === undefined);
  const cs = cardsFor(left);
  if (cs.length === 0) throw new ScenarioError(`unknown reference "${ref}"`);
  // A card reference picks the option about that card; for several copies, the first offered.
  const found = p.options.filter((o) => o.card !== undefined && cs.includes(o.card));
  if (found.length === 0) throw new ScenarioError(`no option "${ref}" in prompt ${describePrompt(t, p)}`);
  const exact = found.filter((o) => o.base === undefined && o.target === undefined);
  const pick = exact.length > 0 ? exact : found;
  if (new Set(pick.map((o) => o.card)).size === 1 && pick.length > 1) {
    throw new ScenarioError(`option "${ref}" is ambiguous in prompt ${describePrompt(t, p)}`);
  }
  return (pick[0] as PromptOption).id;
}

export function describePrompt(_t: Table, p: Prompt): string {
  const names = p.options.map((o) => o.id).join(", ");
  return `#${p.id} (${p.kind}/${p.purpose} for seat ${p.seat}: ${names})`;
}

/** Applies one decision written with references; throws a ScenarioError if it is rejected. */
export function decide(t: Table, d: z.infer<typeof DecisionEntry>): void {
  const e = t.engine;
  let rec: DecisionRecord;
  if ("choose" in d) {
    const p = e.prompt;
    if (!p)
      throw new ScenarioError(`seat ${d.seat} answers ${JSON.stringify(d.choose)} but no prompt is pending`);
    if (p.seat !== d.seat)
      throw new ScenarioError(`seat ${d.seat} answers but the prompt is ${describePrompt(t, p)}`);
    rec = { seat: d.seat, prompt: p.id, choice: d.choose.map((r) => resolveRef(t, p, r)) };
  } else {
    rec = d;
  }
  const r = e.submit(rec);
  if (!r.ok) throw new ScenarioError(`decision ${JSON.stringify(d)} rejected: ${r.reason}`);
}

// ---------------------------------------------------------------------------
// Checking outcomes

export function locationOf(t: Table, uid: Uid): string {
  const c = t.g.cards[uid] as CardState;
  switch (c.zone) {
    case "base":
      return `base:${(t.g.bases[c.at] as { def: string }).def.slice(5)}`;
    case "attached": {
      for (const [alias, u] of t.cards) if (u === c.at) return `attached:${alias}`;
      return `attached:${(t.g.cards[c.at] as CardState).def}`;
    }
    case "hand":
    case "deck":
    case "discard":
      return `${c.zone}:${c.at}`;
    default:
      return c.zone;
  }
}

function expectedLocation(t: Table, want: string): string {
  if (!want.startsWith("base:")) return want;
  const b = t.bases.get(want.slice(5)) ?? t.bases.get(want);
  if (b === undefined) return want;
  return `base:${(t.g.bases[b] as { def: string }).def.slice(5)}`;
}

export function checkExpectations(t: Table, ex: z.infer<typeof Expectations>): string[] {
  const { g, engine } = t;
  const failures: string[] = [];
  const eq = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want))
      failures.push(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  };
  if (ex.vp)
    eq(
      "vp",
      g.players.map((p) => p.vp),
      ex.vp,
    );
  if (ex.winner !== undefined) eq("winner", g.result?.winner ?? null, ex.winner);
  if (ex.over !== undefined) eq("over", engine.over, ex.over);
  if (ex.phase !== undefined) eq("phase", g.turn.phase, ex.phase);
  if (ex.active !== undefined) eq("active", g.turn.active, ex.active);
  if (ex.handSize)
    eq(
      "handSize",
      g.players.map((p) => p.hand.length),
      ex.handSize,
    );
  if (ex.deckSize)
    eq(
      "deckSize",
      g.players.map((p) => p.deck.length),
      ex.deckSize,
    );
  if (ex.discardSize)
    eq(
      "discardSize",
      g.players.map((p) => p.discard.length),
      ex.discardSize,
    );
  if (ex.basesInPlay) {
    eq(
      "basesInPlay",
      g.basesInPlay.map((b) => (g.bases[b] as { def: string }).def),
      ex.basesInPlay.map((r) => {
        const uid = t.bases.get(r) ?? t.bases.get(`base:${r}`);
        return uid === undefined ? normaliseBaseKey(r) : (g.bases[uid] as { def: string }).def;
      }),
    );
  }
  for (const [alias, want] of Object.entries(ex.locations ?? {})) {
    const uid = t.cards.get(alias);
    if (uid === undefined) failures.push(`unknown alias ${alias}`);
    else eq(`location of ${alias}`, locationOf(t, uid), expectedLocation(t, want));
  }
  for (const [alias, want] of Object.entries(ex.power ?? {})) {
    const uid = t.cards.get(alias);
    if (uid === undefined) failures.push(`unknown alias ${alias}`);
    else eq(`power of ${alias}`, power(g, uid), want);
  }
  if (ex.baseDeckTop !== undefined) {
    const top = topBaseFaceUp(g);
    eq(
      "face-up top of the base deck",
      top === null ? null : (g.bases[top] as { def: string }).def,
      ex.baseDeckTop === null ? null : normaliseBaseKey(ex.baseDeckTop),
    );
  }
  for (const [ref, want] of Object.entries(ex.breakpoint ?? {})) {
    const uid = t.bases.get(ref) ?? t.bases.get(`base:${ref}`);
    if (uid === undefined || g.bases[uid]?.zone !== "play") failures.push(`base ${ref} is not in play`);
    else eq(`breakpoint of ${ref}`, breakpoint(g, uid), want);
  }
  for (const [alias, want] of Object.entries(ex.controllers ?? {})) {
    const uid = t.cards.get(alias);
    if (uid === undefined) failures.push(`unknown alias ${alias}`);
    else eq(`controller of ${alias}`, (g.cards[uid] as CardState).controller, want);
  }
  for (const [seat, want] of Object.entries(ex.deckTop ?? {})) {
    const deck = g.players[Number(seat)]?.deck ?? [];
    const got = deck.slice(0, want.length).map((u) => (g.cards[u] as CardState).def);
    eq(
      `deck top of ${seat}`,
      got,
      want.map((r) => {
        const a = t.cards.get(r);
        return a === undefined ? r : (g.cards[a] as CardState).def;
      }),
    );
  }
  if (ex.prompt === null) {
    if (engine.prompt) failures.push(`expected no prompt, got ${describePrompt(t, engine.prompt)}`);
  } else if (ex.prompt) {
    const p = engine.prompt;
    if (!p) failures.push("expected a prompt, got none");
    else {
      if (ex.prompt.seat !== undefined) eq("prompt seat", p.seat, ex.prompt.seat);
      if (ex.prompt.kind !== undefined) eq("prompt kind", p.kind, ex.prompt.kind);
      if (ex.prompt.purpose !== undefined) eq("prompt purpose", p.purpose, ex.prompt.purpose);
      for (const r of ex.prompt.includes ?? []) {
        try {
          resolveRef(t, p, r);
        } catch (e) {
          failures.push((e as Error).message);
        }
      }
      for (const r of ex.prompt.excludes ?? []) {
        try {
          resolveRef(t, p, r);
          failures.push(`option "${r}" should not be offered in ${describePrompt(t, p)}`);
        } catch {
          // not offered: as expected
        }
      }
    }
  }
  return failures;
}

export interface ScenarioOutcome {
  pass: boolean;
  failures: string[];
}

/** Runs a whole scenario: build, apply the decisions, check the expectations. */
export function runScenario(input: unknown): ScenarioOutcome {
  try {
    const s = ScenarioSchema.parse(input);
    const t = buildTable(s);
    for (const d of s.decisions) decide(t, d);
    const failures = checkExpectations(t, s.expect);
    return { pass: failures.length === 0, failures };
  } catch (e) {
    if (e instanceof ScenarioError) return { pass: false, failures: [e.message] };
    if (e instanceof z.ZodError) {
      return {
        pass: false,
        failures: e.issues.map((i) => `invalid scenario at ${i.path.join(".") || "(root)"}: ${i.message}`),
      };
    }
    return { pass: false, failures: [`engine error: ${(e as Error).stack ?? String(e)}`] };
  }
}

/** Keeps only the listed bases among those just added (uids renumbered in order). */
function dropUnlistedBases(g: GameState, baseUid: Map<string, Uid>, listed: string[]): void {
  const keep = new Set(listed.map(normaliseBaseKey));
  const kept = g.bases.filter((b) => keep.has(b.def));
  g.bases.length = 0;
  baseUid.clear();
  for (const b of kept) {
    b.uid = g.bases.length;
    g.bases.push(b);
    baseUid.set(b.def, b.uid);
  }
}
