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

/**
 * The fake gateway: plays Discord's handshake on each socket (HELLO, IDENTIFY →
 * READY + GUILD_CREATE, RESUME → replay + RESUMED, heartbeats) and carries the
 * dispatches the world produces to the bot's current session.
 */
export class GatewayServer implements GatewayLink {
  readonly stats: GatewayStats = { connections: 0, identifies: 0, readies: 0, resumes: 0, heartbeats: 0 };
  private readonly server = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, GatewaySession>();
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

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.server.handleUpgrade(request, socket, head, (ws) => this.server.emit("connection", ws, request));
  }

  dispatch(event: GatewayDispatchEvents, build: (intents: number) => unknown): boolean {
    const session = this.current;
    if (!session || session.ended) return false;
    const data = build(session.intents);
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
    if (data.shard && (data.shard[0] !== 0 || data.shard[1] !== 1)) {
      socket.close(GatewayCloseCodes.InvalidShard, "Invalid shard.");
      return;
    }
    this.stats.identifies += 1;
    if (this.current) this.current.ended = true;
    const session = new GatewaySession(data.intents, data.token);
    this.sessions.set(session.id, session);
    this.current = session;
    connection.session = session;
    session.socket = socket;
    const guilds = [...this.world.guilds.values()];
    const ready: GatewayReadyDispatchData = {
      v: 10,
      user: this.world.botUser.toAPI(),
      guilds: guilds.map((guild) => ({ id: guild.id, unavailable: true })),
      session_id: session.id,
      resume_gateway_url: this.world.baseUrl.replace(/^http/, "ws"),
      shard: [0, 1],
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

function send(socket: WebSocket, frame: DispatchFrame | { op: number; d: unknown; s: null; t: null }): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}
