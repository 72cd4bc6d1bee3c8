// Issue 22 (cold clicks): a game's state is written as its snapshot when the game leaves the hot
// path — idle for a while, evicted from the cache, the process stopping — never during play. It is
// an ordinary snapshot (the same column and statement as the bot's every-80 ones): a new process
// restores from it exactly the game a full replay of the log gives, an undo drops it with the
// decisions it folded, another process's save keeps it from being written, and a write that never
// happened (kill -9) only leaves the longer tail it would have spared.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { botEngineOptions, engineDecision, parseDecisions } from "../../src/app/restore.ts";
import { planUndo, verdictFor } from "../../src/app/undo.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import type { GameSetup } from "../../src/engine/types.ts";
import type { SaveSnapshot, Store } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { chooser, GUILD, newService, ok, playRandomStep, startedGame } from "./support.ts";

const BOXES = ["core", "monster-smash", "culture-shock", "big-geeky-box"];

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** The test database's store with every call counted by name, and the snapshot writes let through or not. */
function watchedStore(letThrough: (save: SaveSnapshot) => boolean = () => true) {
  const calls: string[] = [];
  const snapshots: SaveSnapshot[] = [];
  const store = new Proxy(db.store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (key === "saveSnapshot")
        return async (save: SaveSnapshot) => {
          calls.push("saveSnapshot");
          snapshots.push(save);
          return letThrough(save) ? target.saveSnapshot(save) : false;
        };
      return (...args: unknown[]) => {
        calls.push(String(key));
        return value.apply(target, args);
      };
    },
  }) as Store;
  return { store, calls, snapshots };
}

/** Plays random steps until `stop` holds of the game's engine. */
async function playUntil(
  service: GameService,
  snapshot: GameSnapshot,
  rng: { int(n: number): number },
  stop: (engine: Engine) => boolean,
): Promise<GameSnapshot> {
  let current = snapshot;
  for (let steps = 0; ; steps++) {
    expect(steps).toBeLessThan(3000);
    if (stop(current.engine as Engine)) return current;
    current = ok(await playRandomStep(service, current, rng)).snapshot;
    await service.snapshotsWritten();
  }
}

/** Plays until the game stands at a quiet point with decisions past its last snapshot. */
const playToQuietPoint = (
  service: GameService,
  snapshot: GameSnapshot,
  rng: { int(n: number): number },
  atLeast: number,
) => playUntil(service, snapshot, rng, (engine) => engine.decisions >= atLeast && engine.quietStateDue);

/** Plays until the game stands at a prompt inside an effect, past a quiet point its last snapshot does not include. */
const playIntoEffect = (
  service: GameService,
  snapshot: GameSnapshot,
  rng: { int(n: number): number },
  atLeast: number,
) =>
  playUntil(
    service,
    snapshot,
    rng,
    (engine) =>
      engine.decisions >= atLeast &&
      engine.prompt?.kind !== "main" &&
      engine.lastQuietPoint > engine.lastSnapshot,
  );

type Stored = Awaited<ReturnType<typeof stored>>;

/** The stored snapshot's seq and the tail a restore would replay. */
async function stored(gameId: string) {
  const loaded = await db.store.loadGame(gameId);
  if (!loaded) throw new Error("the game is gone");
  return { seq: loaded.game.snapshotSeq, tail: loaded.decisions.length, version: loaded.game.version };
}

/**
 * Every seat's undo reads the same verdict from the stored snapshot as from the whole log, and each
 * one that read it from the snapshot taken `before` (its latest decision after it) still does: the
 * written snapshot is at or before that decision, so planUndo never falls back to the setup for it;
 * the same for the undoes after it in a row (free ones, and one vote).
 */
async function expectUndoesKept(gameId: string, before: number) {
  const loaded = await db.store.loadGame(gameId);
  const exported = await newService(db.store).exportGame(gameId);
  if (!loaded || !exported) throw new Error("the game is gone");
  const all = parseDecisions(gameId, await db.store.loadAllDecisions(gameId), 1).map(engineDecision);
  const setup = exported.setup as GameSetup;
  const head = Engine.replay(setup, all);
  for (let seat = 0; seat < head.g.players.length; seat++) {
    if (head.g.players[seat]?.out) continue;
    const whole = verdictFor(setup, all, seat);
    const plan = planUndo(loaded, setup, all, seat, botEngineOptions(80));
    expect(plan.verdict).toEqual(whole);
    // Its undoes one after another, free ones and one vote (not a second): each as from the whole log.
    let verdict = whole;
    let log = all;
    let votes = 0;
    while (verdict.ok && verdict.keep >= before) {
      if (!verdict.free && ++votes > 1) break;
      expect(verdict.keep).toBeGreaterThanOrEqual(loaded.game.snapshotSeq);
      log = log.slice(0, verdict.keep);
      verdict = verdictFor(setup, log, seat);
      expect(planUndo(loaded, setup, log, seat, botEngineOptions(80)).verdict).toEqual(verdict);
    }
  }
}

