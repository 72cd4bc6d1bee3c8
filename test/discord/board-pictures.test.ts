// The board pictures on the announcer's side, with a renderer the test holds: one render at a time
// per game, the newest board waiting (boards in between are never drawn), an unchanged board not drawn again (even by a fresh process, which reads the
// picture's name back from the message), a failed drawing leaving the text board, and the click's
// answer never waiting for a drawing. Deterministic: the renders resolve when the test says.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameSnapshot } from "../../src/app/index.ts";
import { Announcer } from "../../src/discord/announcer.ts";
import { LatestOnly } from "../../src/discord/latest-only.ts";
import { Engine } from "../../src/engine/engine.ts";
import { type Picture, type PictureJob, type PictureTask, vpHistory } from "../../src/picture/index.ts";
import type { PictureRenderer } from "../../src/picture/pool.ts";
import { captureLog, chooser, newService, ok, playRandomStep, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { eventually } from "../support/until.ts";
import { channelStandIn } from "./channel-stand-in.ts";
import { manualClock } from "./manual-clock.ts";

// The placeholder job does not change with the board: here a job is the board's version, unless a
// test asks for one job for every board (nothing visible changed).
// `built` counts the jobs built (a board's job costs the main thread: only those drawn are built).
const jobs = vi.hoisted(() => ({ constant: false, built: 0 }));
vi.mock("../../src/picture/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/picture/index.ts")>();
  return {
    ...real,
    pictureJob: (input: { version: number }, locale: "en" | "fr", kind: "board" | "final" = "board") => {
      jobs.built += 1;
      return { kind, locale, model: jobs.constant ? "same" : input.version };
    },
  };
});

/** A renderer whose drawings finish when the test resolves them. */
function heldRenderer() {
  const calls: { job: PictureJob; resolve: () => void; reject: (error: Error) => void }[] = [];
  const renderer: PictureRenderer = {
    render(job) {
      return new Promise<Picture>((resolve, reject) => {
        calls.push({
          job,
          resolve: () =>
            resolve({
              bytes: Buffer.from(`png of ${JSON.stringify(job.model)}`),
              name: "board.png",
              width: 1,
              height: 1,
            }),
          reject,
        });
      });
    },
    async close() {},
  };
  return { renderer, calls, models: () => calls.map((c) => c.job.model) };
}

/** The stand-in channel, with the picture edits (those that upload a file) recorded. */
function channelWithUploads() {
  const channel = channelStandIn();
  const uploads: { messageId: string; names: string[] }[] = [];
  const rest = channel.client.rest as unknown as {
    patch: (route: string, options: object) => Promise<unknown>;
  };
  const patch = rest.patch.bind(rest);
  rest.patch = async (route, options) => {
    const files = (options as { files?: { name: string }[] }).files ?? [];
    if (files.length > 0)
      uploads.push({ messageId: route.split("/").pop() ?? "", names: files.map((f) => f.name) });
    return patch(route, options);
  };
  return { ...channel, uploads };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function steps(snapshot: GameSnapshot, count: number, service: ReturnType<typeof newService>) {
  const rng = chooser(5);
  const out: GameSnapshot[] = [];
  let current = snapshot;
  for (let i = 0; i < count; i++) {
    current = ok(await playRandomStep(service, current, rng)).snapshot;
    out.push(current);
  }
  return out;
}

const imageOf = (message: { embeds?: unknown[] } | undefined) =>
  (message?.embeds?.[0] as { image?: { url: string } } | undefined)?.image?.url;

describe("latest-only queue", () => {
  it("runs one task per key, and of the requests that came meanwhile only the newest", async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const queue = new LatestOnly<string, string>(async (key, request) => {
      started.push(`${key}:${request}`);
      await new Promise<void>((resolve) => finish.set(`${key}:${request}`, resolve));
    });
    queue.submit("a", "1");
    queue.submit("a", "2");
    queue.submit("a", "3");
    queue.submit("b", "1");
    expect(started).toEqual(["a:1", "b:1"]);
    finish.get("a:1")?.();
    await eventually(() => expect(started).toEqual(["a:1", "b:1", "a:3"]));
    finish.get("a:3")?.();
    finish.get("b:1")?.();
    await queue.settled();
    expect(queue.busy("a")).toBe(false);
    expect(started).toEqual(["a:1", "b:1", "a:3"]);
  });
});

