// /smashup-admin end to end: the real bot (startBot: discord.js client, game service, announcer)
// against the fake Discord, on a test database. Server admins change the boxes, banned factions
// and default options of their server and end a stuck game; everyone else is refused on the
// server side even when Discord lets the command through.

import {
  type APIMessageTopLevelComponent,
  ButtonStyle,
  ComponentType,
  Locale,
  PermissionFlagsBits,
} from "discord.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { factionPool, type GameService, type GameSetupRecord } from "../../src/app/index.ts";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { parseConfig } from "../../src/config/config.ts";
import { allFactions } from "../../src/engine/defs.ts";
import { msg } from "../../src/i18n/index.ts";
import { createLogger } from "../../src/log/logger.ts";
import {
  type CommandInput,
  CommandInputError,
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeMessage,
  type FakeRole,
  type FakeUser,
  startFakeDiscord,
  type UserDriver,
} from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// The core set and Monster Smash are implemented: Monster Smash is a second box that can be
// enabled, with its four factions.
const MONSTER_SMASH_FACTIONS = allFactions()
  .filter((f) => f.box === "monster-smash")
  .map((f) => f.id)
  .sort();

const ADMIN = "smashup-admin";

let db: TestDatabase;
let fake: FakeDiscord;
let bot: RunningBot;
let games: GameService;
let guild: FakeGuild;
let adminRole: FakeRole;
let channelCount = 0;
let ada: FakeUser; // server admin, English
let amelie: FakeUser; // server admin, French
let mallory: FakeUser; // member without Manage Server
let bob: FakeUser; // a player
/** The bot's log lines at info level and above. */
const logLines: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
  fake = await startFakeDiscord();
  guild = fake.createGuild({ name: "Table" });
  adminRole = guild.createRole("Admins", PermissionFlagsBits.ManageGuild);
  ada = fake.createUser("ada", { locale: Locale.EnglishGB });
  amelie = fake.createUser("amelie", { locale: Locale.French });
  mallory = fake.createUser("mallory", { locale: Locale.EnglishUS });
  bob = fake.createUser("bob", { locale: Locale.EnglishUS });
  guild.addMember(ada, { roles: [adminRole] });
  guild.addMember(amelie, { permissions: PermissionFlagsBits.ManageGuild });
  guild.addMember(mallory);
  guild.addMember(bob);
  const config = parseConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_DEV_GUILD_ID: guild.id,
    DISCORD_API_URL: fake.restUrl,
    DATABASE_URL: db.url,
  });
  let seed = 99;
  const log = createLogger({
    level: "info",
    pretty: false,
    destination: { write: (line: string) => logLines.push(JSON.parse(line)) },
  });
  bot = await startBot({ config, log, store: db.store, newSeed: () => seed++ });
  games = bot.games;
});

afterAll(async () => {
  await bot?.stop();
  await fake?.close();
  await db?.close();
});

afterEach(() => {
  expect(fake.violations).toEqual([]);
  expect(fake.internalErrors).toEqual([]);
  // Refusals are expected (logged at info); nothing may fail or warn.
  expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
});

function newChannel(): FakeChannel {
  channelCount += 1;
  return guild.createTextChannel(`table-${channelCount}`);
}

const settings = () => db.store.getGuildSettings(guild.id);

/** What a modified client would send: the message as the user's client holds it, altered. */
function tamper(message: FakeMessage, alter: (components: APIMessageTopLevelComponent[]) => void): void {
  const components = structuredClone(message.data.components ?? []);
  alter(components);
  message.data = { ...message.data, components };
}

function selectOf(message: FakeMessage, customId: string) {
  const select = message.component(customId);
  if (select.type !== ComponentType.StringSelect) throw new Error(`${customId} is not a string select`);
  return select;
}

