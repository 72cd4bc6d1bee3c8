// Issue 8 §2, as measured: Discord answers the board's edit with 429 (retry-after: 30), the bot
// process is killed (SIGKILL) while it waits, between the save and the announcement. The stored
// game waits on the next player; the board still shows the previous turn and nobody was pinged.
// A new process on the same database must, without anyone typing a command, show the board of
// the stored version and ping the right player exactly once.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService, type GameSnapshot } from "../../src/app/index.ts";
import { msg } from "../../src/i18n/index.ts";
import { createLogger } from "../../src/log/logger.ts";
import { decodeCustomId } from "../../src/render/index.ts";
import {
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeMessage,
  type FakeUser,
  startFakeDiscord,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { until } from "../support/until.ts";
import { type BotProcess, startBotProcess as startProcess } from "./support/bot-process.ts";

const en = msg("en").board;

let db: TestDatabase;
let fake: FakeDiscord;
let guild: FakeGuild;
let channel: FakeChannel;
let users: FakeUser[];
const running: BotProcess[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscord();
  guild = fake.createGuild({ name: "Table" });
  channel = guild.createTextChannel("smash-up");
  users = ["alice", "bob"].map((name) => {
    const user = fake.createUser(name);
    guild.addMember(user);
    return user;
  });
});

afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await fake?.close();
  await db?.close();
});

/** `npm start` on the test database and the fake Discord, its games seeded. */
async function startBotProcess(): Promise<BotProcess> {
  // A seeded game (support/seeded-bot.ts): a random deal may leave the active player with more to
  // answer after End turn (the stored game then still waits on them, CI red on the server run).
  const child = await startProcess(
    {
      DISCORD_TOKEN: fake.token,
      DISCORD_CLIENT_ID: fake.applicationId,
      DISCORD_DEV_GUILD_ID: guild.id,
      DISCORD_API_URL: fake.restUrl,
      DATABASE_URL: db.url,
      SMASHUP_TEST_SEED: "5",
    },
    "test/e2e/support/seeded-bot.ts",
  );
  running.push(child);
  return child;
}

/** The game as stored (read with a game service of the test's own). */
async function stored(gameId: string): Promise<GameSnapshot> {
  const reader = new GameService({ store: db.store, log: createLogger({ level: "silent", pretty: false }) });
  const snapshot = await reader.load(gameId);
  if (!snapshot?.engine) throw new Error("the game is not in play");
  return snapshot;
}

function board(): FakeMessage | undefined {
  return channel.messages.findLast((m) => m.embeds.length > 0 && m.findComponent(/:hand$/));
}

function boardVersion(): number | undefined {
  const hand = board()?.findComponent(/:hand$/);
  return hand && "custom_id" in hand ? decodeCustomId(hand.custom_id)?.version : undefined;
}

const userNamed = (id: string | null) => users.find((u) => u.id === id) as FakeUser;
const turnPings = (user: FakeUser) =>
  channel.messages.filter(
    (m) => m.embeds.length === 0 && m.content.split("\n")[0] === en.yourTurn(`<@${user.id}>`),
  );

