// The game's slash commands on one three-player game: a second /smashup new in the busy channel,
// keyboard play with autocomplete (and an illegal combination refused), end-turn, autopass, the
// board re-posted, a kick vote against the awaited player (refused too early or against anyone
// else) confirmed by the other player, and a concession ending the game.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openLobby, START } from "./support/games.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");

describe("the game's slash commands", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let carol: TablePlayer;
  let gameId: string;
  let watch: PrivacyWatch;
  let remaining: [TablePlayer, TablePlayer];
  // The bot's clock: kick votes wait on it.
  let now = new Date("2030-01-01T00:00:00Z");

  beforeAll(async () => {
    table = await Table.open({ players: 3, seed: 11, now: () => now });
    [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
  });
  afterAll(() => table?.close());

  async function state() {
    const snapshot = await table.bot.games.load(gameId);
    const engine = snapshot?.engine;
    if (!snapshot || !engine) throw new Error("the game is not in play");
    const player = (seat: number) =>
      table.players.find((p) => p.user.id === snapshot.userOf(seat)) as TablePlayer;
    return {
      snapshot,
      engine,
      active: player(engine.g.turn.active),
      awaited: player(engine.prompt?.seat ?? -1),
    };
  }

  it("links the running game when /smashup new is used in a busy channel", async () => {
    const lobby = await openLobby(table, { selection: "random", vp: 12 });
    gameId = lobby.gameId;
    watch = new PrivacyWatch(table, gameId);
    const second = await bob.driver.slash(table.channel, "smashup", { subcommand: "new" });
    expect(second.ephemeral).toBe(true);
    expect(second.content).toContain(`/${table.channel.id}/${lobby.message.id}`);
    await alice.driver.click(lobby.message, { customId: START });
    await table.idle();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("active");
  });

  it("plays a card from the keyboard, with suggestions, and refuses an illegal target", async () => {
    const { awaited, engine } = await state();
    expect(engine.prompt?.kind).toBe("main");
    const cards = await awaited.driver.autocomplete(table.channel, "smashup", {
      subcommand: "play",
      focused: "card",
      value: "",
    });
    expect(cards.length).toBeGreaterThan(0);
    const card = String(cards[0]?.value);
    const bases = await awaited.driver.autocomplete(table.channel, "smashup", {
      subcommand: "play",
      options: { card },
      focused: "base",
      value: "",
    });
    expect(bases.length).toBeGreaterThan(0);

    const before = await table.row(gameId);
    const refused = await awaited.driver.slash(table.channel, "smashup", {
      subcommand: "play",
      options: { card, base: "Atlantis of the Moon" },
    });
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/is not a place where .* can be played right now/);
    const notYours = await [alice, bob, carol]
      .find((p) => p !== awaited)
      ?.driver.slash(table.channel, "smashup", { subcommand: "end-turn" });
    expect(notYours?.content).toBe(en.play.notWaitingForYou);
    await table.idle();
    expect(await table.row(gameId)).toEqual(before);

    const decisions = (await table.db.store.loadAllDecisions(gameId)).length;
    const played = await awaited.driver.slash(table.channel, "smashup", {
      subcommand: "play",
      options: { card, base: String(bases[0]?.value) },
    });
    await table.idle();
    expect(played.ephemeral).toBe(true);
    expect(played.embeds.at(-1)?.title).toMatch(/^Your hand/);
    expect((await table.db.store.loadAllDecisions(gameId)).length).toBeGreaterThan(decisions);
    await watch.check();
  });

  it("ends the turn from the keyboard and pings the next player", async () => {
    let current = await state();
    // Finish whatever the played card asked for, from the panel, until the main prompt is back.
    while (current.engine.prompt?.kind !== "main") {
      const panel = (await current.awaited.driver.slash(table.channel, "smashup", { subcommand: "hand" }))
        .reply;
      await current.awaited.driver.click(
        panel,
        (c) => "custom_id" in c && /:(pick|done):?/.test(c.custom_id) && c.type === 2,
      );
      await table.idle();
      current = await state();
    }
    const turn = current.engine.g.turn.number;
    const ended = await current.active.driver.slash(table.channel, "smashup", { subcommand: "end-turn" });
    await table.idle();
    expect(ended.ephemeral).toBe(true);
    const after = await state();
    expect(after.engine.g.turn.number).toBe(turn + 1);
    const ping = table.channel.messages.at(-1);
    expect(ping?.content.split("\n")[0]).toBe(en.board.yourTurn(after.active.user.mention));
    expect(ping?.data.mentions.map((u) => u.id)).toEqual([after.active.user.id]);
    await watch.check();
  });

  it("sets the standing order with /smashup autopass; the board follows a chatty channel down", async () => {
    const board = table.channel.messages.find((m) => m.embeds.length > 0 && m.findComponent(/:hand$/));
    for (let i = 0; i < 21; i++) alice.driver.say(table.channel, `chat ${i}`);
    const reply = await carol.driver.slash(table.channel, "smashup", {
      subcommand: "autopass",
      options: { state: "on" },
    });
    await table.idle();
    expect(reply.content).toContain(en.play.autoPassOn);
    const { snapshot, engine } = await state();
    expect(engine.g.players[snapshot.seatOf(carol.user.id) ?? -1]?.autoPass).toBe(true);
    // More than 20 messages came after the board: it was posted again below them.
    expect(table.fake.message(board?.id ?? "")?.deleted).toBe(true);
    const moved = table.channel.lastMessage;
    expect(moved?.embeds[0]?.title).toMatch(/^Smash Up — turn \d+$/);
    expect(moved?.text).toContain(en.board.autoPass);
  });

  it("re-posts the board at the bottom of the channel with /smashup board", async () => {
    const old = table.channel.messages.find((m) => m.embeds.length > 0 && m.findComponent(/:hand$/));
    const reply = await alice.driver.slash(table.channel, "smashup", { subcommand: "board" });
    await table.idle();
    const board = table.channel.lastMessage;
    expect(reply.content).toContain(`/${table.channel.id}/${board?.id}`);
    expect(board?.embeds[0]?.title).toMatch(/^Smash Up — turn \d+$/);
    expect(table.fake.message(old?.id ?? "")?.deleted).toBe(true);
    const hand = await bob.driver.click(board!, /:hand$/);
    expect(hand.embeds.at(-1)?.title).toMatch(/^Your hand/);
  });

  it("takes a kick vote's ping away as soon as its target acts (issue 21)", async () => {
    const { awaited, engine } = await state();
    const voter = table.players.find((p) => p !== awaited) as TablePlayer;
    const turn = engine.g.turn.number;
    now = new Date(now.getTime() + 30 * 60_000);
    await voter.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: awaited.user },
    });
    await table.idle();
    const vote = table.channel.lastMessage!;
    expect(vote.findComponent(/^cf:.*:kick:/)).toBeTruthy();
    // The target plays a card: the vote lapses, and its button with it (not at the next turn).
    const card = String(
      (
        await awaited.driver.autocomplete(table.channel, "smashup", {
          subcommand: "play",
          focused: "card",
          value: "",
        })
      )[0]?.value,
    );
    const base = String(
      (
        await awaited.driver.autocomplete(table.channel, "smashup", {
          subcommand: "play",
          options: { card },
          focused: "base",
          value: "",
        })
      )[0]?.value,
    );
    await awaited.driver.slash(table.channel, "smashup", { subcommand: "play", options: { card, base } });
    await table.idle();
    expect((await table.db.store.loadGame(gameId))?.game.setup).not.toHaveProperty("kick");
    expect((await state()).engine.g.turn.number).toBe(turn);
    expect(vote.deleted).toBe(true);
  });

  it("removes the awaited player by vote of the others, once the game has waited 30 minutes", async () => {
    const { awaited } = await state();
    const [first, second] = table.players.filter((p) => p !== awaited) as [TablePlayer, TablePlayer];
    const notAwaited = await first.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: second.user },
    });
    expect(notAwaited.ephemeral).toBe(true);
    expect(notAwaited.content).toBe(en.app.reason["kick-not-awaited"]);
    const early = await first.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: awaited.user },
    });
    const opens = Math.ceil((now.getTime() + 30 * 60_000) / 1000);
    expect(early.content).toBe(
      `${en.app.reason["kick-too-early"]} ${en.app.notice.kickOpens(`<t:${opens}:R>`)}`,
    );
    await table.idle();
    expect((await table.db.store.loadGame(gameId))?.game.setup).not.toHaveProperty("kick");

    now = new Date(now.getTime() + 30 * 60_000);
    const started = await first.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: awaited.user },
    });
    await table.idle();
    const name = awaited.user.username;
    expect(started.content).toBe(en.play.kickVoted(name));
    const vote = table.channel.lastMessage!;
    // It names, and pings, the player it would remove: their acting stops it (issue 21).
    expect(vote.content).toContain(en.app.notice.kickVote(awaited.user.mention, 1, 2));
    expect(vote.content).toContain("play or answer now to stop it");
    expect(vote.data.mentions.map((u) => u.id)).toEqual([second.user.id, awaited.user.id]);
    const confirmed = await second.driver.click(vote, /^cf:.*:kick:/);
    await table.idle();
    expect(confirmed.ephemeral).toBe(true);
    expect(table.channel.messages.some((m) => m.content === en.app.notice.kicked(name))).toBe(true);
    // Decided, the vote's button is stale: its message is gone (issue 21).
    expect(vote.deleted).toBe(true);
    const { snapshot, engine } = await state();
    expect(engine.g.players[snapshot.seatOf(awaited.user.id) ?? -1]?.out).toBe(true);
    remaining = [first, second];
  });

  it("ends the game when a player concedes and one is left", async () => {
    const [stays, leaves] = remaining;
    const asked = await leaves.driver.slash(table.channel, "smashup", { subcommand: "concede" });
    expect(asked.content).toBe(en.aiSeats.concedeConfirmVote);
    const conceded = await leaves.driver.click(asked.reply, /^cf:.*:concede$/);
    await table.idle();
    expect(conceded.content).toBe(en.aiSeats.concededHeld(`🤖 Normal AI (for ${leaves.name})`));
    // The one opponent is the table (issue 23): they take the win.
    const vote = table.channel.messages.findLast((m) => m.findComponent(/^cf:.*:kick:/)) as FakeMessage;
    expect(vote.content).toContain(
      en.aiSeats.concessionVote(leaves.name, `🤖 Normal AI (for ${leaves.name})`, 1, true),
    );
    await stays.driver.click(vote, /^cf:.*:kick:/);
    await table.idle();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    const over = table.channel.lastMessage;
    expect(over?.embeds[0]?.title).toBe(en.gameover.title(stays.user.username));
    await watch.check();
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
