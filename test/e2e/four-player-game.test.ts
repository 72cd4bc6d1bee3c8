// A complete four-player game on a French-speaking server: a snake draft of the factions, then
// play to the game-over message, only through clicks by a simple policy, with the privacy checks
// after every interaction. Public messages are in the server's language, private ones in each
// player's own. The channel keeps no stale ping.

import { Locale } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { SUMMARY_LINES } from "../../src/render/history.ts";
import { BOARD_CHARS } from "../../src/render/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { describeSizes, PHONE_PANEL_CHARS, tableSizes } from "./support/sizes.ts";
import { Table } from "./support/table.ts";

describe("a four-player game in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({
      players: 4,
      seed: 21,
      guildLocale: Locale.French,
      userLocales: [Locale.French, Locale.EnglishUS, Locale.EnglishGB, Locale.French],
    });
  });
  afterAll(() => table?.close());

  it("drafts its factions, then plays to the game-over message", { timeout: WHOLE_GAME_MS }, async () => {
    const { gameId, message } = await openGame(table, { selection: "draft", vp: 5 });
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });

    await policy.playUntil(
      (board) => !board.interactiveComponents.some((c) => "custom_id" in c && c.custom_id.startsWith("lb:")),
    );
    const started = await table.db.store.loadGame(gameId);
    expect(started?.game.status).toBe("active");
    expect(started?.players.every((p) => p.factions.length === 2)).toBe(true);
    expect(new Set(started?.players.flatMap((p) => p.factions)).size).toBe(8);
    // The lobby message became the selection, then the board: one message, edited in place.
    expect(policy.board().id).toBe(message.id);
    expect(message.history.some((v) => v.embeds[0]?.title === msg("fr").draft.title)).toBe(true);

    const { board } = await policy.playToTheEnd();

    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(board.content).toBe(msg("fr").board.over);
    expect(table.channel.messages.at(-1)?.embeds[0]?.title).toMatch(/^Partie terminée/);
    // Private panels speak their reader's language.
    const [amelie, bob] = table.players;
    expect(policy.panels.get(amelie!.user.id)?.embeds.at(-1)?.title).toMatch(/^Votre main/);
    expect(policy.panels.get(bob!.user.id)?.embeds.at(-1)?.title).toMatch(/^Your hand/);
    // Every ping went once answered or stale (issue 21; 13 bot messages were left before: draft,
    // Special-window and prompt pings with live buttons, and the last turn ping): the channel holds
    // the board and the game-over message.
    const left = table.channel.messages.filter((m) => m.author.bot);
    expect(left.map((m) => m.id)).toEqual([board.id, table.channel.messages.at(-1)?.id]);
    // Readable on a phone (issue 21): before, the largest board of this game read 2,350 characters,
    // its largest panel 1,373 and its longest turn summary 1,348 (27 lines).
    const sizes = tableSizes(table);
    console.log(describeSizes("four-player game", sizes));
    expect(sizes.board.chars).toBeGreaterThan(0);
    expect(sizes.board.chars).toBeLessThanOrEqual(BOARD_CHARS);
    expect(sizes.panel.chars).toBeLessThanOrEqual(PHONE_PANEL_CHARS);
    expect(sizes.summary.lines).toBeLessThanOrEqual(SUMMARY_LINES + 4);
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
