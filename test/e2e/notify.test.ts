// Notices where you are (issue 26), through the fake Discord and its DMs, at a table of three (so
// that "the player before me" is not simply "the other one"):
// - `/smashup notify`: channel pings by default; `how: dm` sends a DM at your turn (with a link to
//   the game message) and the channel's notice names you without pinging; `before-me` pings (or
//   DMs) the player seated after the one whose turn starts;
// - a DM Discord refuses (the user closed their DMs) turns DMs off and the channel ping carries a
//   note; `/smashup notify` then says so;
// - across a restart a DM is neither lost (its post failed) nor sent twice (posted, not recorded);
// - `/smashup games mine:` lists the games waiting for you, oldest wait first, with links, never a
//   channel you cannot see; `/smashup games` hides the history of such a channel.
// English and French.
//
// Waits are bounded by the fake's default (60 s): a busy machine makes things late, never wrong.

import { Locale, PermissionFlagsBits } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import { pastGames } from "../../src/i18n/areas/past-games.ts";
import { msg } from "../../src/i18n/index.ts";
import type { FakeChannel, FakeMessage } from "../fake-discord/index.ts";
import { endTurn, openHand, tarPits } from "./support/panels.ts";
import { type PreparedGame, prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const SCENARIO: Scenario = {
  players: [
    { factions: ["aliens", "dinosaurs"] },
    { factions: ["ninjas", "pirates"] },
    { factions: ["robots", "wizards"] },
  ],
  bases: [{ id: "tar-pits" }, { id: "jungle-oasis" }, { id: "the-central-brain" }],
};

let table: Table;
afterEach(() => table?.close());

const mention = (p: TablePlayer) => `<@${p.user.id}>`;

async function seated(locale?: "fr") {
  const french = locale === "fr";
  table = await Table.open({
    players: 3,
    ...(french
      ? { guildLocale: Locale.French, userLocales: [Locale.French, Locale.French, Locale.French] }
      : {}),
  });
  const game = await prepareGame(table, SCENARIO, french ? { locale: "fr" } : {});
  const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
  return { game, alice, bob, carol };
}

function notifyCommand(game: PreparedGame, p: TablePlayer, options: Record<string, string | boolean> = {}) {
  return game.step(() => p.driver.slash(game.table.channel, "smashup", { subcommand: "notify", options }));
}

/** The active player ends their turn from their hand. */
async function endTurnOf(game: PreparedGame, p: TablePlayer) {
  await game.step(async () => endTurn(p.driver, (await openHand(game, p)).reply, () => game.table.idle()));
}

/** The bot's notices (no embeds: not the board) posted to the channel, starting with `start`. */
function channelPosts(channel: FakeChannel, start: string) {
  return table.fake.requests.filter(
    (r) =>
      r.method === "POST" &&
      r.path === `/channels/${channel.id}/messages` &&
      r.status === 200 &&
      ((r.body as { embeds?: unknown[] }).embeds ?? []).length === 0 &&
      String((r.body as { content?: string }).content ?? "").startsWith(start),
  );
}
const contentOf = (request: { body: unknown } | undefined) =>
  String((request?.body as { content?: string } | undefined)?.content ?? "");
const pingedIn = (request: { body: unknown }) =>
  (request.body as { allowed_mentions?: { users?: string[] } }).allowed_mentions?.users ?? [];

const dmsStarting = (p: TablePlayer, start: string) =>
  table.fake.dmsOf(p.user).filter((m) => m.content.startsWith(start));

function linkOf(m: FakeMessage): string {
  const button = m.interactiveComponents.find((c) => "url" in c) as { url?: string } | undefined;
  return button?.url ?? "";
}

describe("/smashup notify", () => {
  it("pings in the channel by default, DMs who chose DMs with a link, and tells the next player (EN)", async () => {
    const { game, alice, bob, carol } = await seated();
    const t = notify.en;
    const dm = await notifyCommand(game, bob, { how: "dm" });
    expect(dm.ephemeral).toBe(true);
    expect(dm.content).toContain(t.nowDm);
    // Turning DMs on sends one at once (closed DMs show now, not at the next turn).
    expect(table.fake.dmsOf(bob.user).map((m) => m.content)).toEqual([t.dmTest]);
    const before = await notifyCommand(game, carol, { "before-me": true });
    expect(before.content).toContain(t.nowChannel);
    expect(before.content).toContain(t.beforeOn);

    await endTurnOf(game, alice);
    const g = (await game.engine()).g;
    expect(g.turn.active).toBe(1);
    const where = t.where(`<#${table.channel.id}>`, "Table");
    const turnDMs = dmsStarting(bob, t.dmTurn(g.turn.number, where));
    expect(turnDMs).toHaveLength(1);
    expect(linkOf(turnDMs[0] as FakeMessage)).toBe(
      `https://discord.com/channels/${table.guild.id}/${table.channel.id}/${game.board().id}`,
    );
    // The channel still says whose turn it is; bob is named, not pinged; carol (after bob) is pinged.
    const [bobsTurn] = channelPosts(table.channel, msg("en").board.yourTurn(mention(bob)));
    expect(bobsTurn).toBeDefined();
    expect(pingedIn(bobsTurn as { body: unknown })).toEqual([carol.user.id]);
    expect(contentOf(bobsTurn)).toContain(t.upNext(mention(carol)));
    // Nobody else got a DM; a DM is in no channel.
    expect(table.fake.dmsOf(alice.user)).toEqual([]);
    expect(table.fake.dmsOf(carol.user)).toEqual([]);
    expect(table.channel.messages.some((m) => m.content.includes(t.dmTurn(g.turn.number, where)))).toBe(
      false,
    );

    // Carol's turn: a channel ping (her choice), nobody after her asked, bob gets no second DM.
    await endTurnOf(game, bob);
    const [carolsTurn] = channelPosts(table.channel, msg("en").board.yourTurn(mention(carol)));
    expect(pingedIn(carolsTurn as { body: unknown })).toEqual([carol.user.id]);
    expect(contentOf(carolsTurn)).not.toContain("⏭️");
    expect(table.fake.dmsOf(bob.user).filter((m) => m.content.startsWith("🎲"))).toHaveLength(1);
    expect(table.fake.dmsOf(carol.user)).toEqual([]);

    // Before-me by DM: bob (DMs) asks too; alice's turn starts, bob plays after her: a DM.
    await notifyCommand(game, bob, { "before-me": true });
    await endTurnOf(game, carol);
    expect((await game.engine()).g.turn.active).toBe(0);
    expect(dmsStarting(bob, "⏭️").map((m) => m.content)).toEqual([t.dmBefore("alice", where)]);
    const [alicesTurn] = channelPosts(table.channel, msg("en").board.yourTurn(mention(alice)));
    expect(pingedIn(alicesTurn as { body: unknown })).toEqual([alice.user.id]);
    game.finish();
  }, 240_000);

  it("turns DMs off when Discord refuses one, with a note in the channel ping (FR)", async () => {
    const { game, alice, bob, carol } = await seated("fr");
    const t = notify.fr;
    // Closed DMs show at once: the player keeps the channel pings.
    table.fake.refuseDirectMessages(carol.user);
    const refusedNow = await notifyCommand(game, carol, { how: "dm" });
    expect(refusedNow.content).toContain(t.nowChannel);
    expect(refusedNow.content).toContain(t.dmRefusedNow);

    // Alice accepts DMs, then closes them: her next turn's DM is refused.
    const on = await notifyCommand(game, alice, { how: "dm" });
    expect(on.content).toContain(t.nowDm);
    expect(table.fake.dmsOf(alice.user).map((m) => m.content)).toEqual([t.dmTest]);
    table.fake.refuseDirectMessages(alice.user);
    await endTurnOf(game, alice);
    await endTurnOf(game, bob);
    await endTurnOf(game, carol);
    const [alicesTurn] = channelPosts(table.channel, msg("fr").board.yourTurn(mention(alice)));
    expect(alicesTurn).toBeDefined();
    expect(pingedIn(alicesTurn as { body: unknown })).toEqual([alice.user.id]);
    expect(contentOf(alicesTurn)).toContain(`${mention(alice)} ${t.refusedNote}`);
    expect(table.fake.dmsOf(alice.user)).toHaveLength(1);
    const now = await notifyCommand(game, alice);
    expect(now.content).toContain(t.nowChannel);
    expect(now.content).toMatch(/⚠️ Discord m'a refusé un message privé pour vous le /);
    game.finish();
  }, 240_000);
});

describe("a choice waiting for you", () => {
  it("is a DM for who chose DMs (a Special window in another player's turn), the channel naming them", async () => {
    table = await Table.open({ players: 3 });
    const game = await prepareGame(
      table,
      tarPits({ bobHand: ["ninjas:shinobi", "ninjas:way-of-deception"] }),
    );
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    await notifyCommand(game, bob, { how: "dm" });
    await endTurnOf(game, alice);
    const t = notify.en;
    const choice = dmsStarting(bob, t.dmChoice(t.where(`<#${table.channel.id}>`, "Table")));
    expect(choice).toHaveLength(1);
    expect(linkOf(choice[0] as FakeMessage)).toMatch(
      new RegExp(`^https://discord\\.com/channels/${table.guild.id}/${table.channel.id}/\\d+$`),
    );
    // The channel's notice of the window still names bob (with its Respond button), pinging nobody.
    const notice = table.fake.requests.find(
      (r) =>
        r.method === "POST" &&
        r.path === `/channels/${table.channel.id}/messages` &&
        contentOf(r).startsWith(mention(bob)) &&
        ((r.body as { embeds?: unknown[] }).embeds ?? []).length === 0,
    );
    expect(notice).toBeDefined();
    expect(pingedIn(notice as { body: unknown })).toEqual([]);
    game.finish();
  }, 240_000);
});

describe("DM notices across a restart", () => {
  it("sends a DM whose post failed after the restart, and never twice one posted but not recorded", async () => {
    const { game, alice, bob, carol } = await seated();
    const t = notify.en;
    await notifyCommand(game, bob, { how: "dm" });
    await notifyCommand(game, carol, { how: "dm" });
    const bobDM = table.fake.dmChannelOf(bob.user)?.id as string;
    const turnDMs = (p: TablePlayer) => table.fake.dmsOf(p.user).filter((m) => m.content.startsWith("🎲"));
    const turnPings = (p: TablePlayer) =>
      table.channel.messageIds
        .map((id) => table.fake.message(id))
        .filter((m) => m?.embeds.length === 0 && m.content.startsWith(msg("en").board.yourTurn(mention(p))));

    // 1. Discord fails bob's DM (500, past discord.js's retries): neither the DM nor the channel's
    // notice goes; the game is behind. A restart catches it up: each once.
    table.fake.failNext({ method: "POST", path: `/channels/${bobDM}/messages`, status: 500, times: 4 });
    await endTurnOf(game, alice);
    expect(turnDMs(bob)).toHaveLength(0);
    expect(turnPings(bob)).toHaveLength(0);
    await table.bot.stop();
    await table.start();
    await table.fake.waitUntil(() => turnDMs(bob).length > 0 && turnPings(bob).length > 0, {
      description: "bob's DM and the channel's notice after the restart",
    });
    await table.idle();
    expect(turnDMs(bob)).toHaveLength(1);
    expect(turnPings(bob)).toHaveLength(1);

    // 2. Carol's DM is posted, then the channel's notice fails and the bot dies before recording
    // the DM (its row still says "posting"), past Discord's nonce window.
    table.fake.failNext({
      method: "POST",
      path: `/channels/${table.channel.id}/messages`,
      status: 500,
      times: 4,
    });
    await endTurnOf(game, bob);
    expect(turnDMs(carol)).toHaveLength(1);
    expect(turnPings(carol)).toHaveLength(0);
    await table.db.store.prisma.$executeRaw`
      UPDATE direct_notice SET status = 'posting' WHERE user_id = ${carol.user.id} AND key LIKE 'turn:%'`;
    table.fake.forgetNonces();
    await table.bot.stop();
    await table.start();
    await table.fake.waitUntil(() => turnPings(carol).length > 0, { description: "carol's channel notice" });
    await table.idle();
    expect(turnDMs(carol).map((m) => m.content)).toEqual([
      t.dmTurn((await game.engine()).g.turn.number, t.where(`<#${table.channel.id}>`, "Table")),
    ]);
    expect(turnPings(carol)).toHaveLength(1);
    expect(turnDMs(bob)).toHaveLength(1);
    table.fake.assertNoViolations();
  }, 300_000);
});

describe("/smashup games", () => {
  async function finishedGameIn(channelId: string, winner: string) {
    const created = await table.db.store.createGame({
      guildId: table.guild.id,
      channelId,
      status: "active",
      setup: {},
      snapshot: {},
    });
    const player = (seat: number, name: string, vp: number) => ({
      seat,
      userId: `u${seat}`,
      name,
      factions: ["aliens", "ninjas"],
      vp,
      out: false,
    });
    await table.db.store.saveGame({
      id: created.game.id,
      expectedVersion: created.game.version,
      patch: {
        status: "finished",
        summary: {
          outcome: "finished",
          winner: { seat: 0, userId: "u0", name: winner },
          reason: "vp",
          players: [player(0, winner, 15), player(1, "zed", 9)],
          turns: 12,
          decisions: 100,
        },
      },
    });
  }

  it("mine: the games waiting for you, oldest wait first, with links, none of a channel you cannot see; the history hides it too", async () => {
    table = await Table.open({
      players: 3,
      userLocales: [Locale.EnglishUS, Locale.French, Locale.EnglishUS],
    });
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const second = table.guild.createTextChannel("second");
    const secret = table.guild.createTextChannel("secret");
    secret.setPermissionOverwrite(alice.user, { deny: PermissionFlagsBits.ViewChannel });
    // Ended games of both channels (made first: a channel holds one open game at a time).
    await finishedGameIn(secret.id, "sybil");
    await finishedGameIn(second.id, "otto");
    const inChannel = (channel: FakeChannel) => Object.assign(Object.create(table) as Table, { channel });
    // Created in this order: the game in #second waits longest, then #smash-up, then #secret.
    const older = await prepareGame(inChannel(second), SCENARIO);
    const newer = await prepareGame(table, SCENARIO);
    const hidden = await prepareGame(inChannel(secret), SCENARIO);
    // Their boards are in their channels (the links point at them).
    for (const [game, channel] of [
      [older, second],
      [newer, table.channel],
      [hidden, secret],
    ] as const) {
      await game.step(() => bob.driver.slash(channel, "smashup", { subcommand: "board" }));
    }

    const mine = await alice.driver.slash(table.channel, "smashup", {
      subcommand: "games",
      options: { mine: true },
    });
    expect(mine.ephemeral).toBe(true);
    const lines = mine.content.split("\n");
    const t = notify.en.mine;
    expect(lines[0]).toBe(t.title);
    expect(lines).toHaveLength(3);
    const link = (game: PreparedGame, channel: FakeChannel) =>
      `https://discord.com/channels/${table.guild.id}/${channel.id}/${game.board().id}`;
    expect(lines[1]).toMatch(new RegExp(`^1\\. <#${second.id}> · your turn \\(turn \\d+\\) · <t:\\d+:R> · `));
    expect(lines[1]).toContain(`(${link(older, second)})`);
    expect(lines[2]).toMatch(new RegExp(`^2\\. <#${table.channel.id}> · `));
    expect(lines[2]).toContain(`(${link(newer, table.channel)})`);
    expect(mine.content).not.toContain(secret.id);
    // Bob (French) has no game waiting: said in French.
    const none = await bob.driver.slash(table.channel, "smashup", {
      subcommand: "games",
      options: { mine: true },
    });
    expect(none.content).toBe(notify.fr.mine.none);

    // The history: alice does not see #secret's game; bob does.
    const history = (p: TablePlayer) =>
      p.driver
        .slash(table.channel, "smashup", { subcommand: "games" })
        .then((r) => r.embeds[0]?.description ?? "");
    const seenByAlice = await history(alice);
    expect(seenByAlice).toContain(`<#${second.id}>`);
    expect(seenByAlice).not.toContain(`<#${secret.id}>`);
    expect(seenByAlice).not.toContain("sybil");
    const seenByBob = await history(bob);
    expect(seenByBob).toContain(`<#${secret.id}>`);
    expect(pastGames.fr.listTitle(1)).toBeTruthy();
    table.fake.assertNoViolations();
  }, 240_000);
});
