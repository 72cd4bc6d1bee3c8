// Issue 8 §2: the channel always converges on the stored game. A save whose announcement was lost
// (the bot died in between, Discord refused the edit or the ping) is shown later by a
// reconciliation, and the ping a wait owes goes out exactly once: however many reconciliations,
// restarts (a new announcer on the same database) or late publishes follow.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameService, GameSnapshot, Success } from "../../src/app/index.ts";
import { Reconciler } from "../../src/bot/reconciler.ts";
import { Announcer, type Published, type PublishInput } from "../../src/discord/announcer.ts";
import { msg } from "../../src/i18n/index.ts";
import { decodeCustomId } from "../../src/render/index.ts";
import type { AnnouncementRecord, Store } from "../../src/store/index.ts";
import { captureLog, ManualClock, newService, ok, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { channelStandIn, type StoredMessage } from "./channel-stand-in.ts";

const en = msg("en");

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** An announcer whose every publish returns once it is recorded, as after a clean stop of the bot. */
class SettledAnnouncer extends Announcer {
  override async publish(input: PublishInput): Promise<Published> {
    const published = await super.publish(input);
    await this.settled();
    return published;
  }
}

/** A bot process's announcer: a new one is a restart (nothing in memory). */
const announcerFor = (service: GameService, store: Store = db.store) =>
  new SettledAnnouncer({ store, log: captureLog().log, load: (id) => service.load(id) });

/** The game version the board's buttons were rendered for. */
function boardVersion(messages: readonly StoredMessage[]): number | undefined {
  const board = messages.findLast((m) => (m.embeds?.length ?? 0) > 0);
  const row = board?.components?.[0] as { components?: { custom_id?: string }[] } | undefined;
  return decodeCustomId(row?.components?.[0]?.custom_id ?? "")?.version;
}

/** The active player ends their turn: the next player's turn starts (saved, not announced). */
async function endTurn(service: GameService, snapshot: GameSnapshot): Promise<Success> {
  const prompt = snapshot.engine?.prompt;
  expect(prompt?.kind).toBe("main");
  const next = ok(
    await service.act({
      gameId: snapshot.record.id,
      userId: snapshot.userOf(prompt?.seat ?? -1) as string,
      version: snapshot.record.version,
      decision: { kind: "answer", promptId: prompt?.id ?? -1, choice: ["end"] },
    }),
  );
  expect(next.snapshot.engine?.prompt?.kind).toBe("main");
  return next;
}

/** A started game announced as the interaction would, then its first turn ended without announcement. */
async function turnEndedUnannounced() {
  const service = newService(db.store);
  const started = await startedGame(service, 2);
  const channel = channelStandIn();
  await announcerFor(service).publish({
    client: channel.client,
    snapshot: started.snapshot,
    events: started.events,
  });
  const first = started.snapshot.userOf(started.snapshot.engine?.prompt?.seat ?? -1) as string;
  expect(channel.pingsOf(first)).toHaveLength(1);
  const ended = await endTurn(service, started.snapshot);
  const next = ended.snapshot.userOf(ended.snapshot.engine?.prompt?.seat ?? -1) as string;
  expect(next).not.toBe(first);
  return { service, channel, ended, gameId: ended.snapshot.record.id, next };
}

describe("catching a game's channel up with the stored game", () => {
  it("shows a save the bot died before announcing, and pings its player once, whatever follows", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    expect(boardVersion(channel.messages)).toBe(ended.snapshot.record.version - 1);
    expect(channel.pingsOf(next)).toHaveLength(0);

    // A restart: a new announcer finds the game behind and catches it up.
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(boardVersion(channel.messages)).toBe(ended.snapshot.record.version);
    const pings = channel.pingsOf(next);
    expect(pings).toHaveLength(1);
    expect(pings[0]?.content?.split("\n")[0]).toBe(en.board.yourTurn(`<@${next}>`));

    // Again, in this process and after another restart; then the interaction's own late publish.
    const again = announcerFor(service);
    expect(await again.catchUp(channel.client, gameId)).toBe(true);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    await again.publish({ client: channel.client, snapshot: ended.snapshot, events: ended.events });
    expect(channel.pingsOf(next)).toHaveLength(1);
    expect(channel.messages.filter((m) => (m.embeds?.length ?? 0) > 0)).toHaveLength(1);
  });

  it("retries what Discord refused until it is accepted, then pings once", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    const announcer = announcerFor(service);
    channel.refuse("patch", 2);
    channel.refuse("post", 3);
    const refused = await announcer.publish({
      client: channel.client,
      snapshot: ended.snapshot,
      events: ended.events,
    });
    expect(refused.caughtUp).toBe(false);
    expect(announcer.takeRefused()).toEqual([gameId]);
    expect(await announcer.catchUp(channel.client, gameId)).toBe(false);
    expect(channel.pingsOf(next)).toHaveLength(0);
    // The board was accepted, the ping still refused: the board is right, the ping owed.
    expect(await announcer.catchUp(channel.client, gameId)).toBe(false);
    expect(boardVersion(channel.messages)).toBe(ended.snapshot.record.version);
    expect(channel.pingsOf(next)).toHaveLength(0);

    expect(await announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(1);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(1);
  });

  it("does not ping twice when the bot died after the ping, before recording it, however late it restarts", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    let lost = 0;
    // The process dies once Discord took the ping: what it recorded before posting (its intent)
    // is stored, nothing after.
    const dying = new Proxy(db.store, {
      get(target, property, receiver) {
        if (property === "saveAnnouncement")
          return async (a: AnnouncementRecord) => {
            if (a.posting) return target.saveAnnouncement(a);
            lost += 1;
            throw new Error("the process died");
          };
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await announcerFor(service, dying).publish({
      client: channel.client,
      snapshot: ended.snapshot,
      events: ended.events,
    });
    expect(lost).toBe(1);
    expect(channel.pingsOf(next)).toHaveLength(1);
    // A restart slower than Discord's nonce window: the channel says the ping went out.
    channel.forgetNonces();
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(1);
    expect((await db.store.loadAnnouncement(gameId))?.posting).toBeNull();
    // Its message is known: the next turn's ping removes it.
    const later = await endTurn(service, ended.snapshot);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(0);
    expect(
      channel.pingsOf(later.snapshot.userOf(later.snapshot.engine?.prompt?.seat ?? -1) as string),
    ).toHaveLength(1);
  });

  it("posts a ping the bot meant to post but died before Discord took it, once", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    channel.refuse("post", 1);
    const dying = diesAfterPosting(db.store);
    await announcerFor(service, dying).publish({
      client: channel.client,
      snapshot: ended.snapshot,
      events: ended.events,
    });
    expect(channel.pingsOf(next)).toHaveLength(0);
    expect((await db.store.loadAnnouncement(gameId))?.posting?.key).toMatch(/^wait:prompt:/);
    channel.forgetNonces();
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(1);
  });

  it("never pings a player their own reply showed the prompt to, not even after a restart", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    await announcerFor(service).publish({
      client: channel.client,
      snapshot: ended.snapshot,
      events: ended.events,
      shownTo: next,
    });
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(next)).toHaveLength(0);
    expect(boardVersion(channel.messages)).toBe(ended.snapshot.record.version);
  });

  it("on a tick, leaves a game that just fell behind to its interaction; at start-up, catches up every game", async () => {
    const { service, channel, ended, gameId, next } = await turnEndedUnannounced();
    const announcer = announcerFor(service);
    const reconciler = new Reconciler({
      store: db.store,
      announcer,
      client: channel.client,
      log: captureLog().log,
    });
    await reconciler.pass();
    expect(channel.pingsOf(next)).toHaveLength(0);
    await reconciler.pass();
    expect(channel.pingsOf(next)).toHaveLength(1);
    expect(boardVersion(channel.messages)).toBe(ended.snapshot.record.version);

    const later = await endTurn(service, ended.snapshot);
    await announcer.settled();
    const third = announcerFor(service);
    await new Reconciler({
      store: db.store,
      announcer: third,
      client: channel.client,
      log: captureLog().log,
    }).pass({
      all: true,
    });
    expect(boardVersion(channel.messages)).toBe(later.snapshot.record.version);
    const first = later.snapshot.userOf(later.snapshot.engine?.prompt?.seat ?? -1) as string;
    // One turn ping stays in the channel: each removed when the next is posted (issue 13), by a
    // new process too (the stored announcement remembers it), and never posted twice.
    expect(channel.pingsOf(first)).toHaveLength(1);
    expect(channel.pingsOf(next)).toHaveLength(0);
    expect(await announcer.catchUp(channel.client, gameId)).toBe(true);
    expect(channel.pingsOf(first)).toHaveLength(1);
    expect(channel.messages.filter((m) => m.allowed_mentions?.users?.length)).toHaveLength(1);
  });
});