/**
 * The snapshot written off the hot path: past the one before, a quiet point of the stored game (the
 * tail a restore replays ends at the held engine's decisions), at the version held, every undo kept.
 */
async function expectWritten(gameId: string, before: { seq: number; version: number }, decisions: number) {
  const after = await stored(gameId);
  expect(after.seq).toBeGreaterThan(before.seq);
  expect(after.seq + after.tail).toBe(decisions);
  expect(after.version).toBe(before.version);
  await expectUndoesKept(gameId, before.seq);
  return after;
}

/** A new process restores the game as a full replay of its log gives it, and plays on from it. */
async function expectRestoredAsReplayed(snapshot: GameSnapshot, rng: { int(n: number): number }) {
  const gameId = snapshot.record.id;
  const live = snapshot.engine as Engine;
  const restarted = newService(db.store);
  const restored = (await restarted.load(gameId)) as GameSnapshot;
  const again = restored.engine as Engine;
  const exported = await newService(db.store).exportGame(gameId);
  if (!exported) throw new Error("nothing exported");
  const replayed = Engine.replay(exported.setup, exported.decisions);
  expect(again.decisions).toBe(live.decisions);
  expect(serialize(again.g) === serialize(replayed.g)).toBe(true);
  expect(serialize(live.g) === serialize(replayed.g)).toBe(true);
  expect(again.prompt).toEqual(replayed.prompt);
  expect(again.prompt).toEqual(live.prompt);
  expect(restored.record.version).toBe(snapshot.record.version);
  ok(await playRandomStep(restarted, restored, rng));
}

