import { randomBytes } from "node:crypto";
import type { GatewayDispatchEvents } from "discord-api-types/v10";
import type { WebSocket } from "ws";

export interface DispatchFrame {
  op: 0;
  t: GatewayDispatchEvents;
  s: number;
  d: unknown;
}

/** Discord keeps a window of recent events per session so a RESUME can replay what was missed. */
const BACKLOG_SIZE = 1000;

/**
 * One bot login (IDENTIFY). It outlives its socket: after a disconnect the
 * client may RESUME it on a new socket and receive the dispatches it missed.
 * A normal closure (1000/1001) or a new IDENTIFY ends it.
 */
export class GatewaySession {
  readonly id = randomBytes(16).toString("hex");
  seq = 0;
  socket: WebSocket | undefined;
  ended = false;
  private readonly backlog: DispatchFrame[] = [];

  constructor(
    readonly intents: number,
    readonly token: string,
    /** [shard id, shard count], as IDENTIFY gave it. */
    readonly shard: [number, number] = [0, 1],
  ) {}

  next(event: GatewayDispatchEvents, d: unknown): DispatchFrame {
    this.seq += 1;
    const frame: DispatchFrame = { op: 0, t: event, s: this.seq, d };
    this.backlog.push(frame);
    if (this.backlog.length > BACKLOG_SIZE) this.backlog.shift();
    return frame;
  }

  missedSince(seq: number): DispatchFrame[] {
    return this.backlog.filter((frame) => frame.s > seq);
  }
}
