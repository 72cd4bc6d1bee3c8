import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Clock, OffsetClock } from "./clock.ts";
import { FakeDiscord } from "./fake-discord.ts";
import { GatewayServer } from "./gateway/gateway-server.ts";
import { type AckDeadlineOptions, World } from "./model/world.ts";
import { FailureInjector } from "./rest/failures.ts";
import { createRestHandler } from "./rest/rest-handler.ts";
import { Router } from "./rest/router.ts";
import { channelRoutes } from "./rest/routes/channel-routes.ts";
import { commandRoutes } from "./rest/routes/command-routes.ts";
import { dmRoutes, withDirectMessages } from "./rest/routes/dm-routes.ts";
import { guildRoutes } from "./rest/routes/guild-routes.ts";
import { interactionRoutes } from "./rest/routes/interaction-routes.ts";
import { metaRoutes } from "./rest/routes/meta-routes.ts";
import { threadRoutes } from "./rest/routes/thread-routes.ts";
import { webhookRoutes } from "./rest/routes/webhook-routes.ts";

export interface StartFakeDiscordOptions {
  /** The bot token the gateway and REST accept; random by default. */
  token?: string;
  /** Application id, also the bot user's id as on Discord; random by default. */
  applicationId?: string;
  botName?: string;
  /** Defaults to real time plus whatever advanceTime() skipped; pass a ManualClock for frozen time. */
  clock?: Clock;
  /**
   * The 3-second acknowledgement rule. Default: 3000 ms of fake time, so that only advanceTime()
   * makes an interaction fail: a test never fails because the machine is busy (issue 19). Clock
   * "real" checks it on a real timer.
   */
  ackDeadline?: Partial<AckDeadlineOptions>;
  /**
   * Default bound (real ms) for every wait of the driver. A wait ends as soon as what it waits for
   * happens, so the default (60 s) only catches a bot that never answers, even on a busy machine.
   */
  waitTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /** Privileged intents the app may use (GuildMembers, GuildPresences, MessageContent bits). */
  privilegedIntents?: number;
  /** The shard count GET /gateway/bot recommends; 1 by default. */
  recommendedShards?: number;
}

function randomSnowflake(): string {
  return (BigInt(Date.now() - 1_420_070_400_000) << 22n).toString();
}

/** Starts a fake Discord (REST + gateway) on 127.0.0.1 with a free port. */
export async function startFakeDiscord(options: StartFakeDiscordOptions = {}): Promise<FakeDiscord> {
  const applicationId = options.applicationId ?? randomSnowflake();
  const clock = options.clock ?? new OffsetClock();
  const world = new World(
    clock,
    {
      waitTimeoutMs: options.waitTimeoutMs ?? 60_000,
      ackDeadline: { clock: "fake", timeoutMs: 3000, ...options.ackDeadline },
      recommendedShards: options.recommendedShards ?? 1,
    },
    {
      applicationId,
      applicationName: options.botName ?? "Smash Up",
      botUserId: applicationId,
      token:
        options.token ??
        `${Buffer.from(applicationId).toString("base64url")}.fake.${randomBytes(20).toString("base64url")}`,
    },
  );
  const router = new Router();
  router.add(
    ...metaRoutes(),
    ...commandRoutes(),
    ...interactionRoutes(),
    ...webhookRoutes(),
    ...withDirectMessages(channelRoutes()),
    ...dmRoutes(),
    ...guildRoutes(),
    ...threadRoutes(),
  );
  const failures = new FailureInjector();
  const internalErrors: Error[] = [];
  const handler = createRestHandler({ world, router, failures, internalErrors });
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      internalErrors.push(error instanceof Error ? error : new Error(String(error)));
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const gateway = new GatewayServer(world, {
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
    privilegedIntents: options.privilegedIntents ?? 0,
  });
  server.on("upgrade", (request, socket, head) => gateway.handleUpgrade(request, socket, head));
  world.gateway = gateway;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  world.baseUrl = `http://127.0.0.1:${port}`;
  return new FakeDiscord({ world, gateway, failures, server, internalErrors });
}
