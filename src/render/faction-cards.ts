// A faction's cards, for a player choosing factions (issue 13: "a way to see its cards before
// picking"): every card of the catalog with its copies, minion power or action, and its text when
// the bot plays the faction (a faction not written yet shows the names the catalog has).

import type { APIEmbed } from "discord.js";
import { CATALOG, type CatalogFaction } from "../../cards/catalog.ts";
import { hasCardDef } from "../engine/defs.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { factions as factionText } from "../i18n/areas/factions.ts";
import { cardText, factionName } from "../i18n/card-names.ts";
import type { Locale } from "../i18n/locale.ts";
import { clip, fitLines, LIMITS } from "./payload.ts";

const COLOR = 0x9b59b6;
/** Room for a faction's list in a pick panel that also holds the pick's own embed. */
const LIST_CAP = 3800;

export function catalogFaction(id: string): CatalogFaction | undefined {
  for (const box of CATALOG) {
    const f = box.factions.find((x) => x.id === id);
    if (f) return f;
  }
  return undefined;
}

/** The one line of what a faction does, in `locale`. */
export function factionAbout(id: string, locale: Locale): string {
  return factionText[locale].about[id] ?? "";
}

export function factionCardsEmbed(id: string, locale: Locale): APIEmbed | null {
  const f = catalogFaction(id);
  if (!f) return null;
  const t = factionText[locale];
  const written = f.cards.some((c) => hasCardDef(`${id}:${c.id}`));
  const total = f.cards.reduce((n, c) => n + c.count, 0);
  const about = factionAbout(id, locale);
  const head = [about ? `*${about}*` : "", written ? "" : t.notWritten].filter((s) => s);
  for (const detail of [220, 110, 0]) {
    const lines = f.cards.map((c) => {
      const kind = c.type === "minion" ? t.minion(c.power ?? 0) : t.action;
      const key = `${id}:${c.id}`;
      const text = detail > 0 && hasCardDef(key) ? cardText(key, locale) : "";
      return `${t.cardLine(c.count, c.name[locale] || c.name.en, kind)}${text ? ` — ${clip(text, detail)}` : ""}`;
    });
    const all = [...head, ...lines].join("\n");
    if (all.length <= LIST_CAP || detail === 0) {
      return {
        title: clip(t.cardsTitle(factionName(id, locale), total), LIMITS.embedTitle),
        description: fitLines([...head, ...lines], LIST_CAP, boardText[locale].more),
        color: COLOR,
      };
    }
  }
  return null;
}
