// How a prompt's options read in a panel: a label and a short description for each engine option
// (a card and where it is, a base and its score, a player, a word), and the shape of "play" options
// ("m12@3": minion 12 on base 3; "a7@m9": action 7 on minion 9) grouped by card.

import { baseDef, cardDef, factionDef, hasBaseDef, hasCardDef } from "../engine/defs.ts";
import type { Prompt, PromptOption, Seat, Uid } from "../engine/types.ts";
import type { CardView, PlayerView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { common } from "../i18n/areas/common.ts";
import { panel as panelText } from "../i18n/areas/panel.ts";
import { ByDefAndPower } from "./kept-texts.ts";
import type { Names } from "./names.ts";
import { baseScore } from "./prompt-text.ts";

export type Location =
  | { kind: "hand" }
  | { kind: "discard"; seat: Seat }
  | { kind: "minion"; base: Uid; controller: Seat; owner: Seat; power: number; counters: number }
  | { kind: "attached"; host: Uid; base: Uid; counters: number }
  | { kind: "baseAction"; base: Uid; counters: number };

/** A card in the viewer's hand: one location for them all (locations are only read). */
const IN_HAND: Location = Object.freeze({ kind: "hand" });

/**
 * Where a card the viewer can see is, or undefined. Looked up when asked, not tabled for every
 * visible card: a panel asks about a few cards, and by a game's end the discard piles hold most
 * of its cards (issue 22, clk44: the table was ~3.6 KB of a click's garbage). A card is in one
 * place only; the places are searched hand first (most options play a card from it), then in
 * play, then the discard piles.
 */
export function locationOf(view: PlayerView, uid: Uid): Location | undefined {
  // Indexed loops: no iterator objects while this runs unoptimised (a process's first clicks).
  const hand = view.hand;
  for (let i = 0; i < hand.length; i++) if ((hand[i] as CardView).uid === uid) return IN_HAND;
  const bases = view.bases;
  for (let i = 0; i < bases.length; i++) {
    const b = bases[i] as PlayerView["bases"][number];
    for (let j = 0; j < b.minions.length; j++) {
      const m = b.minions[j] as CardView;
      if (m.uid === uid) {
        const { controller, owner, power, counters } = m;
        return { kind: "minion", base: b.uid, controller, owner, power, counters };
      }
      for (let k = 0; k < m.attached.length; k++) {
        const a = m.attached[k] as CardView;
        if (a.uid === uid) return { kind: "attached", host: m.uid, base: b.uid, counters: a.counters };
      }
    }
    for (let j = 0; j < b.actions.length; j++) {
      const a = b.actions[j] as CardView;
      if (a.uid === uid) return { kind: "baseAction", base: b.uid, counters: a.counters };
    }
  }
  const players = view.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerView["players"][number];
    for (let j = 0; j < p.discard.length; j++)
      if ((p.discard[j] as CardView).uid === uid) return { kind: "discard", seat: p.seat };
  }
  return undefined;
}

export interface Play {
  card: Uid;
  base?: Uid;
  target?: Uid;
}

/** The card an option plays and where, for options shaped like the main prompt's plays. */
export function parsePlay(id: string): Play | null {
  // By character codes, not regular expressions (a panel reads each option's id several times:
  // issue 22, rnd46): "m<card>@<base>", or "a<card>" optionally followed by "@b<base>" or
  // "@m<minion>", digits 0-9 only, nothing after.
  const kind = id.charCodeAt(0);
  if (kind !== M && kind !== A) return null;
  const at = digitsEnd(id, 1);
  if (at === 1) return null;
  const card = Number(id.slice(1, at));
  if (kind === A && at === id.length) return { card };
  if (id.charCodeAt(at) !== AT) return null;
  const which = kind === M ? B : id.charCodeAt(at + 1);
  const from = kind === M ? at + 1 : at + 2;
  if (which !== B && which !== M) return null;
  const end = digitsEnd(id, from);
  if (end === from || end !== id.length) return null;
  const n = Number(id.slice(from));
  return which === B ? { card, base: n } : { card, target: n };
}

const A = 97; // a
const B = 98; // b
const M = 109; // m
const AT = 64; // @

/** Whether an option id is a talent's or a Special's ("t12", "s12": /^[ts]\d+$/), by character codes. */
export function isAbilityId(id: string): boolean {
  const kind = id.charCodeAt(0);
  return (kind === T || kind === S) && id.length > 1 && digitsEnd(id, 1) === id.length;
}

const S = 115; // s
const T = 116; // t

/** Where the run of digits 0-9 of `id` from `from` ends. */
function digitsEnd(id: string, from: number): number {
  let i = from;
  for (let c = id.charCodeAt(i); c >= 48 && c <= 57; c = id.charCodeAt(++i));
  return i;
}

export interface Indexed {
  option: PromptOption;
  /** Position in the prompt's options (marks refer to it). */
  index: number;
}

