// Notices where the player is (issue 26): for the wait a game owes a ping for (notices.ts,
// `owedNotice`), the players who chose direct messages get one, with a link to the game; and the
// player seated after the one whose turn starts hears it, when they asked ("tell me when the player
// before me starts"): by DM, or by a line of the channel's turn notice that pings them.
//
// Each DM goes once, across crashes and restarts, like the channel's pings (announcer.ts,
// `postOnce`): the intent (the DM channel's newest message then, and a fingerprint of the text) is
// stored in direct_notice before the post; a retry that finds the intent looks in the DM channel
// for the message before posting, and the post carries a nonce (`enforce_nonce`). Called by the
// announcer under the game's lock, after the game was saved and before the wait counts as
// announced: a crash in between leaves the game behind, and the reconciler comes back here.
//
// A DM Discord refuses (403: 50007 the user closed their DMs or blocked the bot, 50278 no server
// shared; any other 4xx, which a retry would not change) turns that player's DMs off (back to channel pings, the refusal dated in their settings)
// and puts a note in the channel notice that pings them for this very wait, so that the turn is
// not missed. The refusal is stored with the wait, so that a retry renders the same channel notice.
// AI seats never get anything (owedNotice names no AI seat; the next seat is checked here).

import { hash } from "node:crypto";
import { type Client, DiscordAPIError, RESTJSONErrorCodes, Routes } from "discord.js";
import type { GameSnapshot } from "../app/index.ts";
import { LruCache } from "../app/lru-cache.ts";
import { nextSeat } from "../engine/state.ts";
import { notify } from "../i18n/areas/notify.ts";
import type { Logger } from "../log/logger.ts";
import type { NotifySettings, NotifyStore } from "../notify/notify-store.ts";
import type { MessagePayload } from "../render/index.ts";
import { escapeName } from "../render/names.ts";
import type { DirectIntent } from "../store/index.ts";
import { loggableError } from "./loggable-error.ts";
import type { OwedNotice } from "./notices.ts";

const REFUSED_CODES: readonly number[] = [
  RESTJSONErrorCodes.CannotSendMessagesToThisUser,
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
];

export function isRefusedDM(error: unknown): boolean {
  return error instanceof DiscordAPIError && REFUSED_CODES.includes(Number(error.code));
}

/** The user at `seat` when a person sits there (an AI is told nothing). A function of the module: no closure per publish. */
function humanAt(snapshot: GameSnapshot, seat: number | undefined): string | null {
  return seat !== undefined && !snapshot.setup.seats[seat]?.ai ? (snapshot.userOf(seat) ?? null) : null;
}

/**
 * A DM that trying again will not deliver: a refusal, or any other 4xx (an account deleted since:
 * Unknown User). Treated as a refusal, so that it never holds the channel's ping back; a 5xx or a
 * network failure is tried again.
 */
function undeliverable(error: unknown): boolean {
  return (
    isRefusedDM(error) || (error instanceof DiscordAPIError && error.status >= 400 && error.status < 500)
  );
}

/** What the channel's notice of this wait changes for the players' choices. */
export interface ChannelAdjustment {
  /** Told by DM: named in the channel notice, not pinged. */
  quiet: Set<string>;
  /** Their DM was refused: pinged with a note. */
  refused: Set<string>;
  /** The next player, asking to be pinged in the channel when this turn starts. */
  upNext: string | null;
}

export interface DeliverInput {
  client: Client;
  snapshot: GameSnapshot;
  owed: OwedNotice;
  /** The wait is the start of a turn (its first ping). */
  turnStart: boolean;
  /** A player whose own reply already shows their next choice. */
  shownTo?: string | undefined;
  /** The game message, for the link. */
  boardMessageId: string | null;
  /**
   * The DMs' intents the game's stored announcement holds for this wait (`foretell`'s, stored by a
   * decision's save): a DM without a row of its own is looked for in its DM channel first.
   */
  stored?: readonly DirectIntent[] | undefined;
  /**
   * The stored intents were foretold by this process for this very publish, and nothing was
   * written since (announcer.ts): their DMs have no row yet, nor were they posted.
   */
  fresh?: boolean;
}

