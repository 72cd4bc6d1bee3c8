// The game service and its contract; see docs/discord-design.md ("src/app").

export {
  GameService,
  type GameServiceOptions,
  IDLE_SNAPSHOT_MS,
  STOP_SNAPSHOTS_MS,
  TIMER_LEASE_MS,
} from "./game-service.ts";
export { factionPool, MAX_PLAYERS, MIN_PLAYERS, pendingPickers, pickableFactions } from "./lobby.ts";
export { APP_REASONS, type AppReason } from "./reasons.ts";
export { GameRestoreError } from "./restore.ts";
export * from "./setup.ts";
export type * from "./types.ts";
export { lobbyActionSchema, openLobbyInputSchema, playerDecisionSchema } from "./types.ts";