/** The boxes the lobby message of `channel` lets its host choose from. */
function lobbyBoxChoices(channel: FakeChannel): string[] {
  const lobby = channel.messages.find((m) => m.embeds.length > 0);
  if (!lobby) throw new Error(`no lobby message in #${channel.name}`);
  const select = lobby.interactiveComponents.find(
    (c) => c.type === ComponentType.StringSelect && c.options.some((o) => o.value === "core"),
  );
  return select?.type === ComponentType.StringSelect ? select.options.map((o) => o.value) : [];
}

async function openBoxes(channel: FakeChannel): Promise<unknown> {
  const open = await db.store.loadActiveGameByChannel(channel.id);
  return (open?.game.setup as GameSetupRecord | undefined)?.options.boxes;
}

/** Opens a lobby hosted by `host` through the game service, as /smashup new does. */
async function openLobby(channel: FakeChannel, host: FakeUser, options: Record<string, unknown> = {}) {
  const opened = await games.openLobby({
    guildId: guild.id,
    channelId: channel.id,
    hostId: host.id,
    hostName: host.username,
    options,
  });
  if (!opened.ok) throw new Error(`lobby refused: ${opened.reason}`);
  return opened.snapshot;
}

describe("/smashup-admin", () => {
  it("is registered for members with Manage Server, in servers only, in English and French", () => {
    const command = fake.commands(guild).find((c) => c.name === ADMIN);
    expect(command).toMatchObject({
      default_member_permissions: String(PermissionFlagsBits.ManageGuild),
      contexts: [0],
      description_localizations: { fr: "Réglages Smash Up de ce serveur (Gérer le serveur)" },
    });
    expect(command?.options?.map((o) => [o.name, o.name_localizations?.fr])).toEqual([
      ["boxes", "boîtes"],
      ["ban", "bannir"],
      ["unban", "débannir"],
      ["defaults", "défauts"],
      ["end-game", "fin-de-partie"],
      ["ratings", "cotes"],
      ["report", "signalement"],
      ["delete-data", "supprimer-données"],
      ["away", "absences"],
    ]);
  });
});

