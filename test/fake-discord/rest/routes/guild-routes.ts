import { discordErrors } from "../../discord-error.ts";
import type { FakeGuild } from "../../model/guilds.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition, RouteResult } from "../router.ts";
import { ok } from "./shared.ts";

function guildOrThrow(world: World, guildId: string | undefined): FakeGuild {
  const guild = guildId ? world.guilds.get(guildId) : undefined;
  if (!guild) throw discordErrors.unknownGuild();
  return guild;
}

function getGuild({ world, params }: RouteContext): RouteResult {
  const { members, channels, threads, presences, voice_states, joined_at, large, member_count, ...guild } =
    guildOrThrow(world, params.guildId).toGuildCreate();
  return ok(guild);
}

function getMember({ world, params }: RouteContext): RouteResult {
  const guild = guildOrThrow(world, params.guildId);
  const member = params.userId ? guild.members.get(params.userId) : undefined;
  if (!member) throw discordErrors.unknownMember();
  return ok(member.toAPI());
}

/** Sorted by user id, paged with `after` and `limit` (1-1000, default 1). */
function listMembers({ world, params, query }: RouteContext): RouteResult {
  const guild = guildOrThrow(world, params.guildId);
  const limit = Math.min(1000, Math.max(1, Number(query.get("limit") ?? 1) || 1));
  const after = BigInt(query.get("after") ?? "0");
  const members = [...guild.members.values()]
    .filter((member) => BigInt(member.user.id) > after)
    .sort((a, b) => (BigInt(a.user.id) < BigInt(b.user.id) ? -1 : 1))
    .slice(0, limit);
  return ok(members.map((member) => member.toAPI()));
}

export function guildRoutes(): RouteDefinition[] {
  return [
    { method: "GET", pattern: "/guilds/:guildId", auth: "bot", handler: getGuild },
    {
      method: "GET",
      pattern: "/guilds/:guildId/channels",
      auth: "bot",
      handler: ({ world, params }) =>
        ok([...guildOrThrow(world, params.guildId).channels.values()].map((c) => c.toAPI())),
    },
    {
      method: "GET",
      pattern: "/guilds/:guildId/roles",
      auth: "bot",
      handler: ({ world, params }) =>
        ok([...guildOrThrow(world, params.guildId).roles.values()].map((r) => r.toAPI())),
    },
    { method: "GET", pattern: "/guilds/:guildId/members", auth: "bot", handler: listMembers },
    { method: "GET", pattern: "/guilds/:guildId/members/:userId", auth: "bot", handler: getMember },
  ];
}
