// Discord requests of a click (issue 22): a player's click edits the board without reading the
// channel first when this process placed or found the board near the bottom a moment ago; a
// command typed in the channel still reads (and moves a board that chat pushed up); a board that
// is not where it was left (deleted) is found again by a read and posted anew; a publish that
// has nothing newer to show than the board already shows sends no edit; clicks faster than edits
// get one edit per interval, with the newest board, recorded as shown only once it is; and the
// click's own answer goes before the pings.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameSnapshot } from "../../src/app/index.ts";
import { Announcer, PLACE_TRUST_MS, RECENT_MESSAGES } from "../../src/discord/announcer.ts";
import { gameMessage } from "../../src/discord/game-message.ts";
import { AnnouncementQueue } from "../../src/store/index.ts";
import { captureLog, chooser, newService, ok, playRandomStep, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { channelStandIn } from "./channel-stand-in.ts";
import { manualClock } from "./manual-clock.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The stand-in channel, its REST calls counted by kind ("read" is the recent-messages read). */
function countedChannel() {
  const channel = channelStandIn();
  const calls: string[] = [];
  const rest = channel.client.rest as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of ["get", "post", "patch", "delete"] as const) {
    const original = rest[method]?.bind(rest) as (...args: unknown[]) => Promise<unknown>;
    rest[method] = (...args: unknown[]) => {
      const query = (args[1] as { query?: URLSearchParams } | undefined)?.query;
      const read = method === "get" && query?.get("limit") === String(RECENT_MESSAGES + 1);
      calls.push(read ? "read" : method);
      return original(...args);
    };
  }
  return { ...channel, calls };
}

async function table() {
  const service = newService(db.store);
  const started = await startedGame(service, 2);
  const rng = chooser(7);
  let snapshot: GameSnapshot = started.snapshot;
  /** The next decision of the game, by whoever it waits on. */
  const step = async () => {
    snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
    return snapshot;
  };
  return { service, step, first: started.snapshot };
}

