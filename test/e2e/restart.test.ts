// A game survives a bot restart in the middle of a pending prompt: the bot process stops while a
// player must answer, a new one starts on the same database, and the old "Respond" button (posted
// by the previous process, its interaction long gone) opens the same prompt; the game goes on to
// its end.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCustomId } from "../../src/render/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const respondOf = (customId: string) => decodeCustomId(customId)?.verb === "resp";

describe("a bot restart in the middle of a game", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 3 });
  });
  afterAll(() => table?.close());

  it("keeps the pending prompt, and the old buttons work with the new process", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const { gameId } = await openGame(table, { selection: "random", vp: 6, "hidden-timing": true });
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });
    // A player other than the active one must answer, in the middle of an effect: the stored
    // snapshot is older than the last decisions, which the new process will have to replay.
    const waiting = await policy.playUntil(
      async (board) =>
        board.interactiveComponents.some((c) => "custom_id" in c && respondOf(c.custom_id)) &&
        ((await table.db.store.loadGame(gameId))?.decisions.length ?? 0) > 0,
    );
    expect(waiting).toBe(true);
    const notice = table.channel.messages.findLast(
      (m) =>
        m.embeds.length === 0 &&
        m.interactiveComponents.some((c) => "custom_id" in c && respondOf(c.custom_id)),
    );
    expect(notice).toBeDefined();
    const before = await table.bot.games.load(gameId);
    const prompt = before?.engine?.prompt;
    const addressee = table.players.find(
      (p) => p.user.id === before?.userOf(prompt?.seat ?? -1),
    ) as TablePlayer;

    await table.bot.stop();
    await table.start();

    const opened = await addressee.driver.click(notice!, (c) => "custom_id" in c && respondOf(c.custom_id));
    await table.idle();
    expect(opened.ephemeral).toBe(true);
    expect(opened.content).toBe("");
    const restored = await table.bot.games.load(gameId);
    expect(restored?.engine?.prompt?.id).toBe(prompt?.id);
    expect(restored?.record.version).toBe(before?.record.version);

    const { board } = await policy.playToTheEnd();
    expect(board.interactiveComponents).toEqual([]);
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("finished");
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
