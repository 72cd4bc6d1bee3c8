// The format of a serialised GameState, versioned so that a snapshot written by an older release
// still resumes under a newer one (docs/upgrades.md). A change of the state's shape (a field added,
// renamed or re-encoded) appends one function to STATE_MIGRATIONS that turns a state of the
// previous version into the new shape; STATE_VERSION follows by itself. Migrations are never
// edited or removed once released: stored games of every release depend on the whole chain.

/** A serialised state as plain JSON, before it is trusted to be a GameState of this release. */
export type StateJson = Record<string, unknown>;

/** Turns a state of version i + 1 into version i + 2 (index i of the chain). */
export type StateMigration = (state: StateJson) => StateJson;

/** Version 1 is the format of release 0.1.0, the first one with stored games. */
export const STATE_MIGRATIONS: readonly StateMigration[] = [
  // 1 → 2 (issue 22, stop 45): the same state; from 2 on, the stored text writes the cards and the
  // log lines by position (snapshot-text.ts), which the reader expands before migrating. Version 2
  // tells a release before it (which would read the rows as cards) that the snapshot is newer.
  (state) => state,
];

export const STATE_VERSION = STATE_MIGRATIONS.length + 1;

export class StateVersionError extends Error {
  override readonly name = "StateVersionError";
}

/** A state of version `from` brought to the current version (the same object when already there). */
export function migrateState(
  state: StateJson,
  from: number,
  chain: readonly StateMigration[] = STATE_MIGRATIONS,
): StateJson {
  const current = chain.length + 1;
  if (!Number.isInteger(from) || from < 1)
    throw new StateVersionError(`unknown state format version ${from}`);
  // A snapshot from a newer release than this one (a rollback): its meaning is unknown here.
  if (from > current)
    throw new StateVersionError(`state format ${from} is newer than this release's (${current})`);
  let migrated = state;
  for (let version = from; version < current; version++) {
    migrated = (chain[version - 1] as StateMigration)(migrated);
  }
  return migrated;
}
