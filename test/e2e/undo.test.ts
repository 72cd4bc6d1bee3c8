// Undo through the fake Discord (issue 26): the Undo button on a play's confirmation and
// `/smashup undo` take a player's own latest decision back at once while nothing hidden came to
// light; after a draw the other players vote (a public message with Agree / Refuse), and the vote
// lapses when anyone acts; stale and forged undo buttons change nothing; a vote survives a
// restart; English and French. Three players: "every other player" is two people.

import { ComponentType, Locale, Routes } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { cardName, msg } from "../../src/i18n/index.ts";
import { gameIdToShort } from "../../src/render/custom-id.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { idOf } from "./support/panels.ts";
import { type PreparedGame, prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

let table: Table;
afterEach(() => table?.close());

// Alice (seat 0) plays; King Rex has no ability (a free undo), Mystic Studies draws two cards
// (a reveal: the others must agree).
const scenario: Scenario = {
  active: 0,
  phase: "play",
  players: [
    { factions: ["dinosaurs", "wizards"], hand: ["dinosaurs:king-rex", "wizards:mystic-studies"] },
    { factions: ["aliens", "ninjas"] },
    { factions: ["pirates", "zombies"] },
  ],
  bases: [{ id: "tar-pits" }, { id: "the-central-brain" }, { id: "ninja-dojo" }, { id: "jungle-oasis" }],
};

const undoButton = /^cf:.*:undo:\d+$/;

async function play(game: PreparedGame, player: TablePlayer, def: string, locale: "en" | "fr") {
  const cards = await player.driver.autocomplete(table.channel, "smashup", {
    subcommand: "play",
    focused: "card",
    value: "",
  });
  const card = String(cards.find((c) => c.name.includes(cardName(def, locale)))?.value);
  const bases = await player.driver.autocomplete(table.channel, "smashup", {
    subcommand: "play",
    options: { card },
    focused: "base",
    value: "",
  });
  const options: Record<string, string> =
    bases.length > 0 ? { card, base: String(bases[0]?.value) } : { card };
  return (
    await game.step(() => player.driver.slash(table.channel, "smashup", { subcommand: "play", options }))
  ).reply;
}

/** A public message the bot posts with buttons of our choosing: custom_ids no panel of the bot would carry. */
async function publicMessageWith(customIds: string[]): Promise<FakeMessage> {
  const posted = (await table.bot.client.rest.post(Routes.channelMessages(table.channel.id), {
    body: {
      content: "a public message",
      components: customIds.map((custom_id) => ({
        type: 1,
        components: [{ type: ComponentType.Button, style: 2, label: "b", custom_id }],
      })),
    },
  })) as { id: string };
  const message = table.fake.message(posted.id);
  if (!message) throw new Error("the message was not posted");
  return message;
}

function voteNotice(notices: () => FakeMessage[]): FakeMessage {
  const found = notices().findLast((m) => m.interactiveComponents.some((c) => /:undoyes:/.test(idOf(c))));
  if (!found) throw new Error("no undo vote in the channel");
  return found;
}

async function decisions(gameId: string): Promise<number> {
  return (await table.db.store.loadAllDecisions(gameId)).length;
}

async function hand(game: PreparedGame, seat: number): Promise<number[]> {
  return [...((await game.engine()).g.players[seat]?.hand ?? [])];
}

for (const locale of ["en", "fr"] as const) {
  const m = msg(locale);
  const discord = locale === "fr" ? Locale.French : Locale.EnglishUS;

  describe(`undo (${locale})`, () => {
    it("takes a play back at once from its confirmation; the table sees it", async () => {
      table = await Table.open({
        players: 3,
        guildLocale: discord,
        userLocales: [discord, discord, discord],
      });
      const game = await prepareGame(table, scenario, { locale });
      const [alice, bob] = table.players as [TablePlayer, TablePlayer, TablePlayer];
      const notices = game.noticesFrom();
      const before = await hand(game, 0);
      const versionBefore = (await table.db.store.loadGame(game.gameId))?.game.version ?? -1;

      const confirmation = await play(game, alice, "dinosaurs:king-rex", locale);
      expect(await decisions(game.gameId)).toBe(1);
      const button = confirmation.interactiveComponents.find((c) => undoButton.test(idOf(c)));
      expect(button && "label" in button ? button.label : "").toBe(m.undo.button);

      const undone = await game.step(() => alice.driver.click(confirmation, undoButton));
      // Saved: the decision deleted, the version moved on, the state as it was (the card back in hand).
      expect(await decisions(game.gameId)).toBe(0);
      const stored = await table.db.store.loadGame(game.gameId);
      expect(stored?.game.version).toBeGreaterThan(versionBefore + 1);
      expect(await hand(game, 0)).toEqual(before);
      expect(undone.reply.content).toContain(m.undo.done(1));
      // Told: one short line in the channel, in the game's language.
      expect(notices().map((n) => n.content)).toContain(m.undo.notice(alice.user.mention, 1, false));

      // The panel, updated in place, no longer offers to undo (a stale button is refused: below).
      expect(confirmation.interactiveComponents.some((c) => undoButton.test(idOf(c)))).toBe(false);
      // Bob has no decision to take back.
      const bobs = await game.unchanged(() =>
        bob.driver.slash(table.channel, "smashup", { subcommand: "undo" }),
      );
      expect(bobs.reply.content).toContain(m.app.reason["undo-nothing"]);
      game.finish();
    });

    it("after a draw, asks the others; the undo applies once both agreed, and the same cards come again", async () => {
      table = await Table.open({
        players: 3,
        guildLocale: discord,
        userLocales: [discord, discord, discord],
      });
      const game = await prepareGame(table, scenario, { locale });
      const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
      const notices = game.noticesFrom();
      const before = await hand(game, 0);

      await play(game, alice, "wizards:mystic-studies", locale);
      const drawn = await hand(game, 0);
      expect(drawn.length).toBe(before.length + 1);
      const asked = await game.step(() =>
        alice.driver.slash(table.channel, "smashup", { subcommand: "undo" }),
      );
      expect(asked.reply.content).toContain(m.undo.asked);
      expect(await decisions(game.gameId)).toBe(1);
      const vote = voteNotice(notices);
      expect(vote.content).toContain(`<@${bob.user.id}>`);
      expect(vote.content).toContain(`<@${carol.user.id}>`);
      expect(vote.content).toContain(m.undo.vote("alice", 1, 0, 2, true));

      // Alice can't vote on her own undo; bob's vote is counted, carol's decides.
      const own = await game.unchanged(() => alice.driver.click(vote, /:undoyes:/));
      expect(own.reply.content).toContain(m.app.reason["undo-own-vote"]);
      const bobs = await game.step(() => bob.driver.click(vote, /:undoyes:/));
      expect(bobs.reply.content).toContain(m.undo.voted);
      expect(await decisions(game.gameId)).toBe(1);
      const twice = await game.unchanged(() => bob.driver.click(vote, /:undoyes:/));
      expect(twice.reply.content).toContain(m.app.reason["already-voted"]);
      await game.step(() => carol.driver.click(vote, /:undoyes:/));
      expect(await decisions(game.gameId)).toBe(0);
      expect(await hand(game, 0)).toEqual(before);
      expect(notices().map((n) => n.content)).toContain(m.undo.notice(alice.user.mention, 1, true));

      // Nothing re-rolled, nothing new learned: the same play draws the same cards.
      await play(game, alice, "wizards:mystic-studies", locale);
      expect(await hand(game, 0)).toEqual(drawn);
      game.finish();
    });
  });
}

describe("undo votes (en)", () => {
  it("a vote lapses when anyone acts; forged undo buttons change nothing", async () => {
    table = await Table.open({ players: 3 });
    const game = await prepareGame(table, scenario);
    const [alice] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const m = msg("en");
    const notices = game.noticesFrom();
    const studies = await play(game, alice, "wizards:mystic-studies", "en");
    await game.step(() => alice.driver.click(studies, undoButton));
    const vote = voteNotice(notices);
    // Alice plays on: the vote is over, its buttons are refused, the game untouched by them.
    await play(game, alice, "dinosaurs:king-rex", "en");
    expect(await decisions(game.gameId)).toBe(2);
    // The vote's message goes as the vote lapses: nobody can answer it any more.
    expect(vote.deleted).toBe(true);
    expect((await table.db.store.loadGame(game.gameId))?.game.setup).not.toHaveProperty("undo");

    // Forged: an undo of a decision that is not alice's latest, junk numbers, another game's id.
    const short = gameIdToShort(game.gameId);
    const forged = await publicMessageWith([
      `cf:${short}:undo:1`,
      `cf:${short}:undo:0`,
      `cf:${short}:undo:x`,
      `cf:${short}:undoyes:1`,
      `cf:${short}:undono:${alice.user.id}`,
    ]);
    const said = async (customId: string) =>
      (await game.unchanged(() => alice.driver.click(forged, { customId }))).reply.content;
    // Decision 1 is not alice's latest (2 is): stale.
    expect(await said(`cf:${short}:undo:1`)).toContain(m.app.reason.stale);
    expect(await said(`cf:${short}:undo:0`)).toContain(m.play.invalidButton);
    expect(await said(`cf:${short}:undo:x`)).toContain(m.play.invalidButton);
    expect(await said(`cf:${short}:undoyes:1`)).toContain(m.app.reason["undo-vote-over"]);
    expect(await said(`cf:${short}:undono:${alice.user.id}`)).toContain(m.app.reason["undo-vote-over"]);
    game.finish();
  });

  it("a refusal ends the vote; a vote survives a restart", async () => {
    table = await Table.open({ players: 3 });
    const game = await prepareGame(table, scenario);
    const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const m = msg("en");
    const notices = game.noticesFrom();
    const studies = await play(game, alice, "wizards:mystic-studies", "en");
    await game.step(() => alice.driver.click(studies, undoButton));
    await game.step(() => bob.driver.click(voteNotice(notices), /:undono:/));
    expect(notices().map((n) => n.content)).toContain(m.undo.refused("alice", "bob"));
    expect(await decisions(game.gameId)).toBe(1);

    // Asked again, then the bot restarts: the vote is in the stored game, its buttons still work.
    await game.step(() => alice.driver.slash(table.channel, "smashup", { subcommand: "undo" }));
    const vote = voteNotice(notices);
    await table.bot.stop();
    await table.start();
    await game.step(() => bob.driver.click(vote, /:undoyes:/));
    await game.step(() => carol.driver.click(vote, /:undoyes:/));
    expect(await decisions(game.gameId)).toBe(0);
    expect((await game.engine()).g.players[0]?.hand.length).toBe(2);
    game.finish();
  });

  it("a graceful stop writes the game's state as its snapshot short of the undoes: after the restart, a vote undo and a free one read from it", async () => {
    table = await Table.open({ players: 3 });
    const game = await prepareGame(table, scenario);
    const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const notices = game.noticesFrom();
    const stored = async () => (await table.db.store.loadGame(game.gameId))?.game.snapshotSeq;
    // Mystic Studies draws (its undo needs a vote), King Rex does not (free), the end of the turn draws.
    await play(game, alice, "wizards:mystic-studies", "en");
    const studied = await hand(game, 0);
    await play(game, alice, "dinosaurs:king-rex", "en");
    await game.step(() => alice.driver.slash(table.channel, "smashup", { subcommand: "end-turn" }));
    expect(await decisions(game.gameId)).toBe(3);
    expect(await stored()).toBe(0);

    // Written at the stop: at King Rex's play, the latest quiet point before the undoes alice may
    // still ask for in a row (the end of her turn by vote, then King Rex alone), not at the head.
    await table.bot.stop();
    expect(await stored()).toBe(1);
    await table.start();
    await game.step(() => alice.driver.slash(table.channel, "smashup", { subcommand: "undo" }));
    const vote = voteNotice(notices);
    await game.step(() => bob.driver.click(vote, /:undoyes:/));
    await game.step(() => carol.driver.click(vote, /:undoyes:/));
    expect(await decisions(game.gameId)).toBe(2);
    // Read from the stored snapshot, which stays (a prepared game does not replay from its setup).
    expect(await stored()).toBe(1);
    await table.bot.stop();
    await table.start();
    const undone = await game.step(() =>
      alice.driver.slash(table.channel, "smashup", { subcommand: "undo" }),
    );
    expect(undone.reply.content).toContain(msg("en").undo.done(1));
    expect(await decisions(game.gameId)).toBe(1);
    expect(await stored()).toBe(1);
    expect(await hand(game, 0)).toEqual(studied);
    game.finish();
  });
});