/** What `foretell` says of a wait's DMs: their intents, and the channel's notice if all go out. */
export interface ForetoldDirect {
  intents: DirectIntent[];
  adjustment: ChannelAdjustment;
}

interface Target {
  userId: string;
  key: string;
  render(locale: "en" | "fr"): MessagePayload;
}

/**
 * Where a wait's DMs send their reader: the game's channel in its guild (the guild's name read when
 * a DM is rendered), and the link to its board. Classes, not closures per wait (issue 22: each
 * closure a click made was also named, a property defined on it, by tsx's keepNames).
 */
class DmPlace {
  readonly link: string;

  constructor(
    private readonly client: Client,
    private readonly guildId: string,
    private readonly channelId: string,
    boardMessageId: string | null,
  ) {
    this.link = gameLink(guildId, channelId, boardMessageId);
  }

  where(locale: "en" | "fr"): string {
    return notify[locale].where(
      `<#${this.channelId}>`,
      escapeName(this.client.guilds.cache.get(this.guildId)?.name ?? "?"),
    );
  }
}

/** The DM of a wait to a player it waits on. */
class WaitTarget implements Target {
  constructor(
    readonly userId: string,
    readonly key: string,
    private readonly owed: OwedNotice,
    private readonly place: DmPlace,
  ) {}

  render(locale: "en" | "fr"): MessagePayload {
    const { owed, place } = this;
    const t = notify[locale];
    const text =
      owed.turn !== null
        ? t.dmTurn(owed.turn, place.where(locale))
        : owed.key.startsWith("pick:")
          ? t.dmPick(place.where(locale))
          : t.dmChoice(place.where(locale));
    return dmPayload(text, t.openGame, place.link);
  }
}

/** The before-me DM to the next player, at the start of the turn before theirs. */
class BeforeTarget implements Target {
  constructor(
    readonly userId: string,
    readonly key: string,
    private readonly active: string,
    private readonly place: DmPlace,
  ) {}

  render(locale: "en" | "fr"): MessagePayload {
    return dmPayload(
      notify[locale].dmBefore(escapeName(this.active), this.place.where(locale)),
      notify[locale].openGame,
      this.place.link,
    );
  }
}

const mention = (userId: string) => `<@${userId}>`;

/** A DM's row as `sendOnce` reads it (or the intent an announcement holds, as a row). */
type StoredRow = { status: string; channelId: string | null; after: string | null; fingerprint: string };

/** Who a wait's DMs may go to: the players it waits on, and the next player at a turn's start. */
interface Asked {
  waiting: string[];
  next: string | null;
  users: string[];
}

function askedOf(input: Omit<DeliverInput, "stored" | "fresh">): Asked {
  const { snapshot, owed } = input;
  const { engine } = snapshot;
  // The active player back at their main prompt mid-turn (a window closed) is not told again: the
  // channel posts nothing then either.
  const continuing = owed.turn !== null && !input.turnStart;
  const waiting = continuing ? [] : owed.pinged.filter((u) => u !== input.shownTo);
  const next =
    owed.turn !== null && input.turnStart && engine
      ? humanAt(snapshot, nextSeat(engine.g, engine.g.turn.active))
      : null;
  return { waiting, next, users: [...new Set([...waiting, ...(next ? [next] : [])])] };
}

export class DirectNotices {
  /** user → their DM channel (Create DM hands back the same one every time). */
  private readonly dmChannels = new LruCache<string, string>(5000);
  /** DM channel → the newest message this process read or posted there (a DM intent's mark). */
  private readonly dmMarks = new LruCache<string, string>(5000);
  /**
   * Per game: the DMs (user/key) whose row this process read, wrote or foretold. A DM of a key not
   * among them has no row unless another process (or this one before a restart) sent it: `foretell`
   * takes only those, as the channel's foretold notice takes this process's record of the game.
   */
  private readonly touched = new LruCache<string, Set<string>>(1000);

