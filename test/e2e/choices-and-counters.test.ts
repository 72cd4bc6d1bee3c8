// What a player reads to choose, on a phone (issue 21), through the fake Discord in English and in
// French: a choice among bases not in play (Terraforming searches the base deck) shows each base's
// breakpoint, VP and ability; +1 power counters are named as counters on the board and in the
// panel (the French rulebook's "marqueur Force +1"); the face-up top base shows its ability.

import { Locale } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { baseDef } from "../../src/engine/defs.ts";
import { baseName, baseText, cardName, msg, purposeText } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

let table: Table;
afterEach(() => table?.close());

const embedText = (m: FakeMessage) =>
  m.embeds
    .map((e) => [e.title ?? "", e.description ?? "", ...(e.fields ?? []).map((f) => f.value)].join("\n"))
    .join("\n");

const DECK = ["the-great-library", "rhodes-plaza-mall", "the-mothership"];

const scenario: Scenario = {
  active: 0,
  phase: "play",
  players: [
    { factions: ["aliens", "dinosaurs"], hand: ["aliens:terraforming"] },
    { factions: ["vampires", "ninjas"] },
  ],
  bases: [
    { id: "jungle-oasis", minions: [{ card: "dinosaurs:war-raptor", owner: 0, counters: 2 }] },
    { id: "tar-pits" },
    { id: "the-central-brain" },
  ],
  baseDeck: DECK,
};

for (const locale of ["en", "fr"] as const) {
  const m = msg(locale);
  describe(`choices and counters (${locale})`, () => {
    it("shows each base's breakpoint, VP and ability, and counters as counters", async () => {
      const discord = locale === "fr" ? Locale.French : Locale.EnglishUS;
      table = await Table.open({ players: 2, guildLocale: discord, userLocales: [discord, discord] });
      const game = await prepareGame(table, scenario, { locale });
      const [alice] = table.players as TablePlayer[];

      const played = await game.step(() =>
        alice!.driver.slash(table.channel, "smashup", {
          subcommand: "play",
          options: { card: cardName("aliens:terraforming", locale) },
        }),
      );
      // The board: the Raptor's counters say what they are.
      const counters = locale === "en" ? "2 +1 power counters" : "2 marqueurs Force +1";
      expect(embedText(game.board())).toContain(counters);
      const panel = played.reply;
      expect(panel.embeds[0]?.title).toBe(purposeText("searchBaseDeck", locale));
      // The whole base deck (more than a grid of buttons): a select, each base with its
      // breakpoint, VP and ability as far as Discord's 100 characters go.
      const select = panel.interactiveComponents.find((c) => c.type === 3) as unknown as {
        options: { label: string; description?: string }[];
      };
      expect(select.options.length).toBeGreaterThan(15);
      expect(select.options.slice(0, 3).map((o) => o.label)).toEqual(
        DECK.map((id) => baseName(`base:${id}`, locale)),
      );
      for (const o of select.options) {
        const id = DECK.find((d) => baseName(`base:${d}`, locale) === o.label);
        if (!id) continue;
        const def = baseDef(`base:${id}`);
        const [a, b, c] = def.vp;
        const breakpoint = locale === "en" ? `breakpoint ${def.breakpoint}` : `résistance ${def.breakpoint}`;
        expect(o.description).toContain(`${breakpoint} · ${m.board.rewards(a, b, c)} · `);
        expect(o.description).toContain(baseText(`base:${id}`, locale).slice(0, 30));
        expect([...(o.description ?? "")].length).toBeLessThanOrEqual(100);
      }
      game.finish();
    });
  });
}
