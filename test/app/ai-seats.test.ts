// AI seats in the game service (issue 23): the host seats AIs in the lobby, AIs pick their
// factions, an AI's prompt is answered through the service like a player's (job → decision →
// save), a kick vote may put an AI in an absent player's seat and the player may take it back.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiJob, decideJob } from "../../src/app/ai-job.ts";
import { inlineAiRunner, poolAiRunner } from "../../src/app/ai-runner.ts";
import { aiPromptSeat } from "../../src/app/ai-seats.ts";
import type { GameService, GameSnapshot, Success } from "../../src/app/index.ts";
import { timerNotices } from "../../src/discord/notices.ts";
import { msg } from "../../src/i18n/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  chooser,
  expectRefusal,
  ManualClock,
  newService,
  ok,
  openTable,
  playRandomStep,
  USERS,
} from "./support.ts";

let db: TestDatabase;
let service: GameService;
const clock = new ManualClock();
const owed: string[] = [];
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store, { clock });
  // The driver's hook: record the games told (the tests play the AI's moves themselves).
  (service as unknown as { onAiOwed: (id: string) => void }).onAiOwed = (id) => owed.push(id);
});
afterAll(() => db.close());

async function addAi(gameId: string, level: "easy" | "normal" | "hard", userId: string = USERS[0]) {
  return service.lobbyAction({ gameId, userId, action: { kind: "addAi", level } });
}

/** Plays the game on: people answer at random, AI seats through job → decideJob → aiAct. */
async function playOn(
  snapshot: GameSnapshot,
  stop: (s: GameSnapshot) => boolean,
  seed = 3,
): Promise<GameSnapshot> {
  const rng = chooser(seed);
  let current = snapshot;
  for (let steps = 0; current.record.status === "active" && !stop(current); steps++) {
    expect(steps).toBeLessThan(3000);
    if (aiPromptSeat(current.setup, current.engine) !== null) {
      const job = (await service.aiJob(current.record.id)) as AiJob;
      expect(job).not.toBeNull();
      current = ok(await service.aiAct(job, decideJob(job))).snapshot;
    } else {
      current = ok(await playRandomStep(service, current, rng)).snapshot;
    }
  }
  return current;
}

describe("AI seats in the lobby", () => {
  it("lets the host add and remove AIs, names them, and refuses others without a change", async () => {
    const table = await openTable(service, 2);
    const gameId = table.snapshot.record.id;
    const added = ok(await addAi(gameId, "hard"));
    expect(added.snapshot.setup.seats[2]).toMatchObject({ userId: "ai:1", name: "🤖 Hard AI", ai: "hard" });
    // Not the host: refused, nothing stored changes.
    await expectRefusal(db.store, gameId, "not-host", () => addAi(gameId, "easy", USERS[1]));
    await expectRefusal(db.store, gameId, "not-host", () =>
      service.lobbyAction({ gameId, userId: USERS[1], action: { kind: "removeAi", seat: 2 } }),
    );
    // A seat no AI holds (a forged button).
    await expectRefusal(db.store, gameId, "not-an-ai", () =>
      service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "removeAi", seat: 1 } }),
    );
    ok(await addAi(gameId, "easy"));
    await expectRefusal(db.store, gameId, "lobby-full", () => addAi(gameId, "normal"));
    const removed = ok(
      await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "removeAi", seat: 2 } }),
    );
    expect(removed.snapshot.setup.seats.map((s) => s.name)).toEqual(["Alice", "Bob", "🤖 Easy AI"]);
    const stored = await db.store.loadGame(gameId);
    expect(stored?.players.map((p) => p.userId)).toEqual([USERS[0], USERS[1], "ai:2"]);
  });

  it("passes the host role to a person, and closes a lobby left to AIs", async () => {
    const table = await openTable(service, 2);
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "normal"));
    const left = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "leave" } }));
    expect(left.snapshot.setup.hostId).toBe(USERS[1]);
    const closed = ok(await service.lobbyAction({ gameId, userId: USERS[1], action: { kind: "leave" } }));
    expect(closed.snapshot.record.status).toBe("cancelled");
  });

  it("drafts: the AIs pick at once whenever it is their pick; the game starts after the person's picks", async () => {
    const table = await openTable(service, 1, { selectionMode: "draft" });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "hard"));
    ok(await addAi(gameId, "easy"));
    let snapshot = ok(
      await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }),
    ).snapshot;
    // Picks made so far are the AIs' alone; the person is the one awaited.
    for (let i = 0; i < 2; i++) {
      expect(snapshot.setup.seats[0]?.factions.length).toBe(i);
      const pool = snapshot.setup.draft?.pool ?? [];
      const taken = new Set(snapshot.setup.seats.flatMap((s) => s.factions));
      const faction = pool.find((f) => !taken.has(f)) as string;
      snapshot = ok(
        await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "pick", faction } }),
      ).snapshot;
    }
    expect(snapshot.record.status).toBe("active");
    expect(snapshot.setup.seats.every((s) => s.factions.length === 2)).toBe(true);
  });

  it("free pick: the AIs take their two factions as the selection starts; the person picks theirs", async () => {
    const table = await openTable(service, 1, { selectionMode: "free" });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "normal"));
    const started = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    expect(started.snapshot.setup.seats.map((s) => s.factions.length)).toEqual([0, 2]);
    expect(started.events.filter((e) => e.type === "factionPicked")).toHaveLength(2);
  });
});

