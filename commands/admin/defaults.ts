// `/smashup-admin defaults [vp-target] [turn-timer] [selection] [hidden-timing] [language] [pictures] [thread]`: the
// options a new lobby of this server starts with. Values come from the slash options or from the
// panel's selects; both go through one zod schema, so a forged select value is refused the same
// way as a bad option, and nothing is saved unless everything is valid.

import {
  type APIEmbed,
  type ChatInputCommandInteraction,
  MessageFlags,
  type StringSelectMenuInteraction,
} from "discord.js";
import { z } from "zod";
import { timerHoursFromMinutes } from "../../src/app/lobby.ts";
import { TURN_TIMER_HOURS } from "../../src/app/setup.ts";
import { type Locale, msg } from "../../src/i18n/index.ts";
import type { GuildDefaults, GuildSettings } from "../../src/store/index.ts";
import type { CommandContext } from "../types.ts";
import { UserError } from "../user-error.ts";
import type { AdminCaller } from "./access.ts";
import { type DefaultKey, encodeAdminId } from "./custom-id.ts";
import { type AdminPayload, adminPayload, option, selectRow } from "./payload.ts";

/** Slash option names, by the key of the value they set. */
export const DEFAULT_OPTIONS = {
  vp: "vp-target",
  timer: "turn-timer",
  mode: "selection",
  hidden: "hidden-timing",
  lang: "language",
} as const satisfies Record<DefaultKey, string>;
/** Slash option only: the panel's five rows of menus are all taken. */
export const PICTURES_OPTION = "pictures";
/** Slash option only, like pictures: new games open in a thread of their channel (issue 26). */
export const THREAD_OPTION = "thread";

export const SELECTION_MODES = ["draft", "free", "random"] as const;
const VP_PRESETS = [5, 8, 10, 12, 15, 20, 25, 30];
const COLOR = 0x57f287;

/** What an admin may set, one key per select. Hours, as lobbies offer them; stored in minutes. */
const defaultsInput = z
  .object({
    vp: z.number().int().min(1).max(100),
    timer: z.number().refine((h) => (TURN_TIMER_HOURS as readonly number[]).includes(h)),
    mode: z.enum(SELECTION_MODES),
    hidden: z.boolean(),
    lang: z.enum(["auto", "en", "fr"]),
    pictures: z.boolean(),
    thread: z.boolean(),
  })
  .partial()
  .strict();
type DefaultsInput = z.infer<typeof defaultsInput>;

export async function changeDefaults(
  interaction: ChatInputCommandInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const o = interaction.options;
  const typed: Record<string, unknown> = {
    vp: o.getInteger(DEFAULT_OPTIONS.vp),
    timer: o.getInteger(DEFAULT_OPTIONS.timer),
    mode: o.getString(DEFAULT_OPTIONS.mode),
    hidden: o.getBoolean(DEFAULT_OPTIONS.hidden),
    lang: o.getString(DEFAULT_OPTIONS.lang),
    pictures: o.getBoolean(PICTURES_OPTION),
    thread: o.getBoolean(THREAD_OPTION),
  };
  const given = Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== null));
  const payload =
    Object.keys(given).length === 0
      ? defaultsPayload(await context.store.getGuildSettings(caller.guildId), caller.locale)
      : await save(given, caller, context);
  await interaction.reply({ flags: MessageFlags.Ephemeral, ...payload });
}

export async function chooseDefault(
  key: DefaultKey,
  interaction: StringSelectMenuInteraction,
  caller: AdminCaller,
  context: CommandContext,
): Promise<void> {
  const [value] = interaction.values;
  await interaction.update(await save({ [key]: fromSelectValue(key, value ?? "") }, caller, context));
}

/** A select's string value as the typed value the schema checks (anything odd stays odd and fails). */
function fromSelectValue(key: DefaultKey, value: string): unknown {
  switch (key) {
    case "vp":
    case "timer":
      return /^\d{1,3}$/.test(value) ? Number(value) : value;
    case "hidden":
      return value === "on" ? true : value === "off" ? false : value;
    default:
      return value;
  }
}

