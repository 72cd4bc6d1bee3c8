import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot } from "../../src/app/index.ts";
import { defaultChoice, Engine, serialize } from "../../src/engine/engine.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { ManualClock, newService, ok, startedGame } from "./support.ts";

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