describe("AI seats in play", () => {
  it("plays 1 person + 2 AIs to the end; AI answers are logged like a player's, never timed", async () => {
    const table = await openTable(service, 1, { selectionMode: "random", vpTarget: 8, turnTimerHours: 12 });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "normal"));
    ok(await addAi(gameId, "hard"));
    owed.length = 0;
    const started = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    let timedAi = 0;
    const final = await playOn(started.snapshot, (s) => {
      if (aiPromptSeat(s.setup, s.engine) !== null && s.setup.timer) timedAi++;
      return false;
    });
    expect(final.record.status).toBe("finished");
    expect(timedAi).toBe(0);
    expect(owed).toContain(gameId);
    const decisions = await db.store.loadAllDecisions(gameId);
    const byAi = decisions.filter((d) => d.seat !== 0 && d.userId === null);
    expect(byAi.length).toBeGreaterThan(10);
    expect(byAi.every((d) => (d.answer as { ai?: string }).ai !== undefined)).toBe(true);
    const summary = final.record.summary as { players: { name: string }[] };
    expect(summary.players.map((p) => p.name)).toEqual(["Alice", "🤖 Normal AI", "🤖 Hard AI"]);
  });

  it("decides the same from the same job, in the worker pool as in the process", async () => {
    const table = await openTable(service, 1, { selectionMode: "random" });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "normal"));
    const started = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    const atAi = await playOn(started.snapshot, (s) => aiPromptSeat(s.setup, s.engine) !== null);
    const job = (await service.aiJob(atAi.record.id)) as AiJob;
    const pool = poolAiRunner({ threads: 1 });
    try {
      const inWorker = await pool.decide(job);
      expect(inWorker).toEqual(await inlineAiRunner().decide(job));
      expect(inWorker).toEqual(decideJob(job));
    } finally {
      await pool.close();
    }
    // An answer to a prompt no longer pending is refused and changes nothing.
    ok(await service.aiAct(job, decideJob(job)));
    await expectRefusal(db.store, gameId, "stale", () => service.aiAct(job, decideJob(job)));
  }, 120_000 /* a worker thread loads the cards through tsx: slow on a busy machine */);
});

