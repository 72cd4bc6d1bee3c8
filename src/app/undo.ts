// Undo in the bot (issue 26): the engine says which decisions a player may take back and on what
// terms (src/engine/undo.ts); here, the stored log is read and the game rebuilt at the kept
// decisions, with the snapshot the store needs. The game service saves it (decisions above the
// point deleted, version bumped) before anything is announced.
//
// Reading for AI seats (user ids `ai:N`, issue 23): they cannot vote, and consent automatically.
// An AI has nothing to protect by refusing: a human who undoes a revealing decision replays the
// same random outcomes (nothing is re-rolled), and the AI's own answers after it are taken back
// with it. So the electorate of an undo vote is the other people still playing; with none, the
// undo applies at once.

import { type DecisionRecord, Engine, type EngineOptions } from "../engine/engine.ts";
import type { GameSetup, Seat } from "../engine/types.ts";
import { submitTraced, traceGame, type UndoVerdict, undoVerdict } from "../engine/undo.ts";
import { type GamePatch, JsonText, type LoadedGame } from "../store/index.ts";
import { snapshotColumn, snapshotState } from "./restore.ts";
import type { GameSetupRecord } from "./setup.ts";

/** The verdict for a seat, and how to rebuild the game at the decisions it keeps. */
export interface UndoPlan {
  verdict: UndoVerdict;
  rebuild(keep: number): { engine: Engine; patch: GamePatch };
}

/**
 * The undo of `seat` in a stored game whose whole log is `all`. Read from the stored snapshot when
 * the seat's latest decision is after it (the usual case: the tail is what a restore replays, and
 * the snapshot stays valid); else from the whole log replayed from the setup, the snapshot then
 * reset to a quiet point at or before the kept decisions. The rebuilt engine runs with `engineOptions`
 * (the bot's: restore.ts `botEngineOptions`).
 */
export function planUndo(
  loaded: LoadedGame,
  setup: GameSetup,
  all: readonly DecisionRecord[],
  seat: Seat,
  engineOptions: EngineOptions,
): UndoPlan {
  const { snapshot, snapshotSeq } = loaded.game;
  if (snapshot !== null && snapshot !== undefined) {
    const text = snapshot instanceof JsonText ? snapshot : new JsonText(JSON.stringify(snapshot));
    const atSnapshot = (opts = {}) => Engine.resume(snapshotState(text), [], snapshotSeq, opts);
    const e = atSnapshot();
    const traces = all.slice(snapshotSeq).map((d, i) => {
      const { result, trace } = submitTraced(e, d);
      if (!result.ok) throw new Error(`decision ${snapshotSeq + i + 1} does not replay: ${result.reason}`);
      return trace;
    });
    const verdict = undoVerdict(traces, seat);
    if (verdict.ok || verdict.reason === "player-left") {
      return {
        verdict: verdict.ok ? { ...verdict, keep: verdict.keep + snapshotSeq } : verdict,
        rebuild(keep) {
          const engine = atSnapshot(engineOptions);
          for (const d of all.slice(snapshotSeq, keep)) {
            const r = engine.submit(d);
            if (!r.ok) throw new Error(`the kept decisions do not replay: ${r.reason}`);
          }
          return { engine, patch: {} };
        },
      };
    }
  }
  return {
    verdict: verdictFor(setup, all, seat),
    rebuild: (keep) => rebuildAt(setup, all, keep, engineOptions),
  };
}

/** The verdict for `seat` over a whole stored log (replayed from the setup). */
export function verdictFor(setup: GameSetup, decisions: readonly DecisionRecord[], seat: Seat): UndoVerdict {
  return undoVerdict(traceGame(setup, decisions), seat);
}

/**
 * The game at its first `keep` decisions, as the bot runs it, and the snapshot columns to store:
 * the latest quiet point at or before `keep` (none before the first one: the log replays from the
 * setup). A snapshot that folded undone decisions must never be read again.
 */
export function rebuildAt(
  setup: GameSetup,
  decisions: readonly DecisionRecord[],
  keep: number,
  engineOptions: EngineOptions,
): { engine: Engine; patch: GamePatch } {
  const kept = decisions.slice(0, keep);
  // Every quiet point serialised: the last one reached is the snapshot to keep.
  const full = Engine.replay(setup, kept, { snapshots: true, snapshotEvery: 1 });
  const checkpoint = full.checkpoint;
  if (!checkpoint || checkpoint.state === "") {
    return {
      engine: Engine.replay(setup, kept, engineOptions),
      patch: { snapshot: null, snapshotSeq: 0 },
    };
  }
  const engine = Engine.resume(
    checkpoint.state,
    kept.slice(checkpoint.decisions),
    checkpoint.decisions,
    engineOptions,
  );
  return {
    engine,
    patch: { snapshot: snapshotColumn(checkpoint.state), snapshotSeq: checkpoint.decisions },
  };
}

/** Who must consent to `seat`'s undo: the other people still in the game (AI seats consent by themselves). */
export function undoElectorate(setup: GameSetupRecord, engine: Engine, seat: Seat): string[] {
  return setup.seats.filter((s, i) => i !== seat && !engine.g.players[i]?.out && !s.ai).map((s) => s.userId);
}

/** How many undos the setup remembers for stale buttons (older buttons are long gone). */
const UNDONE_KEPT = 5;

/** The setup's `undone` list with an undo saved as `version`, the game now at `engine`'s prompt. */
export function withUndoneBranch(
  setup: GameSetupRecord,
  version: number,
  engine: Engine,
): NonNullable<GameSetupRecord["undone"]> {
  const branch = { version, promptId: engine.prompt?.id ?? -1 };
  return [...(setup.undone ?? []).slice(-(UNDONE_KEPT - 1)), branch];
}

/** Whether a button rendered at `version` for prompt `promptId` belongs to a branch an undo took back. */
export function inUndoneBranch(setup: GameSetupRecord, version: number, promptId: number): boolean {
  return (setup.undone ?? []).some((u) => version < u.version && promptId > u.promptId);
}
