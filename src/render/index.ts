// Pure renderers: game views and lobby state in, Discord message payloads out (no I/O).

export { type BoardInput, renderBoardDetails } from "./board.ts";
export { BOARD_CHARS, renderBoard } from "./compact-board.ts";
export {
  type ComponentAction,
  decodeCustomId,
  encodeCustomId,
  type GameAction,
  type LobbyAction,
  type LobbyOptionKey,
  MAX_MARKABLE,
  type MarkUi,
  type PanelUi,
  type PlayUi,
} from "./custom-id.ts";
export { type DiscardsInput, renderDiscards } from "./discards.ts";
export { type DraftPickInput, type DraftView, renderDraft, renderDraftPick } from "./draft.ts";
export { type GameOverSummary, renderGameOver } from "./game-over.ts";
export { type LobbyView, renderLobby } from "./lobby.ts";
export { type DefTable, type PlayerRef, viewDefs } from "./names.ts";
export { renderPromptNotice } from "./notice.ts";
export { nextPanelUi, type PanelInput, renderPanel } from "./panel.ts";
export type { MessagePayload } from "./payload.ts";
