/** Base class of the store's expected failures, so callers can tell them from bugs and outages. */
export class StoreError extends Error {}

/** The channel already has a game in lobby or active. */
export class ChannelBusyError extends StoreError {
  override readonly name = "ChannelBusyError";
  constructor(
    readonly channelId: string,
    readonly existingGameId: string,
  ) {
    super(`channel ${channelId} already has an open game (${existingGameId})`);
  }
}

/** Someone saved the game since the caller loaded it: reload and retry, or tell the user the board changed. */
export class VersionConflictError extends StoreError {
  override readonly name = "VersionConflictError";
  constructor(
    readonly gameId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`game ${gameId} is at version ${actualVersion}, not ${expectedVersion}`);
  }
}

export class GameNotFoundError extends StoreError {
  override readonly name = "GameNotFoundError";
  constructor(readonly gameId: string) {
    super(`game ${gameId} does not exist`);
  }
}

/** A decision with that seq is already in the log (or the batch repeats one): a bug in the caller. */
export class DecisionConflictError extends StoreError {
  override readonly name = "DecisionConflictError";
  constructor(
    readonly gameId: string,
    detail: string,
  ) {
    super(`decision log of game ${gameId}: ${detail}`);
  }
}

export class GuildSettingsValidationError extends StoreError {
  override readonly name = "GuildSettingsValidationError";
  constructor(readonly issues: string[]) {
    super(`invalid guild settings: ${issues.join("; ")}`);
  }
}
