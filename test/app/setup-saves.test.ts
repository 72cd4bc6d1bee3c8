// A decision's save sends only the setup's live keys (timer, kick vote, notices) when the rest is
// known to be unchanged (issue 22: no key-by-key comparison of an unchanged setup per decision).
// Whatever path a save takes, the setup the database holds afterwards must be the one the service
// holds: through a whole game to its end, and when a player the timer struck acts again (their
// strikes, a key of the stable setup, reset).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { chooser, ManualClock, newService, ok, playRandomStep, startedGame } from "./support.ts";

let db: TestDatabase;
let service: GameService;
const clock = new ManualClock();
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store, { clock });
});
afterAll(() => db.close());

/** The stored setup equals the service's. */
async function expectStoredSetup(snapshot: GameSnapshot): Promise<void> {
  const stored = await db.store.loadGame(snapshot.record.id);
  // (As documents: the database keeps its own key order; keys left undefined are not stored.)
  expect(stored?.game.setup).toEqual(JSON.parse(JSON.stringify(snapshot.setup)));
}

describe("the setup a decision saves", () => {
  it("is the service's setup after every decision of a whole game, its end included", {
    timeout: 300_000,
  }, async () => {
    let snapshot = (await startedGame(service, 3)).snapshot;
    const rng = chooser(22);
    for (let i = 0; i < 3000 && snapshot.engine?.prompt; i++) {
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      await expectStoredSetup(snapshot);
    }
    expect(snapshot.record.status).toBe("finished");
    expect(snapshot.setup.stage).toBe("over");
  });

  it("is the service's setup when a player the timer struck acts again", { timeout: 120_000 }, async () => {
    let snapshot = (await startedGame(service, 2, { turnTimerHours: 12 })).snapshot;
    const gameId = snapshot.record.id;
    const rng = chooser(23);
    // The timer ends a main prompt of someone: a strike on their seat.
    for (let guard = 0; guard < 500 && !snapshot.setup.strikes?.some((s) => s > 0); guard++) {
      if (snapshot.engine?.prompt?.kind === "main") {
        clock.advanceHours(13);
        await service.tick(clock.now());
        snapshot = (await service.load(gameId)) as GameSnapshot;
      } else snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
    }
    const struck = snapshot.setup.strikes?.findIndex((s) => s > 0) ?? -1;
    expect(struck).toBeGreaterThanOrEqual(0);
    await expectStoredSetup(snapshot);
    // Play on until the struck player acts: their strikes go back to zero, in the database too.
    for (let guard = 0; guard < 500 && (snapshot.setup.strikes?.[struck] ?? 0) > 0; guard++) {
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      await expectStoredSetup(snapshot);
    }
    expect(snapshot.setup.strikes?.[struck]).toBe(0);
  });
});
