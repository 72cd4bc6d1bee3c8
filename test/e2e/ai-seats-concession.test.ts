// A concession or a player the timer keeps ending turns of, put to the table (issue 23), through the
// fake Discord: an AI holds a conceding player's seat at once, the others vote to keep an AI there
// or to remove the player (only then do the cards leave the game), the vote survives a restart, a
// restart while the holding AI owes a decision resumes it, the player may take the seat back, and
// bad clicks (the conceder voting, a non-player, a forged button) get a private answer, no change.

import { ComponentType, Locale } from "discord.js";
import { afterAll, describe, expect, it } from "vitest";
import { type AiRunner, inlineAiRunner } from "../../src/app/ai-runner.ts";
import { encodeConfirmId } from "../../src/discord/confirm-id.ts";
import { msg } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { customIdOf } from "../fake-discord/model/component-query.ts";
import { restartResumesAi } from "./support/ai-restart.ts";
import { JOIN, START } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");
const HOUR = 3_600_000;
const tables: Table[] = [];
afterAll(async () => {
  for (const t of tables) await t.close();
});

async function open(options: Parameters<typeof Table.open>[0]): Promise<Table> {
  const table = await Table.open(options);
  tables.push(table);
  return table;
}

/** Alice hosts, the others join, the game starts (random factions). */
async function startGame(table: Table, options: Record<string, string | number> = {}): Promise<string> {
  const [host, ...guests] = table.players as [TablePlayer, ...TablePlayer[]];
  await host.driver.slash(table.channel, "smashup", {
    subcommand: "new",
    options: { selection: "random", vp: 8, ...options },
  });
  await table.idle();
  const lobby = table.channel.messages.findLast((m) => m.findComponent({ customId: JOIN })) as FakeMessage;
  for (const guest of guests) {
    await guest.driver.click(lobby, { customId: JOIN });
    await table.idle();
  }
  await host.driver.click(table.fake.message(lobby.id) as FakeMessage, { customId: START });
  await table.idle();
  const game = await table.bot.games.activeInChannel(table.channel.id);
  if (!game) throw new Error("no game");
  return game.record.id;
}

/** `player` concedes through /smashup concede and its confirmation; returns the private answer. */
async function concede(table: Table, player: TablePlayer, confirm: string): Promise<string> {
  const asked = await player.driver.slash(table.channel, "smashup", { subcommand: "concede" });
  expect(asked.content).toBe(confirm);
  const done = await player.driver.click(asked.reply, /^cf:.*:concede$/);
  await table.idle();
  expect(done.ephemeral).toBe(true);
  return done.content;
}

/** The latest public message with a vote's buttons on `userId`. */
function voteOn(table: Table, userId: string): FakeMessage {
  const vote = table.channel.messages.findLast((m) => m.findComponent(new RegExp(`^cf:.*:kick:${userId}$`)));
  if (!vote)
    throw new Error(
      `no vote message in ${JSON.stringify(table.channel.messages.map((m) => [m.content.slice(0, 80), m.deleted]))}`,
    );
  return vote;
}

