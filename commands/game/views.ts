// What a player sees privately: their panel (hand and pending choice) in their own language,
// with an optional explanation on top; anyone else gets the explanation alone.

import type { GameSnapshot } from "../../src/app/index.ts";
import { boardInput, discardsInput, panelInput } from "../../src/discord/views.ts";
import type { Seat } from "../../src/engine/types.ts";
import { type Locale, msg } from "../../src/i18n/index.ts";
import {
  type MessagePayload,
  type PanelUi,
  renderBoardDetails,
  renderDiscards,
  renderPanel,
} from "../../src/render/index.ts";
import { textPayload, withNote } from "./respond.ts";

export function privateView(
  snapshot: GameSnapshot,
  userId: string,
  locale: Locale,
  options: { note?: string | undefined; ui?: PanelUi | undefined } = {},
): MessagePayload {
  const reasons = msg(locale).app.reason;
  const seat = snapshot.seatOf(userId);
  if (seat === null) return textPayload(joined(options.note, reasons["not-in-game"]));
  const engine = snapshot.engine;
  if (!engine) {
    const closed = snapshot.record.status === "cancelled" ? reasons.cancelled : reasons["not-active"];
    return textPayload(joined(options.note, closed));
  }
  return withNote(renderPanel(panelInput(snapshot, engine, seat, options.ui), locale), options.note);
}

function joined(note: string | undefined, text: string): string {
  return note && note !== text ? `${note}\n${text}` : text;
}

/** The discard piles of the game (public information, DECK-6), for anyone who asks. */
export function discardsView(snapshot: GameSnapshot, locale: Locale, seat?: Seat): MessagePayload {
  const engine = snapshot.engine;
  if (!engine) return textPayload(msg(locale).app.reason["not-active"]);
  return renderDiscards(discardsInput(snapshot, engine, seat), locale);
}

/** The whole board (base texts, every card on the table: public information), for anyone who asks. */
export function boardDetailsView(snapshot: GameSnapshot, locale: Locale): MessagePayload {
  const engine = snapshot.engine;
  if (!engine) return textPayload(msg(locale).app.reason["not-active"]);
  return renderBoardDetails(boardInput(snapshot, engine), locale);
}
