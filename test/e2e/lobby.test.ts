// The lobby message: the host's options (selects and the hidden-timing button) edited in place,
// refusals (a guest changing options, joining twice) explained privately without any change, a
// host who leaves handing the lobby over, and a cancelled lobby that loses its buttons.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { openLobby } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const opt = (option: string) => new RegExp(`^lb:.*:opt:${option}$`);

describe("the lobby", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  let carol: TablePlayer;
  beforeAll(async () => {
    table = await Table.open({ players: 3, seed: 2 });
    [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
  });
  afterAll(() => table?.close());

  it("lets the host set the options, refuses the others, and closes when cancelled", async () => {
    const { gameId, message } = await openLobby(table, { vp: 10, timer: 24 }, [alice, bob]);
    expect(message.text).toContain(en.lobby.vpTarget(10));
    expect(message.text).toContain(en.lobby.timer(24));

    await alice.driver.select(message, { customId: opt("vp") }, ["20"]);
    await alice.driver.select(message, { customId: opt("mode") }, ["free"]);
    await alice.driver.click(message, { customId: opt("hidden") });
    await table.idle();
    expect(message.text).toContain(en.lobby.vpTarget(20));
    expect(message.text).toContain(en.lobby.mode(en.lobby.modes.free));
    expect(message.text).toContain(en.lobby.hiddenTiming(true));

    const before = await table.row(gameId);
    const guest = await bob.driver.select(message, { customId: opt("vp") }, ["5"]);
    expect(guest.followUps.at(-1)?.content).toBe(en.app.reason["not-host"]);
    expect(guest.followUps.at(-1)?.ephemeral).toBe(true);
    const twice = await bob.driver.click(message, /:join$/);
    expect(twice.followUps.at(-1)?.content).toBe(en.app.reason["already-joined"]);
    await table.idle();
    expect(await table.row(gameId)).toEqual(before);
    expect(message.text).toContain(en.lobby.vpTarget(20));

    // The host leaves: the next player in join order hosts the lobby.
    await carol.driver.click(message, /:join$/);
    await alice.driver.click(message, /:leave$/);
    await table.idle();
    expect(message.text).toContain(en.lobby.host("**bob**"));
    expect(table.channel.lastMessage?.content).toBe(en.app.notice.hostChanged("bob"));

    await bob.driver.click(message, /:cancel$/);
    await table.idle();
    expect(message.interactiveComponents).toEqual([]);
    expect(message.embeds[0]?.footer?.text).toBe(en.lobby.cancelled);
    expect(table.channel.lastMessage?.content).toBe(en.app.notice.cancelledByHost);
    expect((await table.db.store.loadGame(gameId))?.game.status).toBe("cancelled");
    table.fake.assertNoViolations();
  });
});
