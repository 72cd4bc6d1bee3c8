import type { Server } from "node:http";
import type { APIApplicationCommand } from "discord-api-types/v10";
import { UserDriver } from "./driver/user-driver.ts";
import type { GatewayServer, GatewayStats, ReconnectMethod } from "./gateway/gateway-server.ts";
import type { FakeChannel } from "./model/channels.ts";
import type { FakeDMChannel } from "./model/dms.ts";
import type { FakeGuild } from "./model/guilds.ts";
import type { FakeMessage } from "./model/messages.ts";
import { FakeThread } from "./model/threads.ts";
import type { FakeUser, FakeUserOptions } from "./model/users.ts";
import type { CreateGuildOptions, RecordedRequest, Violation, World } from "./model/world.ts";
import type { FailureHandle, FailureInjector, FailureSpec } from "./rest/failures.ts";

export interface FakeDiscordParts {
  world: World;
  gateway: GatewayServer;
  failures: FailureInjector;
  server: Server;
  internalErrors: Error[];
}

/**
 * A running fake Discord: the handle tests hold. Build the world (guilds,
 * channels, users), point a discord.js Client at `restUrl`, then drive it with
 * `fake.user(someone)` and assert on channels, ephemerals, requests and
 * violations.
 */
export class FakeDiscord {
  private readonly drivers = new Map<string, UserDriver>();
  private closed = false;

  constructor(private readonly parts: FakeDiscordParts) {}

  /** The value for discord.js `rest.api` (discord.js appends /v10 itself). */
  get restUrl(): string {
    return `${this.parts.world.baseUrl}/api`;
  }

  get gatewayUrl(): string {
    return this.parts.world.baseUrl.replace(/^http/, "ws");
  }

  get token(): string {
    return this.parts.world.identity.token;
  }

  get applicationId(): string {
    return this.parts.world.applicationId;
  }

  get botUser(): FakeUser {
    return this.parts.world.botUser;
  }

  get guilds(): FakeGuild[] {
    return [...this.parts.world.guilds.values()];
  }

  /** Every REST request the bot made, in order, with status and answer. */
  get requests(): readonly RecordedRequest[] {
    return this.parts.world.requests;
  }

  /** Rules the bot broke (limits, double acknowledgements, expired tokens, failed interactions). */
  get violations(): readonly Violation[] {
    return this.parts.world.violations;
  }

  /** Bugs of the fake itself (a handler threw); should always stay empty. */
  get internalErrors(): readonly Error[] {
    return this.parts.internalErrors;
  }

  get gatewayStats(): Readonly<GatewayStats> {
    return this.parts.gateway.stats;
  }

  /** The shard ids the bot has a live session of, on an open socket. */
  get connectedShards(): number[] {
    return this.parts.gateway.connectedShards;
  }

  /** True while the bot's session has an open gateway socket. */
  get botConnected(): boolean {
    return this.parts.gateway.connected;
  }

  /** Registered commands: `commands()` for global ones, `commands(guild)` for a guild's. */
  commands(guild?: FakeGuild): APIApplicationCommand[] {
    return this.parts.world.commands.list(guild?.id);
  }

  createGuild(options: CreateGuildOptions = {}): FakeGuild {
    return this.parts.world.createGuild(options);
  }

  createUser(username: string, options: FakeUserOptions = {}): FakeUser {
    return this.parts.world.createUser(username, options);
  }

  /** The driver acting as this user (one per user, reused). */
  user(user: FakeUser): UserDriver {
    let driver = this.drivers.get(user.id);
    if (!driver) {
      driver = new UserDriver(this.parts.world, user);
      this.drivers.set(user.id, driver);
    }
    return driver;
  }

  ephemeralsFor(user: FakeUser): FakeMessage[] {
    return this.parts.world.ephemeralsFor(user);
  }

  /** The messages of the user's DM channel with the bot (theirs and the bot's), oldest first. */
  dmsOf(user: FakeUser): FakeMessage[] {
    return this.parts.world.dms.of(user)?.messages ?? [];
  }

  /** The user's DM channel with the bot, once the bot opened it. */
  dmChannelOf(user: FakeUser): FakeDMChannel | undefined {
    return this.parts.world.dms.of(user);
  }

  /**
   * The user blocks the bot or turns off DMs from server members (`false`: accepts them again):
   * the bot's posts to them get 403, code 50007.
   */
  refuseDirectMessages(user: FakeUser, refusing = true): void {
    this.parts.world.dms.setRefusing(user, refusing);
  }

  /** The user writes to the bot in their DM channel (MESSAGE_CREATE with the DirectMessages intent). */
  sendDirectMessage(user: FakeUser, content: string): FakeMessage {
    const world = this.parts.world;
    return world.dms.post(world.dms.open(user), user, { content });
  }

