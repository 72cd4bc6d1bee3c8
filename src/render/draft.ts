// Faction selection. The public message says whose pick it is, what was picked and what is left,
// with a button that opens the private pick: one select per box (split beyond 25 factions), four
// selects per page and a "more factions" button when there are more.

import type { APIEmbed } from "discord.js";
import { CATALOG } from "../../cards/catalog.ts";
import { pendingPickers } from "../app/lobby.ts";
import type { GameSetupRecord } from "../app/setup.ts";
import { factionDef } from "../engine/defs.ts";
import { draft as draftText } from "../i18n/areas/draft.ts";
import { factions as factionText } from "../i18n/areas/factions.ts";
import { lobby as lobbyText } from "../i18n/areas/lobby.ts";
import { boxName, factionName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { button } from "./controls.ts";
import { encodeCustomId, type LobbyAction } from "./custom-id.ts";
import { factionAbout, factionCardsEmbed } from "./faction-cards.ts";
import { seatName } from "./names.ts";
import {
  type ActionRow,
  clip,
  fitLines,
  LIMITS,
  type MessagePayload,
  mentionOnly,
  row,
  type StringSelect,
} from "./payload.ts";

export interface DraftView {
  gameId: string;
  version: number;
  setup: GameSetupRecord;
}

export interface DraftPickInput extends DraftView {
  /** The seat of the player opening their pick. */
  seat: number;
  /** The factions that player may pick now (the game service's pickableFactions). */
  pickable: readonly string[];
  page?: number;
  /** A faction whose cards the player asked to see (any faction of the catalog). */
  seeing?: string;
}

const COLOR = 0x9b59b6;
/** Selects per page of the private pick: four when they all fit on one page (the fifth row lets
 * the player see a faction's cards), else three (the see select, then the page button). */
const SELECTS_ONE_PAGE = 4;
const SELECTS_PER_PAGE = 3;

type DraftBody = LobbyAction extends infer A
  ? A extends LobbyAction
    ? Omit<A, "prefix" | "gameId" | "version" | "promptId">
    : never
  : never;

/** Picks made so far: the draft's "prompt id", so a pick from an outdated panel is refused. */
function picksMade(setup: GameSetupRecord): number {
  return (setup.draft?.picks ?? setup.seats.map((s) => s.factions)).reduce((n, p) => n + p.length, 0);
}

function draftId(view: DraftView, body: DraftBody): string {
  return encodeCustomId({
    prefix: "lb",
    gameId: view.gameId,
    version: view.version,
    promptId: picksMade(view.setup),
    ...body,
  } as LobbyAction);
}

function picksOf(setup: GameSetupRecord): string[][] {
  return setup.seats.map((s, i) => setup.draft?.picks[i] ?? s.factions);
}

function boxOf(faction: string): string {
  return factionDef(faction)?.box ?? CATALOG.find((b) => b.factions.some((f) => f.id === faction))?.id ?? "";
}

/** Factions by box, boxes in catalog order, each group at most 25 (a select's limit). */
function byBox(factions: readonly string[]): { box: string; factions: string[] }[] {
  const order = (box: string) => {
    const i = CATALOG.findIndex((b) => b.id === box);
    return i < 0 ? CATALOG.length : i;
  };
  const boxes = [...new Set(factions.map(boxOf))].sort((a, b) => order(a) - order(b));
  return boxes.flatMap((box) => {
    const list = factions.filter((f) => boxOf(f) === box);
    const chunks: { box: string; factions: string[] }[] = [];
    for (let i = 0; i < list.length; i += LIMITS.selectOptions) {
      chunks.push({ box, factions: list.slice(i, i + LIMITS.selectOptions) });
    }
    return chunks;
  });
}

export function renderDraft(view: DraftView, locale: Locale): MessagePayload {
  const t = draftText[locale];
  const { setup } = view;
  const name = (seat: number) => seatName(setup.seats, seat, locale);
  const pending = pendingPickers(setup);
  const picks = picksOf(setup);
  const lines: string[] = [];
  const d = setup.draft;
  if (d && d.order.length > 0) {
    const made = picks.reduce((n, p) => n + p.length, 0);
    lines.push(t.order(d.order.map((s, i) => (i === made ? `__**${name(s)}**__` : name(s))).join(" → ")), "");
  }
  lines.push(`**${t.picksTitle}**`);
  setup.seats.forEach((_, seat) => {
    const mine = picks[seat] ?? [];
    lines.push(
      `${name(seat)}: ${mine.length ? mine.map((f) => factionName(f, locale)).join(", ") : t.noPick}`,
    );
  });
  if (d) {
    const taken = new Set(d.allowDuplicates ? [] : picks.flat());
    const left = d.pool.filter((f) => !taken.has(f));
    lines.push("", `**${t.leftTitle(left.length)}**`);
    for (const g of byBox(left)) {
      lines.push(`*${boxName(g.box, locale)}*: ${g.factions.map((f) => factionName(f, locale)).join(", ")}`);
    }
  }
  const embed: APIEmbed = {
    title: t.title,
    description: fitLines(lines, LIMITS.embedDescription, t.more),
    color: COLOR,
  };
  const users = pending.map((s) => setup.seats[s]?.userId).filter((u): u is string => !!u);
  const mentions = users.map((u) => `<@${u}>`).join(" ");
  let content = t.complete;
  if (pending.length > 0) content = d && d.order.length > 0 ? t.yourPick(mentions) : t.freePick(mentions);
  // Anyone may still leave (the others go back to the lobby) and the host may cancel.
  const l = lobbyText[locale];
  const components: ActionRow[] =
    pending.length > 0
      ? [
          row(
            button(t.pickButton, draftId(view, { verb: "draft" }), 1),
            button(l.leave, draftId(view, { verb: "leave" }), 2),
            button(l.cancel, draftId(view, { verb: "cancel" }), 4),
          ),
        ]
      : [];
  return {
    content: clip(content, LIMITS.content),
    embeds: [embed],
    components,
    allowedMentions: mentionOnly(users),
  };
}

export function renderDraftPick(input: DraftPickInput, locale: Locale): MessagePayload {
  const t = draftText[locale];
  const mine = picksOf(input.setup)[input.seat] ?? [];
  const groups = byBox(input.pickable);
  const title = t.pickTitle(Math.min(mine.length + 1, 2));
  if (groups.length === 0) {
    return {
      content: "",
      embeds: [{ title, description: t.nothingToPick, color: COLOR }],
      components: [],
      allowedMentions: mentionOnly([]),
    };
  }
  const perPage = groups.length <= SELECTS_ONE_PAGE ? SELECTS_ONE_PAGE : SELECTS_PER_PAGE;
  const pages = Math.ceil(groups.length / perPage);
  const page = Math.min(Math.max(0, input.page ?? 0), pages - 1);
  const first = page * perPage;
  const rows: ActionRow[] = groups.slice(first, first + perPage).map((g, k) => {
    const select: StringSelect = {
      type: 3,
      custom_id: draftId(input, { verb: "fac", group: first + k }),
      placeholder: clip(t.pickPlaceholder(boxName(g.box, locale)), LIMITS.placeholder),
      min_values: 1,
      max_values: 1,
      options: g.factions.map((f) => ({
        label: clip(factionName(f, locale), LIMITS.selectText),
        value: f,
        description: clip(factionAbout(f, locale) || boxName(g.box, locale), LIMITS.selectText),
      })),
    };
    return row(select);
  });
  // Looking is not picking: a separate select shows a faction's cards above the pick.
  const shown = groups.slice(first, first + perPage).flatMap((g) => g.factions);
  const see: StringSelect = {
    type: 3,
    custom_id: draftId(input, { verb: "see", page }),
    placeholder: clip(factionText[locale].seePlaceholder, LIMITS.placeholder),
    min_values: 1,
    max_values: 1,
    options: shown.slice(0, LIMITS.selectOptions).map((f) => ({
      label: clip(factionName(f, locale), LIMITS.selectText),
      value: f,
      ...(f === input.seeing ? { default: true } : {}),
    })),
  };
  rows.push(row(see));
  if (pages > 1) {
    const next = (page + 1) % pages;
    rows.push(row(button(t.nextPage(next + 1, pages), draftId(input, { verb: "page", page: next }))));
  }
  const description = mine.length ? mine.map((f) => factionName(f, locale)).join(", ") : t.noPick;
  // What each faction of the page does, whole (a select's description holds 100 characters).
  const about = shown.map((f) => `**${factionName(f, locale)}** — ${factionAbout(f, locale)}`);
  const seeing = input.seeing ? factionCardsEmbed(input.seeing, locale) : null;
  const head = `**${t.picksTitle}**: ${description}`;
  const pickEmbed: APIEmbed = {
    title,
    description: fitLines([head, "", ...about], seeing ? 1800 : LIMITS.embedDescription, t.more),
    color: COLOR,
  };
  return {
    content: "",
    embeds: seeing ? [pickEmbed, seeing] : [pickEmbed],
    components: rows,
    allowedMentions: mentionOnly([]),
  };
}
