// The notices store trusts the settings it read for NOTIFY_SETTINGS_TTL_MS (every new wait of a
// game reads them: without the cache, one more query per click), and its own changes at once.

import { describe, expect, it } from "vitest";
import type { PrismaClient } from "../../src/db/prisma.ts";
import { NOTIFY_SETTINGS_TTL_MS, NotifyStore } from "../../src/notify/notify-store.ts";

/** A database answering the two statements the settings use, counting them (a client without a pg pool of ours). */
function stubDatabase() {
  const rows = new Map<string, { notify_mode: string }>();
  const queries: string[] = [];
  const row = (id: string) => ({
    user_id: id,
    notify_mode: rows.get(id)?.notify_mode ?? "channel",
    notify_before: false,
    notify_locale: null,
    dm_refused_at: null,
  });
  const prisma = {
    // The store sends a built statement (Prisma.sql) to a client without a pg pool of ours.
    $queryRaw({ strings, values }: { strings: readonly string[]; values: unknown[] }) {
      const sql = strings.join("?");
      queries.push(sql.trim().split(/\s+/)[0] ?? "");
      if (sql.includes("INSERT INTO player_settings")) {
        const [id, mode] = values as [string, string];
        rows.set(id, { notify_mode: mode });
        return Promise.resolve([row(id)]);
      }
      const ids = values[0] as string[];
      return Promise.resolve(ids.filter((id) => rows.has(id)).map(row));
    },
  } as unknown as PrismaClient;
  return { prisma, rows, queries };
}

describe("the notify settings cache", () => {
  it("reads a player's settings once per TTL, and sees another process's change after it", async () => {
    const db = stubDatabase();
    let now = 1_000_000;
    const store = new NotifyStore(db.prisma, () => now);
    expect((await store.settingsOfMany(["a", "b"])).get("a")?.mode).toBe("channel");
    expect(db.queries).toEqual(["SELECT"]);
    // Another process turns DMs on: not seen within the TTL, seen after it.
    db.rows.set("a", { notify_mode: "dm" });
    now += NOTIFY_SETTINGS_TTL_MS - 1;
    expect((await store.settingsOfMany(["a", "b"])).get("a")?.mode).toBe("channel");
    expect(db.queries).toEqual(["SELECT"]);
    now += 1;
    expect((await store.settingsOfMany(["a"])).get("a")?.mode).toBe("dm");
    expect(db.queries).toEqual(["SELECT", "SELECT"]);
  });

  it("sees its own change at once, without reading it back", async () => {
    const db = stubDatabase();
    const store = new NotifyStore(db.prisma, () => 0);
    expect((await store.settings("a")).mode).toBe("channel");
    await store.update("a", { mode: "dm" });
    expect((await store.settings("a")).mode).toBe("dm");
    expect(db.queries).toEqual(["SELECT", "INSERT"]);
  });

  it("reads only the players it does not hold", async () => {
    const db = stubDatabase();
    const store = new NotifyStore(db.prisma, () => 0);
    await store.settings("a");
    const both = await store.settingsOfMany(["a", "c"]);
    expect([...both.keys()].sort()).toEqual(["a", "c"]);
    expect(db.queries).toEqual(["SELECT", "SELECT"]);
    await store.settingsOfMany(["a", "c"]);
    expect(db.queries).toHaveLength(2);
  });
});
