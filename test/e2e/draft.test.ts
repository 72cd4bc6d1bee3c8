// The faction draft in a channel: the lobby message becomes the selection, each picker is pinged
// in the rulebook's snake order and picks privately, a pick out of turn is refused, and the last
// pick turns the same message into the board and the picker's private pick into their hand.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const DRAFT = /^lb:.*:draft$/;

describe("the faction draft", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 9 });
  });
  afterAll(() => table?.close());

  async function pickFirst(player: TablePlayer, view: FakeMessage) {
    const select = view.interactiveComponents.find((c) => c.type === 3);
    if (select?.type !== 3) throw new Error(`no faction to pick: ${view.text}`);
    const result = await player.driver.select(view, select.custom_id, [select.options[0]!.value]);
    await table.idle();
    return { result, faction: select.options[0]!.value };
  }

  it("goes around in snake order and ends on the board", async () => {
    const { gameId, message } = await openGame(table, { selection: "draft" });
    const stored = await table.bot.games.load(gameId);
    const order = stored?.setup.draft?.order ?? [];
    expect(order).toHaveLength(4);
    expect([order[0], order[3]]).toEqual([order[0], order[0]]);
    expect([order[1], order[2]]).toEqual([order[1], order[1]]);
    const byId = (seat: number) =>
      table.players.find((p) => p.user.id === stored?.userOf(seat)) as TablePlayer;
    const first = byId(order[0] as number);
    const second = byId(order[1] as number);

    expect(message.embeds[0]?.title).toBe(en.draft.title);
    const ping = table.channel.lastMessage!;
    expect(ping.content).toBe(en.draft.yourPick(first.user.mention));
    expect(ping.data.mentions.map((u) => u.id)).toEqual([first.user.id]);

    // Not their turn yet: nothing to pick.
    const early = (await second.driver.click(message, { customId: DRAFT })).reply;
    expect(early.text).toContain(en.draft.nothingToPick);

    // Two private views of the same pick: the second is outdated once the first was used.
    const firstView = (await first.driver.click(ping, { customId: DRAFT })).reply;
    const outdated = (await first.driver.click(ping, { customId: DRAFT })).reply;
    const one = await pickFirst(first, firstView);
    expect(one.result.reply.text).toContain(en.draft.nothingToPick);
    expect(table.channel.lastMessage?.content).toBe(en.draft.yourPick(second.user.mention));
    const before = await table.row(gameId);
    const refused = await pickFirst(first, outdated);
    expect(refused.result.reply.content).toBe(en.app.reason["not-your-pick"]);
    expect(await table.row(gameId)).toEqual(before);

    // The second picker picks twice in a row, from the same private view (here /smashup hand).
    const secondView = (await second.driver.slash(table.channel, "smashup", { subcommand: "hand" })).reply;
    await pickFirst(second, secondView);
    await pickFirst(second, secondView);
    expect(table.channel.lastMessage?.content).toBe(en.draft.yourPick(first.user.mention));

    // The last pick starts the game: the picker's view becomes their hand.
    const lastView = (await first.driver.click(table.channel.lastMessage!, { customId: DRAFT })).reply;
    const last = await pickFirst(first, lastView);
    expect(last.result.reply.embeds.at(-1)?.title).toMatch(/^Your hand/);
    const game = await table.db.store.loadGame(gameId);
    expect(game?.game.status).toBe("active");
    expect(new Set(game?.players.flatMap((p) => p.factions)).size).toBe(4);
    expect(message.embeds[0]?.title).toBe(en.board.title(1));
    expect(message.findComponent(/:hand$/)).toBeDefined();
    table.fake.assertNoViolations();
  });
});