  constructor(
    private readonly store: NotifyStore,
    private readonly log: Logger,
  ) {}

  /**
   * Sends the DMs this wait owes (each once) and says how the channel's notice changes. Throws when
   * Discord or the database failed (not for a refused DM): the wait is then not announced, and the
   * announcer tries again later.
   */
  async deliver(input: DeliverInput): Promise<ChannelAdjustment> {
    const { snapshot, owed } = input;
    const adjustment: ChannelAdjustment = { quiet: new Set(), refused: new Set(), upNext: null };
    if (owed.key === "over") return adjustment;
    const asked = askedOf(input);
    if (asked.users.length === 0) return adjustment;
    const { setup, record } = snapshot;
    const settings = await this.store.settingsOfMany(asked.users);
    const targets = this.targetsOf(input, asked, settings, adjustment);
    // A refusal stored for this wait stands (a retry renders the same channel notice), whatever the
    // player's settings say now. Rows exist only for players who chose DMs or were refused one: for
    // a table of channel pings (most clicks), no query.
    const concerned = targets.filter((t) => {
      const mine = settings.get(t.userId);
      return mine?.mode === "dm" || mine?.dmRefusedAt != null;
    });
    if (concerned.length === 0) return adjustment;
    const stored = new Map((input.stored ?? []).map((d) => [`${d.userId}/${d.key}`, d]));
    // Foretold by this process and stored by the decision's save: no row yet, nothing to read.
    const unread = input.fresh ? concerned.filter((t) => !stored.has(`${t.userId}/${t.key}`)) : concerned;
    const earlier =
      unread.length === 0
        ? []
        : await this.store.noticesOf(
            record.id,
            unread.map((t) => ({ userId: t.userId, key: t.key })),
          );
    const seen = this.touchedOf(record.id);
    for (const target of concerned) {
      seen.add(`${target.userId}/${target.key}`);
      const intent = stored.get(`${target.userId}/${target.key}`);
      const found = earlier.find((r) => r.userId === target.userId && r.key === target.key);
      // An intent the announcement holds and no row: the DM may have gone out before a crash.
      const row: StoredRow | null =
        found ?? (intent && !input.fresh ? { status: "posting", ...intent } : null);
      const mine = settings.get(target.userId);
      if (row?.status === "refused") {
        if (target.key.startsWith("before:")) adjustment.upNext = target.userId;
        else adjustment.refused.add(target.userId);
        continue;
      }
      if (row?.status === "sent") {
        adjustment.quiet.add(target.userId);
        continue;
      }
      if (mine?.mode !== "dm" && row?.status !== "posting") continue;
      const locale = mine?.locale ?? setup.locale;
      const outcome = await this.sendOnce(
        input.client,
        record.id,
        target,
        target.render(locale),
        row,
        input.fresh ? intent : undefined,
      );
      if (outcome === "sent") adjustment.quiet.add(target.userId);
      else if (target.key.startsWith("before:")) adjustment.upNext = target.userId;
      else adjustment.refused.add(target.userId);
    }
    // The before-me notice is no reason to keep a waiting player quiet.
    return adjustment;
  }

