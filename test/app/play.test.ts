import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { defaultChoice, Engine, serialize } from "../../src/engine/engine.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  captureLog,
  chooser,
  ManualClock,
  newService,
  ok,
  playRandomStep,
  expectRefusal as sharedExpectRefusal,
  startedGame,
  storedState,
  USERS,
} from "./support.ts";

let db: TestDatabase;
let service: GameService;
const clock = new ManualClock();
beforeAll(async () => {
  db = await openTestDatabase();
  service = newService(db.store, { clock });
});
afterAll(() => db.close());

function engineOf(snapshot: GameSnapshot): Engine {
  if (!snapshot.engine) throw new Error("the game has not started");
  return snapshot.engine;
}

/** A refusal that leaves the stored game and its log exactly as they were. */
const expectRefusal = (gameId: string, reason: string, action: () => Promise<{ ok: boolean }>) =>
  sharedExpectRefusal(db.store, gameId, reason, action);

describe("playing through act()", () => {
  it("plays a complete two-player game with random legal answers until it is won", async () => {
    const { snapshot: first } = await startedGame(service, 2, { vpTarget: 8 });
    const gameId = first.record.id;
    const rng = chooser(5);
    let snapshot = first;
    let steps = 0;
    const announced: string[] = [];
    while (snapshot.record.status === "active") {
      const result = ok(await playRandomStep(service, snapshot, rng));
      for (const e of result.events) announced.push(e.type);
      expect(result.snapshot.record.version).toBe(snapshot.record.version + 1);
      snapshot = result.snapshot;
      steps++;
      expect(steps).toBeLessThan(2000);
    }
    const engine = engineOf(snapshot);
    expect(snapshot.record.status).toBe("finished");
    expect(snapshot.setup.stage).toBe("over");
    expect(snapshot.setup.timer).toBeUndefined();
    expect(announced).toContain("gameOver");
    const winner = engine.g.result?.winner as number;
    expect(engine.g.players[winner]?.vp).toBeGreaterThanOrEqual(8);
    expect(snapshot.record.summary).toMatchObject({
      outcome: "finished",
      reason: "vp",
      winner: { seat: winner, userId: USERS[winner] },
      decisions: steps,
      turns: engine.g.turn.number,
    });

    // Every decision is stored once, in order, with who took it; the stored snapshot + tail
    // rebuild the same final state.
    const decisions = await db.store.loadAllDecisions(gameId);
    expect(decisions.map((d) => d.seq)).toEqual(Array.from({ length: steps }, (_, i) => i + 1));
    expect(decisions.every((d) => d.userId === USERS[d.seat as number])).toBe(true);
    const restored = await newService(db.store).load(gameId);
    expect(serialize(engineOf(restored as GameSnapshot).g)).toBe(serialize(engine.g));

    await expectRefusal(gameId, "game-over", () =>
      service.act({
        gameId,
        userId: USERS[0],
        version: snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
  });

  it("refuses bad decisions without changing anything", async () => {
    const { snapshot } = await startedGame(service, 3);
    const gameId = snapshot.record.id;
    const version = snapshot.record.version;
    const prompt = engineOf(snapshot).prompt;
    if (!prompt) throw new Error("no prompt");
    const addressee = snapshot.userOf(prompt.seat) as string;
    const someoneElse = USERS.slice(0, 3).find((u) => u !== addressee) as string;
    const answer = (choice: string[], promptId = prompt.id) => ({
      kind: "answer" as const,
      promptId,
      choice,
    });
    const legal = prompt.options.slice(0, prompt.min).map((o) => o.id);

    await expectRefusal(gameId, "not-in-game", () =>
      service.act({ gameId, userId: "u-stranger", version, decision: answer(legal) }),
    );
    await expectRefusal(gameId, "not-your-prompt", () =>
      service.act({ gameId, userId: someoneElse, version, decision: answer(legal) }),
    );
    await expectRefusal(gameId, "stale", () =>
      service.act({ gameId, userId: addressee, version: version - 1, decision: answer(legal) }),
    );
    await expectRefusal(gameId, "stale", () =>
      service.act({ gameId, userId: addressee, version, decision: answer(legal, prompt.id - 1) }),
    );
    await expectRefusal(gameId, "illegal-option", () =>
      service.act({ gameId, userId: addressee, version, decision: answer(["no-such-option"]) }),
    );
    await expectRefusal(gameId, "wrong-count", () =>
      service.act({
        gameId,
        userId: addressee,
        version,
        decision: answer(Array.from({ length: prompt.max + 1 }, (_, i) => `x${i}`)),
      }),
    );
    await expectRefusal(gameId, "malformed", () =>
      service.act({
        gameId,
        userId: addressee,
        version,
        decision: { kind: "answer", promptId: -1 } as never,
      }),
    );
    await expectRefusal(gameId, "malformed", () =>
      service.act({ gameId, userId: addressee, version, decision: { kind: "shout" } as never }),
    );
    expect(
      await service.act({
        gameId: "not-a-game",
        userId: addressee,
        version,
        decision: answer(legal),
      }),
    ).toEqual({ ok: false, reason: "no-game" });
    // The cached engine was not touched by any of them: the legal answer still applies.
    ok(await service.act({ gameId, userId: addressee, version, decision: answer(legal) }));
  });

  it("records the standing order and a concession, which ends a two-player game", async () => {
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    const auto = ok(
      await service.act({
        gameId,
        userId: "u-bob",
        version: snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
    expect(engineOf(auto.snapshot).g.players[1]?.autoPass).toBe(true);
    expect(auto.events).toEqual([
      { type: "log", entries: [expect.objectContaining({ k: "autoPass", p: [1] })] },
    ]);
    const conceded = ok(
      await service.act({
        gameId,
        userId: "u-bob",
        version: auto.snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
    // The table decides (issue 23): an AI holds Bob's seat until Alice, the only other player,
    // takes the win (removes him: the engine's leave) or plays on against an AI.
    expect(conceded.snapshot.record.status).toBe("active");
    expect(conceded.events.map((e) => e.type)).toEqual(["kickVote"]);
    const removed = ok(await service.voteKick({ gameId, voterId: "u-alice", targetUserId: "u-bob" }));
    expect(removed.snapshot.record.status).toBe("finished");
    expect(removed.snapshot.record.summary).toMatchObject({
      reason: "lastPlayer",
      winner: { seat: 0, userId: "u-alice" },
      players: [{ out: false }, { out: true }],
    });
    expect(removed.events.map((e) => e.type)).toEqual(["kicked", "log", "gameOver"]);
    const decisions = await db.store.loadAllDecisions(gameId);
    expect(decisions.map((d) => d.answer)).toEqual([
      { seat: 1, autoPass: true },
      { seat: 1, leave: true, conceded: true, voters: ["u-alice"] },
    ]);
  });

  it("lets a player who conceded a larger game do nothing more", async () => {
    const { snapshot } = await startedGame(service, 3);
    const gameId = snapshot.record.id;
    const conceded = ok(
      await service.act({
        gameId,
        userId: "u-carol",
        version: snapshot.record.version,
        decision: { kind: "concede" },
      }),
    );
    expect(conceded.snapshot.record.status).toBe("active");
    // While the table decides (issue 23), then once it removed her.
    await expectRefusal(gameId, "conceded-pending", () =>
      service.act({
        gameId,
        userId: "u-carol",
        version: conceded.snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
    ok(await service.voteKick({ gameId, voterId: "u-alice", targetUserId: "u-carol" }));
    const removed = ok(await service.voteKick({ gameId, voterId: "u-bob", targetUserId: "u-carol" }));
    await expectRefusal(gameId, "left-game", () =>
      service.act({
        gameId,
        userId: "u-carol",
        version: removed.snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
  });
});

describe("restoring and concurrency", () => {
  it("restores a game mid-prompt in a new service (a restart) and continues identically", async () => {
    const { snapshot: first } = await startedGame(service, 2);
    const gameId = first.record.id;
    const rng = chooser(11);
    let snapshot = first;
    // Play until decisions are pending after the stored snapshot (the restore replays a tail).
    for (let i = 0; i < 400; i++) {
      snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
      const engine = engineOf(snapshot);
      if (i > 10 && snapshot.record.snapshotSeq < engine.decisions && engine.prompt?.kind !== "main") break;
    }
    const engine = engineOf(snapshot);
    expect(snapshot.record.snapshotSeq).toBeLessThan(engine.decisions);

    const restarted = newService(db.store);
    const restored = (await restarted.load(gameId)) as GameSnapshot;
    const again = engineOf(restored);
    // (Never hand an Engine to expect(): its deep equality would step the engine's generator.)
    expect(again === engine).toBe(false);
    expect(serialize(again.g)).toBe(serialize(engine.g));
    expect(again.prompt).toEqual(engine.prompt);
    expect(again.decisions).toBe(engine.decisions);

    // From here, the restarted service and a reference engine rebuilt from the export take the
    // same answers and stay identical.
    const exported = await restarted.exportGame(gameId);
    if (!exported) throw new Error("nothing exported");
    const reference = Engine.replay(exported.setup, exported.decisions);
    let current = restored;
    for (let i = 0; i < 30 && current.record.status === "active"; i++) {
      const prompt = engineOf(current).prompt;
      if (!prompt) break;
      const choice = randomChoice(prompt, rng);
      const result = ok(
        await restarted.act({
          gameId,
          userId: current.userOf(prompt.seat) as string,
          version: current.record.version,
          decision: { kind: "answer", promptId: prompt.id, choice },
        }),
      );
      expect(reference.submit({ seat: prompt.seat, prompt: prompt.id, choice })).toEqual({ ok: true });
      current = result.snapshot;
      expect(serialize(engineOf(current).g)).toBe(serialize(reference.g));
    }
  });

  it("applies exactly one of two concurrent decisions on the same version", async () => {
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    const prompt = engineOf(snapshot).prompt;
    if (!prompt) throw new Error("no prompt");
    const other = snapshot.userOf(1 - prompt.seat) as string;
    const version = snapshot.record.version;
    const results = await Promise.all([
      service.act({
        gameId,
        userId: snapshot.userOf(prompt.seat) as string,
        version,
        decision: { kind: "answer", promptId: prompt.id, choice: randomChoice(prompt, chooser(1)) },
      }),
      service.act({ gameId, userId: other, version, decision: { kind: "autoPass", on: true } }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "stale" }]);
    const stored = await storedState(db.store, gameId);
    expect(stored.loaded?.game.version).toBe(version + 1);
    expect(stored.decisions).toHaveLength(1);
  });

  it("fences two services (two processes) on the same database by version", async () => {
    const a = newService(db.store);
    const b = newService(db.store);
    const { snapshot } = await startedGame(a, 2);
    const gameId = snapshot.record.id;
    const seenByB = (await b.load(gameId)) as GameSnapshot;
    const version = snapshot.record.version;
    expect(seenByB.record.version).toBe(version);

    // A moves the game on; B, with its cached engine at the old version, is told the board changed.
    ok(await a.act({ gameId, userId: "u-bob", version, decision: { kind: "autoPass", on: true } }));
    const fromB = await b.act({
      gameId,
      userId: USERS[0],
      version,
      decision: { kind: "autoPass", on: true },
    });
    expect(fromB).toEqual({ ok: false, reason: "stale" });
    const stored = await storedState(db.store, gameId);
    expect(stored.decisions.map((d) => d.answer)).toEqual([{ seat: 1, autoPass: true }]);

    // B dropped its stale engine: with the new version it reloads and applies.
    const applied = ok(
      await b.act({
        gameId,
        userId: USERS[0],
        version: version + 1,
        decision: { kind: "autoPass", on: true },
      }),
    );
    expect(engineOf(applied.snapshot).g.players.map((p) => p.autoPass)).toEqual([true, true]);
    // And A, now behind, fences itself the same way.
    expect(
      await a.act({
        gameId,
        userId: "u-bob",
        version: version + 1,
        decision: { kind: "autoPass", on: false },
      }),
    ).toEqual({ ok: false, reason: "stale" });
  });

  it("answers 'internal' when the engine throws, and keeps the stored game as it was", async () => {
    const { log, lines } = captureLog();
    const local = newService(db.store, { log });
    const { snapshot } = await startedGame(local, 2);
    const gameId = snapshot.record.id;
    const spy = vi.spyOn(Engine.prototype, "submit").mockImplementationOnce(() => {
      throw new Error("boom");
    });
    try {
      await expectRefusal(gameId, "internal", () =>
        local.act({
          gameId,
          userId: USERS[0],
          version: snapshot.record.version,
          decision: { kind: "autoPass", on: true },
        }),
      );
    } finally {
      spy.mockRestore();
    }
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, gameId, msg: "act failed" }));
    ok(
      await local.act({
        gameId,
        userId: USERS[0],
        version: snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
  });

  it("rewinds to the snapshot a game whose latest decision no longer replays (docs/upgrades.md)", async () => {
    const { log, lines } = captureLog();
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    const engine = engineOf(snapshot);
    const atSnapshot = serialize(engine.g);
    // A decision no prompt ever asked for, written behind the service's back.
    await db.store.saveGame({
      id: gameId,
      expectedVersion: snapshot.record.version,
      appendDecisions: [
        {
          seq: engine.decisions + 1,
          userId: "u-bob",
          seat: 1,
          answer: { seat: 1, prompt: 9999, choice: ["x"] },
        },
      ],
    });
    const restarted = newService(db.store, { log });
    const restored = (await restarted.load(gameId)) as GameSnapshot;
    expect(serialize(engineOf(restored).g)).toBe(atSnapshot);
    expect(restored.record.version).toBe(snapshot.record.version + 2);
    expect(await db.store.loadAllDecisions(gameId)).toHaveLength(engine.decisions);
    const warning = lines.find((l) => l.gameId === gameId && l.level === 40);
    expect(warning).toMatchObject({ failedSeq: engine.decisions + 1, reason: "refused (stale-prompt)" });
    ok(
      await restarted.act({
        gameId,
        userId: USERS[0],
        version: restored.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
  });

  it("reports a snapshot that cannot be resumed, loudly", async () => {
    const { log, lines } = captureLog();
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    await db.store.saveGame({
      id: gameId,
      expectedVersion: snapshot.record.version,
      patch: { snapshot: { v: 99, state: "{}" } },
    });
    const restarted = newService(db.store, { log });
    await expect(restarted.load(gameId)).rejects.toThrow(/cannot be restored.*newer than this release/);
    expect(
      await restarted.act({
        gameId,
        userId: USERS[0],
        version: snapshot.record.version + 1,
        decision: { kind: "autoPass", on: true },
      }),
    ).toEqual({ ok: false, reason: "internal" });
    const errors = lines.filter((l) => l.level === 50 && l.gameId === gameId);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((l) => l.msg === "game cannot be restored")).toBe(true);
  });
});

describe("kick votes", () => {
  /** The game's pending prompt and who it waits on, with the other seated users. */
  function awaited(snapshot: GameSnapshot) {
    const prompt = engineOf(snapshot).prompt;
    if (!prompt) throw new Error("no prompt pending");
    const target = snapshot.userOf(prompt.seat) as string;
    const others = snapshot.setup.seats.map((s) => s.userId).filter((u) => u !== target);
    return { prompt, target, others };
  }

  it("removes the awaited player once every other remaining player has voted", async () => {
    const { snapshot } = await startedGame(service, 3);
    const gameId = snapshot.record.id;
    const { prompt, target, others } = awaited(snapshot);
    const [first, second] = others as [string, string];
    clock.advanceHours(1);
    await expectRefusal(gameId, "kick-self", () =>
      service.voteKick({ gameId, voterId: first, targetUserId: first }),
    );
    await expectRefusal(gameId, "not-in-game", () =>
      service.voteKick({ gameId, voterId: "u-stranger", targetUserId: target }),
    );
    await expectRefusal(gameId, "target-not-in-game", () =>
      service.voteKick({ gameId, voterId: first, targetUserId: "u-stranger" }),
    );
    const voted = ok(await service.voteKick({ gameId, voterId: first, targetUserId: target }));
    expect(voted.events).toEqual([
      { type: "kickVote", targetUserId: target, targetSeat: prompt.seat, voters: [first], needed: 2 },
    ]);
    expect(voted.snapshot.setup.kick).toEqual({ targetUserId: target, voters: [first] });
    await expectRefusal(gameId, "already-voted", () =>
      service.voteKick({ gameId, voterId: first, targetUserId: target }),
    );
    await expectRefusal(gameId, "kick-not-awaited", () =>
      service.voteKick({ gameId, voterId: target, targetUserId: second }),
    );
    const kicked = ok(await service.voteKick({ gameId, voterId: second, targetUserId: target }));
    expect(kicked.events[0]).toEqual({ type: "kicked", targetUserId: target, seat: prompt.seat });
    expect(kicked.events).toContainEqual({
      type: "log",
      entries: expect.arrayContaining([expect.objectContaining({ k: "concede", p: [prompt.seat] })]),
    });
    expect(kicked.snapshot.setup.kick).toBeUndefined();
    expect(engineOf(kicked.snapshot).g.players[prompt.seat]?.out).toBe(true);
    expect(kicked.snapshot.record.status).toBe("active");
    const decisions = await db.store.loadAllDecisions(gameId);
    expect(decisions.at(-1)).toMatchObject({
      userId: null,
      seat: prompt.seat,
      answer: { seat: prompt.seat, leave: true, kick: true },
    });
    await expectRefusal(gameId, "left-game", () =>
      service.voteKick({ gameId, voterId: target, targetUserId: first }),
    );
  });

  it("only targets the player the game waits on, once it has waited 30 minutes without a timer", async () => {
    const { snapshot } = await startedGame(service, 3);
    const gameId = snapshot.record.id;
    const { prompt, target, others } = awaited(snapshot);
    const [first, second] = others as [string, string];
    clock.advanceHours(5);
    // Anyone else is not absent: the game is not waiting for them.
    await expectRefusal(gameId, "kick-not-awaited", () =>
      service.voteKick({ gameId, voterId: first, targetUserId: second }),
    );
    // The awaited player gets 30 minutes from the moment a new prompt waits for them.
    const acted = ok(
      await service.act({
        gameId,
        userId: target,
        version: snapshot.record.version,
        decision: { kind: "answer", promptId: prompt.id, choice: defaultChoice(prompt) },
      }),
    );
    const next = awaited(acted.snapshot);
    const voter = next.others[0] as string;
    clock.advanceHours(0.49);
    await expectRefusal(gameId, "kick-too-early", () =>
      service.voteKick({ gameId, voterId: voter, targetUserId: next.target }),
    );
    const refused = await service.voteKick({ gameId, voterId: voter, targetUserId: next.target });
    expect(refused).toEqual({
      ok: false,
      reason: "kick-too-early",
      availableAt: new Date(clock.now().getTime() + 0.01 * 3_600_000),
    });
    clock.advanceHours(0.01);
    ok(await service.voteKick({ gameId, voterId: voter, targetUserId: next.target }));
  });

  it("waits half the turn timer when the game has one, and drops the vote when the timer moves on", async () => {
    const { snapshot } = await startedGame(service, 3, { turnTimerHours: 12 });
    const gameId = snapshot.record.id;
    const { prompt, target, others } = awaited(snapshot);
    clock.advanceHours(5.9);
    await expectRefusal(gameId, "kick-too-early", () =>
      service.voteKick({ gameId, voterId: others[0] as string, targetUserId: target }),
    );
    clock.advanceHours(0.1);
    const voted = ok(await service.voteKick({ gameId, voterId: others[0] as string, targetUserId: target }));
    expect(voted.snapshot.setup.kick).toEqual({ targetUserId: target, voters: [others[0]] });
    // The timer answers for them: the game waits on someone else and the vote against them lapses.
    const [timeout] = (await service.tick(clock.advanceHours(6))).filter((e) => e.gameId === gameId);
    expect(timeout?.kind).toBe("timeout");
    const after = timeout?.snapshot as GameSnapshot;
    expect(engineOf(after).prompt?.seat).not.toBe(prompt.seat);
    expect(after.setup.kick).toBeUndefined();
  });

  it("drops a vote when its target shows up and acts", async () => {
    const { snapshot } = await startedGame(service, 3);
    const gameId = snapshot.record.id;
    const { target, others } = awaited(snapshot);
    clock.advanceHours(1);
    const voted = ok(await service.voteKick({ gameId, voterId: others[0] as string, targetUserId: target }));
    const acted = ok(
      await service.act({
        gameId,
        userId: target,
        version: voted.snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
    expect(acted.snapshot.setup.kick).toBeUndefined();
    expect((await db.store.loadGame(gameId))?.game.setup).not.toHaveProperty("kick");
  });

  it("ends a two-player game for the player who stayed", async () => {
    const { snapshot } = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    const { target, others } = awaited(snapshot);
    const stayed = others[0] as string;
    await expectRefusal(gameId, "kick-too-early", () =>
      service.voteKick({ gameId, voterId: stayed, targetUserId: target }),
    );
    clock.advanceHours(0.5);
    const kicked = ok(await service.voteKick({ gameId, voterId: stayed, targetUserId: target }));
    expect(kicked.snapshot.record.status).toBe("finished");
    expect(kicked.events.map((e) => e.type)).toEqual(["kicked", "log", "gameOver"]);
    expect(kicked.snapshot.record.summary).toMatchObject({
      reason: "lastPlayer",
      winner: { userId: stayed },
    });
  });
});
