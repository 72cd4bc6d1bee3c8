// A complete two-player game, from /smashup new to the game-over message, played only through
// slash commands and clicks by a simple policy, with the privacy checks after every interaction.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Policy } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table } from "./support/table.ts";

describe("a two-player game in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 7 });
  });
  afterAll(() => table?.close());

  it("goes from /smashup new to the game-over message", async () => {
    const [alice, bob] = table.players;
    const opened = await alice!.driver.slash(table.channel, "smashup", {
      subcommand: "new",
      options: { selection: "random", vp: 5 },
    });
    expect(opened.ephemeral).toBe(true);
    await table.idle();
    const game = await table.bot.games.activeInChannel(table.channel.id);
    expect(game).not.toBeNull();
    const gameId = game!.record.id;
    const lobby = table.channel.lastMessage!;
    await bob!.driver.click(lobby, "Join");
    await table.idle();
    await alice!.driver.click(table.channel.messages.find((m) => m.id === lobby.id)!, "Start");
    await table.idle();
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });
    const end = await policy.playToTheEnd();
    console.log(end.steps, watch.messagesChecked);
    for (const m of table.channel.messages)
      console.log(
        "----",
        m.id,
        m.editCount,
        "\n",
        m.text.slice(0, 600),
        JSON.stringify(m.interactiveComponents.map((c) => ("label" in c ? c.label : c.type))),
      );
    const t0 = performance.now();
    await watch.check();
    console.log("check ms", performance.now() - t0);
    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