  /**
   * A player's decision is about to be saved (announcer.ts `foretell`, synchronous): the DMs the
   * new wait owes, as `deliver` will send them, and their intents, for the save to store with the
   * channel's notice (issue 22: no write of their own before the posts), with the channel's notice
   * as it reads once they went out. Null when that cannot be known now, without a read: a player's
   * settings or DM channel not held, a DM this process does not know to be unsent, a player whose
   * DMs were refused; `deliver` then does as before.
   */
  foretell(input: Omit<DeliverInput, "stored" | "fresh">): ForetoldDirect | null {
    const { snapshot, owed } = input;
    const adjustment: ChannelAdjustment = { quiet: new Set(), refused: new Set(), upNext: null };
    const none = { intents: [], adjustment };
    if (owed.key === "over") return none;
    const asked = askedOf(input);
    if (asked.users.length === 0) return none;
    const settings = this.store.cachedSettings(asked.users);
    if (!settings) return null;
    const targets = this.targetsOf(input, asked, settings, adjustment);
    const { record, setup } = snapshot;
    const seen = this.touched.get(record.id);
    const intents: DirectIntent[] = [];
    for (const target of targets) {
      const mine = settings.get(target.userId);
      if (mine?.mode !== "dm" && mine?.dmRefusedAt == null) continue;
      if (mine?.mode !== "dm" || seen?.has(`${target.userId}/${target.key}`)) return null;
      const channelId = this.dmChannels.get(target.userId);
      const after = channelId && this.dmMarks.get(channelId);
      if (!channelId || !after) return null;
      const payload = target.render(mine.locale ?? setup.locale);
      intents.push({
        userId: target.userId,
        key: target.key,
        channelId,
        after,
        fingerprint: fingerprintOf(payload.content),
      });
      adjustment.quiet.add(target.userId);
    }
    const touched = this.touchedOf(record.id);
    for (const intent of intents) touched.add(`${intent.userId}/${intent.key}`);
    return { intents, adjustment };
  }

  private touchedOf(gameId: string): Set<string> {
    let seen = this.touched.get(gameId);
    if (!seen) {
      seen = new Set();
      this.touched.set(gameId, seen);
    }
    return seen;
  }

  /** The DMs a wait owes to whom it asks, with the before-me line of a player who wants a ping. */
  private targetsOf(
    input: Omit<DeliverInput, "stored" | "fresh">,
    asked: Asked,
    settings: Map<string, NotifySettings>,
    adjustment: ChannelAdjustment,
  ): Target[] {
    const { snapshot, owed } = input;
    const { setup, record, engine } = snapshot;
    const { waiting, next } = asked;
    const place = new DmPlace(input.client, record.guildId, record.channelId, input.boardMessageId);
    const targets: Target[] = [];
    for (const userId of waiting) {
      const key = owed.turn !== null ? `turn:${owed.turn}` : owed.key;
      targets.push(new WaitTarget(userId, key, owed, place));
    }
    if (next && owed.turn !== null && settings.get(next)?.before && !waiting.includes(next)) {
      const active = setup.seats[engine?.g.turn.active ?? -1]?.name ?? "?";
      const turn = owed.turn;
      if (settings.get(next)?.mode !== "dm") adjustment.upNext = next;
      else targets.push(new BeforeTarget(next, `before:${turn}`, active, place));
    }
    return targets;
  }

  /** Posts one DM unless it went out already (the intent's mark and fingerprint say). */
  private async sendOnce(
    client: Client,
    gameId: string,
    target: Target,
    payload: MessagePayload,
    row: StoredRow | null,
    /** Its intent, stored by the decision's save (`foretell`): not written again if it is this DM's. */
    foretold?: DirectIntent,
  ): Promise<"sent" | "refused"> {
    const { userId, key } = target;
    const fingerprint = fingerprintOf(payload.content);
    let channelId: string;
    try {
      channelId = await this.dmChannel(client, userId);
    } catch (error) {
      if (undeliverable(error)) return this.refuse(gameId, userId, key);
      throw error;
    }
    if (row?.status === "posting" && row.channelId) {
      const found = await this.findPosted(client, row.channelId, row.after, row.fingerprint).catch(
        (error: unknown) => {
          this.log.warn({ err: loggableError(error), gameId }, "could not look for a direct message");
          return false;
        },
      );
      if (found) {
        await this.store.settle(gameId, userId, key, "sent");
        return "sent";
      }
    }
    if (foretold?.channelId !== channelId || foretold.fingerprint !== fingerprint) {
      const after = await this.newest(client, channelId);
      await this.store.saveIntent({ gameId, userId, key, channelId, after, fingerprint });
    }
    try {
      const posted = await client.rest.post(Routes.channelMessages(channelId), {
        body: {
          content: payload.content,
          components: payload.components,
          allowed_mentions: { parse: [] },
          nonce: nonceOf(gameId, userId, key),
          enforce_nonce: true,
        },
      });
      const id = (posted as { id?: unknown } | null)?.id;
      if (typeof id === "string") this.dmMarks.set(channelId, id);
    } catch (error) {
      if (undeliverable(error)) return this.refuse(gameId, userId, key);
      throw error;
    }
    await this.store.settle(gameId, userId, key, "sent");
    return "sent";
  }

