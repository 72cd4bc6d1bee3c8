// Text a user typed or chose reaches the database inside jsonb documents (names in the setup,
// answers in the decision log). PostgreSQL refuses a NUL character and a lone UTF-16 surrogate
// there (22P05): the store keeps the rest of the text and the save goes through.

import { afterAll, beforeAll, expect, it } from "vitest";
import { storableText } from "../../src/store/storable-text.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const ODD = "Zo\u0000é \ud83d|\udc00|😀";
const STORED = "Zoé \ufffd|\ufffd|😀";

it("drops NUL characters and replaces lone surrogates, keeping whole emoji", () => {
  expect(storableText(ODD)).toBe(STORED);
  expect(storableText("plain")).toBe("plain");
});

it("stores documents and decisions holding text PostgreSQL cannot store as it is", async () => {
  const { game } = await db.store.createGame({
    guildId: "guild",
    channelId: "odd-text",
    setup: { seats: [{ userId: "u1", name: ODD }] },
    snapshot: null,
    players: [{ userId: "u1", seat: 0, factions: [ODD] }],
  });
  const saved = await db.store.saveGame({
    id: game.id,
    expectedVersion: 0,
    patch: { summary: { note: ODD }, players: [{ userId: "u1", seat: 0, factions: ["aliens"] }] },
    appendDecisions: [{ seq: 1, userId: "u1", seat: 0, answer: { choice: [ODD] } }],
  });
  expect(saved.version).toBe(1);
  const loaded = await db.store.loadGame(game.id);
  expect(loaded?.game.setup).toEqual({ seats: [{ userId: "u1", name: STORED }] });
  expect(loaded?.game.summary).toEqual({ note: STORED });
  expect((await db.store.loadAllDecisions(game.id))[0]?.answer).toEqual({ choice: [STORED] });
});