export interface PlayGroup {
  card: Uid;
  options: Indexed[];
}

/** Play options grouped by the card they play, in the prompt's order. */
export function playGroups(prompt: Prompt): PlayGroup[] {
  const groups = new Map<Uid, PlayGroup>();
  const out: PlayGroup[] = [];
  const options = prompt.options;
  for (let index = 0; index < options.length; index++) {
    const option = options[index] as PromptOption;
    const play = parsePlay(option.id);
    if (!play) continue;
    let g = groups.get(play.card);
    if (!g) {
      g = { card: play.card, options: [] };
      groups.set(play.card, g);
      // First seen first, as the map's own order.
      out.push(g);
    }
    g.options.push({ option, index });
  }
  return out;
}

export interface Described {
  label: string;
  description?: string;
  /** What the option does, when the choice is between effects (a trigger to order, a Special or a
   * talent to use): the card's or base's text, shown in the prompt's numbered list. */
  detail?: string;
}

/**
 * `{ label, description, detail }` without the parts that are empty (undefined or ""), in that order:
 * assigned, not spread from conditional objects (a panel describes every option: issue 22, rnd46).
 */
function described(label: string, description?: string, detail?: string): Described {
  const d: Described = { label };
  if (description) d.description = description;
  if (detail) d.detail = detail;
  return d;
}

/** OptionText.handCard's readings (only read). */
const handCards = new ByDefAndPower<Described>(4096);

export class OptionText {
  /** The locations looked up so far (`locationOf`): an option's card is asked about more than once. */
  private readonly found = new Map<Uid, Location | undefined>();

  constructor(
    private readonly view: PlayerView,
    private readonly names: Names,
  ) {}

  private location(uid: Uid): Location | undefined {
    if (this.found.has(uid)) return this.found.get(uid);
    const loc = locationOf(this.view, uid);
    this.found.set(uid, loc);
    return loc;
  }

  private get t() {
    return panelText[this.names.locale];
  }

  private cardView(uid: Uid): CardView | undefined {
    const loc = this.location(uid);
    if (loc?.kind === "hand") return this.view.hand.find((c) => c.uid === uid);
    return undefined;
  }

  /**
   * Where a card is, in words ("on Tar Pits · Bob's"), or undefined when not visible anywhere. A
   * minion names its controller, and its owner too when someone else controls it (TERM-CONTROL).
   */
  where(uid: Uid): string | undefined {
    const loc = this.location(uid);
    const n = this.names;
    switch (loc?.kind) {
      case "hand":
        return this.t.inHand;
      case "discard":
        return loc.seat === this.view.viewer ? this.t.fromDiscard : this.t.inDiscardOf(n.plainSeat(loc.seat));
      case "minion": {
        const bits = [this.t.onBase(n.base(loc.base)), this.t.controlledBy(n.plainSeat(loc.controller))];
        if (loc.owner !== loc.controller) bits.push(this.t.ownedBy(n.plainSeat(loc.owner)));
        return bits.join(" · ");
      }
      case "attached":
        return this.t.onMinion(n.card(loc.host), n.base(loc.base));
      case "baseAction":
        return this.t.onBase(n.base(loc.base));
      default:
        return undefined;
    }
  }

  /** "minion · power 3", "minion · power 5 · 2 counters" / "action", "action · 3 counters". */
  kind(uid: Uid): string | undefined {
    const def = this.names.cardDefOf(uid);
    if (!def || !hasCardDef(def)) return undefined;
    const d = cardDef(def);
    const loc = this.location(uid);
    const what =
      d.type === "action"
        ? this.t.action
        : this.t.minion(loc?.kind === "minion" ? loc.power : (this.cardView(uid)?.power ?? d.power));
    // Counters are on cards in play only (COUNTER-5); a counter choice needs to see them.
    const counters = loc && "counters" in loc ? loc.counters : 0;
    return counters > 0 ? `${what} · ${this.t.counters(counters)}` : what;
  }

  /** A card: what it is (type, power, counters), where it is, and its text (a hand card's text
   * is in the hand below the prompt). */
  card(uid: Uid): Described {
    if (this.location(uid)?.kind === "hand") {
      const def = this.names.cardDefOf(uid);
      if (def !== undefined && hasCardDef(def)) return this.handCard(uid, def);
    }
    const bits = [this.kind(uid), this.where(uid)].filter((s): s is string => !!s);
    const def = this.names.cardDefOf(uid);
    const inHand = this.location(uid)?.kind === "hand";
    const detail = def && !inHand && hasCardDef(def) ? this.names.cardText(def) : "";
    return described(this.names.card(uid), bits.length ? bits.join(" · ") : "", detail);
  }