/** A store whose announcements are lost once a notice is posted: the bot dies right after Discord took it. */
function diesAfterPosting(store: Store): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === "saveAnnouncement")
        return async (a: AnnouncementRecord) => {
          if (a.posting) return target.saveAnnouncement(a);
          throw new Error("the process died");
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// Issue 19: a reminder or a timeout notice is saved with the change that decided it and owed to
// the channel until Discord took it; delivered after a crash, once.
describe("the turn timer's notices", () => {
  it("go out once after a restart, whether the bot died before the post or after it", async () => {
    const clock = new ManualClock(new Date("2031-03-01T00:00:00Z"));
    const service = newService(db.store, { clock });
    const started = await startedGame(service, 2, { turnTimerHours: 12 });
    const gameId = started.snapshot.record.id;
    const channel = channelStandIn();
    await announcerFor(service).publish({ client: channel.client, snapshot: started.snapshot, events: [] });
    const awaited = started.snapshot.userOf(started.snapshot.engine?.prompt?.seat ?? -1) as string;
    const deadline = `<t:${Math.floor(clock.now().getTime() / 1000) + 12 * 3600}:R>`;
    const reminders = () =>
      channel.messages.filter((m) => m.content === en.app.notice.reminder(`<@${awaited}>`, deadline));
    // The bot ended the turn in their place, and says so (issue 21).
    const timeouts = () =>
      channel.messages.filter((m) => m.content === en.app.notice.timeoutEnd(`<@${awaited}>`));

    // Half time: the reminder is saved, and the bot dies before posting it.
    const [reminder] = await service.tick(clock.advanceHours(6));
    expect(reminder?.kind).toBe("reminder");
    expect(reminders()).toHaveLength(0);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.allowed_mentions?.users).toEqual([awaited]);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(reminders()).toHaveLength(1);
    // Posted late, the reminder is one of its wait's pings all the same (issue 21): recorded to go.
    const reminderId = reminders()[0]?.id as string;
    expect((await db.store.loadAnnouncement(gameId))?.waitMessageIds).toEqual([reminderId]);

    // Expiry: the safe move is saved, the timeout notice posted, and the bot dies before recording
    // it; it restarts after Discord forgot the nonce.
    const [timeout] = await service.tick(clock.advanceHours(6));
    expect(timeout?.kind).toBe("timeout");
    const next = timeout?.snapshot.userOf(timeout.snapshot.engine?.prompt?.seat ?? -1) as string;
    await announcerFor(service, diesAfterPosting(db.store)).publish({
      client: channel.client,
      snapshot: timeout?.snapshot as GameSnapshot,
      events: timeout?.events ?? [],
    });
    expect(timeouts()).toHaveLength(1);
    channel.forgetNonces();
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    expect(timeouts()).toHaveLength(1);
    // The reminder's button went with its wait (by a process that did not post it); the timeout,
    // without a button, stays as the record of what the bot did.
    expect(reminders()).toHaveLength(0);
    expect(channel.messages.some((m) => m.id === reminderId)).toBe(false);
    expect((await db.store.loadAnnouncement(gameId))?.waitMessageIds).toEqual([]);
    // Told in order: the timeout, then the next player's turn.
    const told = channel.messages.filter((m) => !m.embeds?.length).map((m) => m.content?.split("\n")[0]);
    expect(told.indexOf(en.app.notice.timeoutEnd(`<@${awaited}>`))).toBeLessThan(
      told.indexOf(en.board.yourTurn(`<@${next}>`)),
    );
    expect(channel.pingsOf(next)).toHaveLength(1);
  });

  it("does not remind a player about a wait they already answered", async () => {
    const clock = new ManualClock(new Date("2032-03-01T00:00:00Z"));
    const service = newService(db.store, { clock });
    const started = await startedGame(service, 2, { turnTimerHours: 12 });
    const gameId = started.snapshot.record.id;
    const channel = channelStandIn();
    await announcerFor(service).publish({ client: channel.client, snapshot: started.snapshot, events: [] });
    const [reminder] = await service.tick(clock.advanceHours(6));
    // The bot died before the reminder went out; the player ended their turn meanwhile.
    const awaited = reminder?.events[0]?.type === "reminder" ? reminder.events[0].userId : "";
    await endTurn(service, reminder?.snapshot as GameSnapshot);
    expect(await announcerFor(service).catchUp(channel.client, gameId)).toBe(true);
    const reminderStart = en.app.notice.reminder(`<@${awaited}>`, "\u0000").split("\u0000")[0] as string;
    expect(channel.messages.filter((m) => m.content?.startsWith(reminderStart))).toHaveLength(0);
    expect((await db.store.loadAnnouncement(gameId))?.noticesTold).toBe(1);
  });
});