describe("boxes", () => {
  it("lists the four boxes, enables and disables the playable ones, and new lobbies offer only those", async () => {
    const admin = fake.user(ada);
    const panel = await admin.slash(newChannel(), ADMIN, { subcommand: "boxes" });
    expect(panel.ephemeral).toBe(true);
    const text = panel.embeds[0]?.description ?? "";
    expect(text).toContain("✅ Enabled — **Smash Up (core set)** (Smash Up (boîte de base)) · 8 factions");
    expect(text).toContain("⬜ Disabled — **Monster Smash** (Monstres Sacrés) · 4 factions");
    expect(text).toContain(
      "⬜ Disabled — **World Tour: Culture Shock** (Tournée Mondiale : Choc des Cultures) · 5 factions",
    );
    expect(text).toContain(
      "⬜ Disabled — **The Bigger Geekier Box** (L'Énorme Boîte pour Geek) · 2 factions",
    );
    const select = selectOf(panel.reply, "adm:boxes");
    expect(select.options.map((o) => [o.value, o.default])).toEqual([
      ["core", true],
      ["monster-smash", false],
      ["culture-shock", false],
      ["big-geeky-box", false],
    ]);
    expect([select.min_values, select.max_values]).toEqual([1, 4]);

    const both = await admin.select(panel, "adm:boxes", ["core", "monster-smash"]);
    expect(both.reply.id).toBe(panel.reply.id);
    expect(both.content).toBe("Saved. Enabled boxes: Smash Up (core set), Monster Smash.");
    expect((await settings()).enabledBoxes).toEqual(["core", "monster-smash"]);
    const lobbyOfBoth = await openLobby(newChannel(), bob);
    expect(lobbyOfBoth.setup.options.boxes).toEqual(["core", "monster-smash"]);

    const onlyMonsters = await admin.select(panel, "adm:boxes", ["monster-smash"]);
    expect(onlyMonsters.content).toBe("Saved. Enabled boxes: Monster Smash.");
    // Its four factions are enough for a two-player game: no warning.
    expect(MONSTER_SMASH_FACTIONS).toHaveLength(4);
    expect(onlyMonsters.embeds[0]?.description ?? "").not.toContain("⚠️");
    expect((await settings()).enabledBoxes).toEqual(["monster-smash"]);
    const lobby = await openLobby(newChannel(), bob);
    expect(lobby.setup.options.boxes).toEqual(["monster-smash"]);
    expect(factionPool(lobby.setup)).toEqual(MONSTER_SMASH_FACTIONS);
    const refused = await games.openLobby({
      guildId: guild.id,
      channelId: newChannel().id,
      hostId: bob.id,
      hostName: "bob",
      options: { boxes: ["core"] },
    });
    expect(refused).toEqual({ ok: false, reason: "box-not-enabled" });
    // A lobby opened before the change keeps the boxes it was opened with.
    expect((await games.load(lobbyOfBoth.record.id))?.setup.options.boxes).toEqual(["core", "monster-smash"]);

    await admin.select(panel, "adm:boxes", ["core"]);
    expect((await settings()).enabledBoxes).toEqual(["core"]);
  });

  it("/smashup new offers players exactly the boxes the admin enabled", async () => {
    const admin = fake.user(ada);
    const player = fake.user(bob);
    const panel = await admin.slash(newChannel(), ADMIN, { subcommand: "boxes" });
    await admin.select(panel, "adm:boxes", ["core", "monster-smash"]);

    const both = newChannel();
    const typed = await player.autocomplete(both, "smashup", {
      subcommand: "new",
      focused: "boxes",
      value: "",
    });
    expect(typed.map((c) => c.value)).toEqual(["core", "monster-smash"]);
    await player.slash(both, "smashup", { subcommand: "new" });
    await bot.idle();
    expect(lobbyBoxChoices(both)).toEqual(["core", "monster-smash"]);
    expect(await openBoxes(both)).toEqual(["core", "monster-smash"]);

    await admin.select(panel, "adm:boxes", ["core"]);
    const coreOnly = newChannel();
    const typedAfter = await player.autocomplete(coreOnly, "smashup", {
      subcommand: "new",
      focused: "boxes",
      value: "",
    });
    expect(typedAfter.map((c) => c.value)).toEqual(["core"]);
    const refused = await player.slash(coreOnly, "smashup", {
      subcommand: "new",
      options: { boxes: "Monster Smash" },
    });
    expect(refused.ephemeral).toBe(true);
    expect(await db.store.loadActiveGameByChannel(coreOnly.id)).toBeNull();
    await player.slash(coreOnly, "smashup", { subcommand: "new" });
    await bot.idle();
    // A single enabled box leaves the host nothing to choose.
    expect(lobbyBoxChoices(coreOnly)).toEqual([]);
    expect(await openBoxes(coreOnly)).toEqual(["core"]);
  });

  it("refuses a box it doesn't know, and an empty choice, even from a modified client", async () => {
    const admin = fake.user(ada);
    const panel = await admin.slash(newChannel(), ADMIN, { subcommand: "boxes" });
    const before = await settings();
    tamper(panel.reply, (components) => {
      const row = components[0];
      if (row?.type !== ComponentType.ActionRow) throw new Error("no row");
      const select = row.components[0];
      if (select?.type !== ComponentType.StringSelect) throw new Error("no select");
      select.options.push({ label: "Forged", value: "expansion-42" });
      select.min_values = 0;
      select.max_values = 3;
    });
    const forged = await admin.select(panel, "adm:boxes", ["core", "expansion-42"]);
    expect(forged.ephemeral).toBe(true);
    expect(forged.content).toBe("This button or menu is not valid. Nothing was changed.");
    const none = await admin.select(panel, "adm:boxes", []);
    expect(none.content).toBe("At least one box must stay enabled.");
    expect(await settings()).toEqual(before);
  });

  it("chooses the base deck of new games: the chosen factions' boxes (SETUP-5) or every base of the game's boxes (DIFF-16)", async () => {
    const admin = fake.user(ada);
    const player = fake.user(bob);
    const panel = await admin.slash(newChannel(), ADMIN, { subcommand: "boxes" });
    expect(panel.embeds[0]?.description).toContain(
      "🗺️ Base deck: the bases of the boxes of the factions chosen (rulebook).",
    );
    expect(selectOf(panel.reply, "adm:bases").options.map((o) => [o.value, o.default])).toEqual([
      ["factions", true],
      ["boxes", false],
    ]);
    await admin.select(panel, "adm:boxes", ["core", "monster-smash"]);
    const all = await admin.select(panel, "adm:bases", ["boxes"]);
    expect(all.content).toBe("Saved. New games use every base of their boxes.");
    expect(all.embeds[0]?.description).toContain(
      "🗺️ Base deck: every base of the boxes a game is played with",
    );
    expect((await settings()).defaults.baseDeck).toBe("boxes");
    expect((await settings()).enabledBoxes).toEqual(["core", "monster-smash"]);

    const channel = newChannel();
    await player.slash(channel, "smashup", { subcommand: "new" });
    await bot.idle();
    const lobby = channel.messages.find((m) => m.embeds.length > 0);
    expect(lobby?.embeds[0]?.description).toContain("Bases: every base of these boxes");
    const open = await db.store.loadActiveGameByChannel(channel.id);
    expect((open?.game.setup as GameSetupRecord | undefined)?.options.baseDeck).toBe("boxes");

    tamper(panel.reply, (components) => {
      const row = components[1];
      if (row?.type !== ComponentType.ActionRow) throw new Error("no row");
      const select = row.components[0];
      if (select?.type !== ComponentType.StringSelect) throw new Error("no select");
      select.options.push({ label: "Every box", value: "everything" });
    });
    const before = await settings();
    const forged = await admin.select(panel, "adm:bases", ["everything"]);
    expect(forged.content).toBe("This button or menu is not valid. Nothing was changed.");
    expect(await settings()).toEqual(before);

    const back = await admin.select(panel, "adm:bases", ["factions"]);
    expect(back.content).toBe("Saved. New games use the bases of the boxes of the factions chosen.");
    expect((await settings()).defaults.baseDeck).toBe("factions");
    await admin.select(panel, "adm:boxes", ["core"]);
  });

  it("refuses forged buttons under the admin prefix and changes nothing", async () => {
    const admin = fake.user(ada);
    const channel = newChannel();
    const gameId = (await openLobby(channel, bob)).record.id;
    const panel = await admin.slash(channel, ADMIN, { subcommand: "boxes" });
    const before = await settings();
    const forged = [
      "adm:end:not-a-game:yes",
      `adm:end:${gameId}:maybe`,
      `adm:end:${gameId.toUpperCase()}:yes`,
      "adm:boxes", // a select's id on a button
      "adm:boxes:core",
    ];
    tamper(panel.reply, (components) => {
      components.push({
        type: ComponentType.ActionRow,
        components: forged.map((custom_id, i) => ({
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: `forged ${i}`,
          custom_id,
        })),
      });
    });
    for (let i = 0; i < forged.length; i++) {
      const clicked = await admin.click(panel, { label: `forged ${i}` });
      expect(clicked.ephemeral).toBe(true);
      expect(clicked.content).toBe("This button or menu is not valid. Nothing was changed.");
    }
    expect(await settings()).toEqual(before);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("lobby");
  });

  it("speaks French to a French-speaking admin", async () => {
    const panel = await fake.user(amelie).slash(newChannel(), ADMIN, { subcommand: "boxes" });
    expect(panel.embeds[0]?.title).toBe("Boîtes de ce serveur");
    const text = panel.embeds[0]?.description ?? "";
    expect(text).toContain("✅ Activée — **Smash Up (boîte de base)** (Smash Up (core set)) · 8 factions");
    expect(text).toContain(
      `⬜ Désactivée — **Monstres Sacrés** (Monster Smash) · ${msg("fr").admin.boxes.factionCount(MONSTER_SMASH_FACTIONS.length, 4)}`,
    );
    expect(text).toContain(
      "⬜ Désactivée — **L'Énorme Boîte pour Geek** (The Bigger Geekier Box) · 2 factions",
    );
    const chosen = await fake.user(amelie).select(panel, "adm:boxes", ["core"]);
    expect(chosen.content).toBe("Enregistré. Boîtes activées : Smash Up (boîte de base).");
  });
});

