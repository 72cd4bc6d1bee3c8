// Discord's side of a click, for the load test and the bench: a discord.js Client that never
// connects, whose REST layer answers at once and counts every request, and real discord.js
// interaction objects built from the payload Discord sends when a player uses a select of their
// private panel. The bot's own handler (the interaction router, commands/game) runs unchanged on
// them, so a click costs here what it costs in the bot, minus the network.
//
// Every request is counted per click (the click whose async context made it, through
// AsyncLocalStorage), split by kind, with the database queries made before and after the click was
// answered (see `countQueries`) — or, in a timed run, only as plain totals of the run (`runTotals`):
// AsyncLocalStorage hooks every promise of the process, which costs the clicks measured a share of
// their CPU that the bot does not pay (issue 22). Both count the same requests and queries; the
// totals only lack the split before/after each click's answer.

import { AsyncLocalStorage } from "node:async_hooks";
import {
  type APIMessageComponentInteraction,
  Client,
  ComponentType,
  type Interaction,
  InteractionType,
  MessageFlags,
  StringSelectMenuInteraction,
} from "discord.js";
import pg from "pg";
import { clientCaches } from "../discord/client-cache.ts";

/** What one click cost outside the process: Discord requests and database queries. */
export interface ClickCosts {
  /** Discord REST requests, by kind (see `requestKind`). */
  discord: Record<string, number>;
  /** Database queries sent before the click's answer reached Discord (awaited by the player). */
  queriesBefore: number;
  /** Database queries sent after it (announcement records, in the background). */
  queriesAfter: number;
  /** Set once the click's answer (its panel) was sent. */
  answered: boolean;
  /** The text above the click's answer (a refusal says why there). */
  answer?: string;
}

const clicks = new AsyncLocalStorage<ClickCosts>();

/**
 * Plain counters of everything counted while `on`: every query any pg client sent and every
 * Discord request, by kind (no async context: a click's share is the total over the clicks).
 */
export const runTotals = { on: false, queries: 0, discord: {} as Record<string, number> };

/** Starts the run's totals at zero. */
export function startRunTotals(): void {
  runTotals.on = true;
  runTotals.queries = 0;
  runTotals.discord = {};
}

/**
 * Stops tracking clicks' async context until the next `asClick`: Node keeps its promise hooks on
 * while a storage is enabled, which would tax a later run counted by totals only.
 */
export function stopClickContexts(): void {
  clicks.disable();
}

export function newCosts(): ClickCosts {
  return { discord: {}, queriesBefore: 0, queriesAfter: 0, answered: false };
}

/** Runs `task` as one click: the requests and queries it (and what it leaves running) makes count in `costs`. */
export function asClick<T>(costs: ClickCosts, task: () => Promise<T>): Promise<T> {
  return clicks.run(costs, task);
}

let countingQueries = false;
/** Marks a query the pool counted already when it reaches the connection. */
const COUNTED = Symbol("counted");

function countOne(): void {
  if (runTotals.on) runTotals.queries += 1;
  const costs = clicks.getStore();
  if (!costs) return;
  if (costs.answered) costs.queriesAfter += 1;
  else costs.queriesBefore += 1;
}

/**
 * Counts every query any pg client of this process sends (Prisma's included: its adapter uses pg),
 * when it is sent: a pool's query is counted at the call, in the caller's context (a query that
 * waits for a free connection is run later from another context), and not again on the connection.
 */
export function countQueries(): void {
  if (countingQueries) return;
  countingQueries = true;
  const poolQuery = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, text: unknown, values?: unknown, callback?: unknown) {
    countOne();
    const config =
      typeof text === "object" && text !== null
        ? text
        : { text, ...(Array.isArray(values) ? { values } : {}) };
    (config as Record<symbol, boolean>)[COUNTED] = true;
    const done = typeof values === "function" ? values : callback;
    const args = typeof text === "object" && text !== null ? [config, values, callback] : [config, done];
    return (poolQuery as (...a: unknown[]) => unknown).apply(
      this,
      args.filter((a) => a !== undefined),
    );
  } as typeof poolQuery;
  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    if (!(typeof first === "object" && first !== null && COUNTED in first)) countOne();
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
}

interface StubMessage {
  id: string;
  channel_id: string;
  author: { id: string; username: string; discriminator: string; bot: boolean };
  content: string;
  embeds: unknown[];
  components: unknown[];
  flags?: number;
  timestamp: string;
  type: number;
}

export const STUB_BOT_ID = "100000000000000001";
/** `new Date(0).toISOString()`: the time of every message and member of the stub. */
const EPOCH = "1970-01-01T00:00:00.000Z";
const APPLICATION_ID = "100000000000000002";

/**
 * A client whose REST requests are answered here: messages posted to a channel are kept (the last
 * few), so that the announcer's look at the channel finds the game's message as on Discord.
 */
