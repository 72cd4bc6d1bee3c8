import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot, LobbyOptions, TimerEvent } from "../../src/app/index.ts";
import { defaultChoice, Engine, serialize } from "../../src/engine/engine.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { ManualClock, newService, ok, openTable, startedGame, USERS } from "./support.ts";

let db: TestDatabase;
let clock: ManualClock;
let service: GameService;
beforeAll(async () => {
  db = await openTestDatabase();
  clock = new ManualClock();
  service = newService(db.store, { clock });
});
afterAll(() => db.close());

function pending(snapshot: GameSnapshot) {
  const prompt = snapshot.engine?.prompt;
  if (!prompt) throw new Error("no prompt pending");
  return prompt;
}

describe("turn timers", () => {
  it("reminds once at half time, then applies the safe default at expiry", async () => {
    const t0 = clock.now();
    const { snapshot } = await startedGame(service, 2, { turnTimerHours: 12 });
    const untimed = await startedGame(service, 2);
    const gameId = snapshot.record.id;
    const prompt = pending(snapshot);
    expect(snapshot.setup.timer).toEqual({ promptId: prompt.id, since: t0.toISOString(), reminded: false });
    // A game without a turn timer tracks its prompt too (for kick votes), but nothing ever fires.
    expect(untimed.snapshot.setup.timer).toEqual({
      promptId: pending(untimed.snapshot).id,
      since: t0.toISOString(),
      reminded: false,
    });

    expect(await service.tick(clock.advanceHours(5.9))).toEqual([]);
    const reminders = await service.tick(clock.advanceHours(0.1));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      kind: "reminder",
      gameId,
      events: [
        {
          type: "reminder",
          promptId: prompt.id,
          seat: prompt.seat,
          userId: snapshot.userOf(prompt.seat),
          deadline: new Date(t0.getTime() + 12 * 3_600_000),
        },
      ],
    });
    expect(reminders[0]?.snapshot.setup.timer?.reminded).toBe(true);
    // Once only, from this process or another one.
    expect(await service.tick(clock.advanceHours(1))).toEqual([]);
    expect(await newService(db.store, { clock }).tick(clock.now())).toEqual([]);

    const before = (await db.store.loadAllDecisions(gameId)).length;
    if (!snapshot.setup.engine) throw new Error("not started");
    const reference = Engine.start(snapshot.setup.engine);
    const timeouts = await service.tick(clock.advanceHours(5));
    expect(timeouts).toHaveLength(1);
    const timeout = timeouts[0];
    if (!timeout) throw new Error("no timeout");
    expect(timeout.kind).toBe("timeout");
    expect(timeout.events[0]).toEqual({
      type: "timeout",
      promptId: prompt.id,
      seat: prompt.seat,
      userId: snapshot.userOf(prompt.seat),
      // What the bot did, for the notice (issue 21).
      did: { kind: prompt.kind === "main" ? "end" : "pass" },
      // The player's first timeout in a row (issue 23: the second one is announced).
      strikes: 1,
    });
    // The default answer is stored as an automatic decision, taken by nobody.
    const decisions = await db.store.loadAllDecisions(gameId);
    expect(decisions).toHaveLength(before + 1);
    const choice = defaultChoice(prompt);
    expect(decisions.at(-1)).toMatchObject({
      userId: null,
      seat: prompt.seat,
      answer: { seat: prompt.seat, prompt: prompt.id, choice, auto: true },
    });
    expect(reference.submit({ seat: prompt.seat, prompt: prompt.id, choice })).toEqual({ ok: true });
    const after = timeout.snapshot;
    expect(serialize((after.engine as Engine).g)).toBe(serialize(reference.g));
    // The next prompt has its own timer, from the moment it was raised.
    const next = pending(after);
    expect(after.setup.timer).toEqual({
      promptId: next.id,
      since: clock.now().toISOString(),
      reminded: false,
    });
    expect((await db.store.loadGame(untimed.snapshot.record.id))?.game.version).toBe(
      untimed.snapshot.record.version,
    );
    // The export keeps the automatic answer as a plain decision, and replays.
    const exported = await service.exportGame(gameId);
    expect(exported?.decisions.at(-1)).toEqual({ seat: prompt.seat, prompt: prompt.id, choice });
    expect(
      serialize(Engine.replay(exported?.setup ?? snapshot.setup.engine, exported?.decisions ?? []).g),
    ).toBe(serialize(reference.g));
  });

  it("restarts the timer whenever a player's decision raises a new prompt", async () => {
    const { snapshot } = await startedGame(service, 2, { turnTimerHours: 24 });
    const prompt = pending(snapshot);
    clock.advanceHours(11);
    // Changing the standing order leaves the same prompt pending: the timer keeps running.
    const auto = ok(
      await service.act({
        gameId: snapshot.record.id,
        userId: snapshot.userOf(1 - prompt.seat) as string,
        version: snapshot.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    );
    expect(auto.snapshot.setup.timer).toEqual(snapshot.setup.timer);
    const answered = ok(
      await service.act({
        gameId: snapshot.record.id,
        userId: snapshot.userOf(prompt.seat) as string,
        version: auto.snapshot.record.version,
        decision: { kind: "answer", promptId: prompt.id, choice: defaultChoice(prompt) },
      }),
    );
    const next = pending(answered.snapshot);
    expect(next.id).not.toBe(prompt.id);
    expect(answered.snapshot.setup.timer).toEqual({
      promptId: next.id,
      since: clock.now().toISOString(),
      reminded: false,
    });
    // Half of 24 hours from the new prompt, not from the first one.
    expect(
      (await service.tick(clock.advanceHours(11.5))).filter((e) => e.gameId === snapshot.record.id),
    ).toEqual([]);
    const due = await service.tick(clock.advanceHours(0.5));
    expect(due.filter((e) => e.gameId === snapshot.record.id).map((e) => e.kind)).toEqual(["reminder"]);
  });
});