describe("a concession put to the table", () => {
  it("an AI holds the seat; the vote survives a restart and keeps an Easy AI; the player takes the seat back", async () => {
    const table = await open({ players: 3, seed: 61 });
    const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const gameId = await startGame(table);
    const before = await table.bot.games.load(gameId);
    const cards = before?.engine?.g.cards.filter((c) => c.owner === 2 && c.zone !== "removed").length;

    const told = await concede(table, carol, en.aiSeats.concedeConfirmVote);
    const holder = `🤖 Normal AI (for ${carol.name})`;
    expect(told).toBe(en.aiSeats.concededHeld(holder));
    const vote = voteOn(table, carol.user.id);
    expect(vote.content).toContain(en.aiSeats.concessionVote(carol.name, holder, 2, false));
    // The voters are pinged, the player who conceded is not.
    expect(vote.data.mentions.map((u) => u.id).sort()).toEqual([alice.user.id, bob.user.id].sort());
    const held = await table.bot.games.load(gameId);
    expect(held?.setup.seats[2]).toMatchObject({ ai: "normal", conceded: true });
    expect(held?.engine?.g.players[2]?.out).toBe(false);
    expect(held?.engine?.g.cards.filter((c) => c.owner === 2 && c.zone !== "removed").length).toBe(cards);

    // Bad clicks: the conceder, a non-player, a forged level — private answers, nothing changes.
    const row = await table.row(gameId);
    const own = await carol.driver.click(vote, /^cf:.*:kickai:\d+:easy$/);
    await table.idle();
    expect(own.ephemeral).toBe(true);
    expect(own.content).toBe(en.app.reason["conceded-pending"]);
    const stranger = table.fake.createUser("dave");
    table.guild.addMember(stranger);
    const outsider = await table.fake.user(stranger).click(vote, /^cf:.*:kick:\d+$/);
    await table.idle();
    expect(outsider.ephemeral).toBe(true);
    expect(outsider.content).toBe(en.app.reason["not-in-game"]);
    const real = encodeConfirmId({ gameId, verb: "kickai", userId: carol.user.id, level: "easy" });
    const posted = await table.forge([
      { type: ComponentType.Button, style: 2, label: "x", custom_id: real.replace(/easy$/, "godlike") },
    ]);
    const forged = await alice.driver.click(posted, /godlike$/);
    await table.idle();
    expect(forged.ephemeral).toBe(true);
    expect(forged.content).toBe(en.play.invalidButton);
    expect(await table.row(gameId)).toEqual(row);

    // Alice votes for an Easy AI; the bot restarts mid-vote; Bob completes it on the same message.
    const first = await alice.driver.click(vote, /^cf:.*:kickai:\d+:easy$/);
    await table.idle();
    expect(first.content).toBe(en.aiSeats.kickReplaceVoted(carol.name, "🤖 Easy AI"));
    const count = voteOn(table, carol.user.id);
    expect(count.content).toContain(en.aiSeats.concessionCount(carol.name, "🤖 Easy AI", 1, 2));
    await table.bot.stop();
    await table.start();
    await table.idle();
    await bob.driver.click(count, /^cf:.*:kickai:\d+:easy$/);
    await table.idle();
    const kept = await table.bot.games.load(gameId);
    expect(kept?.setup.seats[2]).toMatchObject({ ai: "easy", replaced: { userId: carol.user.id } });
    expect(kept?.setup.seats[2]).not.toHaveProperty("conceded");
    expect(kept?.engine?.g.players[2]?.out).toBe(false);
    const easy = `🤖 Easy AI (for ${carol.name})`;
    expect(
      table.channel.messages.some((m) => m.content.includes(en.aiSeats.replaced(carol.name, easy))),
    ).toBe(true);
    // Decided, the vote's messages are gone; a button of it (a client's stale copy) is refused.
    expect(count.deleted).toBe(true);
    const copy = await table.forge([
      {
        type: ComponentType.Button,
        style: 2,
        label: "x",
        custom_id: encodeConfirmId({ gameId, verb: "kick", userId: carol.user.id }),
      },
    ]);
    const late = await alice.driver.click(copy, /^cf:.*:kick:\d+$/);
    await table.idle();
    expect(late.content).toBe(en.app.reason["vote-over"]);

    // Carol changes her mind: /smashup ai gives the seat back.
    const panel = await carol.driver.slash(table.channel, "smashup", { subcommand: "ai" });
    await table.idle();
    const back = await carol.driver.click(panel.reply, /^cf:.*:back$/);
    await table.idle();
    expect(back.content).toBe(en.aiSeats.tookBack);
    const after = await table.bot.games.load(gameId);
    expect(after?.setup.seats[2]).toMatchObject({ userId: carol.user.id, name: carol.name });
    expect(after?.setup.seats[2]).not.toHaveProperty("ai");
    table.fake.assertNoViolations();
  }, 600_000);

  it("French: a restart while the holding AI owes a decision resumes it once; the table removes the player", async () => {
    let runner: AiRunner = {
      // The first bot's AI dies before answering (as a crash mid-AI-turn would leave it).
      async decide() {
        throw new Error("the AI worker died");
      },
      close: async () => {},
    };
    const table = await open({
      players: 3,
      seed: 71,
      guildLocale: Locale.French,
      userLocales: [Locale.French, Locale.French, Locale.French],
      aiRunner: () => runner,
    });
    const gameId = await startGame(table);
    const start = await table.bot.games.load(gameId);
    const seat = start?.engine?.prompt?.seat as number;
    const awaited = table.players.find((p) => p.user.id === start?.userOf(seat)) as TablePlayer;
    const [first, second] = table.players.filter((p) => p !== awaited) as [TablePlayer, TablePlayer];

    // The awaited player concedes: the holding AI owes the pending prompt at once.
    const told = await concede(table, awaited, fr.aiSeats.concedeConfirmVote);
    const holder = `🤖 IA normale (pour ${awaited.name})`;
    expect(told).toBe(fr.aiSeats.concededHeld(holder));
    expect(voteOn(table, awaited.user.id).content).toContain(
      fr.aiSeats.concessionVote(awaited.name, holder, 2, false),
    );
    const owed = await restartResumesAi(table, gameId, () => {
      runner = inlineAiRunner();
    });
    expect(owed.seat).toBe(seat);
    expect(owed.added.some((d) => d.seat === seat && (d.answer as { ai?: string }).ai === "normal")).toBe(
      true,
    );

    // Both others vote "exclure": only now does the engine take the seat out.
    const vote = voteOn(table, awaited.user.id);
    const voted = await first.driver.click(vote, /^cf:.*:kick:\d+$/);
    await table.idle();
    expect(voted.content).toBe(fr.play.kickVoted(awaited.name));
    expect(voteOn(table, awaited.user.id).content).toContain(
      fr.aiSeats.concessionCount(awaited.name, null, 1, 2),
    );
    await second.driver.click(voteOn(table, awaited.user.id), /^cf:.*:kick:\d+$/);
    await table.idle();
    const removed = await table.bot.games.load(gameId);
    expect(removed?.engine?.g.players[seat]?.out).toBe(true);
    expect(removed?.setup.seats[seat]).toMatchObject({ userId: awaited.user.id, name: awaited.name });
    expect(removed?.engine?.g.cards.filter((c) => c.owner === seat && c.zone !== "removed")).toEqual([]);
    expect(
      table.channel.messages.some((m) => m.content.includes(fr.aiSeats.concessionAccepted(awaited.name))),
    ).toBe(true);
    expect((await table.db.store.loadAllDecisions(gameId)).at(-1)).toMatchObject({
      userId: awaited.user.id,
      seat,
      answer: { leave: true, conceded: true },
    });
    table.fake.assertNoViolations();
  }, 600_000);
});

