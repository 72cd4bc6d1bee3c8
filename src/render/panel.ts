// A player's private panel (sent ephemeral): the prompt the game waits for from them with its
// controls, and their hand. Built from that player's own PlayerView only, so it can show their
// hand and the cards their prompt lets them see, and nothing of anyone else's.

import type { APIEmbed } from "discord.js";
import { cardDef, hasCardDef } from "../engine/defs.ts";
import type { LogEntry, Prompt } from "../engine/types.ts";
import type { PlayerView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { panel as panelText } from "../i18n/areas/panel.ts";
import { purposeText } from "../i18n/engine-text.ts";
import type { Locale } from "../i18n/locale.ts";
import { autoPassButton, button, customId, PAGE_SIZE, promptControls } from "./controls.ts";
import { type GameAction, MAX_MARKABLE, type PanelUi, type PlayUi } from "./custom-id.ts";
import { ByDefAndPower } from "./kept-texts.ts";
import { type DefTable, Names, type PlayerRef } from "./names.ts";
import { OptionText } from "./options.ts";
import {
  type ActionRow,
  chars,
  clip,
  EMBED_BUDGET,
  embedsSize,
  fitLines,
  LIMITS,
  type MessagePayload,
  mentionOnly,
  row,
  type StringSelect,
} from "./payload.ts";
import { baseScore, promptAbout, windowBase } from "./prompt-text.ts";

export interface PanelInput {
  gameId: string;
  version: number;
  /** playerView(state, prompt, seat) of the panel's addressee. */
  view: PlayerView;
  players: readonly PlayerRef[];
  /** viewDefs(state, view). */
  defs: DefTable;
  /** Where the player is in the panel (chosen card, pages, marks), from the component they used. */
  ui?: PanelUi;
}

const COLOR = { prompt: 0x57f287, idle: 0x4f545c, hand: 0x5865f2, look: 0xfee75c };
const PROMPT_CAP = 2400;
/** Cards looked at: a whole hand of ten fits. */
const LOOK_CAP = 1500;
/** Up to this many cards looked at show their texts; more show names, kinds and powers. */
const LOOK_TEXTS = 3;
/** How much of each hand card's text "all texts" shows: all of it whenever the hand fits, else less. */
const HAND_DETAIL = [Number.POSITIVE_INFINITY, 160, 70, 0];
/** How much of each looked-at card's text shows, tried in turn: a card or three read whole first. */
const LOOK_DETAIL = [200, 90, 0];
/** Names, kinds and powers only. */
const NAMES_ONLY = [0];
/** Whether `fitLines` kept every line whole (its text is as long as all of them joined). */
function fitsWhole(description: string, lines: readonly string[]): boolean {
  return chars(description) >= chars(lines.join("\n"));
}
/** The read select's value (and `PanelUi.read`) for every card's text at once. */
export const ALL_TEXTS = "all";

export function renderPanel(input: PanelInput, locale: Locale): MessagePayload {
  const { view } = input;
  const names = new Names(locale, input.players, input.defs);
  const t = panelText[locale];
  const ref = { gameId: input.gameId, version: input.version, promptId: view.prompt?.id ?? 0 };
  const mine = view.myPrompt;
  let top: APIEmbed;
  let rows: ActionRow[];
  if (mine) {
    const text = new OptionText(view, names);
    const controls = promptControls({ ref, prompt: mine, view, names, text, ui: input.ui ?? {} });
    top = titled(
      clip(purposeText(mine.purpose, locale), LIMITS.embedTitle),
      fitLines([...contextLines(mine, view, names), ...controls.notes], PROMPT_CAP, boardText[locale].more),
      COLOR.prompt,
    );
    rows = controls.rows;
  } else {
    top = titled(t.waitingTitle, idleLine(view, names), COLOR.idle);
    rows = idleRows(ref, view, names);
  }
  const embeds = [top];
  const look = lookEmbed(view, names);
  if (look) embeds.push(look);
  const asked = input.ui?.read;
  const read = asked === ALL_TEXTS || view.hand.some((c) => c.uid === asked) ? asked : undefined;
  const hand = handEmbed(view, names, EMBED_BUDGET - embedsSize(embeds), read);
  // The hand shows names first: a select shows one card's whole text, or all of them, in this
  // same panel.
  const playing = !view.result && !view.players[view.viewer]?.out;
  if (playing && view.hand.length > 0 && rows.length < LIMITS.rows)
    rows = [...rows, readRow(ref, view, names, input.ui ?? {}, read)];
  return { content: "", embeds: [...embeds, hand], components: rows, allowedMentions: mentionOnly([]) };
}

/**
 * `{ title, description, color }`, without the description when it is empty: made so, not deleted
 * afterwards (a deleted key turns the object into a dictionary; issue 22, rnd48).
 */
function titled(title: string, description: string, color: number): APIEmbed {
  return description ? { title, description, color } : { title, color };
}

function idleLine(view: PlayerView, names: Names): string {
  const t = panelText[names.locale];
  const b = boardText[names.locale];
  if (view.players[view.viewer]?.out) return t.youLeft;
  if (view.result) return b.over;
  if (view.prompt)
    return b.waitingFor(`**${names.seat(view.prompt.seat)}**`, promptAbout(view.prompt, names));
  return "";
}

function idleRows(
  ref: { gameId: string; version: number; promptId: number },
  view: PlayerView,
  names: Names,
) {
  if (view.result || view.players[view.viewer]?.out) return [];
  const c = { ref, view, names };
  return [row(autoPassButton(c), button(panelText[names.locale].showBoard, customId(c, { verb: "board" })))];
}

/** What the prompt comes from: its source card or base, or the base of its Special window. */
function contextLines(p: Prompt, view: PlayerView, names: Names): string[] {
  const t = panelText[names.locale];
  const lines: string[] = [];
  if (p.source) {
    const name = names.anyDef(p.source.def);
    const text = p.source.base !== undefined ? names.baseText(p.source.def) : names.cardText(p.source.def);
    lines.push(text ? `${t.source(`**${name}**`)} — ${clip(text, 400)}` : t.source(`**${name}**`));
  }
  const base = windowBase(p.window);
  if (base !== null) {
    const score = baseScore(view, base);
    lines.push(`**${names.base(base)}**${score ? ` — ${score}` : ""}`);
  }
  return lines;
}

/** A card the player looks at or holds: name, kind, power, and its text clipped to `detail`. */
function cardLine(names: Names, c: { uid: number; def: string; power?: number }, detail: number): string {
  const brief = cardBrief(names, c.def, c.power);
  const text = detail > 0 ? names.cardText(c.def) : "";
  return text ? `${brief.line} — ${clip(text, detail)}` : brief.line;
}

/**
 * What a card shown by name reads in one language, by its definition and shown power: its line
 * without text (`**name** · kind`) and its read select option's label and description. The same
 * hand is shown at every click, twice (the hand's lines, the read select), and these depend on
 * nothing else (issue 22, rnd48). Bounded: emptied when full.
 */
interface CardBrief {
  line: string;
  label: string;
  description: string;
}
const briefs = new ByDefAndPower<CardBrief>(4096);

function cardBrief(names: Names, def: string, power: number | undefined): CardBrief {
  const d = hasCardDef(def) ? cardDef(def) : null;
  // An action's (or an unknown card's) kind does not depend on the power: one entry.
  const shown = d?.type === "minion" ? (power ?? d.power) : 0;
  const known = briefs.get(names.locale, def, shown);
  if (known !== undefined) return known;
  const t = panelText[names.locale];
  const kind = d?.type === "minion" ? t.minion(shown) : t.action;
  const name = names.cardByDef(def);
  const brief = {
    line: `**${name}** · ${kind}`,
    label: clip(name, LIMITS.selectText) || "?",
    description: clip(kind, LIMITS.selectText),
  };
  briefs.set(names.locale, def, shown, brief);
  return brief;
}

/**
 * What the player is looking at (TERM-LOOK, ZONE-5): the cards their pending prompt shows them
 * (Walker's top card, the whole hand Probe looks at), or else the cards they saw privately this
 * turn (a look whose choice needed no question: Probe on a hand with one minion or none).
 */
function lookEmbed(view: PlayerView, names: Names): APIEmbed | null {
  const t = panelText[names.locale];
  const shown = view.myPrompt?.shown;
  let title: string;
  let uids: number[];
  if (shown && shown.length > 0) {
    title = t.lookingAt(shown.length);
    uids = shown;
  } else {
    uids = seenThisTurn(view);
    if (uids.length === 0) return null;
    title = t.seenThisTurn(uids.length);
  }
  const cards = uids.flatMap((uid) => {
    const def = names.cardDefOf(uid);
    return def ? [{ uid, def }] : [];
  });
  if (cards.length === 0) return null;
  let description = "";
  // A card or three looked at (a top card, a reveal) read whole; a whole hand by name first (a phone).
  const details = cards.length <= LOOK_TEXTS ? LOOK_DETAIL : NAMES_ONLY;
  for (let i = 0; i < details.length; i++) {
    const lines = cards.map((c) => `• ${cardLine(names, c, details[i] as number)}`);
    description = fitLines(lines, LOOK_CAP, boardText[names.locale].more);
    // The last level is kept whatever it holds: no need to tell whether all of it fit.
    if (i === details.length - 1 || fitsWhole(description, lines)) break;
  }
  return { title: clip(title, LIMITS.embedTitle), description, color: COLOR.look };
}

/**
 * The cards the viewer saw privately this turn, first seen first: read from the log's end back to
 * the turn's first line (the log is in turn order), not over the whole game's log at every render.
 */
function seenThisTurn(view: PlayerView): number[] {
  const log = view.log;
  const turn = view.turn.number;
  let start = log.length;
  while (start > 0 && (log[start - 1] as LogEntry).turn >= turn) start--;
  const seen = new Set<number>();
  for (let i = start; i < log.length; i++) {
    const e = log[i] as LogEntry;
    if (e.k === "seeCard" && e.to === view.viewer && e.turn === turn) seen.add(Number(e.p[0]));
  }
  return [...seen];
}

function readRow(
  ref: { gameId: string; version: number; promptId: number },
  view: PlayerView,
  names: Names,
  ui: PanelUi,
  read: number | typeof ALL_TEXTS | undefined,
): ActionRow {
  const t = panelText[names.locale];
  const { read: _shown, ...kept } = ui;
  const all: StringSelect["options"][number] = {
    label: clip(t.allTexts, LIMITS.selectText),
    value: ALL_TEXTS,
  };
  if (read === ALL_TEXTS) all.default = true;
  const cards = view.hand.slice(0, LIMITS.selectOptions - 1).map((c) => {
    const brief = cardBrief(names, c.def, c.power);
    const o: StringSelect["options"][number] = {
      label: brief.label,
      value: String(c.uid),
      description: brief.description,
    };
    if (c.uid === read) o.default = true;
    return o;
  });
  const options = [all, ...cards];
  const select: StringSelect = {
    type: 3,
    custom_id: customId({ ref }, { verb: "read", ui: kept }),
    placeholder: clip(t.readPlaceholder, LIMITS.placeholder),
    options,
    min_values: 1,
    max_values: 1,
  };
  return row(select);
}

/** The hand: names, kinds and powers (one line a card, short on a phone); the card the player asked
 * to read shown whole and first; or, asked for all texts, every card's whole text when it fits,
 * else shorter texts. */
function handEmbed(
  view: PlayerView,
  names: Names,
  budget: number,
  read?: number | typeof ALL_TEXTS,
): APIEmbed {
  const t = panelText[names.locale];
  const title = t.handTitle(view.hand.length);
  if (view.hand.length === 0) return { title, description: t.emptyHand, color: COLOR.hand };
  const room = Math.min(LIMITS.embedDescription, budget - chars(title));
  const reading = view.hand.find((c) => c.uid === read);
  const others = view.hand.filter((c) => c !== reading);
  const first = reading ? [cardLine(names, reading, Number.POSITIVE_INFINITY)] : [];
  let description = "";
  const details = read === ALL_TEXTS ? HAND_DETAIL : NAMES_ONLY;
  for (let i = 0; i < details.length; i++) {
    const lines = [...first, ...others.map((c) => cardLine(names, c, details[i] as number))];
    description = fitLines(lines, room, boardText[names.locale].more);
    if (i === details.length - 1 || fitsWhole(description, lines)) break;
  }
  return description ? { title, description, color: COLOR.hand } : { title, color: COLOR.hand };
}

/**
 * The panel state after a component of the panel was used: `card` (a card chosen in the card
 * select), `mark` (options marked on the shown page) or `page`. Values that are not options of
 * the prompt are ignored; the engine validates the final answer anyway.
 */
export function nextPanelUi(action: GameAction, values: readonly string[], prompt: Prompt | null): PanelUi {
  switch (action.verb) {
    case "page":
      return action.ui;
    case "read": {
      if (values[0] === ALL_TEXTS) return { ...action.ui, read: ALL_TEXTS };
      const uid = Number(values[0]);
      return Number.isInteger(uid) && uid >= 0 ? { ...action.ui, read: uid } : action.ui;
    }
    case "card": {
      const ui: PlayUi = "marked" in action.ui ? {} : { ...action.ui };
      const uid = Number(values[0]);
      delete ui.targetPage;
      if (Number.isInteger(uid) && uid >= 0) ui.card = uid;
      return ui;
    }
    case "mark": {
      const ui = "marked" in action.ui ? action.ui : { marked: [] };
      const page = ui.page ?? 0;
      const from = page * PAGE_SIZE;
      const to = from + PAGE_SIZE;
      const picked = new Set<number>();
      for (const v of values) {
        const i = prompt?.options.findIndex((o) => o.id === v) ?? -1;
        if (i >= from && i < to && i < MAX_MARKABLE) picked.add(i);
      }
      const kept = ui.marked.filter((i) => i < from || i >= to);
      return { page, marked: [...kept, ...picked].sort((a, b) => a - b) };
    }
    default:
      return {};
  }
}
