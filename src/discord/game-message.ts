// The one public message of a game, whatever its stage: the lobby, then the faction selection,
// then the board (edited in place as the game goes on). It never pings anyone: an edit would not
// notify on Discord anyway, so every ping comes from a notice (./notices.ts) instead.

import type { GameSnapshot } from "../app/index.ts";
import { msg } from "../i18n/index.ts";
import { type MessagePayload, renderBoard, renderDraft, renderLobby } from "../render/index.ts";
import { boardInput } from "./views.ts";

/** The game's message in the game's language; `enabledBoxes` feeds the host's box select. */
export function gameMessage(snapshot: GameSnapshot, enabledBoxes: readonly string[]): MessagePayload {
  const { record, setup, engine } = snapshot;
  const locale = setup.locale;
  const ref = { gameId: record.id, version: record.version, setup };
  let payload: MessagePayload;
  if (engine) {
    payload = renderBoard(boardInput(snapshot, engine), locale);
    // A game an admin ended keeps its last board, without buttons, and no longer says whose turn it is.
    if (record.status === "cancelled")
      payload = { ...payload, content: msg(locale).app.reason.cancelled, components: [] };
  } else if (setup.stage === "selecting") {
    payload = renderDraft(ref, locale);
  } else {
    payload = renderLobby({ ...ref, enabledBoxes }, locale);
  }
  return { ...payload, allowedMentions: { parse: [] } };
}