  /**
   * A card of the viewer's hand: `card`'s reading (its kind and power, "in your hand", no text: the
   * hand below shows it), which depends on its definition, its shown power and the language only,
   * kept so (the main prompt's card select describes the whole hand at every click; issue 22, rnd48).
   */
  private handCard(uid: Uid, def: string): Described {
    const d = cardDef(def);
    const power = d.type === "action" ? 0 : (this.cardView(uid)?.power ?? d.power);
    const known = handCards.get(this.names.locale, def, power);
    if (known !== undefined) return known;
    const kind = d.type === "action" ? this.t.action : this.t.minion(power);
    const made = described(this.names.cardByDef(def), `${kind} · ${this.t.inHand}`, "");
    handCards.set(this.names.locale, def, power, made);
    return made;
  }

  /** A base, in play or not (a base deck's, Terraforming): its total and breakpoint (or its
   * printed breakpoint), its VP, and its ability. */
  base(uid: Uid): Described {
    const score = baseScore(this.view, uid);
    const def = this.names.defs.bases[uid];
    const d = def && hasBaseDef(def) ? baseDef(def) : undefined;
    const bits = [
      score ?? (d ? this.t.breakpoint(d.breakpoint) : undefined),
      d ? boardText[this.names.locale].rewards(...d.vp) : undefined,
    ].filter((s): s is string => !!s);
    const detail = d ? this.names.baseText(def as string) : "";
    return described(this.names.base(uid), bits.length ? bits.join(" · ") : "", detail);
  }

  /** Where a play option puts its card: a base ("Tar Pits (12/16)") or a minion. */
  target(play: Play): Described {
    if (play.base !== undefined) {
      const score = baseScore(this.view, play.base);
      const b = this.view.bases.find((x) => x.uid === play.base);
      const powers = b
        ? this.view.players
            .filter((p) => (b.powerBySeat[p.seat] ?? 0) > 0)
            .map((p) => `${this.names.plainSeat(p.seat)} ${b.powerBySeat[p.seat]}`)
            .join(" · ")
        : "";
      return described(
        score ? `${this.names.base(play.base)} (${score})` : this.names.base(play.base),
        powers,
      );
    }
    if (play.target !== undefined) return this.card(play.target);
    return { label: this.t.play(this.names.card(play.card)) };
  }

  /** Any option of any prompt. */
  option(prompt: Prompt, o: PromptOption): Described {
    const c = common[this.names.locale];
    if (o.id === "yes") return { label: c.yes };
    if (o.id === "no") return { label: prompt.purpose === "mulligan" ? this.t.keepHand : c.no };
    if (o.id === "pass") return { label: c.pass };
    if (o.id === "end") return { label: this.t.endTurn };
    if (prompt.kind === "order") return this.trigger(o);
    if (prompt.kind === "main" || prompt.kind === "meFirst") {
      if (isAbilityId(o.id)) {
        const uid = Number(o.id.slice(1));
        const name = this.names.card(uid);
        const label =
          o.id.charCodeAt(0) === T && prompt.kind === "main" ? this.t.talent(name) : this.t.useCard(name);
        const where = this.where(uid);
        const def = this.names.cardDefOf(uid);
        const detail = def ? this.names.cardText(def) : "";
        return described(label, where, detail);
      }
    }
    const play = parsePlay(o.id);
    if (play && o.card !== undefined) {
      const to = this.target(play);
      const about = this.card(play.card).description;
      return described(this.t.playOn(this.names.card(play.card), to.label), about);
    }
    if (o.card !== undefined) return this.card(o.card);
    if (o.base !== undefined) return this.base(o.base);
    // A choice made for a player (Griefer): the player's name, then the answer.
    if (o.seat !== undefined && o.label !== undefined)
      return { label: `${this.names.plainSeat(o.seat)}: ${this.word(o.label)}` };
    if (o.seat !== undefined) {
      const p = this.view.players[o.seat];
      return {
        label: this.names.plainSeat(o.seat),
        ...(p ? { description: boardText[this.names.locale].vp(p.vp) } : {}),
      };
    }
    if (o.label !== undefined) return { label: this.word(o.label) };
    return { label: o.id };
  }

  /** A free label: an answer word, a card or base definition, or a faction. */
  word(label: string): string {
    const words = this.t.choiceWords as Record<string, string>;
    if (Object.hasOwn(words, label)) return words[label] as string;
    if (hasCardDef(label) || hasBaseDef(label)) return this.names.anyDef(label);
    if (factionDef(label)) return this.names.faction(label);
    return label;
  }

  private trigger(o: PromptOption): Described {
    const label = o.label !== undefined ? this.names.anyDef(o.label) : o.id;
    const text =
      o.label === undefined
        ? ""
        : hasCardDef(o.label)
          ? this.names.cardText(o.label)
          : hasBaseDef(o.label)
            ? this.names.baseText(o.label)
            : "";
    if (o.card !== undefined) {
      const where = this.where(o.card);
      return described(label, where, text);
    }
    if (o.base !== undefined) {
      const score = baseScore(this.view, o.base);
      return described(label, score ?? undefined, text);
    }
    return described(label, undefined, text);
  }
}
