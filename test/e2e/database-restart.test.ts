// PostgreSQL ends the bot's sessions while a click waits on the database (a server restart, a
// failover, pg_terminate_backend: 57P01). The click still does what it says; nobody is told
// "something went wrong, try again".

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { sessionEndedDuring } from "../support/end-sessions.ts";
import { JOIN, openLobby } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

describe("a click while the database ends the bot's sessions", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 9 });
    [alice, bob] = table.players as [TablePlayer, TablePlayer];
  });
  afterAll(() => table?.close());

  it("is applied, on a fresh connection", async () => {
    const { gameId, message } = await openLobby(table, {}, [alice]);
    const click = await sessionEndedDuring(table.db.url, () => bob.driver.click(message, { customId: JOIN }));
    await table.idle();
    const told = [click.content, ...click.followUps.map((m) => m.content)].join("\n");
    expect(told).not.toContain(msg("en").play.router.failure);
    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.players.map((p) => p.userId)).toEqual([alice.user.id, bob.user.id]);
    expect(table.logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
    table.fake.assertNoViolations();
  });
});