describe("the faction selection's timer", () => {
  async function selecting(players: number, options: Partial<LobbyOptions>) {
    const table = await openTable(service, players, options);
    const gameId = table.snapshot.record.id;
    const started = ok(await service.lobbyAction({ gameId, userId: USERS[0], action: { kind: "start" } }));
    expect(started.snapshot.setup.stage).toBe("selecting");
    return { gameId, started };
  }
  const mine = (events: TimerEvent[], gameId: string) => events.filter((e) => e.gameId === gameId);

  it("reminds the drafter at half time, then picks a random legal faction for them at expiry", async () => {
    const t0 = clock.now();
    const { gameId, started } = await selecting(3, { selectionMode: "draft", turnTimerHours: 12 });
    const draft = started.snapshot.setup.draft;
    const first = draft?.order[0] as number;
    expect(started.snapshot.setup.timer).toEqual({ promptId: 0, since: t0.toISOString(), reminded: false });

    expect(mine(await service.tick(clock.advanceHours(5.9)), gameId)).toEqual([]);
    const [reminder] = mine(await service.tick(clock.advanceHours(0.1)), gameId);
    expect(reminder).toMatchObject({
      kind: "reminder",
      events: [
        {
          type: "reminder",
          promptId: 0,
          seat: first,
          userId: USERS[first],
          deadline: new Date(t0.getTime() + 12 * 3_600_000),
        },
      ],
    });
    expect(mine(await service.tick(clock.advanceHours(1)), gameId)).toEqual([]);

    const [timeout] = mine(await service.tick(clock.advanceHours(5)), gameId);
    if (!timeout) throw new Error("no timeout");
    const picked = timeout.snapshot.setup.seats[first]?.factions ?? [];
    expect(picked).toHaveLength(1);
    expect(draft?.pool).toContain(picked[0]);
    expect(timeout.kind).toBe("timeout");
    expect(timeout.events).toEqual([
      { type: "timeout", promptId: 0, seat: first, userId: USERS[first], factions: picked },
      {
        type: "factionPicked",
        seat: first,
        userId: USERS[first],
        faction: picked[0],
        next: draft?.order[1],
      },
    ]);
    // The next pick has its own timer, from now.
    expect(timeout.snapshot.setup.timer).toEqual({
      promptId: 1,
      since: clock.now().toISOString(),
      reminded: false,
    });
    // Drawn from the lobby's seed: the same lobby times out the same way.
    const again = newService(db.store, { clock, seed: timeout.snapshot.setup.seed });
    const twin = await openTable(again, 3, { selectionMode: "draft", turnTimerHours: 12 });
    ok(
      await again.lobbyAction({
        gameId: twin.snapshot.record.id,
        userId: USERS[0],
        action: { kind: "start" },
      }),
    );
    const [twinTimeout] = mine(await again.tick(clock.advanceHours(12)), twin.snapshot.record.id);
    expect(twinTimeout?.snapshot.setup.seats[first]?.factions).toEqual(picked);
  });

  it("gives every free picker short of two factions random ones at expiry, and the game starts", async () => {
    const { gameId } = await selecting(2, { selectionMode: "free", turnTimerHours: 24 });
    ok(await service.lobbyAction({ gameId, userId: USERS[1], action: { kind: "pick", faction: "robots" } }));
    const [reminder] = mine(await service.tick(clock.advanceHours(12)), gameId);
    expect(reminder?.events).toEqual([
      expect.objectContaining({ type: "reminder", seat: 0, userId: USERS[0] }),
      expect.objectContaining({ type: "reminder", seat: 1, userId: USERS[1] }),
    ]);
    const [timeout] = mine(await service.tick(clock.advanceHours(12)), gameId);
    if (!timeout) throw new Error("no timeout");
    const { snapshot, events } = timeout;
    expect(snapshot.record.status).toBe("active");
    const [alice, bob] = snapshot.setup.seats.map((s) => s.factions) as [string[], string[]];
    expect(bob[0]).toBe("robots");
    expect(new Set([...alice, ...bob]).size).toBe(4);
    expect(events.slice(0, 2)).toEqual([
      { type: "timeout", promptId: 0, seat: 0, userId: USERS[0], factions: alice },
      { type: "timeout", promptId: 0, seat: 1, userId: USERS[1], factions: [bob[1]] },
    ]);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["gameStarted", "prompt"]));
    // The game's first prompt starts a timer of its own.
    expect(snapshot.setup.timer).toEqual({
      promptId: pending(snapshot).id,
      since: clock.now().toISOString(),
      reminded: false,
    });
  });

  it("never fires in a game without a turn timer", async () => {
    const { gameId } = await selecting(2, { selectionMode: "draft", turnTimerHours: 0 });
    expect(mine(await service.tick(clock.advanceHours(1000)), gameId)).toEqual([]);
    expect((await db.store.loadGame(gameId))?.game.setup).toMatchObject({ stage: "selecting" });
  });
});