  /** Waits until the user's DM channel has a message satisfying the predicate. */
  waitForDM(
    user: FakeUser,
    predicate: (message: FakeMessage) => boolean = () => true,
    options: { timeoutMs?: number } = {},
  ): Promise<FakeMessage> {
    const world = this.parts.world;
    return world.notifier.waitFor(() => this.dmsOf(user).find(predicate), {
      timeoutMs: options.timeoutMs ?? world.options.waitTimeoutMs,
      describe: () =>
        `waiting for a DM to ${user.username}; they have ${this.dmsOf(user).length}: ${this.dmsOf(user)
          .map((m) => JSON.stringify(m.text.slice(0, 80)))
          .join(", ")}`,
    });
  }

  message(id: string): FakeMessage | undefined {
    return this.parts.world.messages.get(id);
  }

  channel(id: string): FakeChannel | undefined {
    return this.parts.world.channels.get(id);
  }

  /** A thread by id (archived ones included); throws if there is no such thread. */
  thread(id: string): FakeThread {
    const channel = this.parts.world.channels.get(id);
    if (!(channel instanceof FakeThread)) throw new Error(`no thread ${id}`);
    return channel;
  }

  /** Every thread not deleted, archived ones included, oldest first. */
  get threads(): FakeThread[] {
    return this.parts.world.threadsOf();
  }

  /** Moves the fake clock: token expiry (15 min) and, in "fake" mode, the 3-second deadline. */
  advanceTime(ms: number): void {
    this.parts.world.advanceTime(ms);
  }

  now(): number {
    return this.parts.world.clock.now();
  }

  /** Makes the next matching request(s) fail; see FailureSpec. */
  failNext(spec: FailureSpec): FailureHandle {
    return this.parts.failures.add(spec);
  }

  /**
   * Answers the next matching request with 429 as Discord documents it: a `retry-after` header
   * (seconds), the `x-ratelimit-*` headers of an exhausted bucket, and a JSON body with
   * `retry_after` (seconds, may be fractional) and `global`. discord.js waits that long, then sends
   * the request again (which the fake then handles normally).
   */
  rateLimitNext(spec: {
    method?: string;
    path: string | RegExp;
    retryAfterSeconds: number;
    times?: number;
  }): FailureHandle {
    const seconds = spec.retryAfterSeconds;
    return this.failNext({
      ...(spec.method ? { method: spec.method } : {}),
      path: spec.path,
      status: 429,
      ...(spec.times ? { times: spec.times } : {}),
      headers: {
        "retry-after": String(Math.ceil(seconds)),
        "x-ratelimit-limit": "5",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset-after": String(seconds),
        "x-ratelimit-reset": String((this.now() + seconds * 1000) / 1000),
        "x-ratelimit-bucket": "fake-bucket",
        "x-ratelimit-scope": "user",
      },
      body: { message: "You are being rate limited.", retry_after: seconds, global: false },
    });
  }

  /** Discord's nonce window (a few minutes) passes: a nonce sent again makes a new message. */
  forgetNonces(): void {
    this.parts.world.forgetNonces();
  }

  /** Forces a gateway reconnect and resolves once the bot has resumed (or re-identified). */
  forceReconnect(method?: ReconnectMethod): Promise<void> {
    return this.parts.gateway.forceReconnect(method);
  }

  /** Resolves once a bot is logged in with an open gateway socket. */
  waitForBot(options: { timeoutMs?: number } = {}): Promise<void> {
    return this.parts.gateway.waitForReady(options);
  }

  /** Waits for a REST request matching the predicate (already made ones count). */
  waitForRequest(
    predicate: (request: RecordedRequest) => boolean,
    options: { timeoutMs?: number; after?: number } = {},
  ): Promise<RecordedRequest> {
    const world = this.parts.world;
    const after = options.after ?? 0;
    return world.notifier.waitFor(
      () => world.requests.find((request) => request.seq > after && predicate(request)),
      {
        timeoutMs: options.timeoutMs ?? world.options.waitTimeoutMs,
        describe: () =>
          `waiting for a matching request; the last ones were: ${world.requests
            .slice(-5)
            .map((request) => `${request.method} ${request.path} → ${request.status}`)
            .join(", ")}`,
      },
    );
  }

  /** Waits until a condition on the fake's state holds; re-checked on every change, no polling. */
  async waitUntil(
    condition: () => boolean,
    options: { timeoutMs?: number; description?: string } = {},
  ): Promise<void> {
    const world = this.parts.world;
    await world.notifier.waitFor(() => (condition() ? true : undefined), {
      timeoutMs: options.timeoutMs ?? world.options.waitTimeoutMs,
      describe: () => `waiting until ${options.description ?? "the condition holds"}`,
    });
  }

  /** Throws a readable summary if the bot broke a rule or the fake hit a bug. */
  assertNoViolations(): void {
    const problems = [
      ...this.violations.map(
        (violation) =>
          `${violation.kind}: ${violation.method} ${violation.path} → ${violation.status} ${violation.message}${violation.fieldErrors
            .map((error) => `\n    ${error.path}: ${error.code} ${error.message}`)
            .join("")}`,
      ),
      ...this.internalErrors.map((error) => `fake Discord bug: ${error.stack ?? error.message}`),
    ];
    if (problems.length > 0)
      throw new Error(`fake Discord saw ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.parts.world.shutdown(new Error("the fake Discord was closed"));
    this.parts.gateway.close();
    const { server } = this.parts;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }
}
