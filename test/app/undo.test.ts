// Undo in the game service (issue 26): the log cut and the state exactly as it was saved at that
// point, also when the undone decisions were folded into the stored snapshot (the snapshot is reset
// to an earlier quiet point), as a new process restores it; AI seats consent by themselves.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiJob, decideJob } from "../../src/app/ai-job.ts";
import { aiPromptSeat } from "../../src/app/ai-seats.ts";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { inUndoneBranch } from "../../src/app/undo.ts";
import { serialize } from "../../src/engine/engine.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  chooser,
  expectRefusal,
  newService,
  ok,
  openTable,
  playRandomStep,
  startedGame,
  USERS,
} from "./support.ts";

let db: TestDatabase;
let service: GameService;
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store);
});
afterAll(() => db.close());

/** Agrees to a running undo vote as every other person, until it applied. */
async function consent(snapshot: GameSnapshot, requester: string): Promise<GameSnapshot> {
  let current = snapshot;
  for (const seat of current.setup.seats) {
    if (seat.userId === requester || seat.ai) continue;
    if (!current.setup.undo) break;
    current = ok(
      await service.voteUndo({
        gameId: current.record.id,
        voterId: seat.userId,
        requesterId: requester,
        agree: true,
      }),
    ).snapshot;
  }
  return current;
}

describe("undo in the game service", () => {
  for (const seed of [1, 2]) {
    it(`seed ${seed}: an undo across the stored snapshot resets it; a new process restores the state saved then`, async () => {
      const started = await startedGame(service, 3);
      const gameId = started.snapshot.record.id;
      const rng = chooser(seed);
      const states = new Map<number, string>();
      let current = started.snapshot;
      states.set(0, serialize(current.engine!.g));
      // Play until a snapshot has just folded the latest decision in (past the first 40).
      for (let steps = 0; ; steps++) {
        expect(steps).toBeLessThan(2000);
        current = ok(await playRandomStep(service, current, rng)).snapshot;
        // A decision's snapshot is written after its answer (issue 22).
        await service.snapshotsWritten();
        const engine = current.engine!;
        states.set(engine.decisions, serialize(engine.g));
        const stored = await db.store.loadGame(gameId);
        if (stored && stored.game.snapshotSeq === engine.decisions && engine.decisions > 40) break;
      }
      const rows = await db.store.loadAllDecisions(gameId);
      const last = rows.at(-1)!;
      const requester = current.setup.seats[last.seat as number]!.userId;
      const snapshotSeq = (await db.store.loadGame(gameId))!.game.snapshotSeq;
      const pendingBefore = { version: current.record.version, promptId: current.engine!.prompt!.id };
      const asked = ok(await service.undo({ gameId, userId: requester }));
      const done = asked.events.some((e) => e.type === "undone")
        ? asked.snapshot
        : await consent(asked.snapshot, requester);
      const keep = rows.length - 1;
      expect(await db.store.loadAllDecisions(gameId)).toHaveLength(keep);
      const stored = (await db.store.loadGame(gameId))!;
      expect(stored.game.snapshotSeq).toBeLessThan(snapshotSeq);
      expect(serialize(done.engine!.g)).toBe(states.get(keep));
      // A button of the undone branch is stale, though the replay may raise its prompt id again;
      // the prompt pending now, at the new version, is not.
      expect(inUndoneBranch(done.setup, pendingBefore.version, pendingBefore.promptId)).toBe(true);
      expect(inUndoneBranch(done.setup, done.record.version, done.engine!.prompt!.id)).toBe(false);
      // A new process (nothing cached) restores exactly that state from the store.
      const restarted = newService(db.store);
      const restored = await restarted.load(gameId);
      expect(serialize(restored!.engine!.g)).toBe(states.get(keep));
      // And the game goes on from there.
      ok(await playRandomStep(restarted, restored!, rng));
    });
  }

  it("refuses with the game untouched: nothing to undo, a stranger, an own vote", async () => {
    const started = await startedGame(service, 2);
    const gameId = started.snapshot.record.id;
    const prompt = started.snapshot.engine!.prompt!;
    const other = USERS[prompt.seat === 0 ? 1 : 0];
    await expectRefusal(db.store, gameId, "undo-nothing", () => service.undo({ gameId, userId: other }));
    await expectRefusal(db.store, gameId, "not-in-game", () =>
      service.undo({ gameId, userId: "u-stranger" }),
    );
    await expectRefusal(db.store, gameId, "undo-vote-over", () =>
      service.voteUndo({ gameId, voterId: other, requesterId: USERS[0], agree: true }),
    );
  });

  it("AI seats consent by themselves: with only AIs to ask, an undo after their answers applies at once", async () => {
    const table = await openTable(service, 1, { selectionMode: "random" });
    const gameId = table.snapshot.record.id;
    ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "addAi", level: "easy" } }));
    let current = ok(
      await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }),
    ).snapshot;
    const rng = chooser(5);
    // Play until the AI has answered something after the person's latest decision.
    let personDecided = false;
    for (let steps = 0; ; steps++) {
      expect(steps).toBeLessThan(2000);
      if (aiPromptSeat(current.setup, current.engine) !== null) {
        const job = (await service.aiJob(gameId)) as AiJob;
        current = ok(await service.aiAct(job, decideJob(job))).snapshot;
        if (personDecided) break;
      } else {
        current = ok(await playRandomStep(service, current, rng)).snapshot;
        personDecided = true;
      }
    }
    const rows = await db.store.loadAllDecisions(gameId);
    const mine = rows.findLast((r) => r.userId === USERS[0])!;
    const undone = ok(await service.undo({ gameId, userId: USERS[0] }));
    expect(undone.events[0]).toMatchObject({
      type: "undone",
      free: false,
      undone: rows.length - mine.seq + 1,
    });
    expect(await db.store.loadAllDecisions(gameId)).toHaveLength(mine.seq - 1);
  });
});
