// A decision's new setup is a copy of the one before (`copySetup`, issue 22, stops 46-47): a literal of
// the keys a played game's setup has, in their order, when the setup has exactly those; otherwise
// Object.assign, as before. Either way the copy must be what Object.assign gives: the same keys in
// the same order, the same values, the same text.

import { beforeAll, describe, expect, it, vi } from "vitest";
import { copySetup } from "../../src/app/game-service.ts";
import { GameService } from "../../src/app/index.ts";
import { parseSetup } from "../../src/app/restore.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { instantStore, startThroughService } from "../../src/bench/service-decisions.ts";
import { createLogger } from "../../src/log/logger.ts";

const playing = (): Record<string, unknown> => ({
  v: 1,
  hostId: "host",
  options: { turnTimerHours: 0 },
  seats: [{ userId: "a" }, { userId: "b" }],
  stage: "playing",
  bannedFactions: [],
  locale: "en",
  seed: 42,
  release: "0.9.0",
  timer: { promptId: 3, since: "2026-11-30T21:00:00.000Z", reminded: false },
  engine: { factions: [] },
  startedAt: "2026-11-30T20:00:00.000Z",
  kick: undefined,
});

function expectAsAssign(setup: Record<string, unknown>): void {
  const copy = copySetup(setup as unknown as GameSetupRecord);
  const assigned = Object.assign({}, setup);
  expect(copy).not.toBe(setup);
  expect(Object.keys(copy)).toEqual(Object.keys(assigned));
  expect(JSON.stringify(copy)).toBe(JSON.stringify(assigned));
  for (const key of Object.keys(assigned)) expect((copy as Record<string, unknown>)[key]).toBe(assigned[key]);
  expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
}

/** A game's setup as the service started it (the bench's four-player game). */
let started: GameSetupRecord;
beforeAll(async () => {
  const service = new GameService({
    store: instantStore(),
    log: createLogger({ level: "silent", pretty: false }),
  });
  started = (await startThroughService(service, "copy")).snapshot.setup;
});

/**
 * That setup in the order of a game restored from the store (its JSON read back by zod, the
 * schema's order) once its first decision added `kick` (as `commitDecision` does).
 */
function restored(): Record<string, unknown> {
  const parsed = parseSetup("g", JSON.parse(JSON.stringify(started))) as unknown as Record<string, unknown>;
  const copy = Object.assign({}, parsed);
  copy.kick = undefined;
  return copy;
}

/** Whether `copySetup` copied `setup` by Object.assign (the general path) rather than by a literal. */
function assigned(setup: Record<string, unknown>): boolean {
  const spy = vi.spyOn(Object, "assign");
  try {
    copySetup(setup as unknown as GameSetupRecord);
    return spy.mock.calls.length > 0;
  } finally {
    spy.mockRestore();
  }
}

describe("a setup's copy", () => {
  it("takes a literal for a played game's setup, started here or restored from the store", () => {
    // The fixture has the keys of a game the service started, once a decision added `kick`.
    expect(Object.keys(playing())).toEqual([...Object.keys(started), "kick"]);
    expect(assigned({ ...started, kick: undefined })).toBe(false);
    expect(Object.keys(restored())).not.toEqual(Object.keys(playing()));
    expect(Object.keys(restored()).sort()).toEqual(Object.keys(playing()).sort());
    expect(assigned(playing())).toBe(false);
    expect(assigned(restored())).toBe(false);
    // The copy of a copy (each decision's) keeps the order, so the literal again.
    expect(
      assigned(copySetup(restored() as unknown as GameSetupRecord) as unknown as Record<string, unknown>),
    ).toBe(false);
    // As restored, before the first decision adds `kick`: the general path.
    const { kick: _kick, ...justRestored } = restored();
    expect(assigned(justRestored)).toBe(true);
  });

  it.each([
    ["a played game's setup", playing],
    ["a restored game's setup", restored],
  ])("is Object.assign's for %s, and for every near miss", (_name, make) => {
    const setup = make();
    expectAsAssign(setup);
    const entries = Object.entries(setup);
    // A key more at every place, a key less at every place, two keys swapped.
    for (let at = 0; at <= entries.length; at++) {
      expectAsAssign(
        Object.fromEntries([...entries.slice(0, at), ["undo", { userId: "a" }], ...entries.slice(at)]),
      );
      if (at < entries.length) {
        expectAsAssign(Object.fromEntries([...entries.slice(0, at), ...entries.slice(at + 1)]));
        if (at + 1 < entries.length) {
          const swapped = [...entries];
          [swapped[at], swapped[at + 1]] = [
            swapped[at + 1] as [string, unknown],
            swapped[at] as [string, unknown],
          ];
          expectAsAssign(Object.fromEntries(swapped));
        }
      }
    }
    // Keys set to undefined are keys: kept as such.
    expectAsAssign({ ...setup, timer: undefined, startedAt: undefined });
    // An inherited key is not copied (Object.assign copies own keys only), at the end or in place.
    const proto = { kick: { targetUserId: "b", voters: [] } };
    const inherited = Object.assign(Object.create(proto) as object, Object.fromEntries(entries.slice(0, -1)));
    const copy = copySetup(inherited as unknown as GameSetupRecord);
    expect(Object.hasOwn(copy, "kick")).toBe(false);
    expectAsAssign(inherited as Record<string, unknown>);
    // A non-enumerable own key is not copied.
    const hidden = make();
    Object.defineProperty(hidden, "kick", { value: 1, enumerable: false });
    expectAsAssign(hidden);
    expect(Object.hasOwn(copySetup(hidden as unknown as GameSetupRecord), "kick")).toBe(false);
    // Setups of many shapes in one process: the same answers.
    for (let i = 0; i < 3000; i++) {
      const odd =
        i % 3 === 0
          ? { ...setup, [`k${i % 5}`]: i }
          : i % 3 === 1
            ? Object.fromEntries([...entries].reverse())
            : setup;
      expectAsAssign(odd);
    }
  });
});