async function save(given: Record<string, unknown>, caller: AdminCaller, context: CommandContext) {
  const m = msg(caller.locale).admin.defaults;
  const parsed = defaultsInput.safeParse(given);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0];
    const label =
      typeof key === "string" && key in LABEL_KEYS
        ? m[LABEL_KEYS[key as DefaultKey]]
        : key === "pictures"
          ? m.pictures
          : key === "thread"
            ? msg(caller.locale).threads.field
            : m.title;
    throw new UserError(m.invalid(label));
  }
  const settings = await context.store.updateGuildSettings(caller.guildId, {
    defaults: toStored(parsed.data),
  });
  context.log.info({ defaults: parsed.data }, "server default options changed");
  return defaultsPayload(settings, caller.locale, m.saved);
}

const LABEL_KEYS = {
  vp: "vpTarget",
  timer: "turnTimer",
  mode: "selection",
  hidden: "hiddenTiming",
  lang: "language",
} as const satisfies Record<DefaultKey, keyof ReturnType<typeof msg>["admin"]["defaults"]>;

function toStored(input: DefaultsInput): Partial<GuildDefaults> {
  const out: Partial<GuildDefaults> = {};
  if (input.vp !== undefined) out.vpTarget = input.vp;
  if (input.timer !== undefined) out.turnTimerMinutes = input.timer * 60;
  if (input.mode !== undefined) out.selectionMode = input.mode;
  if (input.hidden !== undefined) out.hiddenTiming = input.hidden;
  if (input.lang !== undefined) out.locale = input.lang;
  if (input.pictures !== undefined) out.pictures = input.pictures;
  if (input.thread !== undefined) out.thread = input.thread;
  return out;
}

export function defaultsPayload(settings: GuildSettings, locale: Locale, notice?: string): AdminPayload {
  const m = msg(locale).admin.defaults;
  const d = settings.defaults;
  // A timer stored in minutes shows as the duration a lobby would actually use.
  const hours = timerHoursFromMinutes(d.turnTimerMinutes);
  const embed: APIEmbed = {
    title: m.title,
    description: m.intro,
    color: COLOR,
    fields: [
      { name: m.vpTarget, value: m.vpValue(d.vpTarget), inline: true },
      { name: m.turnTimer, value: m.timerValue(hours), inline: true },
      { name: m.selection, value: m.selectionValue[d.selectionMode], inline: true },
      { name: m.hiddenTiming, value: m.hiddenTimingValue(d.hiddenTiming), inline: false },
      { name: m.language, value: m.languageName[d.locale], inline: true },
      { name: m.pictures, value: m.picturesValue(d.pictures), inline: false },
      { name: msg(locale).threads.field, value: msg(locale).threads.value(d.thread), inline: false },
    ],
  };
  const vps = [...new Set([...VP_PRESETS, d.vpTarget])].sort((a, b) => a - b);
  const select = (key: DefaultKey, options: ReturnType<typeof option>[]) =>
    selectRow({
      custom_id: encodeAdminId({ kind: "default", key }),
      placeholder: m.placeholders[LABEL_KEYS[key]],
      min_values: 1,
      max_values: 1,
      options,
    });
  return adminPayload({
    content: notice ?? "",
    embeds: [embed],
    components: [
      select(
        "vp",
        vps.map((vp) => option(`${m.vpTarget}: ${m.vpValue(vp)}`, String(vp), vp === d.vpTarget)),
      ),
      select(
        "timer",
        TURN_TIMER_HOURS.map((h) => option(`${m.turnTimer}: ${m.timerValue(h)}`, String(h), h === hours)),
      ),
      select(
        "mode",
        SELECTION_MODES.map((mode) =>
          option(`${m.selection}: ${m.selectionValue[mode]}`, mode, mode === d.selectionMode),
        ),
      ),
      select(
        "hidden",
        [true, false].map((on) => option(m.hiddenTimingValue(on), on ? "on" : "off", on === d.hiddenTiming)),
      ),
      select(
        "lang",
        (["auto", "en", "fr"] as const).map((l) =>
          option(`${m.language}: ${m.languageName[l]}`, l, l === d.locale),
        ),
      ),
    ],
  });
}
