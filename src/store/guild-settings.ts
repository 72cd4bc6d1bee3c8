import { z } from "zod";
import type { GuildSettings } from "./types.ts";

/** Box and faction ids as used by cards/ (e.g. "core", "aliens", "killer-plants"). */
const contentId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "expected a lowercase id like `core`");
const uniqueIds = (max: number) =>
  z
    .array(contentId)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export const BASE_DECKS = ["factions", "boxes"] as const;
export type BaseDeck = (typeof BASE_DECKS)[number];

export const guildDefaultsSchema = z.object({
  /** Victory points needed to win (the rulebook's 15 by default). */
  vpTarget: z.number().int().min(1).max(100),
  /** Minutes a player has to act before being reminded; 0 disables the timer. */
  turnTimerMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  selectionMode: z.enum(["draft", "random", "free"]),
  /**
   * Prompt every player in Special windows even when they have nothing to play,
   * so that the timing of the table does not reveal anything about their hands.
   */
  hiddenTiming: z.boolean(),
  /** Language of the games' public messages; "auto" follows the server's preferred locale. */
  locale: z.enum(["auto", "en", "fr"]),
  /**
   * Base deck of new games (SETUP-5, DIFF-16): the bases of the boxes of the chosen factions (the
   * rulebooks' procedure), or every base of the game's boxes (the option the digest allows admins).
   */
  baseDeck: z.enum(BASE_DECKS),
  /** The board as a picture next to the text board in new games (issue 24). */
  pictures: z.boolean(),
  /** New games open in a thread of their channel (issue 26); the host may still choose. */
  thread: z.boolean(),
});
export type GuildDefaults = z.infer<typeof guildDefaultsSchema>;

export const DEFAULT_ENABLED_BOXES: readonly string[] = ["core"];
export const DEFAULT_GUILD_DEFAULTS: Readonly<GuildDefaults> = {
  vpTarget: 15,
  turnTimerMinutes: 0,
  selectionMode: "draft",
  hiddenTiming: false,
  locale: "auto",
  baseDeck: "factions",
  pictures: true,
  thread: false,
};

/** What an update may contain; unknown keys are rejected so typos do not pass silently. */
export const guildSettingsPatchSchema = z.strictObject({
  enabledBoxes: uniqueIds(100)
    .refine((boxes) => boxes.length > 0, "enable at least one box")
    .optional(),
  bannedFactions: uniqueIds(500).optional(),
  banFactions: uniqueIds(500).optional(),
  unbanFactions: uniqueIds(500).optional(),
  defaults: guildDefaultsSchema.partial().strict().optional(),
});

// Stored defaults are read leniently: a key that is missing or no longer valid
// (an older version of this schema) falls back to its default instead of
// making the guild unusable.
const storedDefaultsSchema = z.object({
  vpTarget: guildDefaultsSchema.shape.vpTarget.catch(DEFAULT_GUILD_DEFAULTS.vpTarget),
  turnTimerMinutes: guildDefaultsSchema.shape.turnTimerMinutes.catch(DEFAULT_GUILD_DEFAULTS.turnTimerMinutes),
  selectionMode: guildDefaultsSchema.shape.selectionMode.catch(DEFAULT_GUILD_DEFAULTS.selectionMode),
  hiddenTiming: guildDefaultsSchema.shape.hiddenTiming.catch(DEFAULT_GUILD_DEFAULTS.hiddenTiming),
  locale: guildDefaultsSchema.shape.locale.catch(DEFAULT_GUILD_DEFAULTS.locale),
  baseDeck: guildDefaultsSchema.shape.baseDeck.catch(DEFAULT_GUILD_DEFAULTS.baseDeck),
  pictures: guildDefaultsSchema.shape.pictures.catch(DEFAULT_GUILD_DEFAULTS.pictures),
  thread: guildDefaultsSchema.shape.thread.catch(DEFAULT_GUILD_DEFAULTS.thread),
});

export function readStoredDefaults(stored: unknown): GuildDefaults {
  return storedDefaultsSchema.parse(typeof stored === "object" && stored !== null ? stored : {});
}

/** The settings of a server that never changed them. */
export function defaultGuildSettings(guildId: string): GuildSettings {
  return {
    guildId,
    enabledBoxes: [...DEFAULT_ENABLED_BOXES],
    bannedFactions: [],
    defaults: { ...DEFAULT_GUILD_DEFAULTS },
    updatedAt: null,
  };
}