describe("a player the timer ended two turns of in a row", () => {
  it("the second timeout in a row opens the vote: one click of the other player puts an AI in", async () => {
    let now = new Date("2030-01-01T00:00:00Z");
    const table = await open({ players: 2, seed: 81, now: () => now, timerIntervalMs: 10 });
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const gameId = await startGame(table, { timer: 12 });
    // Nobody plays: every wait times out, until someone's second turn in a row ends so.
    let struck: FakeMessage | undefined;
    for (let guard = 0; guard < 40 && !struck; guard++) {
      now = new Date(now.getTime() + 13 * HOUR);
      // One whole tick on each new clock: each wait times out (a sleep might see no tick at all).
      await table.tick();
      struck = table.channel.messages.find((m) => m.content.includes(en.aiSeats.timedOutAgain(2)));
    }
    if (!struck) throw new Error("no second timeout in a row");
    const target = [alice, bob].find((p) => struck.content.includes(p.user.mention)) as TablePlayer;
    const voter = target === alice ? bob : alice;
    // The vote comes with it, saved as a notice the channel is owed: the other player is asked.
    const vote = voteOn(table, target.user.id);
    expect(vote.content).toBe(`${voter.user.mention} ${en.aiSeats.strikeVote(target.name, 1)}`);
    expect(vote.data.mentions.map((u) => u.id)).toEqual([voter.user.id]);
    expect(vote.interactiveComponents.map(customIdOf)).toEqual([
      encodeConfirmId({ gameId, verb: "kick", userId: target.user.id }),
      ...(["easy", "normal", "hard"] as const).map((level) =>
        encodeConfirmId({ gameId, verb: "kickai", userId: target.user.id, level }),
      ),
    ]);
    await voter.driver.click(vote, /^cf:.*:kickai:\d+:normal$/);
    await table.idle();
    const replaced = await table.bot.games.load(gameId);
    const seat = replaced?.setup.seats.findIndex((s) => s.replaced?.userId === target.user.id) ?? -1;
    expect(replaced?.setup.seats[seat]).toMatchObject({ ai: "normal" });
    expect(replaced?.engine?.g.players[seat]?.out).toBe(false);
    table.fake.assertNoViolations();
  }, 600_000);
});
