// Stored games of every release restore and play on under this one (docs/upgrades.md). Each
// fixture under test/fixtures/stored-games/<release>/ holds a game's rows exactly as the database
// held them (captured by `npm run -s capture-stored-games`); each is written into a fresh database,
// restored through the real store and service (the start-up pass, then a load), and played to its
// end with random legal answers. Fixtures are added at each release and never deleted.

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GameService, type GameSnapshot, type RewindReport } from "../../src/app/index.ts";
import { RELEASE } from "../../src/app/release.ts";
import { allCardDefs, type CardDef } from "../../src/engine/defs.ts";
import { STATE_VERSION } from "../../src/engine/migrations.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import {
  dumpGameRows,
  loadGameRows,
  playToTheEnd,
  readFixtures,
  type StoredGameFixture,
} from "../../src/tools/stored-games.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { captureLog } from "./support.ts";

const fixtures = await readFixtures();
/** A whole game from its lobby: only catches a hang, even on a busy machine. */
const PLAY_TIMEOUT_MS = 300_000;

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
      // A tail that no longer replays (a rules change since the capture) is rewound, and the game
      // plays on all the same. (Replaying an unchanged tail exactly: test/app/upgrade.test.ts.)
      const { rewound } = await restoreAndPlay(file, fixture);
      for (const report of rewound) expect(report.events[0]).toMatchObject({ type: "rewound" });
    },
    PLAY_TIMEOUT_MS,
  );
});

describe("stored games under a later release whose cards changed", () => {
  // A rules fix of many cards at once: no card does anything when played any more. Games stopped
  // in the middle of an effect can no longer replay their latest decisions.
  const changed = new Map<CardDef, CardDef["onPlay"]>();
  beforeAll(() => {
    for (const card of allCardDefs()) {
      if (!card.onPlay) continue;
      changed.set(card, card.onPlay);
      card.onPlay = function* () {};
    }
  });
  afterAll(() => {
    for (const [card, onPlay] of changed) card.onPlay = onPlay;
  });

  const withTail = fixtures.filter(
    ({ fixture }) => fixture.rows.decision.length > (fixture.rows.game.snapshot_seq as number),
  );
  const rewinds: string[] = [];

  it.each(withTail.map(({ file, fixture }) => [file, fixture] as const))(
    "%s restores (rewound if need be) and plays to its end",
    async (file, fixture) => {
      const { rewound } = await restoreAndPlay(file, fixture);
      if (rewound.length > 0) rewinds.push(file);
      for (const report of rewound) expect(report.events[0]).toMatchObject({ type: "rewound" });
    },
    PLAY_TIMEOUT_MS,
  );

  it("rewound some of them (not every tail involves a changed card)", () => {
    expect(rewinds.length).toBeGreaterThan(0);
  });
});

/**
 * Writes a fixture's rows into a fresh database, restores the game through the service (the
 * start-up pass, then a load) and plays it to its end with random legal steps.
 */
async function restoreAndPlay(
  file: string,
  fixture: StoredGameFixture,
): Promise<{ rewound: RewindReport[] }> {
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
  if (rewound.length === 0) {
    expect(restored.record.version).toBe(fixture.rows.game.version);
    expect(restored.engine?.decisions ?? 0).toBe(fixture.rows.decision.length);
  }

  const last = await playToTheEnd(service, restored, makeChooserRng(file.length * 7919));
  expect(last.record.status).toBe("finished");
  expect(last.engine?.over).toBe(true);
  const decisions = await db.store.loadAllDecisions(gameId);
  expect(decisions.map((d) => d.seq)).toEqual(decisions.map((_, i) => i + 1));
  expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  return { rewound };
}
