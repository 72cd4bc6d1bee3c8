// A game in progress survives a rules change (docs/upgrades.md): a card whose code changed under a
// stored game makes the decisions after the snapshot stop replaying; the game goes back to its
// snapshot, the undone decisions leave the log in the same save, the table is told what was undone
// and whose move it is, and the game plays on to its end.

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, RewindReport } from "../../src/app/index.ts";
import { RELEASE } from "../../src/app/release.ts";
import { parseDecision, promptFingerprint, snapshotState } from "../../src/app/restore.ts";
import { noticesFor, owedNotice } from "../../src/discord/notices.ts";
import { cardDef } from "../../src/engine/defs.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import type { Prompt } from "../../src/engine/types.ts";
import type { JsonText, JsonValue } from "../../src/store/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";
import { captureLog, chooser, newService, ok, playRandomStep, startedGame, USERS } from "./support.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const restoreDefs: (() => void)[] = [];
afterEach(() => {
  for (const undo of restoreDefs.splice(0)) undo();
});

/** A rules fix: the card `def` no longer does anything when played (its on-play effect is gone). */
function changeCard(def: string): void {
  const card = cardDef(def);
  const original = card.onPlay;
  card.onPlay = function* () {};
  restoreDefs.push(() => {
    card.onPlay = original;
  });
}

/**
 * Plays `snapshot`'s game with random answers until the decisions stored after its snapshot are a
 * main-prompt play of a card and an answer to a prompt of that card's on-play effect: the tail a
 * change of that card breaks. Returns the game there and the card's definition key.
 */
async function playUntilACardAskedInTheTail(
  service: ReturnType<typeof newService>,
  first: GameSnapshot,
  seed: number,
): Promise<{ snapshot: GameSnapshot; def: string }> {
  const rng = chooser(seed);
  let snapshot = first;
  let played: number | undefined;
  for (let i = 0; i < 3000 && snapshot.record.status === "active"; i++) {
    const prompt = snapshot.engine?.prompt as Prompt;
    const result = ok(await playRandomStep(service, snapshot, rng));
    const answered = (await db.store.loadGame(snapshot.record.id))?.decisions.at(-1);
    const choice = answered && parseDecision(answered.answer);
    const option =
      choice && "choice" in choice ? prompt.options.find((o) => o.id === choice.choice[0]) : null;
    if (prompt.kind === "main") played = option?.card;
    const asked = prompt.kind !== "main" && played !== undefined && prompt.source?.card === played;
    snapshot = result.snapshot;
    const engine = snapshot.engine;
    if (asked && engine && !engine.quiet && engine.prompt && prompt.source) {
      const def = prompt.source.def;
      if (cardDef(def).onPlay) return { snapshot, def };
    }
  }
  throw new Error("no card asked anything after being played");
}

