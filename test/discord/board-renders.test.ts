// A click's board is rendered only when it goes out (issue 22): clicks faster than the board's
// edits (BOARD_EDIT_INTERVAL_MS) send one edit per interval with the newest board, and the boards
// in between, replaced before their edit, are never rendered; the one sent is the newest board,
// as it would have been rendered at its click.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { GameSnapshot } from "../../src/app/index.ts";
import { Announcer } from "../../src/discord/announcer.ts";
import { AnnouncementQueue } from "../../src/store/index.ts";
import { captureLog, chooser, newService, ok, playRandomStep, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { channelStandIn } from "./channel-stand-in.ts";
import { manualClock } from "./manual-clock.ts";

/** Boards rendered (the public board's text, embeds and buttons). */
const rendered = vi.hoisted(() => ({ boards: 0 }));
vi.mock("../../src/render/compact-board.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/render/compact-board.ts")>();
  return {
    ...real,
    renderBoard: (...args: Parameters<typeof real.renderBoard>) => {
      rendered.boards += 1;
      return real.renderBoard(...args);
    },
  };
});

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("a burst of clicks", () => {
  it("renders only the boards whose edits go out, the newest as it was at its click", async () => {
    const service = newService(db.store);
    const started = await startedGame(service, 2);
    const rng = chooser(5);
    let snapshot: GameSnapshot = started.snapshot;
    const { client, messages } = channelStandIn();
    const time = manualClock();
    const announcer = new Announcer({
      store: db.store,
      log: captureLog().log,
      sharedBoards: () => false,
      queue: new AnnouncementQueue(),
      boardClock: time.clock,
    });
    const placed = await announcer.publish({ client, snapshot });
    // What each click's board shows, read from a board rendered at once (the mock counts it apart).
    const shown = (s: GameSnapshot) => {
      const board = messages.find((m) => m.id === placed.messageId);
      return {
        seen: { content: board?.content, embeds: board?.embeds, components: board?.components },
        version: s.record.version,
      };
    };
    const expected = new Map<number, unknown>();
    rendered.boards = 0;
    let edits = 0;
    for (let burst = 0; burst < 3; burst++) {
      for (let i = 0; i < 5; i++) {
        snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
        const { renderBoard } = await vi.importActual<typeof import("../../src/render/compact-board.ts")>(
          "../../src/render/compact-board.ts",
        );
        const { boardInput } = await import("../../src/discord/views.ts");
        const now = renderBoard(boardInput(snapshot, snapshot.engine as never), snapshot.setup.locale);
        expected.set(snapshot.record.version, {
          content: now.content,
          embeds: now.embeds,
          components: now.components,
        });
        await announcer.publish({ client, snapshot, click: true });
      }
      // The burst's first click edited at once; the newest board goes when the interval is over.
      time.advance(1000);
      await announcer.settled();
      edits += 2;
      const { seen, version } = shown(snapshot);
      expect(seen).toEqual(expected.get(version));
      time.advance(1000);
    }
    // One board rendered per edit sent, not one per click (15).
    expect(rendered.boards).toBe(edits);
  });
});
