// The Discord-side helpers on their own: the confirmation custom_ids (forgeries refused), the
// language of a game's public messages, the permissions a game channel needs, display names,
// and Discord errors stripped of their request bodies before logging.

import {
  type Client,
  DiscordAPIError,
  PermissionFlagsBits,
  PermissionsBitField,
  type User,
} from "discord.js";
import { describe, expect, it } from "vitest";
import { decodeConfirmId, encodeConfirmId } from "../../src/discord/confirm-id.ts";
import { loggableError } from "../../src/discord/loggable-error.ts";
import { displayName } from "../../src/discord/members.ts";
import { missingGamePermissions } from "../../src/discord/permissions.ts";
import { publicLocale } from "../../src/discord/public-locale.ts";
import { mayBeArchived, missingThreadPermissions } from "../../src/discord/threads.ts";
import { DEFAULT_ENABLED_BOXES, DEFAULT_GUILD_DEFAULTS, type GuildSettings } from "../../src/store/index.ts";

const GAME = "0b8e4a53-37f4-4d5f-9d2a-1d8f0e6c5b11";

describe("confirmation custom_ids", () => {
  it("round-trip concessions and kick votes within Discord's 100 characters", () => {
    const kick = encodeConfirmId({ gameId: GAME, verb: "kick", userId: "12345678901234567890" });
    expect(kick.length).toBeLessThanOrEqual(100);
    expect(decodeConfirmId(kick)).toEqual({ gameId: GAME, verb: "kick", userId: "12345678901234567890" });
    // A vote to replace with an AI carries the level the table chose (issue 23); a button made
    // before levels were offered (no level) stands for Normal.
    const hard = { gameId: GAME, verb: "kickai", userId: "12345678901234567890", level: "hard" } as const;
    expect(encodeConfirmId(hard).length).toBeLessThanOrEqual(100);
    expect(decodeConfirmId(encodeConfirmId(hard))).toEqual(hard);
    expect(decodeConfirmId(kick.replace(":kick:", ":kickai:"))).toMatchObject({
      verb: "kickai",
      level: "normal",
    });
    expect(decodeConfirmId(encodeConfirmId({ gameId: GAME, verb: "concede" }))).toEqual({
      gameId: GAME,
      verb: "concede",
    });
  });

  it("refuses anything it did not make", () => {
    const concede = encodeConfirmId({ gameId: GAME, verb: "concede" });
    const short = concede.split(":")[1] as string;
    for (const forged of [
      "cf",
      "cf:junk:concede",
      `cf:${short}:concede:extra`,
      `cf:${short}:kick`,
      `cf:${short}:kick:<@1>`,
      `cf:${short}:surrender`,
      `sg:${short}:concede`,
      // The same id spelled with the unused low bits of its last character set.
      `cf:${short.slice(0, 21)}${String.fromCharCode(short.charCodeAt(21) + 1)}:concede`,
      `cf:${short}:kick:${"1".repeat(90)}`,
      `cf:${short}:kick:123:hard`,
      `cf:${short}:kickai:123:expert`,
      `cf:${short}:kickai:123:hard:more`,
    ]) {
      expect(decodeConfirmId(forged), forged).toBeNull();
    }
  });
});

describe("the language of a game's public messages", () => {
  const settings = (locale: "auto" | "en" | "fr"): GuildSettings => ({
    guildId: "g",
    enabledBoxes: [...DEFAULT_ENABLED_BOXES],
    bannedFactions: [],
    defaults: { ...DEFAULT_GUILD_DEFAULTS, locale },
    updatedAt: new Date(),
  });

  it("follows the server's preferred locale unless the admins chose a language", () => {
    expect(DEFAULT_GUILD_DEFAULTS.locale).toBe("auto");
    expect(publicLocale(settings("auto"), "fr")).toBe("fr");
    expect(publicLocale(settings("auto"), "en-GB")).toBe("en");
    // Changing another setting leaves the language on "auto".
    expect(publicLocale(settings("en"), "fr")).toBe("en");
    expect(publicLocale(settings("fr"), "en-US")).toBe("fr");
  });
});

