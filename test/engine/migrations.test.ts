// Stored snapshots of older state formats are brought to the current one by the chain of
// migrations, in order; a snapshot of a newer format (a rollback) is refused (docs/upgrades.md).

import { describe, expect, it } from "vitest";
import {
  migrateState,
  STATE_MIGRATIONS,
  STATE_VERSION,
  type StateMigration,
  StateVersionError,
} from "../../src/engine/migrations.ts";

const chain: StateMigration[] = [
  (s) => ({ ...s, steps: [...(s.steps as string[]), "1→2"] }),
  (s) => ({ ...s, steps: [...(s.steps as string[]), "2→3"] }),
];

describe("state format migrations", () => {
  it("versions the format by the length of the chain", () => {
    expect(STATE_VERSION).toBe(STATE_MIGRATIONS.length + 1);
  });

  it("applies every migration from the stored version, in order", () => {
    expect(migrateState({ steps: [] }, 1, chain)).toEqual({ steps: ["1→2", "2→3"] });
    expect(migrateState({ steps: [] }, 2, chain)).toEqual({ steps: ["2→3"] });
    const current = { steps: [] };
    expect(migrateState(current, 3, chain)).toBe(current);
  });

  it("refuses a state of a newer or unknown format", () => {
    expect(() => migrateState({}, 4, chain)).toThrow(StateVersionError);
    expect(() => migrateState({}, 0, chain)).toThrow(StateVersionError);
  });
});
