// Discard piles, for anyone (DECK-6: any player may look through any discard pile at any time):
// one embed per player's pile — each card name once, with its copies, minions first — and one for
// the discarded bases. Built from the public view only. Sent privately to whoever asked, so a
// long pile never pushes the board up the channel.

import type { APIEmbed } from "discord.js";
import { cardDef, hasCardDef } from "../engine/defs.ts";
import type { Seat } from "../engine/types.ts";
import type { PublicView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { discards as discardText } from "../i18n/areas/discards.ts";
import { panel as panelText } from "../i18n/areas/panel.ts";
import type { Locale } from "../i18n/locale.ts";
import { type DefTable, Names, type PlayerRef } from "./names.ts";
import { clip, EMBED_BUDGET, fitLines, LIMITS, type MessagePayload, mentionOnly } from "./payload.ts";

export interface DiscardsInput {
  view: PublicView;
  players: readonly PlayerRef[];
  defs: DefTable;
  /** Only this player's pile (and the discarded bases); every player's when absent. */
  seat?: Seat;
}

const COLOR = 0x99aab5;

export function renderDiscards(input: DiscardsInput, locale: Locale): MessagePayload {
  const names = new Names(locale, input.players, input.defs);
  const t = discardText[locale];
  const { view } = input;
  const seats = input.seat === undefined ? view.players.map((p) => p.seat) : [input.seat];
  const blocks: { title: string; lines: string[] }[] = seats.map((seat) => {
    const pile = view.players[seat]?.discard ?? [];
    return { title: t.pileTitle(names.seat(seat), pile.length), lines: pileLines(pile, names) };
  });
  blocks.push({
    title: t.basePileTitle(view.baseDiscard.length),
    lines: [...view.baseDiscard].map((def) => `**${names.baseByDef(def)}**`),
  });
  // Every block gets an equal share of the budget; a longer pile is shortened with "+N more".
  const share = Math.min(LIMITS.embedDescription, Math.floor(EMBED_BUDGET / blocks.length) - 80);
  const embeds: APIEmbed[] = blocks.map((b) => ({
    title: clip(b.title, LIMITS.embedTitle),
    description: b.lines.length ? fitLines(b.lines, share, boardText[locale].more) : t.empty,
    color: COLOR,
  }));
  return { content: "", embeds, components: [], allowedMentions: mentionOnly([]) };
}

/** Each card name once with its number of copies: minions (by power, then name), then actions. */
function pileLines(pile: readonly { def: string }[], names: Names): string[] {
  const p = panelText[names.locale];
  const counts = new Map<string, number>();
  for (const c of pile) counts.set(c.def, (counts.get(c.def) ?? 0) + 1);
  const entries = [...counts.entries()].map(([def, count]) => {
    const d = hasCardDef(def) ? cardDef(def) : null;
    const minion = d?.type === "minion";
    return { def, count, minion, power: d?.power ?? 0, name: names.cardByDef(def) };
  });
  entries.sort(
    (a, b) =>
      Number(b.minion) - Number(a.minion) || b.power - a.power || a.name.localeCompare(b.name, names.locale),
  );
  return entries.map((e) =>
    discardText[names.locale].line(e.count, e.name, e.minion ? p.minion(e.power) : p.action),
  );
}
