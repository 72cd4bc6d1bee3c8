// The turn timer loop announces each timer event from the game as it was saved: a snapshot's
// engine is the game service's live instance, so it must be rendered before anything else can
// move that game on (here: a player answering the next prompt while another game is announced).

import type { Client } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, TimerEvent } from "../../src/app/index.ts";
import { TurnTimerLoop } from "../../src/bot/turn-timer-loop.ts";
import type { Announcer, PublishInput } from "../../src/discord/announcer.ts";
import { defaultChoice } from "../../src/engine/engine.ts";
import { captureLog, ManualClock, newService, ok, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("the turn timer loop", () => {
  it("renders every timed-out game before another interaction can move it on", async () => {
    const clock = new ManualClock();
    const service = newService(db.store, { clock });
    const first = await startedGame(service, 2, { turnTimerHours: 12 });
    const second = await startedGame(service, 2, { turnTimerHours: 12 });
    const secondId = second.snapshot.record.id;
    clock.advanceHours(12);

    let tickOver!: () => void;
    const serviceDone = new Promise<void>((resolve) => {
      tickOver = resolve;
    });
    const games = {
      tick: async (...args: Parameters<GameService["tick"]>) => {
        const due = await service.tick(...args);
        tickOver();
        return due;
      },
    } as unknown as GameService;

    // What each publish was asked to show, read when it was called (as the announcer renders).
    const shown: { gameId: string; rendered: number | undefined; announced: number | undefined }[] = [];
    let answered = false;
    const announcer = {
      async publish(input: PublishInput) {
        const announced = input.events?.find(
          (e): e is Extract<TimerEvent["events"][number], { type: "prompt" }> => e.type === "prompt",
        );
        shown.push({
          gameId: input.snapshot.record.id,
          rendered: input.snapshot.engine?.prompt?.id,
          announced: announced?.promptId,
        });
        await serviceDone;
        if (answered) return { messageId: null, url: null };
        answered = true;
        // The player the second game now waits for answers while the first game is announced.
        const current = await service.load(secondId);
        const prompt = current?.engine?.prompt;
        if (!current || !prompt) throw new Error("the second game has no pending prompt");
        ok(
          await service.act({
            gameId: secondId,
            userId: current.userOf(prompt.seat) as string,
            version: current.record.version,
            decision: { kind: "answer", promptId: prompt.id, choice: defaultChoice(prompt) },
          }),
        );
        return { messageId: null, url: null };
      },
    } as unknown as Announcer;

    const loop = new TurnTimerLoop({
      games,
      announcer,
      client: {} as Client,
      log: captureLog().log,
      now: clock.now,
    });
    await loop.tick();

    expect(shown.map((s) => s.gameId).sort()).toEqual([first.snapshot.record.id, secondId].sort());
    for (const s of shown) {
      expect(s.announced).toBeDefined();
      expect(s.rendered).toBe(s.announced);
    }
  });
});
