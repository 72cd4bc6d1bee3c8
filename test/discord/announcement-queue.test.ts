// Issue 22: what Discord was shown of a game (its announcement record) is not a write of its own
// per click: it rides on the game's next save, in the same statement (store/announcement-queue.ts).
// A crash before it is stored leaves the stored record behind the game: a restart shows the game
// again and pings nobody twice (the intent of a ping is still written before the ping).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GameEvent, GameService, type GameSnapshot } from "../../src/app/index.ts";
import { Announcer } from "../../src/discord/announcer.ts";
import { type ChannelAdjustment, DirectNotices } from "../../src/discord/direct-notices.ts";
import { notify } from "../../src/i18n/areas/notify.ts";
import { NotifyStore } from "../../src/notify/notify-store.ts";
import {
  AnnouncementQueue,
  type AnnouncementRecord,
  type SaveGame,
  type Store,
} from "../../src/store/index.ts";
import { captureLog, ok, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { channelStandIn } from "./channel-stand-in.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** The store, counting the announcement writes of their own and the saves that carry one. */
function countingStore() {
  const counts = { ownWrites: 0, intents: 0, carried: [] as AnnouncementRecord[] };
  const store = new Proxy(db.store, {
    get(target, property, receiver) {
      if (property === "saveAnnouncement")
        return (a: AnnouncementRecord) => {
          if (a.posting) counts.intents += 1;
          else counts.ownWrites += 1;
          return target.saveAnnouncement(a);
        };
      if (property === "saveGame")
        return (input: SaveGame) => {
          if (input.announcement) counts.carried.push(input.announcement);
          return target.saveGame(input);
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Store;
  return { store, counts };
}

function bot(store: Store, directNotices: DirectNotices | null = null) {
  const queue = new AnnouncementQueue();
  let seed = 77;
  const service = new GameService({
    store,
    log: captureLog().log,
    announcements: queue,
    newSeed: () => seed++,
  });
  // A flush far away: only saves (and settled) store the records in these tests.
  const announcer = new Announcer({
    store,
    log: captureLog().log,
    load: (id) => service.load(id),
    queue,
    recordFlushMs: 3_600_000,
    directNotices,
  });
  return { queue, service, announcer };
}

/** The player the main prompt waits on answers it with `choice` (saved, not announced yet). */
async function answerMain(service: GameService, snapshot: GameSnapshot, choice: string) {
  const prompt = snapshot.engine?.prompt;
  expect(prompt?.kind).toBe("main");
  const userId = snapshot.userOf(prompt?.seat ?? -1) as string;
  const result = ok(
    await service.act({
      gameId: snapshot.record.id,
      userId,
      version: snapshot.record.version,
      decision: { kind: "answer", promptId: prompt?.id ?? -1, choice: [choice] },
    }),
  );
  return { result, userId };
}

/** The active player plays the first minion their main prompt offers. */
async function playMinion(service: GameService, snapshot: GameSnapshot) {
  const option = snapshot.engine?.prompt?.options.find((o) => o.id.startsWith("m"));
  expect(option).toBeDefined();
  return answerMain(service, snapshot, option?.id ?? "");
}

describe("the announcement record of a click", () => {
  it("is carried by the game's next save, with no write of its own", async () => {
    const { store, counts } = countingStore();
    const { service, announcer, queue } = bot(store);
    const channel = channelStandIn();
    const started = await startedGame(service, 3);
    const gameId = started.snapshot.record.id;
    await announcer.publish({ client: channel.client, snapshot: started.snapshot, events: started.events });
    // The first player's ping: its intent is written before the post, as always.
    expect(counts.intents).toBe(1);

    const played = await playMinion(service, started.snapshot);
    // The start's record went with the play's save.
    expect(counts.carried.map((a) => a.version)).toEqual([started.snapshot.record.version]);
    expect((await db.store.loadAnnouncement(gameId))?.version).toBe(started.snapshot.record.version);
    // The player's own answer shows their next choice: no ping, no write at all for this click.
    await announcer.publish({
      client: channel.client,
      snapshot: played.result.snapshot,
      events: played.result.events,
      shownTo: played.userId,
    });
    expect(counts.intents).toBe(1);
    expect(counts.ownWrites).toBe(0);
    expect(queue.get(gameId)?.version).toBe(played.result.snapshot.record.version);
    expect((await db.store.loadAnnouncement(gameId))?.version).toBe(started.snapshot.record.version);

    // A stop stores what no save carried.
    await announcer.settled();
    expect(counts.ownWrites).toBe(1);
    expect(queue.size).toBe(0);
    expect((await db.store.loadAnnouncement(gameId))?.version).toBe(played.result.snapshot.record.version);
  });

  it("lost in a crash, leaves the game to a restart's catch-up, which pings nobody twice", async () => {
    const { service, announcer } = bot(db.store);
    const channel = channelStandIn();
    const started = await startedGame(service, 2);
    const gameId = started.snapshot.record.id;
    const first = started.snapshot.userOf(started.snapshot.engine?.prompt?.seat ?? -1) as string;
    await announcer.publish({ client: channel.client, snapshot: started.snapshot, events: started.events });
    expect(channel.pingsOf(first)).toHaveLength(1);
    // The process dies here: the record of the first ping is only in its queue.
    expect((await db.store.loadAnnouncement(gameId))?.pingedWait ?? null).toBeNull();

    const restarted = bot(db.store);
    expect(await restarted.announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(first)).toHaveLength(1);
    expect(channel.messages.filter((m) => (m.embeds?.length ?? 0) > 0)).toHaveLength(1);
    await restarted.announcer.settled();
    expect((await db.store.loadAnnouncement(gameId))?.version).toBe(started.snapshot.record.version);
  });
});

/** The active player ends their turn (saved, not announced yet): the next player's turn starts. */
async function endTurn(service: GameService, snapshot: GameSnapshot) {
  const { result, userId } = await answerMain(service, snapshot, "end");
  const next = result.snapshot.userOf(result.snapshot.engine?.prompt?.seat ?? -1) as string;
  expect(next).not.toBe(userId);
  return { result, userId, next };
}

/** A started 2-player game whose start was announced (its first ping posted and recorded). */
async function announcedStart(store: Store, directNotices: DirectNotices | null = null) {
  const running = bot(store, directNotices);
  const channel = channelStandIn();
  const started = await startedGame(running.service, 2);
  await running.announcer.publish({
    client: channel.client,
    snapshot: started.snapshot,
    events: started.events,
  });
  return { ...running, channel, started, gameId: started.snapshot.record.id };
}

// Issue 22: the intent of a notice a click's new state owes (the next player's turn ping) is in the
// click's own save statement, not a write of its own before the post; exactly once all the same.
describe("the intent of a click's notice", () => {
  it("rides on the click's save: the ping costs no write of its own", async () => {
    const { store, counts } = countingStore();
    const { service, announcer, channel, started, gameId } = await announcedStart(store);
    const intents = counts.intents;
    const ended = await endTurn(service, started.snapshot);
    // The save carried the intent of the next player's ping.
    const carried = counts.carried.at(-1);
    expect(carried?.posting?.key).toMatch(/^wait:prompt:/);
    expect((await db.store.loadAnnouncement(gameId))?.posting?.key).toBe(carried?.posting?.key);
    await announcer.publish({
      client: channel.client,
      snapshot: ended.result.snapshot,
      events: ended.result.events,
      shownTo: ended.userId,
    });
    expect(channel.pingsOf(ended.next)).toHaveLength(1);
    expect(counts.intents).toBe(intents);
    // The posted ping is the one the intent describes: a restart past Discord's nonce window finds
    // it in the channel (the record after the post was lost with the process) and posts nothing.
    channel.forgetNonces();
    const restarted = bot(db.store);
    expect(await restarted.announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(ended.next)).toHaveLength(1);
    await restarted.announcer.settled();
    expect((await db.store.loadAnnouncement(gameId))?.posting ?? null).toBeNull();
  });

  it("a crash between the save and the post: the restart posts the ping, once", async () => {
    const { service, channel, started, gameId } = await announcedStart(db.store);
    const ended = await endTurn(service, started.snapshot);
    // The process dies here: the click's save (with the intent) is stored, nothing was posted.
    channel.forgetNonces();
    const restarted = bot(db.store);
    expect(await restarted.announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(await bot(db.store).announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(ended.next)).toHaveLength(1);
    expect(channel.messages.filter((m) => (m.embeds?.length ?? 0) > 0)).toHaveLength(1);
  });

  it("two processes announcing the click at once: one ping", async () => {
    const { service, announcer, channel, started, gameId } = await announcedStart(db.store);
    const ended = await endTurn(service, started.snapshot);
    const other = bot(db.store);
    await Promise.all([
      other.announcer.catchUp(channel.client, gameId),
      announcer.publish({
        client: channel.client,
        snapshot: ended.result.snapshot,
        events: ended.result.events,
        shownTo: ended.userId,
      }),
    ]);
    await Promise.all([announcer.settled(), other.announcer.settled()]);
    expect(await bot(db.store).announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(ended.next)).toHaveLength(1);
  });

  it("a notice other than the one foretold (its player's DMs refused): its intent is written before the post, once", async () => {
    const { store, counts } = countingStore();
    // The next player's DM was refused (the channel's ping says so in a line of its own): the ping
    // the publish renders is not the one the save foretold (the DMs are unknown then).
    const refused = new Set<string>();
    const dms = {
      deliver: async (): Promise<ChannelAdjustment> => ({ quiet: new Set(), refused, upNext: null }),
    } as unknown as DirectNotices;
    const { service, announcer, channel, started, gameId } = await announcedStart(store, dms);
    const intents = counts.intents;
    const ended = await endTurn(service, started.snapshot);
    refused.add(ended.next);
    const foretold = counts.carried.at(-1)?.posting;
    expect(foretold?.key).toMatch(/^wait:prompt:/);
    await announcer.publish({
      client: channel.client,
      snapshot: ended.result.snapshot,
      events: ended.result.events,
      shownTo: ended.userId,
    });
    expect(counts.intents).toBe(intents + 1);
    const stored = (await db.store.loadAnnouncement(gameId))?.posting;
    expect(stored?.key).toBe(foretold?.key);
    expect(stored?.fingerprint).not.toBe(foretold?.fingerprint);
    const posted = () => channel.pingsOf(ended.next);
    expect(posted()).toHaveLength(1);
    // The process dies before recording it; past the nonce window, the restart finds it.
    channel.forgetNonces();
    expect(await bot(db.store, dms).announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(posted()).toHaveLength(1);
  });
});

/** DMs over the test database (../../src/notify/notify-store.ts), counting the DM store's reads and writes. */
function countedDirectNotices() {
  const notifyStore = new NotifyStore(db.prisma);
  const calls = { intents: 0, reads: 0, settles: 0 };
  const counted = new Proxy(notifyStore, {
    get(target, property, receiver) {
      if (property === "saveIntent") calls.intents += 1;
      if (property === "noticesOf") calls.reads += 1;
      if (property === "settle") calls.settles += 1;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as NotifyStore;
  return { notifyStore, calls, dms: new DirectNotices(counted, captureLog().log) };
}

/**
 * A 2-player game whose players chose DMs: its start and the first turn's end announced (each
 * player's DM channel opened by their first DM). Then the second player ends their turn, saved,
 * not announced yet: the first player's turn starts, their DM owed.
 */
async function dmTable(store: Store) {
  const direct = countedDirectNotices();
  const running = bot(store, direct.dms);
  const channel = channelStandIn();
  const started = await startedGame(running.service, 2);
  for (const seat of started.snapshot.setup.seats)
    await direct.notifyStore.update(seat.userId, { mode: "dm" });
  const publish = (result: { snapshot: GameSnapshot; events: readonly GameEvent[] }, shownTo?: string) =>
    running.announcer.publish({
      client: channel.client,
      snapshot: result.snapshot,
      events: result.events,
      shownTo,
    });
  await publish(started);
  const first = await endTurn(running.service, started.snapshot);
  await publish(first.result, first.userId);
  expect(channel.dmsOf(first.next)).toHaveLength(1);
  const second = await endTurn(running.service, first.result.snapshot);
  return { ...running, ...direct, channel, publish, second, gameId: started.snapshot.record.id };
}

// Issue 22: the DMs a click's new wait owes have their intents in the click's own save too, when
// this process holds what they depend on (the players' settings, their DM channels); exactly once
// all the same, and a refused DM as before.
describe("the DMs of a click's notice", () => {
  it("ride on the click's save: no intent of their own, no read of their rows, the channel's intent matches", async () => {
    const { store, counts } = countingStore();
    const { publish, second, channel, calls, gameId } = await dmTable(store);
    const { intents, reads } = calls;
    const channelIntents = counts.intents;
    const carried = counts.carried.at(-1)?.posting;
    expect(carried?.direct?.map((d) => [d.userId, d.key])).toEqual([
      [second.next, expect.stringMatching(/^turn:/)],
    ]);
    expect((await db.store.loadAnnouncement(gameId))?.posting?.direct).toEqual(carried?.direct);
    await publish(second.result, second.userId);
    expect(channel.dmsOf(second.next)).toHaveLength(2);
    expect(calls.intents).toBe(intents);
    expect(calls.reads).toBe(reads);
    // The channel's notice names the player told by DM without pinging them: the one foretold.
    expect(counts.intents).toBe(channelIntents);
    expect(channel.pingsOf(second.next)).toHaveLength(0);
  });

  it("a crash between the save and the posts: the restart sends the DM, once", async () => {
    const { second, channel, gameId } = await dmTable(db.store);
    // The process dies here: the click's save (with the DM's intent) is stored, nothing was posted.
    channel.forgetNonces();
    const { dms } = countedDirectNotices();
    expect(await bot(db.store, dms).announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(await bot(db.store, countedDirectNotices().dms).announcer.catchUp(channel.client, gameId)).toBe(
      true,
    );
    expect(channel.dmsOf(second.next)).toHaveLength(2);
  });

  it("a DM posted before a crash, its row not written: the restart finds it through the save's intent", async () => {
    const { publish, second, channel, gameId } = await dmTable(db.store);
    // Posted, then the process dies before anything after the post is stored: the DM's row
    // ('sent') and the channel's record are lost; Discord's nonce window passes.
    const dmPost = publish(second.result, second.userId);
    await dmPost;
    await db.prisma.$executeRawUnsafe(`DELETE FROM direct_notice WHERE game_id = '${gameId}'::uuid`);
    const record = await db.store.loadAnnouncement(gameId);
    expect(record?.posting?.direct?.length).toBe(1);
    channel.forgetNonces();
    expect(await bot(db.store, countedDirectNotices().dms).announcer.catchUp(channel.client, gameId)).toBe(
      true,
    );
    expect(channel.dmsOf(second.next)).toHaveLength(2);
  });

  it("a foretold DM refused: DMs turned off, the channel pings with the note, its own intent written first", async () => {
    const { store, counts } = countingStore();
    const { publish, second, channel, notifyStore, gameId } = await dmTable(store);
    const channelIntents = counts.intents;
    expect(counts.carried.at(-1)?.posting?.direct).toHaveLength(1);
    channel.closeDms(second.next);
    await publish(second.result, second.userId);
    expect(channel.dmsOf(second.next)).toHaveLength(1);
    const pings = channel.pingsOf(second.next);
    expect(pings).toHaveLength(1);
    expect(pings[0]?.content).toContain(notify.en.refusedNote);
    // Not the notice foretold: its intent was written before its post.
    expect(counts.intents).toBe(channelIntents + 1);
    expect((await notifyStore.settings(second.next)).mode).toBe("channel");
    // A restart past the nonce window pings nobody again.
    channel.forgetNonces();
    expect(await bot(db.store, countedDirectNotices().dms).announcer.catchUp(channel.client, gameId)).toBe(
      true,
    );
    expect(channel.pingsOf(second.next)).toHaveLength(1);
    await notifyStore.update(second.next, { mode: "dm" });
  });

  it("two processes announcing the click at once: one DM", async () => {
    const { announcer, publish, second, channel, gameId } = await dmTable(db.store);
    const other = bot(db.store, countedDirectNotices().dms);
    await Promise.all([
      other.announcer.catchUp(channel.client, gameId),
      publish(second.result, second.userId),
    ]);
    await Promise.all([announcer.settled(), other.announcer.settled()]);
    expect(channel.dmsOf(second.next)).toHaveLength(2);
  });
});
