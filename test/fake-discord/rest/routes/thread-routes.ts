// Thread routes (resources/channel): Start Thread without Message, Modify Channel for a thread
// (archived, locked, auto_archive_duration, name), List Public Archived
// Threads and List Active Guild Threads (Delete Channel, for a thread too: channel-routes.ts). The model and Discord's quoted rules are in model/threads.ts.

import { ChannelType, PermissionFlagsBits } from "discord-api-types/v10";
import { DiscordError, discordErrors } from "../../discord-error.ts";
import { FormErrors, fieldErrors } from "../../form-errors.ts";
import { isRecord } from "../../json.ts";
import { checkString } from "../../limits/checks.ts";
import { hasAll } from "../../model/permissions.ts";
import {
  AUTO_ARCHIVE_DURATIONS,
  activeThreadsOf,
  archivedThreadError,
  FakeThread,
} from "../../model/threads.ts";
import type { World } from "../../model/world.ts";
import type { RouteContext, RouteDefinition, RouteResult } from "../router.ts";
import { channelOrThrow, ok, requireBotPermissions } from "./shared.ts";

/** 50024: the action does not apply to this kind of channel (a thread in a thread, a PATCH on a text channel...). */
function wrongChannelType(): DiscordError {
  return new DiscordError(400, 50024, "Cannot execute action on this channel type");
}

function threadOrThrow(world: World, channelId: string | undefined): FakeThread {
  const channel = channelOrThrow(world, channelId);
  if (!(channel instanceof FakeThread)) throw wrongChannelType();
  return channel;
}

function checkAutoArchive(value: unknown, errors: FormErrors): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !AUTO_ARCHIVE_DURATIONS.includes(value)) {
    errors.add(["auto_archive_duration"], fieldErrors.choice(AUTO_ARCHIVE_DURATIONS));
    return undefined;
  }
  return value;
}

/** POST /channels/{id}/threads: needs Create Public Threads in the parent; `type` is required in v10. */
function startThreadWithoutMessage({ world, params, body }: RouteContext): RouteResult {
  const parent = channelOrThrow(world, params.channelId);
  if (parent instanceof FakeThread) throw wrongChannelType();
  const input = isRecord(body) ? body : {};
  const errors = new FormErrors();
  const name = checkString(input.name, ["name"], errors, { min: 1, max: 100, required: true });
  const autoArchiveDuration = checkAutoArchive(input.auto_archive_duration, errors);
  if (input.type === undefined) errors.add(["type"], fieldErrors.required());
  else if (input.type !== ChannelType.PublicThread && input.type !== ChannelType.PrivateThread) {
    errors.add(["type"], fieldErrors.choice([ChannelType.PublicThread, ChannelType.PrivateThread]));
  }
  if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
  if (input.type === ChannelType.PrivateThread) {
    throw new Error("the fake Discord does not fake private threads (type 12) yet");
  }
  requireBotPermissions(world, parent, PermissionFlagsBits.CreatePublicThreads);
  const thread = world.startThread(parent, {
    name: name ?? "",
    owner: world.botUser,
    ...(autoArchiveDuration !== undefined ? { autoArchiveDuration } : {}),
  });
  return { status: 201, body: thread.toAPI() };
}

/**
 * PATCH /channels/{thread}: unarchiving an unlocked thread needs only the right to post in it
 * (Send Messages in Threads); archiving someone else's thread, locking or unlocking needs Manage
 * Threads; a locked archived thread is reopened only with Manage Threads.
 */
function modifyThread({ world, params, body }: RouteContext): RouteResult {
  const thread = threadOrThrow(world, params.channelId);
  const input = isRecord(body) ? body : {};
  const errors = new FormErrors();
  const name = checkString(input.name, ["name"], errors, { min: 1, max: 100 });
  const autoArchiveDuration = checkAutoArchive(input.auto_archive_duration, errors);
  for (const key of ["archived", "locked"] as const) {
    if (input[key] !== undefined && typeof input[key] !== "boolean") {
      errors.add([key], fieldErrors.badType("a boolean"));
    }
  }
  if (!errors.isEmpty) throw discordErrors.invalidFormBody(errors);
  const permissions = thread.guild.permissionsOf(world.botUser, thread);
  const canManage = hasAll(permissions, PermissionFlagsBits.ManageThreads);
  const own = thread.ownerId === world.botUser.id;
  const archived = input.archived as boolean | undefined;
  const locked = input.locked as boolean | undefined;
  requireBotPermissions(world, thread, 0n);
  if (locked !== undefined && locked !== thread.locked && !canManage)
    throw discordErrors.missingPermissions();
  if (archived === false && thread.archived) {
    if (thread.locked && !canManage) throw discordErrors.missingPermissions();
    requireBotPermissions(world, thread, PermissionFlagsBits.SendMessagesInThreads);
  }
  if (archived === true && !thread.archived && !own && !canManage) throw discordErrors.missingPermissions();
  // Anything but reopening it is refused while it stays archived.
  const reopens = archived === false;
  const changesMore = name !== undefined || autoArchiveDuration !== undefined || locked !== undefined;
  if (thread.archived && !reopens && changesMore) throw archivedThreadError();
  if (name !== undefined) thread.name = name;
  if (locked !== undefined) thread.locked = locked;
  if (autoArchiveDuration !== undefined) {
    thread.autoArchiveDuration = autoArchiveDuration;
    thread.lastActivityAt = world.clock.now();
  }
  if (archived !== undefined && archived !== thread.archived) thread.setArchived(archived);
  else if (changesMore) thread.announceUpdate();
  return ok(thread.toAPI());
}

/** GET /channels/{id}/threads/archived/public: newest archive first, `before` an ISO time, `limit`. */
function listPublicArchived({ world, params, query }: RouteContext): RouteResult {
  const parent = channelOrThrow(world, params.channelId);
  requireBotPermissions(world, parent, PermissionFlagsBits.ReadMessageHistory);
  const limit = Math.min(100, Math.max(2, Number(query.get("limit") ?? 50) || 50));
  const before = query.get("before");
  const archived = world
    .threadsOf({ parentId: parent.id })
    .filter((thread) => thread.archived)
    .filter((thread) => !before || thread.archiveTimestamp < new Date(before).toISOString())
    .sort((a, b) => (a.archiveTimestamp < b.archiveTimestamp ? 1 : -1));
  const page = archived.slice(0, limit);
  return ok({
    threads: page.map((thread) => thread.toAPI()),
    members: [],
    has_more: archived.length > limit,
  });
}

/** GET /guilds/{id}/threads/active. */
function listActive({ world, params }: RouteContext): RouteResult {
  const guild = params.guildId ? world.guilds.get(params.guildId) : undefined;
  if (!guild) throw discordErrors.unknownGuild();
  return ok({ threads: activeThreadsOf(world, guild.id), members: [] });
}

export function threadRoutes(): RouteDefinition[] {
  return [
    {
      method: "POST",
      pattern: "/channels/:channelId/threads",
      auth: "bot",
      handler: startThreadWithoutMessage,
    },
    { method: "PATCH", pattern: "/channels/:channelId", auth: "bot", handler: modifyThread },
    {
      method: "GET",
      pattern: "/channels/:channelId/threads/archived/public",
      auth: "bot",
      handler: listPublicArchived,
    },
    { method: "GET", pattern: "/guilds/:guildId/threads/active", auth: "bot", handler: listActive },
  ];
}
