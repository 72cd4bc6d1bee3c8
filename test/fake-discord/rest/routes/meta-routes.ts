import type {
  APIApplication,
  APIGatewayBotInfo,
  ApplicationFlags,
  RESTGetAPIGatewayResult,
} from "discord-api-types/v10";
import { discordErrors } from "../../discord-error.ts";
import type { World } from "../../model/world.ts";
import type { RouteDefinition } from "../router.ts";
import { ok } from "./shared.ts";

function gatewayUrl(world: World): string {
  return world.baseUrl.replace(/^http/, "ws");
}

export function applicationJson(world: World): APIApplication {
  return {
    id: world.applicationId,
    name: world.botUser.username,
    icon: null,
    description: "",
    summary: "",
    bot_public: false,
    bot_require_code_grant: false,
    bot: world.botUser.toAPI(),
    verify_key: "0".repeat(64),
    team: null,
    // No flag set; the enum has no zero member.
    flags: 0 as ApplicationFlags,
    flags_new: "0",
    approximate_guild_count: world.guilds.size,
    redirect_uris: [],
    interactions_endpoint_url: null,
  };
}

/** Login and identity: the only REST call discord.js makes at login is GET /gateway/bot. */
export function metaRoutes(): RouteDefinition[] {
  return [
    {
      method: "GET",
      pattern: "/gateway/bot",
      auth: "bot",
      handler: ({ world }) => {
        const info: APIGatewayBotInfo = {
          url: gatewayUrl(world),
          shards: world.options.recommendedShards ?? 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
        };
        return ok(info);
      },
    },
    {
      method: "GET",
      pattern: "/gateway",
      auth: "none",
      handler: ({ world }) => ok({ url: gatewayUrl(world) } satisfies RESTGetAPIGatewayResult),
    },
    { method: "GET", pattern: "/users/@me", auth: "bot", handler: ({ world }) => ok(world.botUser.toAPI()) },
    {
      method: "GET",
      pattern: "/users/:userId",
      auth: "bot",
      handler: ({ world, params }) => {
        const user = params.userId ? world.users.get(params.userId) : undefined;
        if (!user) throw discordErrors.unknownUser();
        return ok(user.toAPI());
      },
    },
    {
      method: "GET",
      pattern: "/applications/@me",
      auth: "bot",
      handler: ({ world }) => ok(applicationJson(world)),
    },
    {
      method: "GET",
      pattern: "/oauth2/applications/@me",
      auth: "bot",
      handler: ({ world }) => ok(applicationJson(world)),
    },
  ];
}