describe("the permissions of a game channel", () => {
  it("names each one the bot lacks", () => {
    const all = new PermissionsBitField([
      PermissionFlagsBits.ViewChannel,
      PermissionFlagsBits.SendMessages,
      PermissionFlagsBits.EmbedLinks,
      PermissionFlagsBits.ReadMessageHistory,
    ]);
    expect(missingGamePermissions(all)).toEqual([]);
    const some = new PermissionsBitField([PermissionFlagsBits.ViewChannel, PermissionFlagsBits.SendMessages]);
    expect(missingGamePermissions(some)).toEqual(["embedLinks", "readMessageHistory"]);
  });

  it("in a thread, posting needs Send Messages in Threads, not Send Messages (issue 26)", () => {
    const base = [
      PermissionFlagsBits.ViewChannel,
      PermissionFlagsBits.EmbedLinks,
      PermissionFlagsBits.ReadMessageHistory,
    ];
    const channelOnly = new PermissionsBitField([...base, PermissionFlagsBits.SendMessages]);
    const threadOnly = new PermissionsBitField([...base, PermissionFlagsBits.SendMessagesInThreads]);
    expect(missingGamePermissions(channelOnly, { thread: true })).toEqual(["sendMessages"]);
    expect(missingGamePermissions(threadOnly, { thread: true })).toEqual([]);
    expect(missingGamePermissions(threadOnly)).toEqual(["sendMessages"]);
    expect(missingThreadPermissions(channelOnly)).toEqual(["createPublicThreads", "sendMessagesInThreads"]);
    expect(
      missingThreadPermissions(new PermissionsBitField([...base, PermissionFlagsBits.CreatePublicThreads])),
    ).toEqual(["sendMessagesInThreads"]);
  });
});

describe("a click's publish and the game's thread", () => {
  // What reopenIfArchived would do nothing for, the publish skips without an await (issue 22, cpu46).
  const channel = (thread: boolean, archived: boolean | null) => ({
    isThread: () => thread,
    archived: thread ? archived : undefined,
  });
  const client = (channels: Record<string, unknown> | null) =>
    ({ channels: channels && { cache: new Map(Object.entries(channels)) } }) as unknown as Client;

  it("is skipped for a channel known to be a text channel or an active thread", () => {
    const known = client({ text: channel(false, null), active: channel(true, false) });
    expect(mayBeArchived(known, "text")).toBe(false);
    expect(mayBeArchived(known, "active")).toBe(false);
    // A stand-in without a cache: reopenIfArchived returns at once too.
    expect(mayBeArchived(client(null), "text")).toBe(false);
  });

  it("is made for an archived thread and for a channel not known (fetched then)", () => {
    const known = client({ archived: channel(true, true) });
    expect(mayBeArchived(known, "archived")).toBe(true);
    expect(mayBeArchived(known, "unknown")).toBe(true);
  });
});

describe("display names", () => {
  const user = { displayName: "Global", username: "user" } as User;
  it("prefer the server nickname, then the user's display name", () => {
    expect(displayName(user, { nick: "Nick" })).toBe("Nick");
    expect(displayName(user, { nick: null })).toBe("Global");
    expect(displayName(user, null)).toBe("Global");
  });
});

describe("Discord errors in log lines", () => {
  it("lose the request body, which may hold a player's hand", () => {
    const error = new DiscordAPIError(
      { code: 50035, message: "Invalid Form Body" },
      50035,
      400,
      "PATCH",
      "https://discord.test/api/v10/webhooks/1/token/messages/@original",
      { body: { content: "Your hand: Invader, Collector" }, files: undefined },
    );
    expect(JSON.stringify(error.requestBody)).toContain("Invader");
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain("Invalid Form Body");
    expect(logged).not.toContain("Invader");
    const plain = new Error("database on fire");
    expect(loggableError(plain)).toBe(plain);
  });
});
