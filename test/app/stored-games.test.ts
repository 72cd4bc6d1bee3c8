// Stored games of every release restore and play on under this one (docs/upgrades.md). Each
// fixture under test/fixtures/stored-games/<release>/ holds a game's rows exactly as the database
// held them (captured by `npm run -s capture-stored-games`); each is written into a fresh database,
// restored through the real store and service (the start-up pass, then a load), and played to its
// end with random legal answers. Fixtures are added at each release and never deleted.

import { afterEach, describe, expect, it } from "vitest";
import { GameService, type GameSnapshot, type RewindReport } from "../../src/app/index.ts";
import { RELEASE } from "../../src/app/release.ts";
import { STATE_VERSION } from "../../src/engine/migrations.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { dumpGameRows, loadGameRows, playToTheEnd, readFixtures } from "../../src/tools/stored-games.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { captureLog } from "./support.ts";

const fixtures = await readFixtures();

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe("stored games of every release", () => {
  it("include games of this release at every point of a game (capture them at each release)", () => {
    const here = fixtures.filter(({ fixture }) => fixture.release === RELEASE);
    expect(new Set(here.map(({ fixture }) => fixture.point))).toEqual(
      new Set(["lobby", "draft", "mid-turn", "special-window", "scoring", "after-concession", "near-end"]),
    );
    expect(new Set(here.map(({ fixture }) => fixture.rows.game_player.length))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    for (const { fixture } of here) expect(fixture.stateVersion).toBe(STATE_VERSION);
  });

  it.each(fixtures.map(({ file, fixture }) => [file, fixture] as const))(
    "%s restores and plays to its end",
    async (file, fixture) => {
      db = await openTestDatabase();
      const gameId = await loadGameRows(db.prisma, fixture.rows);
      // The rows went in exactly as they were captured (columns added since hold their defaults).
      expect(await dumpGameRows(db.prisma, gameId)).toMatchObject(fixture.rows);
      const { log, lines } = captureLog();
      const rewound: RewindReport[] = [];
      const service = new GameService({ store: db.store, log, onRewound: (report) => rewound.push(report) });

      const pass = await service.restoreOpenGames();
      expect(pass.failed).toBe(0);
      const restored = (await service.load(gameId)) as GameSnapshot;
      expect(restored.record.id).toBe(gameId);
      if (fixture.release === RELEASE) {
        // Same code, same game: the whole stored tail replays, nothing is undone.
        expect(rewound).toEqual([]);
        expect(restored.record.version).toBe(fixture.rows.game.version);
        expect(restored.engine?.decisions ?? 0).toBe(fixture.rows.decision.length);
      }

      const last = await playToTheEnd(service, restored, makeChooserRng(file.length * 7919));
      expect(last.record.status).toBe("finished");
      expect(last.engine?.over).toBe(true);
      const log_ = await db.store.loadAllDecisions(gameId);
      expect(log_.map((d) => d.seq)).toEqual(log_.map((_, i) => i + 1));
      expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    },
  );
});