describe("replacing a player by an AI", () => {
  async function threePlayers(): Promise<Success> {
    const table = await openTable(service, 3, { selectionMode: "random", turnTimerHours: 12 });
    return ok(
      await service.lobbyAction({
        gameId: table.snapshot.record.id,
        userId: USERS[0],
        action: { kind: "start" },
      }),
    );
  }

  it("puts an AI in the absent player's seat once the others voted, and gives it back", async () => {
    const started = await threePlayers();
    const gameId = started.snapshot.record.id;
    const engine = started.snapshot.engine;
    const target = engine?.prompt?.seat as number;
    const targetUser = USERS[target] as string;
    const voters = [0, 1, 2].filter((s) => s !== target).map((s) => USERS[s] as string);
    clock.advanceHours(7);
    const first = ok(
      await service.voteKick({
        gameId,
        voterId: voters[0] as string,
        targetUserId: targetUser,
        replace: "normal",
      }),
    );
    expect(first.events[0]).toMatchObject({ type: "kickVote", replace: "normal", needed: 2 });
    owed.length = 0;
    const decided = ok(
      await service.voteKick({
        gameId,
        voterId: voters[1] as string,
        targetUserId: targetUser,
        replace: "normal",
      }),
    );
    expect(decided.events[0]).toMatchObject({ type: "aiReplaced", userId: targetUser, seat: target });
    const seat = decided.snapshot.setup.seats[target];
    expect(seat).toMatchObject({ ai: "normal", replaced: { userId: targetUser } });
    expect(seat?.name).toMatch(/^🤖 Normal AI \(for /);
    // Same cards, same VP: the engine did not move; the AI owes the pending prompt, untimed.
    expect(decided.snapshot.engine?.g.players[target]?.out).toBe(false);
    expect(decided.snapshot.setup.timer).toBeUndefined();
    expect(owed).toEqual([gameId]);
    // The replaced player is not a player of the game any more until they take the seat back.
    await expectRefusal(db.store, gameId, "not-replaced", () =>
      service.takeSeatBack({ gameId, userId: voters[0] as string }),
    );
    const back = ok(await service.takeSeatBack({ gameId, userId: targetUser }));
    expect(back.events[0]).toMatchObject({ type: "seatTakenBack", userId: targetUser, seat: target });
    expect(back.snapshot.setup.seats[target]).not.toHaveProperty("ai");
    expect(back.snapshot.setup.timer).toBeDefined();
  });

  it("refuses votes on AI seats and lets the table vote on a player the timer ended two turns of", async () => {
    const table = await openTable(service, 2, { selectionMode: "random", turnTimerHours: 12 });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "easy"));
    let snapshot = ok(
      await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }),
    ).snapshot;
    await expectRefusal(db.store, gameId, "ai-seat", () =>
      service.voteKick({ gameId, voterId: USERS[0], targetUserId: "ai:1" }),
    );
    // Bob's turns time out twice in a row (the others play theirs).
    let strikes = 0;
    const rng = chooser(9);
    for (let guard = 0; strikes < 2 && guard < 1000; guard++) {
      const prompt = snapshot.engine?.prompt;
      if (prompt?.seat === 1) {
        // Bob's prompts all time out; those of his turns (the main prompt) count.
        clock.advanceHours(13);
        await service.tick(clock.now());
        if (prompt.kind === "main") strikes++;
        snapshot = (await service.load(gameId)) as GameSnapshot;
      } else if (aiPromptSeat(snapshot.setup, snapshot.engine) !== null) {
        const job = (await service.aiJob(gameId)) as AiJob;
        snapshot = ok(await service.aiAct(job, decideJob(job))).snapshot;
      } else {
        snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      }
    }
    expect(snapshot.setup.strikes?.[1]).toBe(2);
    // The second turn in a row the timer ended is announced with what the table may do now; the
    // first is not (the notice is saved with the count, so a late announcement says the same).
    const turnTimeouts = (snapshot.setup.notices ?? []).filter((n) => n.kind === "timeout" && n.strikes);
    expect(turnTimeouts.map((n) => n.strikes)).toEqual([1, 2]);
    const told = timerNotices(snapshot, 0).filter((t) => turnTimeouts.some((n) => n.n === t.n));
    const again = msg(snapshot.setup.locale).aiSeats.timedOutAgain(2);
    expect(told.map((t) => t.payload?.content?.includes(again))).toEqual([false, true]);
    // The vote on Bob runs from that timeout (issue 23), owed to the channel as a notice of its own.
    expect(snapshot.setup.kick).toEqual({ targetUserId: USERS[1], voters: [] });
    expect(snapshot.setup.notices?.filter((n) => n.kind === "vote").map((n) => n.userId)).toEqual([USERS[1]]);
    // Alice votes whoever the game waits on: Bob can be replaced at any time now.
    const decided = ok(
      await service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[1], replace: "hard" }),
    );
    expect(decided.events[0]).toMatchObject({ type: "aiReplaced", seat: 1 });
  });
});

