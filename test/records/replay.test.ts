// The replay of a game's file (issue 25): a game played with random legal answers, stored as the
// bot stores it (each answer with the fingerprint of its question), replays to the same state;
// the first place where another release would part from it is found (a question asked
// differently, an answer refused, another end); and the scenario written at decision N reaches
// exactly the replay's position — for several N (setup, mid-turn, the end), 2 and 3 players.

import "../../cards/index.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { StoredDecision } from "../../src/app/restore.ts";
import { storedAnswer } from "../../src/app/restore.ts";
import type { EngineSetupRecord } from "../../src/app/setup.ts";
import { buildTable, runScenario, ScenarioSchema } from "../../src/drivers/scenario.ts";
import { randomChoice } from "../../src/drivers/simulate.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { replayGameFile } from "../../src/records/replay.ts";
import { positionOf, scenarioOfGame, scenarioPosition } from "../../src/records/replay-scenario.ts";
import {
  GAME_FILE_FORMAT,
  type GameFile,
  mayHaveGameFile,
  parseGameFile,
} from "../../src/records/report-file.ts";

function playedFile(
  setup: EngineSetupRecord,
  chooserSeed: number,
  limit = 3000,
): { file: GameFile; engine: Engine } {
  const engine = Engine.start(setup);
  const rng = makeChooserRng(chooserSeed);
  const decisions: StoredDecision[] = [];
  while (engine.prompt && decisions.length < limit) {
    const prompt = engine.prompt;
    const d = { seat: prompt.seat, prompt: prompt.id, choice: randomChoice(prompt, rng) };
    const stored = storedAnswer(d, prompt);
    expect(engine.submit(d).ok).toBe(true);
    decisions.push(stored);
  }
  const g = engine.g;
  const file: GameFile = {
    format: GAME_FILE_FORMAT,
    gameId: "00000000-0000-4000-8000-000000000001",
    release: "test",
    exportedBy: "test",
    status: engine.over ? "finished" : "active",
    setup,
    decisions,
    seats: setup.players.map((_, i) => ({ userId: `u${i}`, name: `p${i}` })),
    summary: engine.over
      ? {
          winner:
            g.result?.winner === null || g.result?.winner === undefined ? null : { seat: g.result.winner },
          players: g.players.map((p) => ({ seat: p.seat, vp: p.vp })),
          turns: g.turn.number,
          decisions: decisions.length,
        }
      : null,
  };
  // What the bot writes is what the tool reads.
  return { file: parseGameFile(JSON.stringify(file)), engine };
}

const twoPlayers: EngineSetupRecord = {
  seed: 11,
  players: [{ factions: ["aliens", "dinosaurs"] }, { factions: ["ninjas", "pirates"] }],
  baseBoxes: ["core"],
  options: { vpTarget: 15, hiddenTiming: false },
};
const threePlayers: EngineSetupRecord = {
  seed: 5,
  players: [
    { factions: ["robots", "wizards"] },
    { factions: ["zombies", "tricksters"] },
    { factions: ["aliens", "pirates"] },
  ],
  baseBoxes: ["core"],
  options: { vpTarget: 15, hiddenTiming: true },
};

describe("replaying a game's file", () => {
  for (const [label, setup, seed] of [
    ["2 players", twoPlayers, 3],
    ["3 players, hidden timing", threePlayers, 8],
  ] as const) {
    it(`${label}: reproduces the game to the same final state, and says so`, () => {
      const { file, engine } = playedFile(setup, seed);
      expect(engine.over).toBe(true);
      const replayed = replayGameFile(file);
      expect(replayed.divergence).toBeNull();
      expect(replayed.applied).toBe(file.decisions.length);
      expect(serialize(replayed.engine.g)).toBe(serialize(engine.g));
    });

    it(`${label}: the scenario written at decision N reaches the replay's position`, () => {
      const { file } = playedFile(setup, seed);
      const total = file.decisions.length;
      for (const to of [0, 1, Math.floor(total / 3), Math.floor(total / 2) + 1, total]) {
        const at = replayGameFile(file, to);
        expect(at.applied).toBe(to);
        const scenario = scenarioOfGame(file, at.initial, to, at.engine);
        // A valid scenario file, as written to disk and read back.
        const written = JSON.parse(JSON.stringify(scenario));
        expect(ScenarioSchema.safeParse(written).success).toBe(true);
        expect(scenarioPosition(written)).toBe(positionOf(at.engine.g));
        expect(runScenario(written)).toEqual({ pass: true, failures: [] });
      }
    });
  }

  it("a scenario whose expectation is edited to another outcome fails: a reported bug becomes a failing test", () => {
    const { file } = playedFile(twoPlayers, 3);
    const to = Math.floor(file.decisions.length / 2);
    const at = replayGameFile(file, to);
    const scenario = scenarioOfGame(file, at.initial, to, at.engine);
    const vp = [...(scenario.expect?.vp ?? [])];
    vp[0] = (vp[0] ?? 0) + 1;
    const outcome = runScenario({ ...scenario, expect: { ...scenario.expect, vp } });
    expect(outcome.pass).toBe(false);
    expect(outcome.failures.join("\n")).toMatch(/vp/);
  });

  it("finds where another release parts from the stored game: a question asked differently", () => {
    const { file } = playedFile(twoPlayers, 3);
    const decisions = file.decisions.map((d, i) =>
      i === 40 && "choice" in d ? { ...d, asked: "main:play:x0000000000000000" } : d,
    );
    const replayed = replayGameFile({ ...file, decisions });
    expect(replayed.divergence).toMatchObject({ at: 41, kind: "question" });
  });

  it("finds where another release parts from the stored game: an answer refused, another end", () => {
    const { file } = playedFile(twoPlayers, 3);
    const refused = file.decisions.map((d, i) =>
      i === 25 && "choice" in d ? { ...d, choice: ["nope"] } : d,
    );
    const replayed = replayGameFile({ ...file, decisions: refused });
    expect(replayed.divergence).toMatchObject({ at: 26, kind: "refused" });
    expect(replayed.applied).toBe(25);

    const summary = file.summary ?? null;
    expect(summary).not.toBeNull();
    const otherEnd = {
      ...file,
      summary: summary && { ...summary, players: summary.players.map((p) => ({ ...p, vp: p.vp + 1 })) },
    };
    expect(replayGameFile(otherEnd).divergence).toMatchObject({
      at: file.decisions.length + 1,
      kind: "result",
    });
  });
});