describe("paced latest-only queue", () => {
  it("starts a key's tasks an interval apart: the first of a burst at once, the newest when the interval is over", async () => {
    const time = manualClock();
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const queue = new LatestOnly<string, string>(
      async (key, request) => {
        started.push(`${key}:${request}@${time.clock.now()}`);
        await new Promise<void>((resolve) => finish.set(`${key}:${request}`, resolve));
      },
      { intervalMs: 3000, clock: time.clock },
    );
    queue.submit("a", "1");
    expect(started).toEqual(["a:1@0"]);
    time.advance(100);
    finish.get("a:1")?.();
    await eventually(() => expect(queue.busy("a")).toBe(false));
    // A burst within the interval: nothing starts until it is over, then only the newest.
    time.advance(900);
    queue.submit("a", "2");
    queue.submit("a", "3");
    // Another game is not held back by this one's interval.
    queue.submit("b", "1");
    await eventually(() => expect(time.sleeping()).toBe(1));
    queue.submit("a", "4");
    expect(started).toEqual(["a:1@0", "b:1@1000"]);
    time.advance(1999);
    await Promise.resolve();
    expect(started).toEqual(["a:1@0", "b:1@1000"]);
    time.advance(1);
    await eventually(() => expect(started).toEqual(["a:1@0", "b:1@1000", "a:4@3000"]));
    // A request while the newest is drawn waits for the next interval, and is drawn then.
    queue.submit("a", "5");
    finish.get("a:4")?.();
    finish.get("b:1")?.();
    await eventually(() => expect(time.sleeping()).toBe(1));
    time.advance(3000);
    await eventually(() => expect(started.at(-1)).toBe("a:5@6000"));
    finish.get("a:5")?.();
    await queue.settled();
    // Once quiet for an interval, a key's next request starts at once.
    time.advance(3000);
    queue.submit("a", "6");
    expect(started.at(-1)).toBe("a:6@9000");
    finish.get("a:6")?.();
    await queue.settled();
  });
});

describe("gated latest-only queue", () => {
  it("starts a task when the gate gives a turn, with the newest request, and ends the turn with the task", async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const turns: (() => void)[] = [];
    let ended = 0;
    const queue = new LatestOnly<string, string>(
      async (key, request) => {
        started.push(`${key}:${request}`);
        await new Promise<void>((resolve) => finish.set(`${key}:${request}`, resolve));
      },
      {
        gate: () =>
          new Promise<() => void>((give) => {
            turns.push(() =>
              give(() => {
                ended += 1;
              }),
            );
          }),
      },
    );
    queue.submit("a", "1");
    queue.submit("a", "2");
    await eventually(() => expect(turns).toHaveLength(1));
    // Waiting for its turn, the request is replaced by newer ones: only the newest is drawn.
    queue.submit("a", "3");
    expect(started).toEqual([]);
    turns.shift()?.();
    await eventually(() => expect(started).toEqual(["a:3"]));
    expect(ended).toBe(0);
    finish.get("a:3")?.();
    await queue.settled();
    expect(ended).toBe(1);
    expect(started).toEqual(["a:3"]);
  });
});