describe("a rules change under a stored game", () => {
  it("rewinds to the snapshot, drops the undone decisions in the same save, tells the table, and plays on", async () => {
    const service = newService(db.store);
    const { snapshot: first } = await startedGame(service, 3, { vpTarget: 8 });
    const gameId = first.record.id;
    const { snapshot: before, def } = await playUntilACardAskedInTheTail(service, first, 5);
    const stored = await db.store.loadGame(gameId);
    if (!stored) throw new Error("the game is gone");
    const tail = stored.decisions;
    expect(tail.length).toBeGreaterThanOrEqual(2);
    // Every answer keeps the question it answered.
    for (const row of tail) expect(parseDecision(row.answer)).toHaveProperty("asked");
    // The game was last saved by an older release, then the bot is upgraded with the card changed.
    await db.store.saveGame({
      id: gameId,
      expectedVersion: stored.game.version,
      patch: { setup: { ...(stored.game.setup as Record<string, JsonValue>), release: "0.0.0-test" } },
    });
    // Another game, saved by this release: the start-up pass leaves it alone.
    const untouched = (await startedGame(service, 2)).snapshot;
    changeCard(def);
    const reports: RewindReport[] = [];
    const { log, lines } = captureLog();
    const upgraded = newService(db.store, { log, onRewound: (report) => reports.push(report) });

    expect(await upgraded.restoreOpenGames()).toEqual({ checked: 1, rewound: 1, failed: 0 });
    expect((await db.store.loadGame(untouched.record.id))?.game.version).toBe(untouched.record.version);

    // Back at the snapshot, with the undone decisions gone from the log.
    const after = await db.store.loadGame(gameId);
    expect(after?.decisions).toEqual([]);
    expect(await db.store.loadAllDecisions(gameId)).toHaveLength(stored.game.snapshotSeq);
    expect(after?.game.snapshot).toEqual(stored.game.snapshot);
    expect(after?.game.setup).toMatchObject({ release: RELEASE });
    const restored = (await upgraded.load(gameId)) as GameSnapshot;
    const engine = restored.engine;
    if (!engine) throw new Error("no engine");
    const atSnapshot = Engine.resume(
      snapshotState(stored.game.snapshot as JsonText),
      [],
      stored.game.snapshotSeq,
    );
    // (Compared as a boolean: a failed match of two states would print them both in full.)
    expect(serialize(engine.g) === serialize(atSnapshot.g)).toBe(true);
    expect(engine.prompt?.kind).toBe("main");
    expect(engine.decisions).toBe(stored.game.snapshotSeq);
    expect(restored.record.version).toBe(stored.game.version + 2);

    // Logged with what was undone and why.
    const warning = lines.find(
      (l) => l.msg === "game rewound to its snapshot: its latest decisions no longer replay",
    );
    expect(warning).toMatchObject({ gameId, savedBy: "0.0.0-test", release: RELEASE });
    expect(warning?.reason).toMatch(/^the question changed/);
    expect(warning?.undone).toHaveLength(tail.length);

    // The table is told: what was undone, where the game stands, and the player to move is pinged.
    expect(reports).toHaveLength(1);
    const report = reports[0] as RewindReport;
    const active = engine.g.turn.active;
    expect(report.events[0]).toEqual({
      type: "rewound",
      undone: tail.length,
      by: [...new Set(tail.map((d) => d.userId))],
      turn: engine.g.turn.number,
      activeSeat: active,
      atStart: false,
    });
    const notices = noticesFor(report.snapshot, report.events);
    const names = report.snapshot.setup.seats.map((s) => s.name);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.content).toContain(`the last ${tail.length} decisions of this game`);
    expect(notices[0]?.content).toContain(
      `start of ${names[active]}'s play phase (turn ${engine.g.turn.number})`,
    );
    expect(notices[0]?.allowedMentions).toEqual({ parse: [] });
    // The game owes a ping for the prompt it now waits on (a wait the tail had moved past).
    const owed = owedNotice(report.snapshot);
    expect(owed).toMatchObject({
      key: `prompt:${engine.prompt?.id}`,
      pinged: [report.snapshot.userOf(active)],
    });
    const french = noticesFor(
      { ...report.snapshot, setup: { ...report.snapshot.setup, locale: "fr" } },
      report.events,
    );
    expect(french[0]?.content).toContain(`les ${tail.length} dernières décisions de cette partie`);
    expect(french[0]?.content).toContain(
      `phase de jeu du tour ${engine.g.turn.number} : c'est à ${names[active]} de jouer.`,
    );

    // The old buttons are stale; the game plays on under the new rules to its end.
    expect(
      await upgraded.act({
        gameId,
        userId: USERS[0],
        version: before.record.version,
        decision: { kind: "autoPass", on: true },
      }),
    ).toEqual({ ok: false, reason: "stale" });
    const rng = chooser(9);
    let current = restored;
    for (let i = 0; i < 5000 && current.record.status === "active"; i++) {
      current = ok(await playRandomStep(upgraded, current, rng)).snapshot;
    }
    expect(current.record.status).toBe("finished");
  });

  it("replays the same tail untouched when the rules did not change", async () => {
    const service = newService(db.store);
    const { snapshot: first } = await startedGame(service, 3, { vpTarget: 8 });
    const { snapshot: before } = await playUntilACardAskedInTheTail(service, first, 5);
    const reports: RewindReport[] = [];
    const restarted = newService(db.store, { onRewound: (report) => reports.push(report) });
    const restored = (await restarted.load(before.record.id)) as GameSnapshot;
    expect(reports).toEqual([]);
    expect(restored.record.version).toBe(before.record.version);
    expect(serialize(restored.engine?.g as never) === serialize(before.engine?.g as never)).toBe(true);
  });

  it("rewinds a game still in its mulligans to its start", async () => {
    const service = newService(db.store);
    // With hidden timing every player confirms their opening hand: no quiet point yet.
    const { snapshot } = await startedGame(service, 2, { hiddenTiming: true });
    expect(snapshot.record.snapshot).toBeNull();
    const prompt = snapshot.engine?.prompt as Prompt;
    await db.store.saveGame({
      id: snapshot.record.id,
      expectedVersion: snapshot.record.version,
      appendDecisions: [
        {
          seq: 1,
          userId: snapshot.userOf(prompt.seat),
          seat: prompt.seat,
          answer: { seat: prompt.seat, prompt: prompt.id, choice: ["no"], asked: "mulligan:changed:0" },
        },
      ],
    });
    const reports: RewindReport[] = [];
    const restored = (await newService(db.store, { onRewound: (r) => reports.push(r) }).load(
      snapshot.record.id,
    )) as GameSnapshot;
    expect(restored.engine?.decisions).toBe(0);
    expect(restored.engine?.prompt?.id).toBe(prompt.id);
    expect(reports[0]?.events[0]).toMatchObject({ type: "rewound", undone: 1, atStart: true });
    const [notice] = noticesFor(reports[0]?.snapshot as GameSnapshot, reports[0]?.events ?? []);
    const name = restored.setup.seats[prompt.seat]?.name;
    expect(notice?.content).toBe(
      `The bot was updated, and the last decision of this game (by ${name}) no longer works with the new version: it was undone. The game is back at its start.`,
    );
  });

  it("undoes a legal answer to a question that has changed rather than misapply it", async () => {
    const service = newService(db.store);
    const { snapshot } = await startedGame(service, 2);
    const engine = snapshot.engine as Engine;
    const prompt = engine.prompt as Prompt;
    const legal = {
      seat: prompt.seat,
      prompt: prompt.id,
      choice: prompt.options.slice(0, prompt.min).map((o) => o.id),
    };
    // The answer the old code stored, to a question the new code asks differently.
    const changed = { ...prompt, options: [...prompt.options, { id: "new-option" }] };
    await db.store.saveGame({
      id: snapshot.record.id,
      expectedVersion: snapshot.record.version,
      appendDecisions: [
        {
          seq: engine.decisions + 1,
          userId: snapshot.userOf(prompt.seat),
          seat: prompt.seat,
          answer: { ...legal, asked: promptFingerprint(changed) },
        },
      ],
    });
    const { log, lines } = captureLog();
    const restored = (await newService(db.store, { log }).load(snapshot.record.id)) as GameSnapshot;
    expect(restored.engine?.decisions).toBe(engine.decisions);
    expect(restored.engine?.prompt?.id).toBe(prompt.id);
    expect(await db.store.loadAllDecisions(snapshot.record.id)).toHaveLength(engine.decisions);
    expect(lines.find((l) => l.level === 40)?.reason).toMatch(/^the question changed/);
  });

  it("tells a changed question from the one an answer was given to", async () => {
    const service = newService(db.store);
    const { snapshot } = await startedGame(service, 2);
    const prompt = snapshot.engine?.prompt as Prompt;
    expect(promptFingerprint(prompt)).toBe(promptFingerprint({ ...prompt, id: prompt.id + 7 }));
    // By the prompt's fields since stop 45 (`y`, 64 bits in base64url).
    expect(promptFingerprint(prompt)).toMatch(
      new RegExp(`^${prompt.kind}:${prompt.purpose}:y[A-Za-z0-9_-]{11}$`),
    );
    const fewer = { ...prompt, options: prompt.options.slice(1) };
    expect(promptFingerprint(fewer)).not.toBe(promptFingerprint(prompt));
    const reordered = {
      ...prompt,
      options: prompt.options.map((o) => ({ ...Object.fromEntries(Object.entries(o).reverse()) })),
    };
    expect(promptFingerprint(reordered as Prompt)).toBe(promptFingerprint(prompt));
  });
});
