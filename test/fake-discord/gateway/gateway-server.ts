import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import {
  type ApplicationFlags,
  GatewayCloseCodes,
  GatewayDispatchEvents,
  type GatewayIdentifyData,
  GatewayIntentBits,
  GatewayOpcodes,
  type GatewayReadyDispatchData,
  type GatewayResumeData,
} from "discord-api-types/v10";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import { isRecord } from "../json.ts";
import type { GatewayLink, World } from "../model/world.ts";
import { type DispatchFrame, GatewaySession } from "./session.ts";

export const PRIVILEGED_INTENTS =
  GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  /** Privileged intents "enabled in the developer portal"; asking for others closes with 4014. */
  privilegedIntents: number;
}

export type ReconnectMethod = "reconnect-opcode" | "close-4000" | "invalid-session";

/** Counters tests can wait on; each change wakes the world's waits. */
export interface GatewayStats {
  connections: number;
  identifies: number;
  readies: number;
  resumes: number;
  heartbeats: number;
}

interface Connection {
  socket: WebSocket;
  session: GatewaySession | undefined;
}

/** Discord's formula: the shard of a guild among `count` shards. */
export function shardOf(guildId: string, count: number): number {
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/**
 * The fake gateway: plays Discord's handshake on each socket (HELLO, IDENTIFY →
 * READY + GUILD_CREATE, RESUME → replay + RESUMED, heartbeats) and carries the
 * dispatches the world produces to the bot's session of the guild's shard, like
 * Discord: IDENTIFY names its shard [id, count], every shard of a bot has the same
 * count, a guild's events go to shard (guild_id >> 22) % count, and the others
 * (none here but DMs) to shard 0.
 */
export class GatewayServer implements GatewayLink {
  readonly stats: GatewayStats = { connections: 0, identifies: 0, readies: 0, resumes: 0, heartbeats: 0 };
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, GatewaySession>();
  /** The live session of each shard id. */
  private readonly shards = new Map<number, GatewaySession>();
  /** The latest session identified (forceReconnect's target). */
  private current: GatewaySession | undefined;

  constructor(
    private readonly world: World,
    private readonly options: GatewayOptions,
  ) {
    this.server.on("connection", (socket) => this.accept(socket));
  }

  get hasSession(): boolean {
    return this.current !== undefined && !this.current.ended;
  }

  /** True when the current session has an open socket (not between a disconnect and its resume). */
  get connected(): boolean {
    return this.current?.socket?.readyState === WebSocket.OPEN;
  }

  /** The shard ids with a live session on an open socket. */
  get connectedShards(): number[] {
    return [...this.shards]
      .filter(([, session]) => !session.ended && session.socket?.readyState === WebSocket.OPEN)
      .map(([id]) => id)
      .sort((a, b) => a - b);
  }

  /** The shard count of the live sessions (1 when none). */
  private get shardCount(): number {
    for (const session of this.shards.values()) if (!session.ended) return session.shard[1];
    return 1;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => this.server.emit("connection", ws, request));
  }

  dispatch(event: GatewayDispatchEvents, build: (intents: number) => unknown): boolean {
    const live = [...this.shards.values()].filter((s) => !s.ended);
    const any = live[0];
    if (!any) return false;
    let data = build(any.intents);
    if (data === undefined) return false;
    const guildId = guildOf(event, data);
    const shard = guildId === undefined ? 0 : shardOf(guildId, any.shard[1]);
    const session = live.find((s) => s.shard[0] === shard);
    if (!session) return false;
    if (session.intents !== any.intents) data = build(session.intents);
    if (data === undefined) return false;
    const frame = session.next(event, data);
    // Without an open socket the frame waits in the backlog for the RESUME.
    if (session.socket?.readyState === WebSocket.OPEN) send(session.socket, frame);
    return true;
  }

  /**
   * Makes the bot reconnect: op 7 RECONNECT or a 4000 close (both resumable),
   * or op 9 INVALID_SESSION (a fresh IDENTIFY). Resolves once the bot is back.
   */
  async forceReconnect(method: ReconnectMethod = "reconnect-opcode"): Promise<void> {
    const session = this.current;
    const socket = session?.socket;
    if (!session || !socket || socket.readyState !== WebSocket.OPEN) {
      throw new Error("forceReconnect: no bot is connected to the gateway");
    }
    const target = method === "invalid-session" ? "readies" : "resumes";
    const before = this.stats[target];
    if (method === "reconnect-opcode")
      send(socket, { op: GatewayOpcodes.Reconnect, d: null, s: null, t: null });
    else if (method === "close-4000") socket.close(GatewayCloseCodes.UnknownError, "Unknown error");
    else {
      session.ended = true;
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
    }
    // @discordjs/ws sleeps about 500 ms before reconnecting, hence the extra second.
    await this.world.notifier.waitFor(() => (this.stats[target] > before ? true : undefined), {
      timeoutMs: this.world.options.waitTimeoutMs + 1000,
      describe: () =>
        `waiting for the bot to ${target === "resumes" ? "resume" : "identify again"} after ${method}`,
    });
  }

  /** Resolves once a bot session is live on an open socket (READY and GUILD_CREATEs sent). */
  async waitForReady(options: { timeoutMs?: number } = {}): Promise<void> {
    await this.world.notifier.waitFor(() => (this.hasSession && this.connected ? true : undefined), {
      timeoutMs: options.timeoutMs ?? this.world.options.waitTimeoutMs,
      describe: () => "waiting for a bot to log in",
    });
  }

  close(): void {
    for (const client of this.server.clients) client.terminate();
    this.server.close();
  }

  private accept(socket: WebSocket): void {
    const connection: Connection = { socket, session: undefined };
    this.stats.connections += 1;
    send(socket, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.options.heartbeatIntervalMs },
      s: null,
      t: null,
    });
    socket.on("message", (raw) => this.receive(connection, raw));
    socket.on("close", (code) => this.disconnected(connection, code));
    this.world.changed();
  }

  private receive(connection: Connection, raw: RawData): void {
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString());
    } catch {
      connection.socket.close(GatewayCloseCodes.DecodeError, "Error while decoding payload.");
      return;
    }
    if (!isRecord(payload)) {
      connection.socket.close(GatewayCloseCodes.DecodeError, "Error while decoding payload.");
      return;
    }
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.stats.heartbeats += 1;
        send(connection.socket, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
        this.world.changed();
        return;
      case GatewayOpcodes.Identify:
        this.identify(connection, payload.d as GatewayIdentifyData);
        return;
      case GatewayOpcodes.Resume:
        this.resume(connection, payload.d as GatewayResumeData);
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
      case GatewayOpcodes.RequestGuildMembers:
        if (!connection.session)
          connection.socket.close(GatewayCloseCodes.NotAuthenticated, "Not authenticated.");
        return;
      default:
        connection.socket.close(GatewayCloseCodes.UnknownOpcode, "Unknown opcode.");
    }
  }

  private identify(connection: Connection, data: GatewayIdentifyData | undefined): void {
    const { socket } = connection;
    if (connection.session) {
      socket.close(GatewayCloseCodes.AlreadyAuthenticated, "Already authenticated.");
      return;
    }
    if (!data || data.token !== this.world.identity.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, "Authentication failed.");
      return;
    }
    if (typeof data.intents !== "number" || data.intents < 0) {
      socket.close(GatewayCloseCodes.InvalidIntents, "Invalid intent(s).");
      return;
    }
    if ((data.intents & PRIVILEGED_INTENTS & ~this.options.privilegedIntents) !== 0) {
      socket.close(GatewayCloseCodes.DisallowedIntents, "Disallowed intent(s).");
      return;
    }
    const shard: [number, number] = data.shard ?? [0, 1];
    const [shardId, shardCount] = shard;
    const others = [...this.shards.values()].some((s) => !s.ended && s.shard[0] !== shardId);
    if (
      !Number.isInteger(shardId) ||
      !Number.isInteger(shardCount) ||
      shardId < 0 ||
      shardCount < 1 ||
      shardId >= shardCount ||
      (others && shardCount !== this.shardCount)
    ) {
      socket.close(GatewayCloseCodes.InvalidShard, "Invalid shard.");
      return;
    }
    this.stats.identifies += 1;
    const previous = this.shards.get(shardId);
    if (previous) previous.ended = true;
    const session = new GatewaySession(data.intents, data.token, shard);
    this.sessions.set(session.id, session);
    this.shards.set(shardId, session);
    this.current = session;
    connection.session = session;
    session.socket = socket;
    const guilds = [...this.world.guilds.values()].filter((g) => shardOf(g.id, shardCount) === shardId);
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: this.world.botUser.toAPI(),
      guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.world.baseUrl.replace(/^http/, "ws"),
      shard,
      // No application flag set; the enum has no zero member.
      application: { id: this.world.applicationId, flags: 0 as ApplicationFlags, flags_new: "0" },
    };
    send(socket, session.next(GatewayDispatchEvents.Ready, ready));
    // discord.js waits for one GUILD_CREATE per guild listed in READY before ClientReady.
    if (data.intents & GatewayIntentBits.Guilds) {
      for (const guild of guilds)
        send(socket, session.next(GatewayDispatchEvents.GuildCreate, guild.toGuildCreate()));
    }
    this.stats.readies += 1;
    this.world.changed();
  }

  private resume(connection: Connection, data: GatewayResumeData | undefined): void {
    const { socket } = connection;
    const session = data ? this.sessions.get(data.session_id) : undefined;
    if (!data || !session || session.ended || session.token !== data.token) {
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return;
    }
    connection.session = session;
    session.socket = socket;
    for (const frame of session.missedSince(data.seq)) send(socket, frame);
    send(socket, session.next(GatewayDispatchEvents.Resumed, {}));
    this.stats.resumes += 1;
    this.world.changed();
  }

  private disconnected(connection: Connection, code: number): void {
    const session = connection.session;
    if (!session || session.socket !== connection.socket) return;
    session.socket = undefined;
    // Closing with 1000/1001 ends the session on Discord: the bot appears offline.
    if (code === 1000 || code === 1001) session.ended = true;
    this.world.changed();
  }
}

/** The guild an event is about, if any. */
function guildOf(event: GatewayDispatchEvents, data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  if (typeof data.guild_id === "string") return data.guild_id;
  const isGuild =
    event === GatewayDispatchEvents.GuildCreate ||
    event === GatewayDispatchEvents.GuildUpdate ||
    event === GatewayDispatchEvents.GuildDelete;
  return isGuild && typeof data.id === "string" ? data.id : undefined;
}

function send(socket: WebSocket, frame: DispatchFrame | { op: number; d: unknown; s: null; t: null }): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}