describe("board pictures", () => {
  it("draws a burst's first board at once and its last when the interval is over, none in between", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const time = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 2000,
      pictureClock: time.clock,
    });
    const first = await announcer.publish({ client: channel.client, snapshot, events });
    held.calls[0]?.resolve();
    await eventually(() => expect(channel.uploads).toHaveLength(1));
    const later = await steps(snapshot, 4, service);
    for (const s of later) await announcer.publish({ client: channel.client, snapshot: s });
    await eventually(() => expect(time.sleeping()).toBe(1));
    expect(held.calls).toHaveLength(1);
    time.advance(2000);
    const newest = later.at(-1)?.record.version;
    await eventually(() => expect(held.models()).toEqual([snapshot.record.version, newest]));
    held.calls[1]?.resolve();
    await announcer.settled();
    expect(channel.uploads.map((u) => u.messageId)).toEqual([first.messageId, first.messageId]);
    const board = channel.messages.find((m) => m.id === first.messageId);
    expect(imageOf(board)).toBe(`attachment://${channel.uploads[1]?.names[0]}`);
  });

  it("shows the newest board's buttons with its picture while a click's paced board edit waits", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const boardTime = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
      boardEditIntervalMs: 1000,
      boardClock: boardTime.clock,
    });
    const first = await announcer.publish({ client: channel.client, snapshot, events });
    held.calls[0]?.resolve();
    await eventually(() => expect(channel.uploads).toHaveLength(1));
    const board = () => channel.messages.find((m) => m.id === first.messageId);
    const [one, two] = await steps(snapshot, 2, service);
    boardTime.advance(1000);
    // The first click edits at once; its drawing is held.
    await announcer.publish({ client: channel.client, snapshot: one as GameSnapshot, click: true });
    await eventually(() => expect(held.calls).toHaveLength(2));
    const buttonsOfOne = JSON.stringify(board()?.components);
    // The second comes within the interval: its board edit waits.
    await announcer.publish({ client: channel.client, snapshot: two as GameSnapshot, click: true });
    expect(JSON.stringify(board()?.components)).toBe(buttonsOfOne);
    // The first drawing lands under the newest board: its text, buttons and picture together.
    held.calls[1]?.resolve();
    await eventually(() => expect(channel.uploads).toHaveLength(2));
    const duringWait = {
      embeds: JSON.stringify(board()?.embeds),
      buttons: JSON.stringify(board()?.components),
    };
    // The waiting board edit has nothing left to send: the picture's edit showed that board.
    const textEdits: string[] = [];
    const rest = channel.client.rest as unknown as {
      patch: (route: string, options: object) => Promise<unknown>;
    };
    const patch = rest.patch.bind(rest);
    rest.patch = async (route, options) => {
      if (!(options as { files?: unknown[] }).files?.length) textEdits.push(route);
      return patch(route, options);
    };
    boardTime.advance(1000);
    await eventually(() => expect(held.calls.length).toBeGreaterThanOrEqual(3));
    held.calls[2]?.resolve();
    await announcer.settled();
    expect(duringWait.buttons).not.toBe(buttonsOfOne);
    expect(duringWait.buttons).toBe(JSON.stringify(board()?.components));
    expect(textEdits).toEqual([]);
  });

  it("builds a board's job only when its drawing is due, not for the boards a burst replaces", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const time = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 2000,
      pictureClock: time.clock,
    });
    jobs.built = 0;
    await announcer.publish({ client: channel.client, snapshot, events });
    // The first board's drawing starts at once: its job is built.
    expect(jobs.built).toBe(1);
    held.calls[0]?.resolve();
    await eventually(() => expect(channel.uploads).toHaveLength(1));
    // Boards one at a time, each published before the next is played (as clicks are): within the
    // interval none is drawn, and no job is built.
    let current = snapshot;
    const rng = chooser(9);
    for (let i = 0; i < 5; i++) {
      current = ok(await playRandomStep(service, current, rng)).snapshot;
      await announcer.publish({ client: channel.client, snapshot: current });
    }
    await eventually(() => expect(time.sleeping()).toBe(1));
    expect(jobs.built).toBe(1);
    // The interval is over: the newest board's job is built and drawn, that one only.
    time.advance(2000);
    await eventually(() => expect(held.models()).toEqual([snapshot.record.version, current.record.version]));
    expect(jobs.built).toBe(2);
    held.calls[1]?.resolve();
    await announcer.settled();
    expect(channel.uploads).toHaveLength(2);
    expect(imageOf(channel.messages[0])).toBe(`attachment://${channel.uploads[1]?.names[0]}`);
  });

  it("draws the next board at once when the waiting one's game moved on before its drawing", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const time = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 2000,
      pictureClock: time.clock,
    });
    await announcer.publish({ client: channel.client, snapshot, events });
    held.calls[0]?.resolve();
    await eventually(() => expect(channel.uploads).toHaveLength(1));
    const rng = chooser(9);
    const waiting = ok(await playRandomStep(service, snapshot, rng)).snapshot;
    await announcer.publish({ client: channel.client, snapshot: waiting });
    await eventually(() => expect(time.sleeping()).toBe(1));
    // The game moves on (saved, its publish not made yet) when the waiting board's turn comes: its
    // job can no longer be built (the engine shows another board), so nothing is drawn...
    const moved = ok(await playRandomStep(service, waiting, rng)).snapshot;
    jobs.built = 0;
    time.advance(2000);
    await eventually(() => expect(time.sleeping()).toBe(0));
    // (A macrotask: whatever the woken task does without waiting is done.)
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.calls).toHaveLength(1);
    expect(jobs.built).toBe(0);
    // ...and the next publish is drawn at once (no second wait), its job built with it.
    await announcer.publish({ client: channel.client, snapshot: moved });
    expect(jobs.built).toBe(1);
    expect(held.models()).toEqual([snapshot.record.version, moved.record.version]);
    held.calls[1]?.resolve();
    await announcer.settled();
    expect(channel.uploads).toHaveLength(2);
  });

  it("draws only the newest of the boards that came during a drawing", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
    });
    const first = await announcer.publish({ client: channel.client, snapshot, events });
    // The text board is out although its picture is still being drawn.
    expect(channel.messages.find((m) => m.id === first.messageId)?.embeds?.length).toBeGreaterThan(0);
    expect(held.models()).toEqual([snapshot.record.version]);

    const later = await steps(snapshot, 3, service);
    // Clicks on the board: each answered (the click's edit of the message) while a drawing runs.
    const answers: number[] = [];
    for (const s of later) {
      const origin = {
        messageId: first.messageId ?? "",
        edit: async () => {
          answers.push(s.record.version);
        },
      };
      await announcer.publish({ client: channel.client, snapshot: s, origin });
    }
    expect(answers).toEqual(later.map((s) => s.record.version));
    // Three newer boards while the first drawing runs: none is started yet.
    expect(held.models()).toEqual([snapshot.record.version]);
    held.calls[0]?.resolve();
    const newest = later.at(-1)?.record.version;
    await eventually(() => expect(held.models()).toEqual([snapshot.record.version, newest]));
    held.calls[1]?.resolve();
    await announcer.settled();

    // The first drawing came back once its board was old: shown all the same (a busy table would
    // otherwise never see a picture), then the newest board's, which the message keeps.
    expect(channel.uploads.map((u) => u.messageId)).toEqual([first.messageId, first.messageId]);
    const board = channel.messages.find((m) => m.id === first.messageId);
    expect(imageOf(board)).toBe(`attachment://${channel.uploads[1]?.names[0]}`);
    expect(channel.uploads[1]?.names[0]).not.toBe(channel.uploads[0]?.names[0]);
  });

  it("does not draw a board whose picture is unchanged, even in a process that just started", async () => {
    jobs.constant = true;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
    });
    await announcer.publish({ client: channel.client, snapshot, events });
    held.calls[0]?.resolve();
    await announcer.settled();
    const [next, after] = await steps(snapshot, 2, service);
    if (!next || !after) throw new Error("no steps");
    await announcer.publish({ client: channel.client, snapshot: next });
    await announcer.settled();
    expect(held.calls).toHaveLength(1);

    // A new process (nothing in memory) reads the picture's name back from the message.
    const restarted = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
    });
    await restarted.publish({ client: channel.client, snapshot: after });
    await restarted.settled();
    expect(held.calls).toHaveLength(1);
    expect(channel.uploads).toHaveLength(1);
    // Every text edit kept naming the picture the message holds.
    expect(imageOf(channel.messages[0])).toBe(`attachment://${channel.uploads[0]?.names[0]}`);
  });

  it("logs a failed drawing and leaves the text board as it is", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2);
    const channel = channelWithUploads();
    const held = heldRenderer();
    const logged = captureLog();
    const announcer = new Announcer({
      store: db.store,
      log: logged.log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
    });
    const published = await announcer.publish({ client: channel.client, snapshot, events });
    held.calls[0]?.reject(new Error("canvas exploded"));
    await announcer.settled();
    expect(channel.uploads).toEqual([]);
    expect(published.caughtUp).toBe(true);
    expect(imageOf(channel.messages.find((m) => m.id === published.messageId))).toBeUndefined();
    expect(logged.lines.map((l) => l.msg)).toContain(
      "drawing the board picture failed: the text board stands",
    );
  });

  it("draws nothing for a game whose lobby turned pictures off", async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2, { pictures: false });
    const channel = channelWithUploads();
    const held = heldRenderer();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: held.renderer,
      pictureIntervalMs: 0,
    });
    await announcer.publish({ client: channel.client, snapshot, events });
    await announcer.settled();
    expect(held.calls).toEqual([]);
    expect(channel.uploads).toEqual([]);
  });

  it("charts the final picture from the VP read at each publish, without the game's decisions", {
    // A whole 2-player game to 4 VP, one publish per decision: a busy machine may take a while.
    timeout: 300_000,
  }, async () => {
    jobs.constant = false;
    const service = newService(db.store);
    const { snapshot, events } = await startedGame(service, 2, { vpTarget: 4 });
    const channel = channelWithUploads();
    const tasks: PictureTask[] = [];
    const exportGame = vi.fn(async () => null);
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      pictures: {
        async render(task) {
          tasks.push(task);
          return { bytes: Buffer.from("png"), name: `${task.kind}.png`, width: 1, height: 1 };
        },
        async close() {},
      },
      pictureIntervalMs: 0,
      exportGame,
    });
    await announcer.publish({ client: channel.client, snapshot, events });
    const rng = chooser(7);
    let current = snapshot;
    while (current.engine?.prompt) {
      current = ok(await playRandomStep(service, current, rng)).snapshot;
      await announcer.publish({ client: channel.client, snapshot: current });
    }
    await announcer.settled();
    const final = tasks.find((t) => t.kind === "final");
    const exported = await service.exportGame(snapshot.record.id);
    if (!exported) throw new Error("no export");
    const replayed = vpHistory(Engine.history(exported.setup, exported.decisions), 2);
    expect(replayed.series.some((s) => (s.at(-1) ?? 0) > 0)).toBe(true);
    expect(final?.replay).toBeUndefined();
    expect(final?.model.chart?.series).toEqual(replayed.series);
    expect(exportGame).not.toHaveBeenCalled();
    // Every board drawn (interval 0) but the game-over one: the final picture, drawn once, is the
    // game message's and the game-over message's.
    expect(tasks.filter((t) => t.kind === "final")).toHaveLength(1);
    const boards = tasks.filter((t) => t.kind === "board").map((t) => t.model as unknown as number);
    expect(boards.length).toBeGreaterThan(5);
    expect(Math.max(...boards)).toBeLessThan(current.record.version);
    const [onBoard, onOver] = channel.uploads.slice(-2);
    expect(onBoard?.names).toEqual(onOver?.names);
    expect(onBoard?.names[0]).toMatch(/^final-/);
    expect(onBoard?.messageId).not.toBe(onOver?.messageId);
    expect(channel.uploads.filter((u) => u.names[0]?.startsWith("final-"))).toHaveLength(2);
  });
});