describe("a concession put to the table (issue 23)", () => {
  const concede = (snapshot: GameSnapshot, userId: string) =>
    service.act({
      gameId: snapshot.record.id,
      userId,
      version: snapshot.record.version,
      decision: { kind: "concede" },
    });
  /** Cards of `seat` anywhere but the "removed" zone (a concession the engine applied removes them all). */
  const cardsOf = (s: GameSnapshot, seat: number) =>
    s.engine?.g.cards.filter((c) => c.owner === seat && c.zone !== "removed").length ?? 0;

  async function started(players: number): Promise<GameSnapshot> {
    const table = await openTable(service, players, { selectionMode: "random", turnTimerHours: 12 });
    return ok(
      await service.lobbyAction({
        gameId: table.snapshot.record.id,
        userId: USERS[0],
        action: { kind: "start" },
      }),
    ).snapshot;
  }

  it("3 players: an AI holds the seat at once, the cards stay; the table keeps an AI, the player takes it back", async () => {
    const snapshot = await started(3);
    const gameId = snapshot.record.id;
    const cards = cardsOf(snapshot, 1);
    const rowsBefore = (await db.store.loadAllDecisions(gameId)).length;
    owed.length = 0;
    const conceded = ok(await concede(snapshot, USERS[1]));
    expect(conceded.events).toEqual([
      { type: "kickVote", targetUserId: USERS[1], targetSeat: 1, voters: [], needed: 2, conceded: true },
    ]);
    // The engine was not told: Bob's seat is in the game with all its cards, played by the caretaker.
    expect(conceded.snapshot.engine?.g.players[1]?.out).toBe(false);
    expect(cardsOf(conceded.snapshot, 1)).toBe(cards);
    expect(conceded.snapshot.setup.seats[1]).toMatchObject({
      ai: "normal",
      conceded: true,
      replaced: { userId: USERS[1], name: "Bob" },
    });
    expect(await db.store.loadAllDecisions(gameId)).toHaveLength(rowsBefore);
    expect((await db.store.loadGame(gameId))?.players.map((p) => p.userId)).toEqual([
      USERS[0],
      "ai:1",
      USERS[2],
    ]);
    // Bad votes: the conceder, a non-player, an unknown target — refused, nothing stored changes.
    await expectRefusal(db.store, gameId, "conceded-pending", () =>
      service.voteKick({ gameId, voterId: USERS[1], targetUserId: USERS[1], replace: "easy" }),
    );
    await expectRefusal(db.store, gameId, "not-in-game", () =>
      service.voteKick({ gameId, voterId: USERS[3], targetUserId: USERS[1] }),
    );
    await expectRefusal(db.store, gameId, "target-not-in-game", () =>
      service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[3] }),
    );
    // The vote is open at any time (the game need not wait on Bob), and stands while the game goes on.
    const first = ok(
      await service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[1], replace: "easy" }),
    );
    expect(first.events[0]).toMatchObject({
      type: "kickVote",
      conceded: true,
      replace: "easy",
      voters: [USERS[0]],
    });
    const moved = await playOn(
      first.snapshot,
      (s) => s.engine?.prompt?.seat === 1 || s.record.version > first.snapshot.record.version + 6,
    );
    expect(moved.setup.kick).toMatchObject({ targetUserId: USERS[1], voters: [USERS[0]] });
    await expectRefusal(db.store, gameId, "already-voted", () =>
      service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[1], replace: "easy" }),
    );
    const kept = ok(
      await service.voteKick({ gameId, voterId: USERS[2], targetUserId: USERS[1], replace: "easy" }),
    );
    expect(kept.events[0]).toMatchObject({ type: "aiReplaced", userId: USERS[1], name: "Bob", seat: 1 });
    expect(kept.snapshot.setup.seats[1]).toEqual({
      userId: "ai:1",
      name: "🤖 Easy AI (for Bob)",
      factions: kept.snapshot.setup.seats[1]?.factions,
      ai: "easy",
      replaced: { userId: USERS[1], name: "Bob" },
    });
    expect(kept.snapshot.setup.kick).toBeUndefined();
    // A button of the decided vote: over.
    await expectRefusal(db.store, gameId, "vote-over", () =>
      service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[1] }),
    );
    // Bob changes his mind: his seat, his cards.
    const back = ok(await service.takeSeatBack({ gameId, userId: USERS[1] }));
    expect(back.snapshot.setup.seats[1]).toEqual({
      userId: USERS[1],
      name: "Bob",
      factions: back.snapshot.setup.seats[1]?.factions,
    });
    expect(back.snapshot.engine?.g.players[1]?.out).toBe(false);
  });

  it("3 players: the table removes the conceder; only then do the cards leave (the engine's concession)", async () => {
    const snapshot = await started(3);
    const gameId = snapshot.record.id;
    const conceded = ok(await concede(snapshot, USERS[2]));
    // (the snapshot's engine is the live one: counted now)
    expect(cardsOf(conceded.snapshot, 2)).toBeGreaterThan(0);
    const rows = (await db.store.loadAllDecisions(gameId)).length;
    ok(await service.voteKick({ gameId, voterId: USERS[0], targetUserId: USERS[2] }));
    // The vote for the other outcome starts its own count; back to "remove", Bob completes it.
    const removed = ok(await service.voteKick({ gameId, voterId: USERS[1], targetUserId: USERS[2] }));
    expect(removed.events[0]).toEqual({ type: "kicked", targetUserId: USERS[2], seat: 2, conceded: true });
    expect(removed.snapshot.engine?.g.players[2]?.out).toBe(true);
    expect(cardsOf(removed.snapshot, 2)).toBe(0);
    expect(removed.snapshot.setup.seats[2]).toEqual({
      userId: USERS[2],
      name: "Carol",
      factions: removed.snapshot.setup.seats[2]?.factions,
    });
    const log = await db.store.loadAllDecisions(gameId);
    expect(log.length).toBeGreaterThan(rows);
    expect(log.at(-1)).toMatchObject({
      userId: USERS[2],
      seat: 2,
      answer: { seat: 2, leave: true, conceded: true, voters: [USERS[0], USERS[1]] },
    });
    expect((await db.store.loadGame(gameId))?.players.map((p) => p.userId)).toEqual([...USERS.slice(0, 3)]);
    // Replayed from its log, the game is where the service left it (the vote's leave is a decision).
    const restarted = newService(db.store, { clock });
    const reloaded = (await restarted.load(gameId)) as GameSnapshot;
    expect(reloaded.engine?.g.players[2]?.out).toBe(true);
    expect(reloaded.engine?.decisions).toBe(removed.snapshot.engine?.decisions);
  });

  it("an undo by another player keeps the vote on a concession running", async () => {
    const snapshot = await started(3);
    const gameId = snapshot.record.id;
    const awaited = snapshot.engine?.prompt?.seat as number;
    const leaver = (awaited + 1) % 3;
    const other = USERS[(awaited + 2) % 3] as string;
    ok(await concede(snapshot, USERS[leaver] as string));
    const voted = ok(
      await service.voteKick({ gameId, voterId: other, targetUserId: USERS[leaver] as string }),
    );
    expect(voted.snapshot.setup.kick?.voters).toEqual([other]);
    const played = ok(await playRandomStep(service, voted.snapshot, chooser(5)));
    let undone = ok(await service.undo({ gameId, userId: USERS[awaited] as string }));
    if (undone.events[0]?.type === "undoVote")
      undone = ok(
        await service.voteUndo({
          gameId,
          voterId: other,
          requesterId: USERS[awaited] as string,
          agree: true,
        }),
      );
    expect(undone.snapshot.engine?.decisions).toBeLessThan(played.snapshot.engine?.decisions as number);
    expect(undone.snapshot.setup.kick).toEqual({ targetUserId: USERS[leaver], voters: [other] });
  });

  it("2 players: the opponent decides; a second concession with nobody left to decide ends the game", async () => {
    const snapshot = await started(2);
    const gameId = snapshot.record.id;
    const conceded = ok(await concede(snapshot, USERS[0]));
    expect(conceded.events[0]).toMatchObject({ type: "kickVote", needed: 1, conceded: true });
    expect(conceded.snapshot.record.status).toBe("active");
    // Bob concedes too: nobody is left to decide, so Alice's concession applies first (the engine's
    // leave: Bob is the last player in the game and wins), as it did before the table could decide.
    const after = (await service.load(gameId)) as GameSnapshot;
    const ended = ok(await concede(after, USERS[1]));
    expect(ended.snapshot.record.status).toBe("finished");
    expect(ended.snapshot.engine?.g.players[0]?.out).toBe(true);
    expect(ended.snapshot.engine?.g.result?.winner).toBe(1);
    const log = await db.store.loadAllDecisions(gameId);
    expect(log.at(-1)).toMatchObject({ userId: USERS[0], seat: 0, answer: { leave: true, conceded: true } });
    expect(log.map((d) => d.seq)).toEqual(log.map((_, i) => i + 1));
  });

  it("practice (1 person + AI): nobody to decide, the concession applies at once as before", async () => {
    const table = await openTable(service, 1, { selectionMode: "random" });
    const gameId = table.snapshot.record.id;
    ok(await addAi(gameId, "easy"));
    const snapshot = ok(
      await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }),
    ).snapshot;
    const ended = ok(await concede(snapshot, USERS[0]));
    expect(ended.snapshot.engine?.g.players[0]?.out).toBe(true);
    expect(ended.snapshot.record.status).toBe("finished");
    expect((await db.store.loadAllDecisions(gameId)).at(-1)).toMatchObject({
      userId: USERS[0],
      answer: { seat: 0, leave: true },
    });
  });
});
