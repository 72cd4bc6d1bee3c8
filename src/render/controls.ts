// The buttons and selects of a player's pending prompt. Every layout stays within 5 rows: a play
// prompt is "card select → target select" (plus abilities and End turn), small choices are
// buttons, larger ones a select, more than 25 options are paged (one "next page" button per paged
// list, cycling), and a multi-choice over more than 25 options keeps its marks in the custom_ids
// until "Confirm". Option ids come from the engine untouched, so the answer is validated there.

import { escapeMarkdown } from "discord.js";
import { mapPacked } from "../engine/packed.ts";
import type { Prompt } from "../engine/types.ts";
import type { PlayerView } from "../engine/view.ts";
import { panel as panelText } from "../i18n/areas/panel.ts";
import {
  encodeGameCustomId,
  type GameActionBody,
  MAX_MARKABLE,
  type MarkUi,
  type PanelUi,
  type PlayUi,
} from "./custom-id.ts";
import type { Names } from "./names.ts";
import {
  type Described,
  type Indexed,
  isAbilityId,
  type OptionText,
  parsePlay,
  playGroups,
} from "./options.ts";
import { type ActionRow, type Button, clip, LIMITS, row, type StringSelect } from "./payload.ts";

export const PAGE_SIZE = LIMITS.selectOptions;
/** Single choices up to this many options are buttons (3 rows of 5). */
const BUTTON_GRID = 15;
/** meFirst: Specials as buttons up to 2 rows. */
const SPECIAL_BUTTONS = 10;
/** Main prompt: abilities as buttons next to End turn and Show board, else a select. */
const ABILITY_BUTTONS = 3;

export interface ControlContext {
  ref: { gameId: string; version: number; promptId: number };
  prompt: Prompt;
  view: PlayerView;
  names: Names;
  text: OptionText;
  ui: PanelUi;
}

export interface Controls {
  rows: ActionRow[];
  /** Lines for the prompt embed (chosen card, marks, counts). */
  notes: string[];
}

type Style = 1 | 2 | 3 | 4;
const PRIMARY: Style = 1;
const SECONDARY: Style = 2;
const SUCCESS: Style = 3;
const DANGER: Style = 4;

export function customId(c: Pick<ControlContext, "ref">, body: GameActionBody): string {
  return encodeGameCustomId(c.ref, body);
}

export function button(label: string, custom_id: string, style: Style = SECONDARY, disabled = false): Button {
  const b: Button = { type: 2, style, label: clip(label, LIMITS.buttonLabel) || "?", custom_id };
  if (disabled) b.disabled = true;
  return b;
}

function selectOption(d: Described, value: string, isDefault = false): StringSelect["options"][number] {
  const o: StringSelect["options"][number] = { label: clip(d.label, LIMITS.selectText) || "?", value };
  // A select has no list beside it: what the option does follows its description, as far as fits.
  const about = d.description ? (d.detail ? `${d.description} · ${d.detail}` : d.description) : d.detail;
  if (about) o.description = clip(about, LIMITS.selectText);
  if (isDefault) o.default = true;
  return o;
}

function select(
  custom_id: string,
  placeholder: string,
  options: StringSelect["options"],
  min: number,
  max: number,
): StringSelect {
  return {
    type: 3,
    custom_id,
    placeholder: clip(placeholder, LIMITS.placeholder),
    options,
    min_values: min,
    max_values: max,
  };
}

interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
  next: number;
}

function paged<T>(list: readonly T[], page: number | undefined): Paged<T> {
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const p = Math.min(Math.max(0, page ?? 0), pages - 1);
  return { items: list.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE), page: p, pages, next: (p + 1) % pages };
}