describe("who may have a game's file", () => {
  it("admins at any time, players once the game is over, nobody else", () => {
    for (const status of ["lobby", "active", "finished", "cancelled"] as const) {
      const over = status === "finished" || status === "cancelled";
      expect(mayHaveGameFile(status, { admin: true, player: false })).toBe(true);
      expect(mayHaveGameFile(status, { admin: false, player: true })).toBe(over);
      expect(mayHaveGameFile(status, { admin: false, player: false })).toBe(false);
    }
  });
});

describe("npm run -s replay", () => {
  const ROOT = path.resolve(import.meta.dirname, "../..");
  const run = (...args: string[]) =>
    spawnSync("npm", ["run", "-s", "replay", "--", ...args], { cwd: ROOT, encoding: "utf8" });

  // Three `npm run` processes, each starting tsx and loading every card: at a load of 40 on 2 cores
  // they took more than vitest's 180 s together. A limit that only catches a hang.
  it("says the game reproduces, shows the reported position, prints the log, writes a scenario that passes", {
    timeout: 600_000,
  }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), "replay-"));
    const { file } = playedFile(twoPlayers, 3);
    const reported = { ...file, report: { id: 4, decision: 30, release: "test", text: "a wrong score" } };
    writeFileSync(path.join(dir, "game.json"), JSON.stringify(reported));
    const out = path.join(dir, "scenario.json");
    const r = run(path.join(dir, "game.json"), "--log", "--scenario", out);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      `reproduces the stored game exactly: ${file.decisions.length}/${file.decisions.length}`,
    );
    expect(r.stdout).toContain("position after 30 decisions: turn ");
    expect(r.stdout).toContain("[to p0] ");
    expect(r.stdout).toContain("it reaches the same position");
    const scenario = JSON.parse(readFileSync(out, "utf8"));
    expect(scenario.decisions).toHaveLength(30);
    expect(runScenario(scenario)).toEqual({ pass: true, failures: [] });

    const diverging = {
      ...file,
      decisions: file.decisions.map((d, i) =>
        i === 40 && "choice" in d ? { ...d, asked: "main:play:x00" } : d,
      ),
    };
    writeFileSync(path.join(dir, "other.json"), JSON.stringify(diverging));
    const other = run(path.join(dir, "other.json"), "--to", "5");
    expect(other.status).toBe(1);
    expect(other.stdout).toContain("DIVERGES at decision 41 (question)");

    writeFileSync(path.join(dir, "junk.json"), "{}");
    expect(run(path.join(dir, "junk.json")).status).toBe(2);
  });
});

describe("scenario cards by copy", () => {
  const base = {
    players: [{ factions: ["aliens", "dinosaurs"] }, { factions: ["ninjas", "pirates"] }],
    bases: [{ id: "tar-pits" }],
  };
  it("places the named copy of a card, and refuses a copy that does not exist or is already placed", () => {
    const copies = buildTable({
      ...base,
      players: [
        { ...base.players[0], hand: [{ card: "aliens:collector", copy: 2 }, "aliens:collector"] },
        base.players[1],
      ],
    } as never);
    const [second, first] = copies.g.players[0]?.hand ?? [];
    const invaders = copies.g.cards
      .filter((c) => c.owner === 0 && c.def === "aliens:collector")
      .map((c) => c.uid);
    expect([second, first]).toEqual([invaders[2], invaders[0]]);
    expect(() =>
      buildTable({
        ...base,
        players: [{ ...base.players[0], hand: [{ card: "aliens:collector", copy: 9 }] }, base.players[1]],
      } as never),
    ).toThrow(/no copy 9 of "aliens:collector"/);
    expect(() =>
      buildTable({
        ...base,
        players: [
          {
            ...base.players[0],
            hand: [
              { card: "aliens:collector", copy: 1 },
              { card: "aliens:collector", copy: 1 },
            ],
          },
          base.players[1],
        ],
      } as never),
    ).toThrow(/no copy 1 of "aliens:collector" left/);
  });
});
