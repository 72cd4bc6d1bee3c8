// Issue 8 §2: a player opening their hand on a game whose board is behind (Discord refused the
// announcement, and no timer tick came yet: the loop ticks once a minute) brings the board up to
// date and sends the ping the game owes, once.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { openGame } from "./support/games.ts";
import { endTurn } from "./support/panels.ts";
import { Policy } from "./support/policy.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");

describe("opening one's hand on a game whose board is behind", () => {
  let table: Table;
  beforeAll(async () => {
    // No pictures: a picture edit is a later PATCH of the same message carrying the newest board, so
    // it would bring the board up to date by itself once the 4 refused edits are spent — the very
    // gap this test holds open to see the hand command close it (pictures: test/e2e/board-pictures).
    table = await Table.open({ players: 2, seed: 5, pictures: false });
  });
  afterAll(() => table?.close());

  it("shows the stored game on the board and pings the player it waits on, once", async () => {
    const { gameId } = await openGame(table, { selection: "random" });
    const policy = new Policy(table, gameId);
    await policy.playUntil((board) => /it's your turn/.test(board.content));
    const snapshot = await table.bot.games.load(gameId);
    const engine = snapshot?.engine;
    if (!snapshot || !engine) throw new Error("the game is not in play");
    const active = table.players.find(
      (p) => p.user.id === snapshot.userOf(engine.g.turn.active),
    ) as TablePlayer;
    const next = table.players.find((p) => p !== active) as TablePlayer;
    const yourTurn = en.board.yourTurn(`<@${next.user.id}>`);
    const pings = () =>
      table.channel.messages.filter((m) => m.embeds.length === 0 && m.content.split("\n")[0] === yourTurn);
    const pingedBefore = pings().length;
    const turn = engine.g.turn.number;

    const panel = (await active.driver.click(policy.board(), /:hand$/)).reply;
    await table.idle();
    const edit = table.fake.failNext({
      method: "PATCH",
      path: "/channels/:channelId/messages/:messageId",
      status: 503,
      times: 4,
    });
    const post = table.fake.failNext({
      method: "POST",
      path: "/channels/:channelId/messages",
      status: 503,
      times: 4,
    });
    await endTurn(active.driver, panel, () => table.idle());
    await table.idle();
    expect(edit.hits).toBe(4);
    expect(post.hits).toBe(4);
    expect(policy.board().embeds[0]?.title).toBe(en.board.title(turn));
    expect(pings()).toHaveLength(pingedBefore);

    const stored = await table.bot.games.load(gameId);
    await next.driver.slash(table.channel, "smashup", { subcommand: "hand" });
    await table.idle();
    expect(policy.board().embeds[0]?.title).toBe(en.board.title(stored?.engine?.g.turn.number ?? -1));
    expect(policy.board().findComponent(new RegExp(`:${stored?.record.version}:\\d+:hand$`))).toBeDefined();
    expect(pings()).toHaveLength(pingedBefore + 1);

    // The other player looks too: nothing more to show, nobody pinged again.
    await active.driver.slash(table.channel, "smashup", { subcommand: "hand" });
    await table.idle();
    expect(pings()).toHaveLength(pingedBefore + 1);
    table.fake.assertNoViolations();
  });
});
