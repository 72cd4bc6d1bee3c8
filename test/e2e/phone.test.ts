// A table read on a phone (issue 21), through the fake Discord: the compact board with the whole
// board one tap away ("Bases & cards"), End turn that asks first while a minion and an action can
// still be played (with "don't ask again", stored across a restart, and "ask again"), and Rematch
// on the game over message (one lobby per channel, whoever clicks twice). EN and FR.

import { Locale } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { baseText, cardName, msg } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { idOf, labelOf, openHand, verbOf } from "./support/panels.ts";
import { Policy } from "./support/policy.ts";
import { prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");

let table: Table;
afterEach(() => table?.close());

/** Alice's turn with a minion and an action in hand (Howl: no target), bob waiting. */
const HOWL: Scenario = {
  players: [
    { factions: ["dinosaurs", "robots"], hand: ["dinosaurs:war-raptor", "dinosaurs:howl", "robots:zapbot"] },
    { factions: ["ninjas", "pirates"], hand: ["ninjas:shinobi"] },
  ],
  bases: [
    { id: "tar-pits", minions: [{ card: "dinosaurs:king-rex", owner: 0 }] },
    { id: "the-central-brain" },
    { id: "cave-of-shinies" },
  ],
  baseDeck: ["jungle-oasis"],
};

const labels = (m: FakeMessage) => m.interactiveComponents.map(labelOf);

describe("the compact board and the whole board one tap away", () => {
  it("lists each base on a few lines and shows base texts privately, in the reader's language", async () => {
    table = await Table.open({ players: 2, userLocales: [Locale.EnglishUS, Locale.French] });
    const game = await prepareGame(table, HOWL);
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    await game.step(() => alice.driver.slash(table.channel, "smashup", { subcommand: "board" }));
    const board = game.board();
    expect(board.content).toBe(en.board.yourTurn(`<@${alice.user.id}>`));
    const bases = board.embeds[1]?.description ?? "";
    expect(bases).toMatch(/^\*\*Tar Pits\*\* 7\/16 · VP 4 · 3 · 2$/m);
    expect(bases).toContain(`👑 ${alice.name} **7**: ${cardName("dinosaurs:king-rex", "en")} 7`);
    expect(board.text).not.toContain(baseText("base:tar-pits", "en"));
    expect(labels(board)).toContain(en.board.details);
    for (const [player, locale] of [
      [alice, "en"],
      [bob, "fr"],
    ] as const) {
      const details = await game.details(player);
      expect(details.ephemeral).toBe(true);
      expect(details.text).toContain(baseText("base:tar-pits", locale));
      expect(details.text).toContain(baseText("base:cave-of-shinies", locale));
    }
    game.finish();
  });
});

describe("End turn on a phone", () => {
  it("asks first while a minion and an action can be played, keeps the turn on 'keep playing', ends at once with only minions left (FR)", async () => {
    table = await Table.open({ players: 2, userLocales: [Locale.French, Locale.EnglishUS] });
    const game = await prepareGame(table, HOWL);
    const [alice] = table.players as [TablePlayer, TablePlayer];
    const hand = (await openHand(game, alice)).reply;
    // A mis-tap: the question, in alice's language, and nothing saved.
    const asked = (await game.unchanged(() => alice.driver.click(hand, /:pick:end$/))).reply;
    expect(asked.embeds[0]?.title).toBe(fr.panel.endTurnQuestion);
    expect(asked.embeds[0]?.description).toBe(fr.panel.endTurnLeft);
    expect(labels(asked)).toEqual([fr.panel.keepPlaying, fr.panel.endTurnAnyway, fr.panel.endTurnNeverAsk]);
    // Keep playing: the panel is back, the turn goes on.
    const back = (await game.unchanged(() => alice.driver.click(asked, { label: fr.panel.keepPlaying })))
      .reply;
    expect(back.interactiveComponents.some((c) => verbOf(c) === "card")).toBe(true);

    // An action played: only minions are left to play, End turn ends at once.
    const howl = cardName("dinosaurs:howl", "fr");
    const cards = await alice.driver.autocomplete(table.channel, "smashup", {
      subcommand: "play",
      focused: "card",
      value: "",
    });
    const value = String(cards.find((c) => c.name.includes(howl))?.value);
    const played = (
      await game.step(() =>
        alice.driver.slash(table.channel, "smashup", { subcommand: "play", options: { card: value } }),
      )
    ).reply;
    const turn = (await game.engine()).g.turn.number;
    await game.step(() => alice.driver.click(played, /:pick:end$/));
    expect((await game.engine()).g.turn.number).toBe(turn + 1);
    game.finish();
  });

  it("ends at once once told not to ask, even after a restart, until asked again (EN)", async () => {
    table = await Table.open({ players: 2 });
    const game = await prepareGame(table, HOWL);
    const [alice] = table.players as [TablePlayer, TablePlayer];
    const asked = (
      await game.step(async () => alice.driver.click((await openHand(game, alice)).reply, /:pick:end$/))
    ).reply;
    const turn = (await game.engine()).g.turn.number;
    const ended = (await game.step(() => alice.driver.click(asked, { label: en.panel.endTurnNeverAsk })))
      .reply;
    expect((await game.engine()).g.turn.number).toBe(turn + 1);
    expect(ended.content).toContain(en.panel.askingOff);
    expect(labels(ended)).toContain(en.panel.askAgain);
    expect(await table.db.store.getPlayerSettings(alice.user.id)).toEqual({ confirmEndTurn: false });

    // The setting is stored: a new bot process reads it.
    await table.bot.stop();
    await table.start();
    const prepared = await prepareGameAgain(table);
    const hand = (await openHand(prepared, alice)).reply;
    const before = (await prepared.engine()).g.turn.number;
    const ended2 = (await prepared.step(() => alice.driver.click(hand, /:pick:end$/))).reply;
    expect((await prepared.engine()).g.turn.number).toBe(before + 1);
    // Ask again: back on, for every game.
    const again = ended2.interactiveComponents.find((c) => verbOf(c) === "askon");
    if (!again) throw new Error("no 'ask again' button");
    const on = (await prepared.step(() => alice.driver.click(ended2, idOf(again)))).reply;
    expect(on.content).toContain(en.panel.askingOn);
    expect(await table.db.store.getPlayerSettings(alice.user.id)).toEqual({ confirmEndTurn: true });
    prepared.finish();
  });
});

/** A second prepared game at the same table (the first one ends: the channel holds one game). */
async function prepareGameAgain(t: Table) {
  const open = await t.db.store.loadActiveGameByChannel(t.channel.id);
  if (open) {
    await t.bot.games.adminEndGame({
      guildId: t.guild.id,
      channelId: t.channel.id,
      adminId: t.players[0]?.user.id ?? "",
    });
    await t.idle();
  }
  return prepareGame(t, HOWL);
}

describe("Rematch on the game over message", () => {
  for (const [locale, guildLocale] of [
    ["en", Locale.EnglishUS],
    ["fr", Locale.French],
  ] as const) {
    it(`opens one lobby with the same players and options, whoever clicks twice (${locale})`, {
      timeout: 300_000,
    }, async () => {
      table = await Table.open({
        players: 3,
        seed: 4,
        guildLocale,
        userLocales: [guildLocale, guildLocale, guildLocale],
      });
      const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
      const m = msg(locale);
      // A short game of two (carol watches): the first base to score ends it.
      const { gameId } = await openGame(table, { selection: "random", vp: 1 }, [alice, bob]);
      await new Policy(table, gameId).playToTheEnd();
      const over = table.channel.messages.findLast((x) => labels(x).includes(m.gameover.rematch));
      if (!over) throw new Error("no Rematch on the game over message");

      // Carol did not play: she cannot ask for it.
      const refused = (await carol.driver.click(over, { label: m.gameover.rematch })).reply;
      await table.idle();
      expect(refused.content).toBe(m.gameover.rematchNotPlayer);
      expect(await table.db.store.loadActiveGameByChannel(table.channel.id)).toBeNull();

      // Bob asks: a new lobby, bob hosting, alice already in, the same options.
      const asked = (await bob.driver.click(over, { label: m.gameover.rematch })).reply;
      await table.idle();
      expect(asked.ephemeral).toBe(true);
      const lobby = await table.db.store.loadActiveGameByChannel(table.channel.id);
      expect(lobby?.game.status).toBe("lobby");
      expect(lobby?.players.map((p) => p.userId)).toEqual([bob.user.id, alice.user.id]);
      const old = await table.bot.games.load(gameId);
      const fresh = await table.bot.games.load(lobby?.game.id ?? "");
      expect(fresh?.setup.options).toEqual(old?.setup.options);
      expect(fresh?.setup.hostId).toBe(bob.user.id);

      // A second click (alice, or bob again): the one open table, no second lobby.
      const twice = (await alice.driver.click(over, { label: m.gameover.rematch })).reply;
      await table.idle();
      expect(twice.ephemeral).toBe(true);
      expect((await table.db.store.loadActiveGameByChannel(table.channel.id))?.game.id).toBe(lobby?.game.id);
      const lobbies = table.channel.messages.filter((x) => x.embeds[0]?.title === m.lobby.title);
      expect(lobbies).toHaveLength(1);
      table.fake.assertNoViolations();
    });
  }
});
