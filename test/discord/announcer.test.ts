// The announcer on a channel of its own (a stand-in for Discord's message routes): the game's one
// public message never goes back to an older version of the game, even once the game is over.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("the announcer", () => {
  it("keeps a finished game's last board when an older version is published late", async () => {
    const service = newService(db.store);
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    // The game as another caller holds it: the same version, an engine of its own.
    const older = await newService(db.store).load(gameId);
    if (!older) throw new Error("the game was not found");
    ok(
      await service.act({
        gameId,
        userId: USERS[1],
        version: snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
    // The table (Alice) accepts the concession (issue 23): the game ends.
    const over = ok(await service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[1] }));
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
