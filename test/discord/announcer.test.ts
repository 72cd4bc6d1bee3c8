// The announcer on a channel of its own (a stand-in for Discord's message routes): the game's one
// public message never goes back to an older version of the game, even once the game is over.

import type { Client } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Announcer } from "../../src/discord/announcer.ts";
import { gameMessage } from "../../src/discord/game-message.ts";
import { captureLog, newService, ok, startedGame, USERS } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

const BOT = "900000000000000001";

interface StoredMessage {
  id: string;
  author: { id: string };
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
}

/** The REST routes the announcer uses, on one channel's list of messages. */
function channelStandIn() {
  const messages: StoredMessage[] = [];
  let next = 1;
  const idOf = (route: string) => route.split("/").pop() as string;
  const rest = {
    async get(_route: string, options: { query: URLSearchParams }) {
      const limit = Number(options.query.get("limit"));
      return messages.slice(-limit).reverse();
    },
    async post(_route: string, options: { body: object }) {
      const message = { id: String(next++), author: { id: BOT }, ...options.body };
      messages.push(message);
      return message;
    },
    async patch(route: string, options: { body: object }) {
      const message = messages.find((m) => m.id === idOf(route));
      if (!message) throw new Error("unknown message");
      Object.assign(message, options.body);
      return message;
    },
    async delete(route: string) {
      messages.splice(
        messages.findIndex((m) => m.id === idOf(route)),
        1,
      );
    },
  };
  return { client: { rest, user: { id: BOT } } as unknown as Client, messages };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("the announcer", () => {
  it("keeps a finished game's last board when an older version is published late", async () => {
    const service = newService(db.store);
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    // The game as another caller holds it: the same version, an engine of its own.
    const older = await newService(db.store).load(gameId);
    if (!older) throw new Error("the game was not found");
    const over = ok(
      await service.act({
        gameId,
        userId: USERS[1],
        version: snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
    expect(over.snapshot.record.status).toBe("finished");
    const finalBoard = gameMessage(over.snapshot, []);

    const { client, messages } = channelStandIn();
    const announcer = new Announcer({ store: db.store, log: captureLog().log });
    const published = await announcer.publish({ client, snapshot: over.snapshot, events: over.events });
    await announcer.publish({ client, snapshot: older });

    const board = messages.find((m) => m.id === published.messageId);
    expect(board?.embeds).toEqual(finalBoard.embeds);
    expect(board?.components).toEqual([]);
  });
});