describe("ban and unban", () => {
  it("bans a faction from new games, suggests only what each verb can act on, and unbans it", async () => {
    const admin = fake.user(ada);
    const channel = newChannel();
    const suggestions = await admin.autocomplete(channel, ADMIN, {
      subcommand: "ban",
      focused: "faction",
      value: "ali",
    });
    expect(suggestions[0]).toEqual({ name: "Aliens — Smash Up (core set)", value: "aliens" });

    const banned = await admin.slash(channel, ADMIN, { subcommand: "ban", options: { faction: "aliens" } });
    expect(banned.ephemeral).toBe(true);
    expect(banned.content).toBe("**Aliens** is now banned: new games on this server won't offer it.");
    expect(banned.embeds[0]?.description).toBe("• Aliens");
    expect((await settings()).bannedFactions).toEqual(["aliens"]);

    const again = await admin.slash(channel, ADMIN, { subcommand: "ban", options: { faction: "aliens" } });
    expect(again.content).toBe("**Aliens** is already banned.");
    expect((await settings()).bannedFactions).toEqual(["aliens"]);

    // A name typed in full, in either language, works without picking a suggestion.
    await fake.user(amelie).slash(channel, ADMIN, { subcommand: "ban", options: { faction: "pirates" } });
    expect((await settings()).bannedFactions).toEqual(["aliens", "pirates"]);

    const toBan = await admin.autocomplete(channel, ADMIN, {
      subcommand: "ban",
      focused: "faction",
      value: "",
    });
    expect(toBan.map((c) => c.value)).not.toContain("aliens");
    expect(toBan.length).toBeLessThanOrEqual(25);
    const toUnban = await admin.autocomplete(channel, ADMIN, {
      subcommand: "unban",
      focused: "faction",
      value: "",
    });
    expect(toUnban.map((c) => c.value).sort()).toEqual(["aliens", "pirates"]);

    const lobby = await openLobby(newChannel(), bob);
    expect(lobby.setup.bannedFactions).toEqual(["aliens", "pirates"]);
    expect(factionPool(lobby.setup)).not.toContain("aliens");
    expect(factionPool(lobby.setup)).not.toContain("pirates");

    const unbanned = await admin.slash(channel, ADMIN, {
      subcommand: "unban",
      options: { faction: "aliens" },
    });
    expect(unbanned.content).toBe("**Aliens** is allowed again in new games.");
    const notBanned = await admin.slash(channel, ADMIN, {
      subcommand: "unban",
      options: { faction: "aliens" },
    });
    expect(notBanned.content).toBe("**Aliens** is not banned.");
    await admin.slash(channel, ADMIN, { subcommand: "unban", options: { faction: "Pirates" } });
    expect((await settings()).bannedFactions).toEqual([]);
  });

  it("refuses a faction that does not exist, in the admin's language", async () => {
    const before = await settings();
    const english = await fake
      .user(ada)
      .slash(newChannel(), ADMIN, { subcommand: "ban", options: { faction: "**Kittens**" } });
    expect(english.ephemeral).toBe(true);
    expect(english.content).toBe(
      "There is no faction called “\\*\\*Kittens\\*\\*”. Pick one from the suggestions.",
    );
    const french = await fake
      .user(amelie)
      .slash(newChannel(), ADMIN, { subcommand: "unban", options: { faction: "chatons" } });
    expect(french.content).toBe(
      "Aucune faction ne s'appelle « chatons ». Choisissez-en une dans les suggestions.",
    );
    expect(await settings()).toEqual(before);
  });
});

