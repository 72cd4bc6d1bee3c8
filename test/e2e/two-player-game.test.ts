// A complete two-player game, from /smashup new to the game-over message, played only through
// slash commands and clicks by a simple policy, with the privacy checks after every interaction.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table } from "./support/table.ts";

describe("a two-player game in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 7 });
  });
  afterAll(() => table?.close());

  it("goes from /smashup new to the game-over message, hands private all along", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 5 });
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });

    const { board } = await policy.playToTheEnd();

    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(board.content).toBe(msg("en").board.over);
    const summary = stored?.game.summary as { winner: { userId: string } };
    const over = table.channel.messages.at(-1);
    expect(over?.embeds[0]?.title).toMatch(/^Game over — (alice|bob) wins!$/);
    expect(over?.content).toContain(`<@${summary.winner.userId}>`);
    // Each turn began with a ping of its player.
    const turnPings = table.fake.requests.filter(
      (r) =>
        r.method === "POST" &&
        r.route === "/channels/:channelId/messages" &&
        /it's your turn/.test(JSON.stringify(r.body)),
    );
    expect(turnPings.length).toBeGreaterThan(5);
    expect(watch.messagesChecked).toBeGreaterThan(100);
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