describe("a click's Discord requests", () => {
  it("edits the board alone once this process placed it, reads again for a command", async () => {
    const { step, first } = await table();
    const { client, calls, messages } = countedChannel();
    // Every click's edit at once (the pacing of clicks faster than edits is below).
    const announcer = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    const placed = await announcer.publish({ client, snapshot: first });
    expect(calls).toContain("read"); // a start: where is the board?
    calls.length = 0;
    for (let i = 0; i < 3; i++) {
      const clicked = await announcer.publish({ client, snapshot: await step(), click: true });
      expect(clicked.messageId).toBe(placed.messageId);
    }
    expect(calls.filter((c) => c === "read")).toEqual([]);
    expect(calls.filter((c) => c === "patch")).toHaveLength(3);

    // Chat pushes the board up: a command typed in the channel reads and posts it below.
    const chat = 2 * RECENT_MESSAGES;
    for (let i = 0; i < chat; i++)
      messages.push({ id: String(1000 + i), author: { id: "someone" }, content: `chat ${i}` });
    calls.length = 0;
    const command = await announcer.publish({ client, snapshot: await step() });
    expect(calls).toContain("read");
    expect(command.messageId).not.toBe(placed.messageId);
    // Below the chat (a ping may follow it).
    const at = (id: string | null) => messages.findIndex((m) => m.id === id);
    expect(at(command.messageId)).toBeGreaterThan(at(String(1000 + chat - 1)));
  });

  it("reads the channel again once the board was left alone longer than it is trusted", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const { step, first } = await table();
    const { client, calls, messages } = countedChannel();
    const announcer = new Announcer({ store: db.store, log: captureLog().log });
    const placed = await announcer.publish({ client, snapshot: first });
    for (let i = 0; i < 2 * RECENT_MESSAGES; i++)
      messages.push({ id: String(1000 + i), author: { id: "someone" }, content: `chat ${i}` });
    calls.length = 0;
    // Within the trust: the edit alone, where it was.
    expect((await announcer.publish({ client, snapshot: await step(), click: true })).messageId).toBe(
      placed.messageId,
    );
    expect(calls).not.toContain("read");
    vi.advanceTimersByTime(PLACE_TRUST_MS + 1);
    const moved = await announcer.publish({ client, snapshot: await step(), click: true });
    expect(calls).toContain("read");
    expect(moved.messageId).not.toBe(placed.messageId);
    const at = (id: string | null) => messages.findIndex((m) => m.id === id);
    expect(at(moved.messageId)).toBeGreaterThan(at(String(1000 + 2 * RECENT_MESSAGES - 1)));
  });

  it("finds a deleted board again: the failed edit reads the channel and posts it anew", async () => {
    const { step, first } = await table();
    const { client, calls, messages } = countedChannel();
    const announcer = new Announcer({ store: db.store, log: captureLog().log });
    const placed = await announcer.publish({ client, snapshot: first });
    // A moderator deletes the board.
    messages.splice(
      messages.findIndex((m) => m.id === placed.messageId),
      1,
    );
    calls.length = 0;
    const snapshot = await step();
    const clicked = await announcer.publish({ client, snapshot, click: true });
    expect(calls.slice(0, 3)).toEqual(["patch", "read", "post"]);
    expect(clicked.caughtUp).toBe(true);
    expect(clicked.messageId).not.toBe(placed.messageId);
    expect(messages.some((m) => m.id === clicked.messageId)).toBe(true);
  });

  it("sends no edit for a board that shows that version or a newer one already", async () => {
    const { step, first } = await table();
    const { client, calls } = countedChannel();
    const announcer = new Announcer({ store: db.store, log: captureLog().log });
    await announcer.publish({ client, snapshot: first });
    const older = await step();
    // The same version as another caller holds it (an engine of its own), published late.
    const late = await newService(db.store).load(older.record.id);
    const newer = await step();
    calls.length = 0;
    await announcer.publish({ client, snapshot: newer, click: true });
    expect(calls.filter((c) => c === "patch")).toHaveLength(1);
    calls.length = 0;
    if (!late) throw new Error("the game was not found");
    expect(late.record.version).toBeLessThan(newer.record.version);
    await announcer.publish({ client, snapshot: late, click: true });
    expect(calls.filter((c) => c === "patch" || c === "read")).toEqual([]);
  });

  it("edits the board once for a burst of clicks, with the newest board, recorded once it shows it", async () => {
    const { step, first } = await table();
    const { client, calls, messages } = countedChannel();
    const time = manualClock();
    const queue = new AnnouncementQueue();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      queue,
      boardEditIntervalMs: 1000,
      boardClock: time.clock,
    });
    const placed = await announcer.publish({ client, snapshot: first });
    const gameId = first.record.id;
    calls.length = 0;
    const clicked: GameSnapshot[] = [];
    for (let i = 0; i < 4; i++) {
      const snapshot = await step();
      clicked.push(snapshot);
      expect((await announcer.publish({ client, snapshot, click: true })).messageId).toBe(placed.messageId);
    }
    // The first click's edit at once; the others wait for the interval, the newest board replacing.
    expect(calls.filter((c) => c === "patch")).toHaveLength(1);
    expect(time.sleeping()).toBe(1);
    // Nothing for the reconciler (the edit is on its way), and the record waits for the board: a
    // crash now leaves the game behind, to be shown at the start-up.
    expect(announcer.takeRefused()).toEqual([]);
    const last = clicked.at(-1) as GameSnapshot;
    expect(queue.get(gameId)?.version ?? -1).toBeLessThanOrEqual(clicked[0]?.record.version ?? -1);
    time.advance(1000);
    await announcer.settled();
    expect(calls.filter((c) => c === "patch")).toHaveLength(2);
    const board = messages.find((m) => m.id === placed.messageId);
    expect(board?.embeds).toEqual(gameMessage(last, []).embeds);
    expect(board?.components).toEqual(gameMessage(last, []).components);
    expect((await db.store.loadAnnouncement(gameId))?.version).toBe(last.record.version);
    // A click after a quiet interval edits at once again.
    time.advance(1000);
    calls.length = 0;
    await announcer.publish({ client, snapshot: await step(), click: true });
    expect(calls.filter((c) => c === "patch")).toHaveLength(1);
    expect(time.sleeping()).toBe(0);
  });

  it("hands a waiting board edit that Discord refuses to the reconciler", async () => {
    const { step, first } = await table();
    const { client, calls, refuse } = countedChannel();
    const time = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      boardEditIntervalMs: 1000,
      boardClock: time.clock,
    });
    await announcer.publish({ client, snapshot: first });
    await announcer.publish({ client, snapshot: await step(), click: true });
    const later = await step();
    await announcer.publish({ client, snapshot: later, click: true });
    expect(announcer.takeRefused()).toEqual([]);
    refuse("patch", 1);
    calls.length = 0;
    time.advance(1000);
    await announcer.settled();
    expect(calls).toContain("patch");
    expect(announcer.takeRefused()).toEqual([later.record.id]);
    // The reconciler's catch-up reads the channel and shows the board.
    expect(await announcer.catchUp(client, later.record.id)).toBe(true);
  });

  it("answers the click before it posts the pings", async () => {
    const { step, first } = await table();
    const { client, calls } = countedChannel();
    const announcer = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    await announcer.publish({ client, snapshot: first });
    let pinged = false;
    for (let i = 0; i < 60 && !pinged; i++) {
      calls.length = 0;
      const answer = async () => {
        calls.push("answer");
      };
      await announcer.publish({ client, snapshot: await step(), click: true, answer });
      expect(calls.filter((c) => c === "answer")).toHaveLength(1);
      if (!calls.includes("post")) continue;
      pinged = true;
      expect(calls.indexOf("answer")).toBeLessThan(calls.indexOf("post"));
    }
    expect(pinged).toBe(true);
  });

  it("reads what the channel was shown while a first click after a restart is decided, not after", async () => {
    const { step, first } = await table();
    const { client } = countedChannel();
    const before = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    const placed = await before.publish({ client, snapshot: first });
    await before.settled();
    // A new process: it holds no record of the game.
    const announcer = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    const reads = vi.spyOn(db.store, "loadAnnouncement");
    try {
      const gameId = first.record.id;
      announcer.expect(gameId);
      // Sent at once, beside the click's own load and save.
      expect(reads).toHaveBeenCalledTimes(1);
      announcer.expect(gameId); // a second click meanwhile: the same read
      expect(reads).toHaveBeenCalledTimes(1);
      const snapshot = await step();
      const clicked = await announcer.publish({ client, snapshot, click: true });
      // The publish took that read: no round trip of its own, the same board edited.
      expect(reads).toHaveBeenCalledTimes(1);
      expect(clicked.messageId).toBe(placed.messageId);
      // Held from now on: nothing more is read for the game's next clicks.
      announcer.expect(gameId);
      await announcer.publish({ client, snapshot: await step(), click: true });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it("does not keep a read for a click that did not hold up (forget): the next publish reads afresh", async () => {
    const { step, first } = await table();
    const { client } = countedChannel();
    const before = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    await before.publish({ client, snapshot: first });
    await before.settled();
    const announcer = new Announcer({ store: db.store, log: captureLog().log, boardEditIntervalMs: 0 });
    const reads = vi.spyOn(db.store, "loadAnnouncement");
    try {
      announcer.expect(first.record.id);
      announcer.forget(first.record.id);
      expect(reads).toHaveBeenCalledTimes(1);
      // Written meanwhile by the other process: the dropped read would have been older than this.
      await before.publish({ client, snapshot: await step(), click: true });
      await before.settled();
      await announcer.publish({ client, snapshot: await step(), click: true });
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });
});