describe("default options", () => {
  it("shows the defaults, saves options and select choices, and new lobbies start from them", async () => {
    const admin = fake.user(ada);
    const channel = newChannel();
    const shown = await admin.slash(channel, ADMIN, { subcommand: "defaults" });
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toBe("");
    expect(shown.embeds[0]?.fields?.map((f) => [f.name, f.value])).toEqual([
      ["Victory points to win", "15 VP"],
      ["Turn timer", "No timer"],
      ["Faction selection", "Draft (rulebook order)"],
      ["Hidden timing", "Off: players who can't respond are skipped"],
      ["Language of public messages", "Server language"],
      // Set by the slash option only: the panel's five rows of menus are taken.
      ["Board picture", "On: the board is also shown as a picture (`pictures: False` to turn it off)"],
      ["Game threads", "Off: games are played in the channel itself (`thread: True` for a thread each)"],
    ]);
    expect(shown.components).toHaveLength(5);

    const saved = await admin.slash(channel, ADMIN, {
      subcommand: "defaults",
      options: {
        "vp-target": 10,
        "turn-timer": 24,
        selection: "free",
        "hidden-timing": true,
        language: "fr",
      },
    });
    expect(saved.content).toBe("Saved.");
    expect((await settings()).defaults).toEqual({
      vpTarget: 10,
      turnTimerMinutes: 24 * 60,
      selectionMode: "free",
      hiddenTiming: true,
      locale: "fr",
      // Set on the boxes panel, not here.
      baseDeck: "factions",
      pictures: true,
      thread: false,
    });

    const vp = await admin.select(saved, "adm:def:vp", ["12"]);
    expect(vp.embeds[0]?.fields?.[0]?.value).toBe("12 VP");
    const timer = await admin.select(saved, "adm:def:timer", ["72"]);
    expect(timer.embeds[0]?.fields?.[1]?.value).toBe("72 hours");
    await admin.select(saved, "adm:def:mode", ["random"]);
    await admin.select(saved, "adm:def:hidden", ["off"]);
    expect((await settings()).defaults).toEqual({
      vpTarget: 12,
      turnTimerMinutes: 72 * 60,
      selectionMode: "random",
      hiddenTiming: false,
      locale: "fr",
      baseDeck: "factions",
      pictures: true,
      thread: false,
    });

    const lobby = await openLobby(newChannel(), bob);
    expect(lobby.setup.options).toMatchObject({
      vpTarget: 12,
      turnTimerHours: 72,
      selectionMode: "random",
      hiddenTiming: false,
    });
    expect(lobby.setup.locale satisfies GameSetupRecord["locale"]).toBe("fr");

    await admin.select(saved, "adm:def:lang", ["en"]);
    await admin.slash(channel, ADMIN, {
      subcommand: "defaults",
      options: { "vp-target": 15, "turn-timer": 0, selection: "draft" },
    });
    expect((await settings()).defaults).toEqual({
      vpTarget: 15,
      turnTimerMinutes: 0,
      selectionMode: "draft",
      hiddenTiming: false,
      locale: "en",
      baseDeck: "factions",
      pictures: true,
      thread: false,
    });
  });

  it("refuses a malformed value or a forged menu and keeps the stored defaults", async () => {
    const admin = fake.user(ada);
    const panel = await admin.slash(newChannel(), ADMIN, { subcommand: "defaults" });
    const before = await settings();
    tamper(panel.reply, (components) => {
      for (const row of components) {
        if (row.type !== ComponentType.ActionRow) continue;
        for (const c of row.components) {
          if (c.type !== ComponentType.StringSelect) continue;
          if (c.custom_id === "adm:def:vp")
            c.options.push({ label: "0", value: "0" }, { label: "x", value: "1e2" });
          if (c.custom_id === "adm:def:timer") c.options.push({ label: "5 h", value: "5" });
          if (c.custom_id === "adm:def:lang") c.custom_id = "adm:def:colour";
        }
      }
    });
    const zero = await admin.select(panel, "adm:def:vp", ["0"]);
    expect(zero.ephemeral).toBe(true);
    expect(zero.content).toBe("That value of “Victory points to win” is not valid. Nothing was changed.");
    const notANumber = await admin.select(panel, "adm:def:vp", ["1e2"]);
    expect(notANumber.content).toBe(
      "That value of “Victory points to win” is not valid. Nothing was changed.",
    );
    const fiveHours = await admin.select(panel, "adm:def:timer", ["5"]);
    expect(fiveHours.content).toBe("That value of “Turn timer” is not valid. Nothing was changed.");
    const forged = await admin.select(panel, "adm:def:colour", ["fr"]);
    expect(forged.content).toBe("This button or menu is not valid. Nothing was changed.");
    expect(await settings()).toEqual(before);
  });
});

