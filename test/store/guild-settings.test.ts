import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_GUILD_DEFAULTS,
  type GuildSettingsPatch,
  GuildSettingsValidationError,
} from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("guild settings", () => {
  it("gives the defaults to a guild that never changed anything", async () => {
    expect(await db.store.getGuildSettings("fresh")).toEqual({
      guildId: "fresh",
      enabledBoxes: ["core"],
      bannedFactions: [],
      defaults: DEFAULT_GUILD_DEFAULTS,
      updatedAt: null,
    });
  });

  it("stores an update and merges later ones key by key", async () => {
    const first = await db.store.updateGuildSettings("g1", {
      enabledBoxes: ["core", "awesome-level-9000", "core"],
      defaults: { vpTarget: 20, locale: "fr" },
    });
    expect(first).toMatchObject({
      enabledBoxes: ["core", "awesome-level-9000"],
      bannedFactions: [],
      defaults: { ...DEFAULT_GUILD_DEFAULTS, vpTarget: 20, locale: "fr" },
    });
    expect(first.updatedAt).toBeInstanceOf(Date);

    await db.store.updateGuildSettings("g1", {
      bannedFactions: ["ninjas"],
      defaults: { hiddenTiming: true },
    });
    expect(await db.store.getGuildSettings("g1")).toMatchObject({
      enabledBoxes: ["core", "awesome-level-9000"],
      bannedFactions: ["ninjas"],
      defaults: { ...DEFAULT_GUILD_DEFAULTS, vpTarget: 20, locale: "fr", hiddenTiming: true },
    });
  });

  it("keeps both of two concurrent updates of different defaults", async () => {
    await Promise.all([
      db.store.updateGuildSettings("g2", { defaults: { vpTarget: 12 } }),
      db.store.updateGuildSettings("g2", { defaults: { turnTimerMinutes: 30 } }),
    ]);
    expect((await db.store.getGuildSettings("g2")).defaults).toMatchObject({
      vpTarget: 12,
      turnTimerMinutes: 30,
    });
  });

  it("keeps every ban and unban of several admins acting at once", async () => {
    await db.store.updateGuildSettings("g-threads-26", { bannedFactions: ["robots"] });
    await Promise.all([
      db.store.updateGuildSettings("g-threads-26", { banFactions: ["ninjas"] }),
      db.store.updateGuildSettings("g-threads-26", { banFactions: ["pirates", "ninjas"] }),
      db.store.updateGuildSettings("g-threads-26", { unbanFactions: ["robots"] }),
    ]);
    expect((await db.store.getGuildSettings("g-threads-26")).bannedFactions).toEqual(["ninjas", "pirates"]);
    // On a server without settings yet, a ban creates them.
    await db.store.updateGuildSettings("g6", { banFactions: ["zombies"], unbanFactions: ["aliens"] });
    expect((await db.store.getGuildSettings("g6")).bannedFactions).toEqual(["zombies"]);
  });

  it.each<[string, unknown]>([
    ["a VP target that is not a positive integer", { defaults: { vpTarget: 0 } }],
    ["an unknown selection mode", { defaults: { selectionMode: "auction" } }],
    ["an unknown locale", { defaults: { locale: "xx" } }],
    ["an unknown default", { defaults: { colour: "red" } }],
    ["an unknown setting", { prefix: "!" }],
    ["no box at all", { enabledBoxes: [] }],
    ["a malformed box id", { enabledBoxes: ["Core Set"] }],
  ])("rejects %s and writes nothing", async (_, patch) => {
    const update = db.store.updateGuildSettings("g3", patch as GuildSettingsPatch);
    await expect(update).rejects.toBeInstanceOf(GuildSettingsValidationError);
    expect((await db.store.getGuildSettings("g3")).updatedAt).toBeNull();
  });

  it("falls back to the default for a stored value that is no longer valid", async () => {
    await db.prisma.guildSettings.create({
      data: { guildId: "g4", defaults: { vpTarget: "many", locale: "fr", retired: true } },
    });
    expect((await db.store.getGuildSettings("g4")).defaults).toEqual({
      ...DEFAULT_GUILD_DEFAULTS,
      locale: "fr",
    });
  });

  it("reads defaults stored before game threads existed as threads off (issue 26)", async () => {
    const stored = { vpTarget: 12, pictures: false };
    await db.prisma.guildSettings.upsert({
      where: { guildId: "g-threads-26" },
      create: { guildId: "g-threads-26", defaults: stored },
      update: { defaults: stored },
    });
    const { defaults } = await db.store.getGuildSettings("g-threads-26");
    expect([defaults.vpTarget, defaults.pictures, defaults.thread]).toEqual([12, false, false]);
    await db.store.updateGuildSettings("g-threads-26", { defaults: { thread: true } });
    expect((await db.store.getGuildSettings("g-threads-26")).defaults).toMatchObject({
      vpTarget: 12,
      thread: true,
    });
  });
});
