// The robustness cases, on one two-player game (with hidden timing, so that Special windows
// ask the player whose turn it is not): forged custom_ids, a click by someone who is not the
// addressee, an outdated prompt, two clicks at once, Discord refusing the board and the pings for a
// while (the channel catches up by itself), a finished game. Every refused click gets an ephemeral explanation and leaves the stored game as it was.

import { Routes } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeConfirmId } from "../../src/discord/confirm-id.ts";
import { msg } from "../../src/i18n/index.ts";
import { decodeCustomId, encodeCustomId } from "../../src/render/index.ts";
import type { FakeMessage, InteractionResult } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { endTurn } from "./support/panels.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const id = (c: { custom_id?: string } | object) => ("custom_id" in c ? (c.custom_id ?? "") : "");
const verbOf = (customId: string) => decodeCustomId(customId)?.verb;

describe("robustness of the game's buttons", () => {
  let table: Table;
  let gameId: string;
  let policy: Policy;
  let watch: PrivacyWatch;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let carol: TablePlayer;

  beforeAll(async () => {
    // The turn timer loop (which also catches up the channels) ticks often, as a minute would in production.
    table = await Table.open({ players: 3, seed: 3, timerIntervalMs: 1_000 });
    [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    const opened = await openGame(table, { selection: "random", vp: 8, "hidden-timing": true }, [alice, bob]);
    gameId = opened.gameId;
    watch = new PrivacyWatch(table, gameId);
    policy = new Policy(table, gameId, { afterStep: () => watch.check() });
  });
  afterAll(() => table?.close());

  /** Runs `click` and checks that it left the stored game exactly as it was. */
  async function changesNothing(click: () => Promise<InteractionResult>): Promise<InteractionResult> {
    const before = await table.row(gameId);
    const result = await click();
    await table.idle();
    expect(await table.row(gameId)).toEqual(before);
    return result;
  }

  async function current() {
    const snapshot = await table.bot.games.load(gameId);
    if (!snapshot?.engine) throw new Error("the game is not in play");
    return { snapshot, engine: snapshot.engine };
  }

  /** A message posted by the bot with the given buttons, as if the bot had made them. */
  async function botMessageWith(channelId: string, customIds: string[]): Promise<FakeMessage> {
    const rows = [];
    for (let i = 0; i < customIds.length; i += 5) {
      rows.push({
        type: 1,
        components: customIds
          .slice(i, i + 5)
          .map((custom_id, k) => ({ type: 2, style: 2, label: `b${i + k}`, custom_id })),
      });
    }
    const posted = (await table.bot.client.rest.post(Routes.channelMessages(channelId), {
      body: { content: "buttons", components: rows },
    })) as { id: string };
    const message = table.fake.message(posted.id);
    if (!message) throw new Error("the message was not posted");
    return message;
  }

  it("refuses forged custom_ids with an ephemeral message and changes nothing", async () => {
    const { snapshot, engine } = await current();
    const ref = { gameId, version: snapshot.record.version, promptId: engine.prompt?.id ?? 0 };
    const active = table.players.find(
      (p) => p.user.id === snapshot.userOf(engine.g.turn.active),
    ) as TablePlayer;
    const forged = [
      "sg:not-a-game:1:1:hand",
      encodeCustomId({
        prefix: "sg",
        gameId: "0b8e4a53-37f4-4d5f-9d2a-1d8f0e6c5b11",
        version: 1,
        promptId: 1,
        verb: "hand",
      }),
      encodeCustomId({ prefix: "sg", ...ref, version: ref.version + 50, verb: "hand" }),
      encodeCustomId({ prefix: "sg", ...ref, promptId: engine.g.promptSeq + 5, verb: "pick", arg: "end" }),
      `sg:${encodeCustomId({ prefix: "sg", ...ref, verb: "hand" }).split(":")[1]}:${ref.version}:${ref.promptId}:launch`,
      "cf:junk:concede",
    ];
    const message = await botMessageWith(table.channel.id, forged);
    for (const customId of forged) {
      const result = await changesNothing(() => active.driver.click(message, customId));
      expect(result.ephemeral, customId).toBe(true);
      expect(result.content, customId).toBe(en.play.invalidButton);
    }
    // A real button of this game, shown in another channel.
    const elsewhere = table.guild.createTextChannel("elsewhere");
    const moved = await botMessageWith(elsewhere.id, [
      encodeCustomId({ prefix: "sg", ...ref, verb: "hand" }),
    ]);
    const result = await changesNothing(() => active.driver.click(moved, /^sg:/));
    expect(result.content).toBe(en.play.invalidButton);
    // Well-formed, for this game, but asking for what the game does not offer.
    const illegal = await botMessageWith(table.channel.id, [
      encodeCustomId({ prefix: "sg", ...ref, verb: "pick", arg: "m999@999" }),
      encodeCustomId({ prefix: "lb", ...ref, promptId: 0, verb: "join" }),
      encodeConfirmId({ gameId, verb: "kick", userId: carol.user.id }),
    ]);
    const pick = await changesNothing(() => active.driver.click(illegal, /:pick:/));
    expect(pick.content).toContain(en.app.reason["illegal-option"]);
    const option = await changesNothing(() => active.driver.click(illegal, /^lb:/));
    expect(option.followUps.at(-1)?.content ?? option.content).toBe(en.app.reason["already-started"]);
    const kick = await changesNothing(() => active.driver.click(illegal, /^cf:/));
    expect(kick.content).toBe(en.app.reason["target-not-in-game"]);
    table.fake.assertNoViolations();
  });

  it("answers a click by someone who is not the addressee with their own view, changing nothing", async () => {
    const reached = await policy.playUntil((board) =>
      board.interactiveComponents.some((c) => verbOf(id(c)) === "resp"),
    );
    expect(reached).toBe(true);
    const board = policy.board();
    const respond = board.interactiveComponents.find((c) => verbOf(id(c)) === "resp");
    const { snapshot, engine } = await current();
    const addressee = snapshot.userOf(engine.prompt?.seat ?? -1);
    const other = [alice, bob].find((p) => p.user.id !== addressee) as TablePlayer;

    const wrong = await changesNothing(() => other.driver.click(board, id(respond!)));
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.content).toContain(en.app.reason["not-your-prompt"]);
    expect(wrong.embeds.at(-1)?.title).toMatch(/^Your hand/);

    const stranger = await changesNothing(() => carol.driver.click(board, id(respond!)));
    expect(stranger.content).toBe(en.app.reason["not-in-game"]);
    const strangerHand = await changesNothing(() => carol.driver.click(board, /:hand$/));
    expect(strangerHand.content).toBe(en.app.reason["not-in-game"]);
    expect(strangerHand.embeds).toEqual([]);
    table.fake.assertNoViolations();
  });

  it("tells a click on an outdated prompt that the board changed, and shows the current one", async () => {
    const { snapshot, engine } = await current();
    const addressee = table.players.find(
      (p) => p.user.id === snapshot.userOf(engine.prompt?.seat ?? -1),
    ) as TablePlayer;
    // Two private views of the same prompt: answered in the first, the second is outdated.
    const first = (await addressee.driver.click(policy.board(), /:resp$/)).reply;
    const oldPanel = (await addressee.driver.slash(table.channel, "smashup", { subcommand: "hand" })).reply;
    await table.idle();
    const answers = oldPanel.interactiveComponents.filter((c) => verbOf(id(c)) === "pick");
    expect(answers.length).toBeGreaterThan(0);
    await addressee.driver.click(first, id(answers.at(-1)!));
    await table.idle();

    const stale = await changesNothing(() => addressee.driver.click(oldPanel, id(answers[0]!)));
    expect(stale.content).toContain(en.app.reason.stale);
    table.fake.assertNoViolations();
  });

  it("applies exactly one of two clicks made at once, and tells the other that the board changed", async () => {
    // The active player's main prompt: a card chosen, then its target and End turn at once.
    await policy.playUntil((board) => !board.interactiveComponents.some((c) => verbOf(id(c)) === "resp"));
    const { snapshot, engine } = await current();
    const player = table.players.find(
      (p) => p.user.id === snapshot.userOf(engine.g.turn.active),
    ) as TablePlayer;
    let panel = (await player.driver.click(policy.board(), /:hand$/)).reply;
    await table.idle();
    const cards = panel.interactiveComponents.find((c) => verbOf(id(c)) === "card");
    if (cards && cards.type === 3) {
      panel = (await player.driver.select(panel, cards.custom_id, [cards.options[0]!.value])).reply;
      await table.idle();
    }
    const answers = panel.interactiveComponents.filter((c) => verbOf(id(c)) === "pick");
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const before = (await table.db.store.loadAllDecisions(gameId)).length;
    const [first, second] = answers as [(typeof answers)[number], (typeof answers)[number]];
    const both = await Promise.all(
      [first, second].map((c) =>
        c.type === 3
          ? player.driver.select(panel, c.custom_id, [c.options[0]!.value])
          : player.driver.click(panel, id(c)),
      ),
    );
    await table.idle();
    expect((await table.db.store.loadAllDecisions(gameId)).length).toBe(before + 1);
    const told = both.map((result) =>
      table.fake.requests
        // The answer: the panel updated through the interaction's callback, or its deferred reply filled.
        .filter((r) => (r.method === "PATCH" || r.method === "POST") && r.path.includes(result.record.token))
        .map((r) => JSON.stringify(r.body))
        .join(""),
    );
    expect(told.filter((text) => text.includes(en.app.reason.stale))).toHaveLength(1);
    table.fake.assertNoViolations();
  });

  it("catches the channel up once Discord accepts again: the right board and one ping, without a command", async () => {
    await policy.playUntil((board) => /it's your turn/.test(board.content));
    const { snapshot, engine } = await current();
    const active = table.players.find(
      (p) => p.user.id === snapshot.userOf(engine.g.turn.active),
    ) as TablePlayer;
    const next = [alice, bob].find((p) => p !== active) as TablePlayer;
    const turn = engine.g.turn.number;
    const yourTurn = en.board.yourTurn(`<@${next.user.id}>`);
    const pings = () =>
      table.channel.messages.filter((m) => m.embeds.length === 0 && m.content.split("\n")[0] === yourTurn);
    const pingedBefore = pings().length;
    const panel = (await active.driver.click(policy.board(), /:hand$/)).reply;
    await table.idle();
    // The board's edit is rate limited (429 with retry-after), then fails (5xx, more often than
    // discord.js retries); the notice that pings the next player is refused.
    const limited = table.fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 429,
      headers: { "retry-after": "0.2" },
      body: { message: "You are being rate limited.", retry_after: 0.2, global: false },
      times: 2,
    });
    const edit = table.fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 500,
      times: 40,
    });
    const post = table.fake.failNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      status: 503,
      times: 40,
    });
    await endTurn(active.driver, panel, () => table.idle());
    await table.idle();
    expect(limited.hits).toBe(2);
    expect(edit.hits).toBeGreaterThan(0);
    expect(post.hits).toBeGreaterThan(0);
    const after = await current();
    expect(after.engine.g.turn.number).toBeGreaterThan(turn);
    expect(after.engine.prompt?.kind).toBe("main");
    expect(after.engine.prompt?.seat).toBe(after.snapshot.seatOf(next.user.id));
    expect(policy.board().embeds[0]?.title).toBe(en.board.title(turn));
    expect(pings()).toHaveLength(pingedBefore);

    // Discord accepts again; nobody types anything.
    post.cancel();
    edit.cancel();
    const title = en.board.title(after.engine.g.turn.number);
    await table.fake.waitUntil(
      () => policy.board().embeds[0]?.title === title && pings().length > pingedBefore,
      { description: "the board shows the new turn and the next player is pinged" },
    );
    await table.idle();
    const version = (await current()).snapshot.record.version;
    expect(policy.board().findComponent(new RegExp(`:${version}:\\d+:hand$`))).toBeDefined();
    // A few more passes of the reconciler (one after each tick) change nothing: one ping for that turn.
    await table.tick();
    await table.tick();
    expect(pings()).toHaveLength(pingedBefore + 1);
    table.fake.assertNoViolations();
  });

  // Plays the game to its end before any of its checks.
  it("answers clicks on a finished game with the final view, changing nothing", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const panels = new Map(policy.panels);
    await policy.playToTheEnd();
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    // The last turn ping left the channel with the game (issue 21): its button can't be clicked.
    const notices = table.channel.messageIds
      .map((m) => table.fake.message(m))
      // (not the test's own forged "buttons" messages)
      .filter(
        (m) =>
          m !== undefined && m.embeds.length === 0 && m.content !== "buttons" && m.findComponent(/:hand$/),
      );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.filter((m) => !m?.deleted).map((m) => m?.content)).toEqual([]);
    const oldPanel = panels.get(bob.user.id);
    const answer = oldPanel?.interactiveComponents.find(
      (c) => verbOf(id(c)) === "pick" || verbOf(id(c)) === "card",
    );
    if (oldPanel && answer) {
      const late = await changesNothing(() =>
        answer.type === 3
          ? bob.driver.select(oldPanel, answer.custom_id, [answer.options[0]!.value])
          : bob.driver.click(oldPanel, id(answer)),
      );
      expect(late.content).toContain(en.app.reason["game-over"]);
    }
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
