// Two processes announcing one game (each its own Announcer and GameService on one database, one
// channel): the public board never goes back to an older version, whichever process publishes
// last or edits slowest (docs/scaling.md).

import type { Client } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "../../src/app/index.ts";
import { Announcer } from "../../src/discord/announcer.ts";
import { gameMessage } from "../../src/discord/game-message.ts";
import { captureLog, newService, ok, startedGame, USERS } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { channelStandIn } from "./channel-stand-in.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** A game at two consecutive versions, as two processes hold them. */
async function twoVersions() {
  const service = newService(db.store);
  const { snapshot } = await startedGame(service, 2);
  const gameId = snapshot.record.id;
  const older = await newService(db.store).load(gameId);
  if (!older) throw new Error("the game was not found");
  const newer = ok(
    await service.act({
      gameId,
      userId: USERS[1],
      version: snapshot.record.version,
      decision: { kind: "concede" },
    }),
  ).snapshot;
  return { service, gameId, older, newer };
}

function processOf(service: { load(id: string): Promise<GameSnapshot | null> }) {
  return new Announcer({ store: db.store, log: captureLog().log, load: (id) => service.load(id) });
}

describe("the board across processes", () => {
  it("stays at the newer version when another process publishes an older one later", async () => {
    const { service, older, newer } = await twoVersions();
    const { client, messages } = channelStandIn();
    const published = await processOf(service).publish({ client, snapshot: newer });
    // The other process never showed the newer version itself.
    await processOf(newService(db.store)).publish({ client, snapshot: older });
    const board = messages.find((m) => m.id === published.messageId);
    expect(board?.embeds).toEqual(gameMessage(newer, []).embeds);
    const olderBoard = JSON.stringify(gameMessage(older, []).embeds);
    expect(messages.some((m) => JSON.stringify(m.embeds) === olderBoard)).toBe(false);
  });

  it("waits for another process's edit in flight before showing a newer version over it", async () => {
    const { service, older, newer } = await twoVersions();
    const stand = channelStandIn();
    const a = processOf(newService(db.store));
    const b = processOf(service);
    const first = await a.publish({ client: stand.client, snapshot: older });
    // Process A edits the board again at the older version, and Discord takes a while with it.
    let editStarted!: () => void;
    const started = new Promise<void>((resolve) => (editStarted = resolve));
    const rest = stand.client.rest as unknown as { patch(route: string, options: object): Promise<unknown> };
    const slowRest = {
      ...stand.client.rest,
      async patch(route: string, options: object): Promise<unknown> {
        editStarted();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return rest.patch(route, options);
      },
    };
    const slowClient = { rest: slowRest, user: stand.client.user } as unknown as Client;
    const slow = a.publish({ client: slowClient, snapshot: older, repost: false });
    await started;
    await b.publish({ client: stand.client, snapshot: newer });
    await slow;
    const board = stand.messages.find((m) => m.id === first.messageId);
    expect(board?.embeds).toEqual(gameMessage(newer, []).embeds);
  });
});
