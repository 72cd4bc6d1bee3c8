// Games in threads (issue 26). A game is keyed by its channel id, and a thread id is a channel id:
// everything the bot does through REST (post, edit, read the history) works in a thread as it does
// in a channel. What differs, as Discord documents it:
// - opening a public thread needs Create Public Threads in the channel, posting in it Send Messages
//   in Threads (not Send Messages);
// - a thread archives itself after its auto-archive time without activity; an archived thread
//   refuses edits (50083) until it is unarchived, and a post reopens it unless it is locked;
// - discord.js learns the active threads from GUILD_CREATE only: after a restart, an archived
//   thread is unknown to it until fetched.

import {
  ChannelType,
  type Client,
  PermissionFlagsBits,
  type PermissionsBitField,
  Routes,
  ThreadAutoArchiveDuration,
} from "discord.js";
import type { Logger } from "pino";
import { loggableError } from "./loggable-error.ts";

export type ThreadPermission = "createPublicThreads" | "sendMessagesInThreads";

const NEEDED_TO_OPEN: [ThreadPermission, bigint][] = [
  ["createPublicThreads", PermissionFlagsBits.CreatePublicThreads],
  ["sendMessagesInThreads", PermissionFlagsBits.SendMessagesInThreads],
];

/** Discord's longest auto-archive time: games last days, and an idle week is rare. */
export const GAME_THREAD_AUTO_ARCHIVE = ThreadAutoArchiveDuration.OneWeek;
/** Discord's limit on a channel name. */
const THREAD_NAME_MAX = 100;

/** What the bot lacks in a channel to open a game's thread there (from the interaction's `appPermissions`). */
export function missingThreadPermissions(
  appPermissions: Readonly<PermissionsBitField> | null,
): ThreadPermission[] {
  if (!appPermissions) return [];
  return NEEDED_TO_OPEN.filter(([, flag]) => !appPermissions.has(flag)).map(([name]) => name);
}

/** Opens a public thread in `parentId` without a starter message; answers its id. */
export async function openGameThread(client: Client, parentId: string, name: string): Promise<string> {
  const created = (await client.rest.post(Routes.threads(parentId), {
    body: {
      name: [...name].slice(0, THREAD_NAME_MAX).join(""),
      type: ChannelType.PublicThread,
      auto_archive_duration: GAME_THREAD_AUTO_ARCHIVE,
    },
    reason: "a game of Smash Up in its own thread",
  })) as { id: string };
  return created.id;
}

/**
 * Whether `reopenIfArchived` may have anything to do for the channel: false for a channel
 * discord.js knows to be a text channel or an active thread (and for a client without a cache),
 * for which it would return at once. Lets a click's publish skip the call (and its await).
 */
export function mayBeArchived(client: Client, channelId: string): boolean {
  const cache = client.channels?.cache;
  if (!cache) return false;
  const known = cache.get(channelId);
  return !known || (known.isThread() && known.archived === true);
}

/**
 * Unarchives the game's channel if it is an archived thread, so that its board can be edited
 * (posting alone would reopen it, editing does not). Free for a channel discord.js knows to be a
 * text channel or an active thread. An unknown channel of a guild this process has (an archived
 * thread after a restart: GUILD_CREATE lists active threads only) is fetched once, after which
 * discord.js keeps it up to date from THREAD_UPDATE; a guild of another process's shards is left
 * to that process (no fetch on every publish). Never throws: a thread that stays archived (locked,
 * no permission) makes the edits fail as they would have, and the reconciler tries again later.
 */
export async function reopenIfArchived(
  client: Client,
  where: { guildId: string; channelId: string },
  log: Logger,
): Promise<void> {
  const { guildId, channelId } = where;
  // Test stand-ins of the client carry REST only.
  const cache = client.channels?.cache;
  if (!cache) return;
  try {
    const known = cache.get(channelId);
    const channel =
      known ??
      (client.guilds.cache.has(guildId) ? await client.channels.fetch(channelId).catch(() => null) : null);
    if (!channel?.isThread() || !channel.archived) return;
    // Locked by a moderator: only Manage Threads reopens it, and asking without it on every retry
    // would only collect refusals.
    const me = client.user;
    if (channel.locked && !(me && channel.permissionsFor(me)?.has(PermissionFlagsBits.ManageThreads))) {
      log.warn({ channelId }, "the game's thread is locked and archived: the bot may not reopen it");
      return;
    }
    await channel.setArchived(false, "the game in this thread goes on");
    log.info({ channelId }, "unarchived the game's thread");
  } catch (error) {
    log.warn({ err: loggableError(error), channelId }, "could not unarchive the game's thread");
  }
}