describe("end-game", () => {
  async function startedGame(channel: FakeChannel) {
    const lobby = await openLobby(channel, bob, { selectionMode: "random" });
    const gameId = lobby.record.id;
    const joined = await games.lobbyAction({
      gameId,
      userId: mallory.id,
      action: { kind: "join", name: "mallory" },
    });
    expect(joined.ok).toBe(true);
    const started = await games.lobbyAction({ gameId, userId: bob.id, action: { kind: "start" } });
    if (!started.ok) throw new Error(`start refused: ${started.reason}`);
    expect(started.snapshot.record.status).toBe("active");
    return gameId;
  }

  it("says when the channel has no open game", async () => {
    const reply = await fake.user(ada).slash(newChannel(), ADMIN, { subcommand: "end-game" });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe("There is no game in lobby or in play in this channel.");
  });

  it("ends the channel's game only after the confirm button, and says so publicly", async () => {
    const admin = fake.user(ada);
    const channel = newChannel();
    const gameId = await startedGame(channel);

    const asked = await admin.slash(channel, ADMIN, { subcommand: "end-game" });
    expect(asked.ephemeral).toBe(true);
    expect(asked.content).toBe(
      `End the game of this channel? Players: <@${bob.id}>, <@${mallory.id}>. It can't be resumed afterwards.`,
    );
    const kept = await admin.click(asked, { label: "Keep it" });
    expect(kept.content).toBe("Nothing changed: the game goes on.");
    expect(kept.components).toEqual([]);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("active");
    expect(channel.messages).toEqual([]);

    const confirm = await admin.slash(channel, ADMIN, { subcommand: "end-game" });
    const ended = await admin.click(confirm, { label: "End the game" });
    expect(ended.content).toBe("The game is over: it has been cancelled.");
    expect(ended.components).toEqual([]);
    const stored = await db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("cancelled");
    expect(stored?.game.summary).toMatchObject({
      outcome: "cancelled",
      cancelledBy: { kind: "admin", userId: ada.id },
    });
    await bot.idle();
    const note = channel.messages.find((m) => m.content === "A server admin ended the game.");
    expect(note?.ephemeral).toBe(false);
    // The game's public message is left without buttons: nobody can play on.
    expect(channel.messages.flatMap((m) => m.components)).toEqual([]);
    expect(await db.store.loadActiveGameByChannel(channel.id)).toBeNull();
  });

  it("leaves the last board without buttons and without saying whose turn it is", async () => {
    const admin = fake.user(ada);
    const channel = newChannel();
    await startedGame(channel);
    await fake.user(bob).slash(channel, "smashup", { subcommand: "board" });
    await bot.idle();
    const board = channel.messages.find((m) => m.embeds.length > 0);
    expect(board?.components.length).toBeGreaterThan(0);
    const confirm = await admin.slash(channel, ADMIN, { subcommand: "end-game" });
    await admin.click(confirm, { label: "End the game" });
    await bot.idle();
    const after = channel.messages.find((m) => m.id === board?.id);
    expect(after?.components).toEqual([]);
    expect(after?.content).toBe("This game was cancelled.");
  });

  it("leaves a newer game alone when an old confirm button is clicked", async () => {
    const admin = fake.user(amelie);
    const channel = newChannel();
    const first = await openLobby(channel, bob);
    const stale = await admin.slash(channel, ADMIN, { subcommand: "end-game" });
    expect(stale.content).toBe(
      `Terminer la partie de ce salon (encore en attente de joueurs) ? Joueurs : <@${bob.id}>. Elle ne pourra pas être reprise.`,
    );
    const ended = await games.adminEndGame({ guildId: guild.id, channelId: channel.id, adminId: ada.id });
    expect(ended.ok).toBe(true);
    const second = await openLobby(channel, bob);

    const clicked = await admin.click(stale, { label: "Terminer la partie" });
    expect(clicked.content).toBe("Cette partie n'est plus ouverte dans ce salon. Rien n'a changé.");
    expect((await db.store.loadGame(second.record.id))?.game.status).toBe("lobby");
    expect((await db.store.loadGame(first.record.id))?.game.status).toBe("cancelled");
  });
});

