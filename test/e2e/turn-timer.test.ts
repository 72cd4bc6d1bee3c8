// Turn timers in the running bot: its loop ticks on an injected clock; at half time the awaited
// player is reminded (once, with a mention), at expiry the bot makes the safe move for them (the
// turn ends) and says so publicly, and the next player is pinged.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGame } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const HOUR = 3_600_000;

describe("the turn timer", () => {
  let table: Table;
  let now = new Date("2030-01-01T00:00:00Z");
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5, now: () => now, timerIntervalMs: 10 });
  });
  afterAll(() => table?.close());

  it("reminds at half time, then plays safe at expiry and tells the channel", async () => {
    const { gameId } = await openGame(table, { selection: "random", timer: 12 });
    const game = await table.bot.games.load(gameId);
    const prompt = game?.engine?.prompt;
    expect(prompt?.kind).toBe("main");
    const awaited = table.players.find((p) => p.user.id === game?.userOf(prompt?.seat ?? -1)) as TablePlayer;
    const other = table.players.find((p) => p !== awaited) as TablePlayer;
    const posted = () => table.channel.messages.length;
    const before = posted();

    now = new Date(now.getTime() + 5 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await table.idle();
    expect(posted()).toBe(before);

    now = new Date(now.getTime() + 1 * HOUR + 1000);
    const reminder = await table.channel.waitForMessage((m) =>
      m.content.includes("the game is waiting for you"),
    );
    expect(reminder.content).toContain(awaited.user.mention);
    expect(reminder.data.mentions.map((u) => u.id)).toEqual([awaited.user.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await table.idle();
    expect(
      table.channel.messages.filter((m) => m.content.includes("the game is waiting for you")),
    ).toHaveLength(1);

    now = new Date(now.getTime() + 6 * HOUR);
    const timeout = await table.channel.waitForMessage((m) => m.content.includes("ran out of time"));
    expect(timeout.content).toContain(awaited.user.mention);
    await table.channel.waitForMessage((m) => m.id > timeout.id && m.content.includes(other.user.mention));
    const decisions = await table.db.store.loadAllDecisions(gameId);
    expect(decisions.at(-1)).toMatchObject({ userId: null, answer: { choice: ["end"], auto: true } });
    const after = await table.bot.games.load(gameId);
    expect(after?.userOf(after.engine?.prompt?.seat ?? -1)).toBe(other.user.id);
    table.fake.assertNoViolations();
  });
});
