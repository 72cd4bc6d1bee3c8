// AI seats through the fake Discord (issue 23): solo practice (1 person + 1 AI) played to the end,
// a table filled with two AIs (French, draft), a kick vote that puts an AI in an absent player's
// seat and the player taking it back, a restart while an AI owes a decision, and forged or
// unauthorised AI controls refused privately without a change.

import { ComponentType, Locale } from "discord.js";
import { afterAll, describe, expect, it } from "vitest";
import { type AiRunner, inlineAiRunner } from "../../src/app/ai-runner.ts";
import { aiPromptSeat } from "../../src/app/ai-seats.ts";
import { msg } from "../../src/i18n/index.ts";
import { encodeCustomId } from "../../src/render/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { restartResumesAi } from "./support/ai-restart.ts";
import { JOIN, START } from "./support/games.ts";
import { Policy } from "./support/policy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");
const tables: Table[] = [];
afterAll(async () => {
  for (const t of tables) await t.close();
});

async function open(options: Parameters<typeof Table.open>[0]): Promise<Table> {
  const table = await Table.open(options);
  tables.push(table);
  return table;
}

/** The host opens a lobby; returns it and its game id. */
async function lobby(table: Table, host: TablePlayer, options: Record<string, string | number> = {}) {
  await host.driver.slash(table.channel, "smashup", { subcommand: "new", options });
  await table.idle();
  const game = await table.bot.games.activeInChannel(table.channel.id);
  const message = table.channel.messages.findLast((m) => m.findComponent({ customId: JOIN }));
  if (!game || !message) throw new Error("no lobby");
  return { gameId: game.record.id, message };
}

/** The host adds an AI of `level` through `/smashup ai` and its panel; returns the panel. */
async function addAi(
  table: Table,
  host: TablePlayer,
  level: "easy" | "normal" | "hard",
): Promise<FakeMessage> {
  const opened = await host.driver.slash(table.channel, "smashup", { subcommand: "ai" });
  await table.idle();
  const clicked = await host.driver.click(opened.reply, new RegExp(`^lb:.*:aiadd:${level}$`));
  await table.idle();
  return clicked.reply;
}