describe("a bot killed between a save and its announcement", () => {
  it("shows the stored game and pings the right player once after a restart, without a command", {
    timeout: 180_000,
  }, async () => {
    const first = await startBotProcess();
    const [alice, bob] = users as [FakeUser, FakeUser];
    const host = fake.user(alice);
    await host.slash(channel, "smashup", { subcommand: "new", options: { selection: "random" } });
    const lobby = channel.messages.findLast((m) => m.findComponent(/^lb:.*:join$/)) as FakeMessage;
    await fake.user(bob).click(lobby, /^lb:.*:join$/);
    await host.click(lobby, /^lb:.*:start$/);
    await until(() => boardVersion() !== undefined, "the board is shown");
    const gameId = (await db.store.loadActiveGameByChannel(channel.id))?.game.id as string;

    // Opening choices (a mulligan) until the first player's turn is what the game waits on.
    for (;;) {
      const snapshot = await stored(gameId);
      const prompt = snapshot.engine?.prompt;
      if (prompt?.kind === "main" && prompt.seat === snapshot.engine?.g.turn.active) break;
      const driver = fake.user(userNamed(snapshot.userOf(prompt?.seat ?? -1)));
      const panel = (await driver.slash(channel, "smashup", { subcommand: "hand" })).reply;
      const pick = panel.interactiveComponents.find((c) => "custom_id" in c && c.custom_id.includes(":pick"));
      if (!pick || !("custom_id" in pick)) throw new Error("no answer offered");
      if (pick.type === 3) await driver.select(panel, pick.custom_id, [pick.options[0]?.value as string]);
      else await driver.click(panel, pick.custom_id);
      await until(async () => (await stored(gameId)).record.version > snapshot.record.version, "answered");
    }
    const before = await stored(gameId);
    const active = userNamed(before.userOf(before.engine?.g.turn.active ?? -1));
    const next = active === alice ? bob : alice;
    await until(() => boardVersion() === before.record.version, "the board shows the first turn");
    expect(turnPings(next)).toHaveLength(0);

    // The active player ends their turn; Discord makes the board's edit wait 30 s; the bot dies.
    // The limit is set first: a late picture of the first turn may meet it instead, which holds
    // the board's edit behind it (one rate-limit bucket) just the same.
    const limited = fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 429,
      headers: { "retry-after": "30" },
      body: { message: "You are being rate limited.", retry_after: 30, global: false },
    });
    const hand = (await fake.user(active).click(board() as FakeMessage, /:hand$/)).reply;
    // End turn asks first when a minion and an action can both be played (nothing saved then);
    // a random first hand may have no action to play (no target yet), and then it ends at once.
    // Neither click is awaited: its answer may wait behind the limited edit.
    let panel: FakeMessage | undefined;
    const ending = fake
      .user(active)
      .click(hand, /:pick:end$/)
      .then((result) => {
        panel = result.message;
      })
      .catch(() => undefined);
    const saved = async () => (await stored(gameId)).record.version > before.record.version;
    await until(
      async () => panel?.findComponent(/:endok$/) !== undefined || (await saved()),
      "End turn asks first, or ends the turn",
    );
    const endTurn = (await saved())
      ? Promise.resolve(undefined)
      : fake
          .user(active)
          .click(panel as FakeMessage, /:endok$/)
          .catch(() => undefined);
    await until(
      async () => limited.hits > 0 && (await saved()),
      "the turn is saved and the board's edit is rate limited",
    );
    const exited = new Promise((resolve) => first.on("close", resolve));
    first.kill("SIGKILL");
    await exited;
    const after = await stored(gameId);
    expect(after.record.version).toBeGreaterThan(before.record.version);
    expect(after.userOf(after.engine?.prompt?.seat ?? -1)).toBe(next.id);
    expect(boardVersion()).toBe(before.record.version);
    expect(turnPings(next)).toHaveLength(0);

    // A new process; nobody types anything.
    const second = await startBotProcess();
    await until(
      () => boardVersion() === after.record.version && turnPings(next).length > 0,
      "the board shows the stored game and the next player is pinged",
    );
    expect(board()?.embeds[0]?.title).toBe(en.title(after.engine?.g.turn.number ?? -1));
    // Another restart, whose start-up pass over the games behind (the one that pinged above) is
    // done once it has stopped cleanly (a stop waits for it): still one ping for that turn. A sleep
    // before the check would prove nothing on a loaded machine (the pass might not have run yet).
    second.kill("SIGTERM");
    await new Promise((resolve) => second.on("close", resolve));
    const third = await startBotProcess();
    const thirdClosed = new Promise((resolve) => third.on("close", resolve));
    third.kill("SIGTERM");
    expect(await thirdClosed).toBe(0);
    expect(turnPings(next)).toHaveLength(1);
    expect(boardVersion()).toBe(after.record.version);
    await Promise.all([ending, endTurn]);
  });
});
