// The log names a card as it was before the event (issue 21), read where players read it: the
// board's latest moves, in English and in French. Three players; bob's Shinobi is controlled by
// carol when alice takes it (TERM-CONTROL, TERM-OWNER), then moves it (TERM-MOVE).

import { Locale } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { baseName, cardName } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

let table: Table;
afterEach(() => table?.close());

const boardText = (m: FakeMessage) =>
  m.embeds.map((e) => `${e.title ?? ""}\n${e.description ?? ""}`).join("\n");

const scenario: Scenario = {
  active: 0,
  phase: "play",
  players: [
    { factions: ["geeks", "aliens"], hand: ["geeks:control-minion"] },
    { factions: ["ninjas", "werewolves"] },
    { factions: ["dinosaurs", "robots"] },
  ],
  bases: [
    { id: "jungle-oasis", minions: [{ card: "ninjas:shinobi", owner: 1, controller: 2 }] },
    { id: "tar-pits" },
    { id: "the-central-brain" },
  ],
};

const expected = {
  en: (s: string, b: string) => `alice takes control of bob's ${s} (controlled by carol) on ${b}.`,
  fr: (s: string, b: string) => `alice prend le contrôle de ${s} de bob (contrôle : carol) sur ${b}.`,
};

for (const locale of ["en", "fr"] as const) {
  describe(`log lines (${locale})`, () => {
    it("name the owner, the former controller and the base of a card taken", async () => {
      const discord = locale === "fr" ? Locale.French : Locale.EnglishUS;
      table = await Table.open({
        players: 3,
        guildLocale: discord,
        userLocales: [discord, discord, discord],
      });
      const game = await prepareGame(table, scenario, { locale });
      const [alice] = table.players as TablePlayer[];
      await game.step(() =>
        alice!.driver.slash(table.channel, "smashup", {
          subcommand: "play",
          options: { card: cardName("geeks:control-minion", locale) },
        }),
      );
      const line = expected[locale](
        cardName("ninjas:shinobi", locale),
        baseName("base:jungle-oasis", locale),
      );
      expect(boardText(game.board())).toContain(line);
      game.finish();
    });
  });
}