/** No message of the channel mentions an AI seat as a user. */
function noAiMention(table: Table): void {
  for (const m of table.channel.messages) expect(JSON.stringify(m.content)).not.toMatch(/<@ai:/);
  const pinged = table.fake.requests.filter((r) => /"users":\[[^\]]*"ai:/.test(JSON.stringify(r.body ?? "")));
  expect(pinged).toEqual([]);
}

describe("AI seats end to end", () => {
  it("solo practice: 1 person + a Hard AI, from the lobby to game over", async () => {
    const table = await open({ players: 1, seed: 11 });
    const [alice] = table.players as [TablePlayer];
    const { gameId, message } = await lobby(table, alice, { selection: "random", vp: 5 });
    const panel = await addAi(table, alice, "hard");
    expect(panel.ephemeral).toBe(true);
    expect(panel.content).toContain(en.aiSeats.added("🤖 Hard AI"));
    const shown = table.fake.message(message.id) as FakeMessage;
    expect(shown.embeds[0]?.description).toContain("2. 🤖 Hard AI");
    expect(shown.embeds[0]?.description).toContain(en.aiSeats.lobbyHint);
    await alice.driver.click(shown, { customId: START });
    await table.idle();

    const policy = new Policy(table, gameId);
    const { board } = await policy.playToTheEnd();
    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(board.content).toBe(en.board.over);
    const over = table.channel.messages.at(-1);
    expect(JSON.stringify(over?.embeds)).toContain("🤖 Hard AI");
    // The AI played its turns (decisions of its seat, logged without a user, marked as the AI's).
    const decisions = await table.db.store.loadAllDecisions(gameId);
    const mine = decisions.filter((d) => d.seat === 1);
    expect(mine.length).toBeGreaterThan(5);
    expect(mine.every((d) => d.userId === null && (d.answer as { ai?: string }).ai === "hard")).toBe(true);
    // Alice was never asked to answer for the AI; nobody pinged the AI.
    noAiMention(table);
    // Rematch: the AI sits at the new table again, as an AI of its level.
    await alice.driver.click(over as FakeMessage, /^rm:/);
    await table.idle();
    const rematch = await table.bot.games.activeInChannel(table.channel.id);
    expect(rematch?.setup.seats.map((s) => [s.name, s.ai ?? null])).toEqual([
      ["alice", null],
      ["🤖 Hard AI", "hard"],
    ]);
    table.fake.assertNoViolations();
  }, 600_000);

  it("a table filled with two AIs (French, draft): the AIs draft, the person plays, the board marks them", async () => {
    const table = await open({
      players: 1,
      seed: 21,
      guildLocale: Locale.French,
      userLocales: [Locale.French],
    });
    const [alice] = table.players as [TablePlayer];
    const { gameId, message } = await lobby(table, alice, { selection: "draft", vp: 5 });
    await addAi(table, alice, "easy");
    await addAi(table, alice, "normal");
    const shown = table.fake.message(message.id) as FakeMessage;
    expect(shown.embeds[0]?.description).toContain("🤖 IA facile");
    expect(shown.embeds[0]?.description).toContain("🤖 IA normale");
    await alice.driver.click(shown, { customId: START });
    await table.idle();
    const policy = new Policy(table, gameId);
    let boardSample = "";
    await policy.playUntil(async (b) => {
      const snapshot = await table.bot.games.load(gameId);
      // Whenever the table looks at the board, no AI is still owed a decision.
      if (snapshot?.engine) expect(aiPromptSeat(snapshot.setup, snapshot.engine)).toBeNull();
      if (!boardSample && snapshot?.engine && snapshot.engine.g.turn.number >= 3) boardSample = b.text;
      return false;
    });
    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(boardSample).toMatch(/🤖 IA (facile|normale)/);
    noAiMention(table);
    table.fake.assertNoViolations();
  }, 600_000);

  it("refuses AI controls to anyone but the host, and forged ones, privately and without a change", async () => {
    const table = await open({ players: 2, seed: 31 });
    const [alice, bob] = table.players as [TablePlayer, TablePlayer];
    const { gameId, message } = await lobby(table, alice, { selection: "random" });
    await bob.driver.click(message, { customId: JOIN });
    await table.idle();
    const before = await table.row(gameId);
    // Bob's /smashup ai: no buttons, what the command is for.
    const panel = await bob.driver.slash(table.channel, "smashup", { subcommand: "ai" });
    await table.idle();
    expect(panel.reply.ephemeral).toBe(true);
    expect(panel.reply.content).toBe(en.aiSeats.nothingToDo);
    expect(panel.reply.interactiveComponents).toEqual([]);
    // The host's buttons forged onto a public message and clicked by Bob.
    const snapshot = await table.bot.games.load(gameId);
    const ref = { gameId, version: snapshot?.record.version ?? 0, promptId: 0 };
    const forged = await table.forge([
      {
        type: ComponentType.Button,
        style: 2,
        label: "a",
        custom_id: encodeCustomId({ prefix: "lb", ...ref, verb: "aiadd", level: "hard" }),
      },
      {
        type: ComponentType.Button,
        style: 2,
        label: "r",
        custom_id: encodeCustomId({ prefix: "lb", ...ref, verb: "airm", seat: 0 }),
      },
    ]);
    const add = await bob.driver.click(forged, /:aiadd:hard$/);
    await table.idle();
    expect(add.reply.ephemeral).toBe(true);
    expect(add.reply.content).toContain(en.app.reason["not-host"]);
    // The host "removing" a person's seat.
    const remove = await alice.driver.click(forged, /:airm:0$/);
    await table.idle();
    expect(remove.reply.ephemeral).toBe(true);
    expect(remove.reply.content).toContain(en.app.reason["not-an-ai"]);
    expect(await table.row(gameId)).toEqual(before);
  }, 300_000);

  it("a kick vote puts an AI in the absent player's seat; the player takes it back (French)", async () => {
    let now = new Date("2030-01-01T00:00:00Z");
    const table = await open({
      players: 3,
      seed: 41,
      now: () => now,
      guildLocale: Locale.French,
      userLocales: [Locale.French, Locale.French, Locale.French],
    });
    const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const { gameId, message } = await lobby(table, alice, { selection: "random", vp: 5 });
    for (const guest of [bob, carol]) {
      await guest.driver.click(message, { customId: JOIN });
      await table.idle();
    }
    await alice.driver.click(message, { customId: START });
    await table.idle();
    const before = await table.bot.games.load(gameId);
    const seat = before?.engine?.prompt?.seat as number;
    const awaited = table.players.find((p) => p.user.id === before?.userOf(seat)) as TablePlayer;
    const [first, second] = table.players.filter((p) => p !== awaited) as [TablePlayer, TablePlayer];
    now = new Date(now.getTime() + 31 * 60_000);
    await first.driver.slash(table.channel, "smashup", {
      subcommand: "kick",
      options: { player: awaited.user },
    });
    await table.idle();
    // The vote offers both outcomes; replacing starts its own count, which both others confirm.
    const vote = table.channel.lastMessage as FakeMessage;
    expect(vote.findComponent(/^cf:.*:kick:/)).toBeTruthy();
    // The table chooses the AI's level: one button per level; here Easy (not the default Normal).
    for (const level of ["easy", "normal", "hard"] as const) {
      const button = vote.findComponent(new RegExp(`^cf:.*:kickai:\\d+:${level}$`));
      expect(button && "label" in button ? button.label : "").toBe(
        fr.aiSeats.kickReplaceButton(fr.aiSeats.name(fr.aiSeats.level[level])),
      );
    }
    await second.driver.click(vote, /^cf:.*:kickai:\d+:easy$/);
    await table.idle();
    const replaceVote = table.channel.lastMessage as FakeMessage;
    expect(replaceVote.content).toContain("🤖 IA facile : 1/2");
    await first.driver.click(replaceVote, /^cf:.*:kickai:\d+:easy$/);
    await table.idle();
    const replaced = await table.bot.games.load(gameId);
    expect(replaced?.setup.seats[seat]).toMatchObject({
      ai: "easy",
      replaced: { userId: awaited.user.id },
    });
    expect(replaced?.engine?.g.players[seat]?.out).toBe(false);
    expect(
      table.channel.messages.some((m) =>
        m.content.includes(fr.aiSeats.replaced(awaited.name, `🤖 IA facile (pour ${awaited.name})`)),
      ),
    ).toBe(true);
    // The AI played the seat on: the game waits on a person.
    expect(aiPromptSeat(replaced!.setup, replaced!.engine)).toBeNull();
    const aiMoves = (await table.db.store.loadAllDecisions(gameId)).filter((d) => d.seat === seat);
    expect(aiMoves.some((d) => (d.answer as { ai?: string }).ai === "easy")).toBe(true);

    // The player is back: /smashup ai offers the seat, the button gives it back.
    const panel = await awaited.driver.slash(table.channel, "smashup", { subcommand: "ai" });
    await table.idle();
    expect(panel.reply.ephemeral).toBe(true);
    const back = await awaited.driver.click(panel.reply, /^cf:.*:back$/);
    await table.idle();
    expect(back.reply.content).toContain(fr.aiSeats.tookBack);
    const after = await table.bot.games.load(gameId);
    expect(after?.setup.seats[seat]).toMatchObject({ userId: awaited.user.id, name: awaited.name });
    expect(after?.setup.seats[seat]).not.toHaveProperty("ai");
    expect(table.channel.messages.some((m) => m.content.includes(fr.aiSeats.backInSeat(awaited.name)))).toBe(
      true,
    );
    // Nothing more to take back: the panel says what the command is for.
    const again = await awaited.driver.slash(table.channel, "smashup", { subcommand: "ai" });
    await table.idle();
    expect(again.reply.content).toBe(fr.aiSeats.nothingToDo);
    noAiMention(table);
    table.fake.assertNoViolations();
  }, 300_000);

  it("resumes an AI decision owed across a restart (the AI crashed mid-chain), without doing one twice", async () => {
    let decided = 0;
    // The first bot's AI answers twice, then fails (as a process dying mid-chain would leave it).
    const crashing: AiRunner = {
      async decide(job) {
        decided++;
        if (decided > 2) throw new Error("the AI worker died");
        return inlineAiRunner().decide(job);
      },
      close: async () => {},
    };
    let runner: AiRunner = crashing;
    const table = await open({ players: 1, seed: 51, aiRunner: () => runner });
    const [alice] = table.players as [TablePlayer];
    const { gameId, message } = await lobby(table, alice, { selection: "random", vp: 5 });
    await addAi(table, alice, "normal");
    await addAi(table, alice, "easy");
    await alice.driver.click(table.fake.message(message.id) as FakeMessage, { customId: START });
    await table.idle();
    const policy = new Policy(table, gameId);
    // Alice plays until an AI owes a decision it could not make.
    for (let guard = 0; guard < 200; guard++) {
      const snapshot = await table.bot.games.load(gameId);
      if (snapshot && aiPromptSeat(snapshot.setup, snapshot.engine) !== null) break;
      await policy.turnOfWhoeverIsAwaited(policy.board());
    }
    await restartResumesAi(table, gameId, () => {
      runner = inlineAiRunner();
    });
    // And the game goes on to its end.
    await policy.playToTheEnd();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    table.fake.assertNoViolations();
  }, 600_000);
});