describe("members without Manage Server", () => {
  it("do not see the command, and are refused on the server when a client sends it anyway", async () => {
    const channel = newChannel();
    const user: UserDriver = fake.user(mallory);
    await expect(user.slash(channel, ADMIN, { subcommand: "boxes" })).rejects.toBeInstanceOf(
      CommandInputError,
    );

    const gameId = (await openLobby(channel, bob)).record.id;
    const before = await settings();
    const bypass = { bypassPermissions: true };
    const attempts: CommandInput[] = [
      { subcommand: "boxes" },
      { subcommand: "ban", options: { faction: "aliens" } },
      { subcommand: "unban", options: { faction: "aliens" } },
      { subcommand: "defaults" },
      { subcommand: "defaults", options: { "vp-target": 3 } },
      { subcommand: "end-game" },
    ];
    for (const attempt of attempts) {
      const refused = await user.slash(channel, ADMIN, attempt, bypass);
      expect(refused.ephemeral).toBe(true);
      expect(refused.content).toBe(
        "You need the **Manage Server** permission to change the bot's settings on this server.",
      );
      expect(refused.components).toEqual([]);
    }
    expect(
      await user.autocomplete(channel, ADMIN, { subcommand: "ban", focused: "faction", value: "a" }, bypass),
    ).toEqual([]);
    expect(await settings()).toEqual(before);
    expect((await db.store.loadGame(gameId))?.game.status).toBe("lobby");
  });

  it("are refused in French too", async () => {
    const frenchMember = fake.createUser("marcel", { locale: Locale.French });
    guild.addMember(frenchMember);
    const refused = await fake
      .user(frenchMember)
      .slash(newChannel(), ADMIN, { subcommand: "defaults" }, { bypassPermissions: true });
    expect(refused.content).toBe(
      "Il faut la permission **Gérer le serveur** pour changer les réglages du bot sur ce serveur.",
    );
  });

  it("cannot use an admin panel after losing the permission", async () => {
    const formerAdmin = fake.createUser("former", { locale: Locale.EnglishUS });
    const role = guild.createRole("Moderators", PermissionFlagsBits.ManageGuild);
    guild.addMember(formerAdmin, { roles: [role] });
    const user = fake.user(formerAdmin);
    const channel = newChannel();
    const boxes = await user.slash(channel, ADMIN, { subcommand: "boxes" });
    const defaults = await user.slash(channel, ADMIN, { subcommand: "defaults" });
    await openLobby(channel, bob);
    const confirm = await user.slash(channel, ADMIN, { subcommand: "end-game" });
    const before = await settings();

    guild.setRolePermissions(role, 0n);
    const refusal = "You need the **Manage Server** permission to change the bot's settings on this server.";
    expect((await user.select(boxes, "adm:boxes", ["core", "monster-smash"])).content).toBe(refusal);
    expect((await user.select(defaults, "adm:def:vp", ["30"])).content).toBe(refusal);
    expect((await user.click(confirm, { label: "End the game" })).content).toBe(refusal);
    expect(await settings()).toEqual(before);
    expect((await db.store.loadActiveGameByChannel(channel.id))?.game.status).toBe("lobby");
  });
});