function grid(buttons: Button[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (let i = 0; i < buttons.length; i += LIMITS.buttonsPerRow) {
    rows.push(row(...buttons.slice(i, i + LIMITS.buttonsPerRow)));
  }
  return rows;
}

/** Room for one option's line in the prompt's numbered list (the effect text is clipped to it). */
const OPTION_LINE = 300;
/**
 * Up to this many options, each line of the list also gives its card's or base's text (issue 21:
 * what is needed to choose). More would not fit a phone's panel (phone-board's short panel): each
 * line then names the card, its kind and place, and a select's options still carry the text; an
 * option with nothing but its text (an effect to order) keeps it.
 */
const OPTIONS_WITH_TEXT = 3;

/**
 * Buttons hold a short label only (80 characters, no description), so when the options of a
 * button grid say more than their names — whose card, where, what power, what an effect does —
 * the prompt lists each option with its whole description. Options whose labels repeat (two Ninja
 * Acolytes on different bases) are numbered on the button and in the list, to be told apart.
 */
export function numbered(c: Pick<ControlContext, "prompt" | "text">, items: readonly Indexed[]) {
  const full = items.map((x) => c.text.option(c.prompt, x.option));
  // An option told by its text alone (an effect to order) keeps it.
  const described =
    full.length > OPTIONS_WITH_TEXT
      ? full.map((d) => (d.description ? ({ label: d.label, description: d.description } as Described) : d))
      : full;
  const plain = described.map((d) => d.label);
  const repeated = new Set(plain).size < plain.length;
  const labels = repeated ? described.map((d, i) => `${i + 1}. ${d.label}`) : plain;
  if (!repeated && !described.some((d) => d.description || d.detail)) return { labels, notes: [] };
  const notes = described.map((d, i) => {
    let line = `**${escaped(labels[i] as string)}**`;
    if (d.description) line += ` — ${escaped(d.description)}`;
    if (d.detail) line += ` — ${d.detail}`;
    return clip(line, OPTION_LINE);
  });
  return { labels, notes };
}

/**
 * A text escaped for markdown, once per text: the options' names and card texts come back at every
 * click, and escaping one is eight regular expressions (issue 22). Bounded: emptied when full.
 */
const escapedTexts = new Map<string, string>();
const ESCAPED_TEXTS = 4096;
const MARKDOWN = /[\\`*_~|]/;

export function escaped(text: string): string {
  // escapeMarkdown's defaults (no headings, lists or links) change only texts with one of these.
  if (!MARKDOWN.test(text)) return text;
  let out = escapedTexts.get(text);
  if (out === undefined) {
    out = escapeMarkdown(text);
    if (escapedTexts.size >= ESCAPED_TEXTS) escapedTexts.clear();
    escapedTexts.set(text, out);
  }
  return out;
}

function indexed(prompt: Prompt): Indexed[] {
  // Packed in every tier, as the lists filtered from it (engine/packed.ts): numbered() and paged() read both.
  return mapPacked(prompt.options, (option, index) => ({ option, index }));
}

const asPlay = (ui: PanelUi): PlayUi => ("marked" in ui ? {} : ui);
const asMark = (ui: PanelUi): MarkUi => ("marked" in ui ? ui : { marked: [] });

/** Whether the options of a "choose" prompt all play a card (extra plays): shown like the main prompt. */
function isPlayPrompt(prompt: Prompt): boolean {
  return (
    prompt.options.length > 0 && prompt.options.every((o) => parsePlay(o.id) !== null && o.card !== undefined)
  );
}

export function promptControls(c: ControlContext): Controls {
  const { prompt } = c;
  if (prompt.options.length === 0) return { rows: [], notes: [] };
  switch (prompt.kind) {
    case "main":
      return playControls(c);
    case "meFirst":
      return windowControls(c);
    case "order":
      return singleControls(c, indexed(prompt), []);
    default:
      if (isPlayPrompt(prompt)) return playControls(c);
      if (prompt.max <= 1) return singleControls(c, indexed(prompt), declineButton(c));
      return multiControls(c);
  }
}

function declineButton(c: ControlContext): Button[] {
  const t = panelText[c.names.locale];
  if (c.prompt.min > 0) return [];
  const label = isPlayPrompt(c.prompt) ? t.dontPlay : t.none;
  return [button(label, customId(c, { verb: "done", marked: [] }))];
}

function boardButton(c: ControlContext): Button {
  return button(panelText[c.names.locale].showBoard, customId(c, { verb: "board" }));
}

/** Card select, then the chosen card's targets; abilities and End turn below. */
function playControls(c: ControlContext): Controls {
  const { prompt, names, text } = c;
  const t = panelText[names.locale];
  const ui = asPlay(c.ui);
  const groups = playGroups(prompt);
  const rows: ActionRow[] = [];
  const nav: Button[] = [];
  const last: Button[] = [];
  const notes: string[] = [];
  const chosen = groups.find((g) => g.card === ui.card) ?? (groups.length === 1 ? groups[0] : undefined);

  const cards = paged(groups, ui.page);
  if (groups.length > 0) {
    const here: PlayUi = { ...ui, page: cards.page };
    delete here.card;
    const options = cards.items.map((g) =>
      selectOption(text.card(g.card), String(g.card), g.card === chosen?.card),
    );
    rows.push(row(select(customId(c, { verb: "card", ui: here }), t.cardPlaceholder, options, 1, 1)));
    if (cards.pages > 1) {
      nav.push(
        button(
          t.nextCards(cards.next + 1, cards.pages),
          customId(c, { verb: "page", ui: { ...ui, page: cards.next } }),
        ),
      );
    }
  } else if (prompt.kind === "main") {
    notes.push(t.noPlayable);
  }

  if (chosen) {
    const name = names.card(chosen.card);
    const def = names.cardDefOf(chosen.card);
    const about = def ? names.cardText(def) : "";
    notes.push(about ? `${t.chosen(`**${name}**`)} — ${about}` : t.chosen(`**${name}**`));
    const only = chosen.options.length === 1 ? chosen.options[0] : undefined;
    if (only) {
      const play = parsePlay(only.option.id);
      const label =
        play && (play.base !== undefined || play.target !== undefined)
          ? t.playOn(name, text.target(play).label)
          : t.play(name);
      rows.push(row(button(label, customId(c, { verb: "pick", arg: only.option.id }), PRIMARY)));
    } else {
      const targets = paged(chosen.options, ui.card === chosen.card ? ui.targetPage : 0);
      const options = targets.items.map((x) => {
        const play = parsePlay(x.option.id);
        return selectOption(play ? text.target(play) : text.option(prompt, x.option), x.option.id);
      });
      rows.push(
        row(select(customId(c, { verb: "pick", arg: "t" }), t.targetPlaceholder(name), options, 1, 1)),
      );
      if (targets.pages > 1) {
        const next: PlayUi = { ...ui, card: chosen.card, targetPage: targets.next };
        nav.push(
          button(t.nextTargets(targets.next + 1, targets.pages), customId(c, { verb: "page", ui: next })),
        );
      }
    }
  }

  const abilities = prompt.kind === "main" ? indexed(prompt).filter((x) => isAbilityId(x.option.id)) : [];
  if (abilities.length <= ABILITY_BUTTONS) {
    const list = numbered(c, abilities);
    notes.push(...list.notes);
    abilities.forEach((a, i) => {
      last.push(button(list.labels[i] as string, customId(c, { verb: "pick", arg: a.option.id })));
    });
  } else {
    const ab = paged(abilities, ui.abilityPage);
    const options = ab.items.map((a) => selectOption(text.option(prompt, a.option), a.option.id));
    rows.push(row(select(customId(c, { verb: "pick", arg: "a" }), t.abilityPlaceholder, options, 1, 1)));
    if (ab.pages > 1) {
      nav.push(
        button(
          t.nextAbilities(ab.next + 1, ab.pages),
          customId(c, { verb: "page", ui: { ...ui, abilityPage: ab.next } }),
        ),
      );
    }
  }
  if (prompt.options.some((o) => o.id === "end")) {
    last.push(button(t.endTurn, customId(c, { verb: "pick", arg: "end" }), DANGER));
  }
  last.push(...declineButton(c));
  if (prompt.kind === "main") last.push(boardButton(c));
  if (nav.length) rows.push(row(...nav));
  if (last.length) rows.push(row(...last));
  return { rows, notes };
}

/** A Special window: each usable Special, Pass, and the standing order. */
function windowControls(c: ControlContext): Controls {
  const { prompt, names, text } = c;
  const t = panelText[names.locale];
  const all = indexed(prompt);
  const specials = all.filter((x) => x.option.id !== "pass");
  const rows: ActionRow[] = [];
  const last: Button[] = [];
  const notes: string[] = [];
  if (specials.length <= SPECIAL_BUTTONS) {
    const list = numbered(c, specials);
    notes.push(...list.notes);
    rows.push(
      ...grid(
        specials.map((x, i) =>
          button(list.labels[i] as string, customId(c, { verb: "pick", arg: x.option.id }), PRIMARY),
        ),
      ),
    );
  } else {
    const pg = paged(specials, asPlay(c.ui).page);
    const options = pg.items.map((x) => selectOption(text.option(prompt, x.option), x.option.id));
    rows.push(row(select(customId(c, { verb: "pick", arg: "o" }), t.optionPlaceholder, options, 1, 1)));
    if (pg.pages > 1) {
      last.push(
        button(t.nextOptions(pg.next + 1, pg.pages), customId(c, { verb: "page", ui: { page: pg.next } })),
      );
    }
  }
  const pass = all.find((x) => x.option.id === "pass");
  if (pass)
    last.push(button(text.option(prompt, pass.option).label, customId(c, { verb: "pick", arg: "pass" })));
  last.push(autoPassButton(c));
  rows.push(row(...last));
  return { rows, notes: [...notes, t.autoPassHelp] };
}

export function autoPassButton(c: Pick<ControlContext, "ref" | "view" | "names">): Button {
  const on = c.view.players[c.view.viewer]?.autoPass ?? false;
  return button(
    panelText[c.names.locale].autoPass(on),
    customId(c, { verb: "auto", on: !on }),
    on ? SUCCESS : SECONDARY,
  );
}

/** One answer (or none when optional): buttons when few, else a select, paged beyond 25. */
function singleControls(c: ControlContext, options: Indexed[], extra: Button[]): Controls {
  const { prompt, text, names } = c;
  const t = panelText[names.locale];
  if (options.length <= BUTTON_GRID) {
    const list = numbered(c, options);
    const buttons = options.map((x, i) => {
      const style = x.option.id === "yes" ? SUCCESS : x.option.id === "no" ? SECONDARY : PRIMARY;
      return button(list.labels[i] as string, customId(c, { verb: "pick", arg: x.option.id }), style);
    });
    const rows = grid(buttons);
    if (extra.length) rows.push(row(...extra));
    return { rows, notes: list.notes };
  }
  const pg = paged(options, asPlay(c.ui).page);
  const selectOptions = pg.items.map((x) => selectOption(text.option(prompt, x.option), x.option.id));
  const rows = [
    row(select(customId(c, { verb: "pick", arg: "o" }), t.optionPlaceholder, selectOptions, 1, 1)),
  ];
  const last = [...extra];
  if (pg.pages > 1) {
    last.unshift(
      button(t.nextOptions(pg.next + 1, pg.pages), customId(c, { verb: "page", ui: { page: pg.next } })),
    );
  }
  if (last.length) rows.push(row(...last));
  return { rows, notes: [] };
}

/** Several answers: one select when the options fit in it, else marks kept across pages. */
function multiControls(c: ControlContext): Controls {
  const { prompt, text, names } = c;
  const t = panelText[names.locale];
  const all = indexed(prompt);
  const count = t.chooseCount(prompt.min, prompt.max);
  if (all.length <= PAGE_SIZE) {
    const options = all.map((x) => selectOption(text.option(prompt, x.option), x.option.id));
    const rows = [
      row(select(customId(c, { verb: "pick", arg: "o" }), count, options, prompt.min, prompt.max)),
    ];
    const extra = declineButton(c);
    if (extra.length) rows.push(row(...extra));
    return { rows, notes: [count] };
  }
  const markable = all.slice(0, MAX_MARKABLE);
  const ui = asMark(c.ui);
  const marked = [...new Set(ui.marked)].filter((i) => i < markable.length).sort((a, b) => a - b);
  const pg = paged(markable, ui.page);
  const maxValues = Math.min(pg.items.length, prompt.max);
  const onPage = new Set(
    pg.items
      .filter((x) => marked.includes(x.index))
      .slice(0, maxValues)
      .map((x) => x.index),
  );
  const options = pg.items.map((x) =>
    selectOption(text.option(prompt, x.option), x.option.id, onPage.has(x.index)),
  );
  const rows = [
    row(select(customId(c, { verb: "mark", ui: { page: pg.page, marked } }), count, options, 0, maxValues)),
  ];
  const last: Button[] = [];
  if (pg.pages > 1) {
    last.push(
      button(
        t.nextOptions(pg.next + 1, pg.pages),
        customId(c, { verb: "page", ui: { page: pg.next, marked } }),
      ),
    );
  }
  const ok = marked.length >= prompt.min && marked.length <= prompt.max;
  last.push(button(t.confirm(marked.length), customId(c, { verb: "done", marked }), SUCCESS, !ok));
  rows.push(row(...last));
  const names_ = marked.map((i) => text.option(prompt, (all[i] as Indexed).option).label);
  const notes = [count, names_.length ? t.marked(names_.join(", ")) : t.markedNone];
  if (all.length > markable.length) notes.push(t.onlyFirst(MAX_MARKABLE));
  return { rows, notes };
}
