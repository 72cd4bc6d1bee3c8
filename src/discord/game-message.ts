// The one public message of a game, whatever its stage: the lobby, then the faction selection,
// then the board (edited in place as the game goes on). It never pings anyone: an edit would not
// notify on Discord anyway, so every ping comes from a notice (./notices.ts) instead.

import type { GameSnapshot } from "../app/index.ts";
import type { Engine } from "../engine/engine.ts";
import { msg } from "../i18n/index.ts";
import { type MessagePayload, renderBoard, renderDraft, renderLobby } from "../render/index.ts";
import { boardInput } from "./views.ts";

/** The game's message in the game's language; `enabledBoxes` feeds the host's box select. */
export function gameMessage(snapshot: GameSnapshot, enabledBoxes: readonly string[]): MessagePayload {
  const { record, setup, engine } = snapshot;
  if (engine) return boardMessageLater(snapshot, engine)();
  const locale = setup.locale;
  const ref = { gameId: record.id, version: record.version, setup };
  const payload =
    setup.stage === "selecting" ? renderDraft(ref, locale) : renderLobby({ ...ref, enabledBoxes }, locale);
  return { ...payload, allowedMentions: { parse: [] } };
}

/**
 * The board of a game in play, its text rendered when first asked for (then kept). What it shows
 * is read now: the board's input is a copy of the live engine's public view, which moves on with
 * the game's next interaction. Most boards of a busy game are never sent (clicks faster than the
 * board's edits: only the newest board of a burst goes, BOARD_EDIT_INTERVAL_MS), so their text is
 * never rendered (issue 22: it was a quarter of a click's rendering).
 */
export function boardMessageLater(snapshot: GameSnapshot, engine: Engine): () => MessagePayload {
  const input = boardInput(snapshot, engine);
  const locale = snapshot.setup.locale;
  const cancelled = snapshot.record.status === "cancelled";
  let payload: MessagePayload | undefined;
  return () => {
    if (payload) return payload;
    const board = renderBoard(input, locale);
    // A game an admin ended keeps its last board, without buttons, and no longer says whose turn it is.
    const shown = cancelled ? { ...board, content: msg(locale).app.reason.cancelled, components: [] } : board;
    payload = { ...shown, allowedMentions: { parse: [] } };
    return payload;
  };
}