describe("a game's state written as its snapshot when it leaves the hot path", () => {
  for (const [seed, players] of [
    [461, 4],
    [462, 3],
    [463, 2],
  ] as const) {
    it(`seed ${seed}, ${players} players: idle for a pass, its state at the latest quiet point that keeps every undo is the snapshot; a new process restores it`, {
      timeout: 120_000,
    }, async () => {
      const watched = watchedStore();
      const service = newService(watched.store);
      const rng = chooser(seed);
      await db.store.updateGuildSettings(GUILD, { enabledBoxes: BOXES });
      const { snapshot: first } = await startedGame(service, players, { boxes: BOXES });
      const current = await playToQuietPoint(service, first, rng, 30 + seed - 460);
      const engine = current.engine as Engine;
      const before = await stored(current.record.id);
      expect(before.tail).toBeGreaterThan(0);
      // The first pass sees the game; only one that finds it unchanged at the next writes it.
      expect(await service.snapshotIdle()).toBe(0);
      expect(await service.snapshotIdle()).toBe(1);
      await expectWritten(current.record.id, before, engine.decisions);
      // Written once: the next pass has nothing to write.
      expect(await service.snapshotIdle()).toBe(0);
      await expectRestoredAsReplayed(current, rng);
    });
  }

  it("at a prompt inside an effect: the state of the latest quiet point, rebuilt from the stored game; the tail is the decisions since", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore();
    const service = newService(watched.store);
    const rng = chooser(472);
    await db.store.updateGuildSettings(GUILD, { enabledBoxes: BOXES });
    const started = (await startedGame(service, 4, { boxes: BOXES })).snapshot;
    const current = await playIntoEffect(service, started, rng, 30);
    const engine = current.engine as Engine;
    expect(engine.quietState()).toBeNull();
    const before = await stored(current.record.id);
    await service.snapshotIdle();
    expect(await service.snapshotIdle()).toBe(1);
    const after = await expectWritten(current.record.id, before, engine.decisions);
    expect(after.seq).toBeLessThanOrEqual(engine.lastQuietPoint);
    expect(await service.snapshotIdle()).toBe(0);
    await expectRestoredAsReplayed(current, rng);
  });

  it("inside an effect, held at an older version than the stored game's (another process played on): nothing rebuilt or written", {
    timeout: 120_000,
  }, async () => {
    const a = newService(db.store);
    const rng = chooser(474);
    const current = await playIntoEffect(a, (await startedGame(a, 4)).snapshot, rng, 20);
    await a.snapshotIdle();
    const b = newService(db.store);
    const atB = ok(await playRandomStep(b, (await b.load(current.record.id)) as GameSnapshot, rng)).snapshot;
    const before = await stored(current.record.id);
    expect(await a.snapshotIdle()).toBe(0);
    expect(await stored(current.record.id)).toEqual(before);
    await expectRestoredAsReplayed(atB, rng);
  });

  it("a click while its write is in flight does not wait on it, and the write, at the older version, is refused", {
    timeout: 120_000,
  }, async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writing = false;
    const store = new Proxy(db.store, {
      get(target, key, receiver) {
        if (key === "saveSnapshot")
          return async (save: SaveSnapshot) => {
            writing = true;
            await held;
            return target.saveSnapshot(save);
          };
        const value = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Store;
    const service = newService(store);
    const rng = chooser(473);
    const { snapshot: first } = await startedGame(service, 3);
    const current = await playToQuietPoint(service, first, rng, 30);
    const before = await stored(current.record.id);
    await service.snapshotIdle();
    const pass = service.snapshotIdle();
    // Its stored game read and traced first (a query, a few turns): until its statement is sent.
    for (let turns = 0; turns < 5000 && !writing; turns++)
      await new Promise((resolve) => setTimeout(resolve, 1));
    expect(writing).toBe(true);
    // The click goes through while the snapshot's statement has not even been sent.
    const clicked = ok(await playRandomStep(service, current, rng)).snapshot;
    expect(clicked.record.version).toBe(current.record.version + 1);
    release();
    expect(await pass).toBe(0);
    expect((await stored(current.record.id)).seq).toBe(before.seq);
    await expectRestoredAsReplayed(clicked, rng);
  });

  it("writes nothing while the game is played: no query per click beyond the save, none at a pass after a click", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore();
    const service = newService(watched.store);
    const rng = chooser(464);
    let current = (await startedGame(service, 3)).snapshot;
    watched.calls.length = 0;
    for (let i = 0; i < 40 && current.engine?.prompt; i++) {
      current = ok(await playRandomStep(service, current, rng)).snapshot;
      await service.snapshotsWritten();
      // A pass between every two clicks: the game was never unchanged from one pass to the next.
      expect(await service.snapshotIdle()).toBe(0);
    }
    // Each click: its save; now and then the bot's every-80 snapshot (none in 40 decisions).
    expect(watched.calls.filter((c) => c !== "saveGame")).toEqual([]);
    expect(watched.calls).toHaveLength(40);
  });

  it("evicted from the cache: its snapshot is written after the eviction; a new process restores it", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore();
    const service = newService(watched.store, { cacheSize: 1 });
    const rng = chooser(465);
    const { snapshot: first } = await startedGame(service, 3);
    const current = await playToQuietPoint(service, first, rng, 20);
    const decisions = (current.engine as Engine).decisions;
    const before = await stored(current.record.id);
    expect(before.tail).toBeGreaterThan(0);
    // Another game takes the only place in the cache.
    await startedGame(service, 2);
    await service.evictedWritten();
    const after = await expectWritten(current.record.id, before, decisions);
    expect(watched.snapshots.map((s) => s.snapshotSeq)).toEqual([after.seq]);
    await expectRestoredAsReplayed(current, rng);
  });

  it("undoes after it, free and by vote, in a new process: read from it, which stays; the states saved before", {
    timeout: 180_000,
  }, async () => {
    for (const [seed, players] of [
      [466, 2],
      [476, 3],
    ] as const) {
      const service = newService(db.store);
      const rng = chooser(seed);
      const { snapshot: first } = await startedGame(service, players);
      const gameId = first.record.id;
      // The state after every decision, to compare the undoes with.
      let current = first;
      const states = new Map<number, string>();
      for (let steps = 0; ; steps++) {
        expect(steps).toBeLessThan(3000);
        const engine = current.engine as Engine;
        states.set(engine.decisions, serialize(engine.g));
        if (engine.decisions >= 25 && engine.quietStateDue) break;
        current = ok(await playRandomStep(service, current, rng)).snapshot;
        await service.snapshotsWritten();
      }
      const decisions = (current.engine as Engine).decisions;
      const before = await stored(gameId);
      await service.snapshotIdle();
      expect(await service.snapshotIdle()).toBe(1);
      const quick = await expectWritten(gameId, before, decisions);
      // Each seat in turn, from its latest decision back: every undo in a process of its own (a
      // restart), at once when free, else once every other player agreed.
      const kinds = new Set<boolean>();
      for (let undoes = 0; undoes < players + 2; undoes++) {
        const rows = await db.store.loadAllDecisions(gameId);
        const seat = rows.at(-1 - (undoes % 2))?.seat as number;
        const requester = current.setup.seats[seat]?.userId as string;
        const at = (await stored(gameId)).seq;
        const restarted = newService(db.store);
        let undone = ok(await restarted.undo({ gameId, userId: requester })).snapshot;
        kinds.add(undone.setup.undo === undefined);
        for (const voter of undone.setup.seats.filter((s) => s.userId !== requester)) {
          if (!undone.setup.undo) break;
          undone = ok(
            await restarted.voteUndo({ gameId, voterId: voter.userId, requesterId: requester, agree: true }),
          ).snapshot;
        }
        const kept = (undone.engine as Engine).decisions;
        expect(kept).toBeLessThan(rows.length);
        expect(serialize((undone.engine as Engine).g)).toBe(states.get(kept));
        const after = await stored(gameId);
        // Read from the snapshot when it kept the seat's decision: the snapshot stays as it was.
        if (kept >= at) expect(after.seq).toBe(at);
        else expect(after.seq).toBeLessThanOrEqual(kept);
        if (undoes === 0) expect(after.seq).toBe(quick.seq);
        const restored = (await newService(db.store).load(gameId)) as GameSnapshot;
        expect(serialize((restored.engine as Engine).g)).toBe(states.get(kept));
        expect(restored.engine?.prompt).toEqual(undone.engine?.prompt);
        current = undone;
        if (kept < quick.seq) break;
      }
      // Free undoes and voted ones both.
      expect([...kinds].sort()).toEqual([false, true]);
    }
  });

  it("two processes: one holding the game at an older version writes nothing; the other's game restores", {
    timeout: 120_000,
  }, async () => {
    const a = newService(db.store);
    const rng = chooser(467);
    const { snapshot: first } = await startedGame(a, 3);
    const atA = await playToQuietPoint(a, first, rng, 15);
    await a.snapshotIdle();
    // Another process plays on from the stored game (a click it handled), to its own quiet point.
    const b = newService(db.store);
    let atB = (await b.load(atA.record.id)) as GameSnapshot;
    atB = ok(await playRandomStep(b, atB, rng)).snapshot;
    atB = await playToQuietPoint(b, atB, rng, 0);
    const before = await stored(atA.record.id);
    // A still holds the older version, unchanged since its last pass: refused by the version.
    expect(await a.snapshotIdle()).toBe(0);
    expect(await stored(atA.record.id)).toEqual(before);
    await expectRestoredAsReplayed(atB, rng);
  });

  it("a write that never happened (killed before it, or refused) leaves the longer tail: the game restores from its log", {
    timeout: 120_000,
  }, async () => {
    const watched = watchedStore(() => false);
    const service = newService(watched.store);
    const rng = chooser(468);
    const { snapshot: first } = await startedGame(service, 4);
    const current = await playToQuietPoint(service, first, rng, 30);
    const before = await stored(current.record.id);
    await service.snapshotIdle();
    expect(await service.snapshotIdle()).toBe(0);
    expect(watched.snapshots.at(-1)?.snapshotSeq).toBeGreaterThan(before.seq);
    expect(await stored(current.record.id)).toEqual(before);
    await expectRestoredAsReplayed(current, rng);
  });

  it("a graceful stop writes the cached games' state, the most recent first, as many as allowed", {
    timeout: 180_000,
  }, async () => {
    const service = newService(db.store);
    const games: GameSnapshot[] = [];
    for (const seed of [469, 470, 471]) {
      const rng = chooser(seed);
      const { snapshot: first } = await startedGame(service, 2);
      games.push(await playToQuietPoint(service, first, rng, 12));
    }
    const befores = await Promise.all(games.map((g) => stored(g.record.id)));
    expect(await service.snapshotOnStop(1)).toBe(1);
    // The most recently played one.
    const last = games.at(-1) as GameSnapshot;
    await expectWritten(last.record.id, befores.at(-1) as Stored, (last.engine as Engine).decisions);
    expect(await stored((games[0] as GameSnapshot).record.id)).toEqual(befores[0]);
    expect(await service.snapshotOnStop()).toBe(2);
    for (const [i, game] of games.entries()) {
      await expectWritten(game.record.id, befores[i] as Stored, (game.engine as Engine).decisions);
      await expectRestoredAsReplayed(game, chooser(1));
    }
    expect(await service.snapshotOnStop()).toBe(0);
  });
});