export class DiscordStub {
  readonly client: Client;
  /** Ids handed out so far: the k-th is 200000000000000000 + k, as a snowflake's text. */
  private ids = 0;
  private lastId = "200000000000000000";
  private readonly channels = new Map<string, StubMessage[]>();

  /**
   * `caches`: the bot's cache limits (src/discord/client-cache.ts, the default), or discord.js's
   * defaults (what the bot used before issue 22's clk34, for a paired comparison).
   */
  constructor(options: { caches?: "bot" | "default" } = {}) {
    this.client = new Client({ intents: [], ...(options.caches === "default" ? {} : clientCaches()) });
    // What READY would have set: the bot's own user and application.
    (this.client as unknown as { user: unknown }).user = { id: STUB_BOT_ID, username: "smashup", bot: true };
    const rest = this.client.rest as unknown as { request(options: RestRequest): Promise<unknown> };
    // Not async: the answer's own promise (one promise and two microtask turns fewer a request).
    rest.request = (options: RestRequest) => this.answer(options);
  }

  private id(): string {
    // Without a BigInt per id (its text is the same): the stub's own CPU counts in the bench's clicks.
    this.ids += 1;
    this.lastId = `2${String(this.ids).padStart(17, "0")}`;
    return this.lastId;
  }

  private message(channelId: string, body: RestBody | undefined, flags?: number): StubMessage {
    return {
      id: this.id(),
      channel_id: channelId,
      author: { id: STUB_BOT_ID, username: "smashup", discriminator: "0000", bot: true },
      content: body?.content ?? "",
      embeds: body?.embeds ?? [],
      components: body?.components ?? [],
      ...(flags ? { flags } : {}),
      timestamp: EPOCH,
      type: 0,
    };
  }

  /**
   * Caches the guild (with the bot's own member) and the channel as the bot's client holds them,
   * the Guilds intent's GUILD_CREATE and CHANNEL_CREATE: a click's interaction then builds (and
   * caches, as far as the client's cache limits keep them) its member and its message there, as
   * in the bot.
   */
  private known(guildId: string, channelId: string): void {
    const client = this.client as unknown as {
      guilds: { cache: Map<string, unknown>; _add(data: unknown): unknown };
      channels: { cache: Map<string, unknown>; _add(data: unknown, guild: unknown): unknown };
    };
    let guild = client.guilds.cache.get(guildId);
    if (!guild)
      guild = client.guilds._add({
        id: guildId,
        name: "load test",
        owner_id: "1",
        channels: [],
        roles: [
          {
            id: guildId,
            name: "@everyone",
            permissions: "0",
            position: 0,
            color: 0,
            hoist: false,
            managed: false,
            mentionable: false,
            flags: 0,
          },
        ],
        members: [memberData(STUB_BOT_ID, "smashup", true)],
      });
    if (!client.channels.cache.has(channelId))
      client.channels._add(
        { id: channelId, type: 0, guild_id: guildId, name: channelId, position: 0 },
        guild,
      );
  }

  /** Clicks counted by totals, by their interaction's token (their answer's route carries it). */
  private readonly byToken = new Map<string, ClickCosts>();

  /** Counts `costs` as the click of `interaction` without an async context (see `runTotals`). */
  track(interaction: Interaction, costs: ClickCosts): void {
    this.byToken.set(interaction.token, costs);
  }

  /** Forgets a click tracked by `track` once it returned. */
  untrack(interaction: Interaction): void {
    this.byToken.delete(interaction.token);
  }

  private async answer(options: RestRequest): Promise<unknown> {
    const kind = requestKind(options.method, options.fullRoute, options.body, options.files?.length ?? 0);
    if (runTotals.on) runTotals.discord[kind] = (runTotals.discord[kind] ?? 0) + 1;
    const costs = clicks.getStore() ?? this.byToken.get(interactionToken(options.fullRoute) ?? "");
    if (costs) {
      costs.discord[kind] = (costs.discord[kind] ?? 0) + 1;
      // The click's own answer: the update of its panel, or the fill of its deferred reply.
      if (kind === "interaction:update" || kind === "interaction:reply" || kind === "webhook:edit") {
        costs.answered = true;
        const body = options.body as { content?: string; data?: { content?: string } } | undefined;
        costs.answer = body?.data?.content ?? body?.content ?? "";
      }
    }
    const parts = options.fullRoute.split("/");
    if (kind === "channel:read") {
      const list = this.channels.get(parts[2] as string) ?? [];
      const limit = Number(options.query?.get("limit") ?? 50);
      return list.slice(-limit).reverse();
    }
    if (kind === "channel:post") {
      const channelId = parts[2] as string;
      const posted = this.message(channelId, options.body as RestBody);
      const list = this.channels.get(channelId) ?? [];
      list.push(posted);
      if (list.length > 60) list.splice(0, list.length - 60);
      this.channels.set(channelId, list);
      return posted;
    }
    if (kind === "channel:edit" || kind === "channel:picture") {
      const list = this.channels.get(parts[2] as string) ?? [];
      const found = list.find((m) => m.id === parts[4]);
      const body = options.body as RestBody | undefined;
      // Like Discord: what the edit leaves out stays (a picture's edit sends only its embeds).
      if (found)
        for (const key of ["content", "embeds", "components"] as const)
          if (body?.[key] !== undefined) Object.assign(found, { [key]: body[key] });
      return found ?? this.message(parts[2] as string, body);
    }
    // Create DM: the user's DM channel (its messages are a channel's), the same every time.
    if (kind === "dm:open") return { id: `dm-${(options.body as { recipient_id: string }).recipient_id}` };
    if (kind === "channel:delete") {
      const list = this.channels.get(parts[2] as string) ?? [];
      const at = list.findIndex((m) => m.id === parts[4]);
      if (at >= 0) list.splice(at, 1);
      return undefined;
    }
    if (kind === "webhook:edit" || kind === "webhook:post")
      return this.message("0", options.body as RestBody, MessageFlags.Ephemeral);
    return undefined;
  }