  /** Discord refused the user a DM: their DMs are turned off (dated), and this wait remembers it. */
  private async refuse(gameId: string, userId: string, key: string): Promise<"refused"> {
    this.log.info({ gameId }, "a player's DMs are closed: back to channel pings for them");
    await this.store.settle(gameId, userId, key, "refused");
    await this.store.update(userId, { mode: "channel", refusedAt: new Date() });
    return "refused";
  }

  private async dmChannel(client: Client, userId: string): Promise<string> {
    const known = this.dmChannels.get(userId);
    if (known) return known;
    const channel = (await client.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as {
      id: string;
    };
    this.dmChannels.set(userId, channel.id);
    return channel.id;
  }

  private async newest(client: Client, channelId: string): Promise<string | null> {
    const query = new URLSearchParams({ limit: "1" });
    const messages = (await client.rest.get(Routes.channelMessages(channelId), { query })) as {
      id: string;
    }[];
    const newest = messages[0]?.id ?? null;
    if (newest) this.dmMarks.set(channelId, newest);
    return newest;
  }

  private async findPosted(
    client: Client,
    channelId: string,
    after: string | null,
    fingerprint: string,
  ): Promise<boolean> {
    const query = new URLSearchParams({ limit: "100" });
    if (after) query.set("after", after);
    const messages = (await client.rest.get(Routes.channelMessages(channelId), { query })) as {
      author?: { id?: string };
      content?: string;
    }[];
    const botId = client.user?.id;
    return messages.some((m) => m.author?.id === botId && fingerprintOf(m.content ?? "") === fingerprint);
  }
}

/** The channel's notice of the wait, as the players' choices make it (see ChannelAdjustment). */
export function adjustNotice(
  payload: MessagePayload,
  adjustment: ChannelAdjustment,
  locale: "en" | "fr",
): MessagePayload {
  const t = notify[locale];
  const users = (payload.allowedMentions.users ?? []).filter((u) => !adjustment.quiet.has(u));
  const lines = [payload.content];
  for (const userId of adjustment.refused)
    if (users.includes(userId)) lines.push(`${mention(userId)} ${t.refusedNote}`);
  if (adjustment.upNext && !users.includes(adjustment.upNext)) {
    lines.push(t.upNext(mention(adjustment.upNext)));
    users.push(adjustment.upNext);
  }
  return {
    ...payload,
    content: lines.join("\n"),
    allowedMentions: users.length > 0 ? { parse: [], users } : { parse: [] },
  };
}

/** The game's message, or its channel when the message is not known. */
export function gameLink(guildId: string, channelId: string, messageId: string | null): string {
  return `https://discord.com/channels/${guildId}/${channelId}${messageId ? `/${messageId}` : ""}`;
}

function dmPayload(text: string, label: string, link: string): MessagePayload {
  return {
    content: text,
    embeds: [],
    components: [{ type: 1, components: [{ type: 2, style: 5, label, url: link }] }],
    allowedMentions: { parse: [] },
  } as unknown as MessagePayload;
}

/** The text alone: a retry that links a re-posted board is still the same notice. */
export function fingerprintOf(content: string): string {
  // One call, no Hash object (the same digest: issue 22).
  return hash("sha256", content.trim(), "base64url");
}

export function nonceOf(gameId: string, userId: string, key: string): string {
  return hash("sha256", `dm/${gameId}/${userId}/${key}`, "base64url").slice(0, 25);
}
