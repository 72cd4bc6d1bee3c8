// What a player reads to choose (issue 13) stays within Discord's limits at its largest: the
// numbered option lists of the longest prompts, the cards a prompt shows, the whole texts of a
// full hand, and every discard pile of a four-player game (DECK-6).

import { describe, expect, it } from "vitest";
import { CATALOG } from "../../cards/catalog.ts";
import { cardText, msg } from "../../src/i18n/index.ts";
import { decodeCustomId } from "../../src/render/custom-id.ts";
import { renderDiscards } from "../../src/render/discards.ts";
import { factionCardsEmbed } from "../../src/render/faction-cards.ts";
import { renderPanel } from "../../src/render/panel.ts";
import { LIMITS } from "../../src/render/payload.ts";
import {
  ACTIONS,
  BASES,
  bigPlayerView,
  bigPublicView,
  GAME_ID,
  LONG_PLAYERS,
  MINIONS,
  minionsOf,
} from "./fixtures.ts";
import { buttons, expectValid, selects } from "./support.ts";

/** Card definitions by the length of their text, longest first. */
const LONGEST_TEXTS = [...MINIONS, ...ACTIONS].sort(
  (a, b) => cardText(b, "fr").length - cardText(a, "fr").length,
);

/**
 * A player choosing among 15 minions of a crowded table, after looking at 10 cards, with `hand`
 * cards in hand: the cards looked at and those in hand have the longest texts there are.
 */
function longTextsChoice(hand: number) {
  const big = bigPublicView({ bases: 8, minions: 8, attached: 2 });
  const targets = minionsOf(big.view).slice(0, 15);
  const p = bigPlayerView(big, hand, () => ({
    id: 7,
    seat: 0,
    kind: "choose",
    purpose: "return",
    options: targets.map((m) => ({ id: `c${m.uid}`, card: m.uid })),
    min: 1,
    max: 1,
    shown: Array.from({ length: 10 }, (_, i) => 200_000 + i),
  }));
  LONGEST_TEXTS.slice(0, hand).forEach((def, i) => {
    p.defs.cards[200_000 + i] = def;
    const c = p.view.hand[i];
    if (c) {
      c.def = def;
      p.defs.cards[c.uid] = def;
    }
  });
  return p;
}

describe("the largest choices and looks fit Discord's limits", () => {
  for (const locale of ["en", "fr"] as const) {
    it(`15 minions to choose from, 10 cards looked at and a full hand of long texts (${locale})`, () => {
      const p = longTextsChoice(10);
      const panel = renderPanel({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...p }, locale);
      expectValid(panel);
      expect(buttons(panel).filter((b) => /:pick:c/.test(b.custom_id))).toHaveLength(15);
      expect(panel.embeds[1]?.description).toBeTruthy();
    });

    it(`15 effects to order, each with its text (${locale})`, () => {
      const big = bigPublicView({ bases: 4, minions: 4, attached: 1 });
      const p = bigPlayerView(big, 10, () => ({
        id: 8,
        seat: 0,
        kind: "order",
        purpose: "orderTriggers",
        options: LONGEST_TEXTS.slice(0, 15).map((def, i) => ({ id: `o${i}`, label: def })),
        min: 1,
        max: 1,
      }));
      const panel = renderPanel({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...p }, locale);
      expectValid(panel);
      // Every effect's text starts in the list.
      for (const def of LONGEST_TEXTS.slice(0, 3)) {
        expect(panel.embeds[0]?.description).toContain(cardText(def, locale).slice(0, 30));
      }
    });

    it(`every discard pile of four players and the discarded bases (${locale})`, () => {
      const big = bigPublicView({ bases: 1, minions: 1, attached: 0 });
      big.view.baseDiscard = BASES.slice(0, 40);
      const all = renderDiscards({ players: LONG_PLAYERS, ...big }, locale);
      expectValid(all);
      expect(all.embeds).toHaveLength(5);
      const one = renderDiscards({ players: LONG_PLAYERS, ...big, seat: 2 }, locale);
      expectValid(one);
      expect(one.embeds).toHaveLength(2);
    });
  }
});

describe("the draft's faction lines and card lists", () => {
  const all = CATALOG.flatMap((b) => b.factions.map((f) => f.id));

  it("has one line per faction of the four boxes, in both languages, readable in a select", () => {
    expect(all).toHaveLength(19);
    for (const locale of ["en", "fr"] as const) {
      const about = msg(locale).factions.about;
      expect(Object.keys(about).sort()).toEqual([...all].sort());
      for (const id of all) {
        expect(about[id]?.length, `${locale} ${id}`).toBeGreaterThan(20);
        expect(about[id]?.length, `${locale} ${id}`).toBeLessThanOrEqual(LIMITS.selectText);
      }
    }
  });

  it("lists every faction's cards within Discord's limits", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const id of all) {
        const embed = factionCardsEmbed(id, locale);
        expect(embed, id).not.toBeNull();
        const f = CATALOG.flatMap((b) => b.factions).find((x) => x.id === id);
        for (const c of f?.cards ?? [])
          expect(embed?.description).toContain(`**${c.name[locale] || c.name.en}**`);
        expectValid({ content: "", embeds: [embed!], components: [], allowedMentions: { parse: [] } });
      }
    }
    expect(factionCardsEmbed("nope", "en")).toBeNull();
  });
});

describe("reading a hand card's whole text: the hand shows names first (issue 21)", () => {
  for (const locale of ["en", "fr"] as const) {
    it(`offers a select of the hand, and shows the chosen card whole (${locale})`, () => {
      const p = longTextsChoice(12);
      const input = { gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...p };
      const panel = renderPanel(input, locale);
      expectValid(panel);
      const read = selects(panel).find((s) => decodeCustomId(s.custom_id)?.verb === "read");
      // "All my cards' texts", then each card.
      expect(read?.options).toHaveLength(13);
      expect(read?.options[0]?.value).toBe("all");
      const longest = p.view.hand[0];
      const whole = cardText(longest?.def ?? "", locale);
      expect(panel.embeds.at(-1)?.description).not.toContain(whole);
      // One line a card, no rules text.
      expect(panel.embeds.at(-1)?.description?.split("\n")).toHaveLength(12);
      expect(panel.embeds.at(-1)?.description).not.toContain(" — ");
      const reading = renderPanel({ ...input, ui: { read: longest?.uid ?? -1 } }, locale);
      expectValid(reading);
      expect(reading.embeds.at(-1)?.description).toContain(whole);
      const all = renderPanel({ ...input, ui: { read: "all" } }, locale);
      expectValid(all);
      expect(
        all.embeds
          .at(-1)
          ?.description?.split("\n")
          .filter((l) => l.includes(" — ")).length,
      ).toBeGreaterThan(6);
    });
  }
});