  /**
   * The interaction Discord sends when `userId` picks `values` in the select `customId` of their
   * private panel (an ephemeral message) in `channelId`.
   */
  select(input: {
    guildId: string;
    channelId: string;
    userId: string;
    customId: string;
    values: string[];
  }): Interaction {
    this.known(input.guildId, input.channelId);
    const panel = this.message(input.channelId, undefined, MessageFlags.Ephemeral);
    const data = {
      id: this.id(),
      application_id: APPLICATION_ID,
      type: InteractionType.MessageComponent,
      token: `token-${this.lastId}`,
      version: 1,
      guild_id: input.guildId,
      channel_id: input.channelId,
      channel: { id: input.channelId, type: 0 },
      locale: "en-US",
      guild_locale: "en-US",
      app_permissions: "0",
      entitlements: [],
      authorizing_integration_owners: {},
      attachment_size_limit: 8_000_000,
      member: { ...memberData(input.userId, `u${input.userId}`), permissions: "0" },
      message: panel,
      data: {
        component_type: ComponentType.StringSelect,
        custom_id: input.customId,
        values: input.values,
      },
    } as unknown as APIMessageComponentInteraction;
    const Select = StringSelectMenuInteraction as unknown as new (
      client: Client,
      data: APIMessageComponentInteraction,
    ) => Interaction;
    return new Select(this.client, data);
  }
}

/** A guild member as Discord sends it (a bot's user says so). */
function memberData(id: string, username: string, bot?: true) {
  return {
    user: { id, username, discriminator: "0000", global_name: null, avatar: null, ...(bot ? { bot } : {}) },
    roles: [],
    joined_at: EPOCH,
    deaf: false,
    mute: false,
    flags: 0,
  };
}

interface RestBody {
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
}

interface RestRequest {
  method: string;
  fullRoute: string;
  body?: unknown;
  query?: URLSearchParams;
  files?: unknown[];
}

/**
 * A request's kind: the interaction's own answer (`interaction:defer`, `interaction:update`,
 * `interaction:reply`, `webhook:edit` of the deferred reply, `webhook:post` of a follow-up) or
 * the channel's messages (`channel:read` of the recent ones, `channel:post`, `channel:edit`,
 * `channel:delete`, `channel:picture`: an edit that uploads the board picture).
 */
export function requestKind(method: string, route: string, body?: unknown, files = 0): string {
  if (route.startsWith("/interactions/")) return `interaction:${callbackKind(body)}`;
  if (route === "/users/@me/channels") return "dm:open";
  if (route.startsWith("/webhooks/"))
    return method === "PATCH" ? "webhook:edit" : `webhook:${method.toLowerCase()}`;
  if (/^\/channels\/[^/]+\/messages$/.test(route)) return method === "GET" ? "channel:read" : "channel:post";
  if (/^\/channels\/[^/]+\/messages\/[^/]+$/.test(route))
    return method === "PATCH"
      ? files > 0
        ? "channel:picture"
        : "channel:edit"
      : method === "DELETE"
        ? "channel:delete"
        : "channel:other";
  return `other:${method}`;
}

/** The interaction token in the route of an interaction's answer (callback or webhook), if any. */
function interactionToken(route: string): string | undefined {
  if (!route.startsWith("/interactions/") && !route.startsWith("/webhooks/")) return undefined;
  return route.split("/")[3];
}

/** Discord's interaction callback types: 4 reply, 5 deferred reply, 6 deferred update, 7 update. */
function callbackKind(body: unknown): string {
  const type = (body as { type?: number } | undefined)?.type;
  if (type === 4) return "reply";
  if (type === 7) return "update";
  if (type === 5 || type === 6) return "defer";
  return `callback-${type}`;
}
