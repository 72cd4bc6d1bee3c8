// End turn on a phone (issue 21): one mis-tap must not lose a turn. When the player can still play
// a minion AND an action, End turn first asks; a player may turn the question off (a stored
// setting) and back on. Whether a play of each kind is left is read from the engine's own main
// prompt — the plays it offers right now, whatever allowance would pay for them — never worked out
// again here.

import type { APIEmbed } from "discord.js";
import { cardDef, hasCardDef } from "../engine/defs.ts";
import type { PlayerView } from "../engine/view.ts";
import { panel as panelText } from "../i18n/areas/panel.ts";
import type { Locale } from "../i18n/locale.ts";
import { button, customId } from "./controls.ts";
import type { DefTable } from "./names.ts";
import { parsePlay } from "./options.ts";
import { type ActionRow, type MessagePayload, row } from "./payload.ts";

/**
 * True when the viewer's pending main prompt offers both a minion play and an action play (and
 * ending the turn): ending now gives up a play of each kind.
 */
export function playsOfEachKindLeft(view: PlayerView, defs: DefTable): boolean {
  const p = view.myPrompt;
  if (p?.kind !== "main" || !p.options.some((o) => o.id === "end")) return false;
  const kinds = new Set<string>();
  for (const o of p.options) {
    const play = parsePlay(o.id);
    const def = play ? defs.cards[play.card] : undefined;
    if (def && hasCardDef(def)) kinds.add(cardDef(def).type);
  }
  return kinds.has("minion") && kinds.has("action");
}

/** The question above the panel's hand: end anyway, keep playing, or end and never ask again. */
export function confirmEndTurn(
  panel: MessagePayload,
  ref: { gameId: string; version: number; promptId: number },
  locale: Locale,
): MessagePayload {
  const t = panelText[locale];
  const c = { ref };
  const question: APIEmbed = { title: t.endTurnQuestion, description: t.endTurnLeft, color: 0xed4245 };
  const rows: ActionRow[] = [
    row(
      button(t.keepPlaying, customId(c, { verb: "page", ui: {} }), 1),
      button(t.endTurnAnyway, customId(c, { verb: "endok" }), 4),
    ),
    row(button(t.endTurnNeverAsk, customId(c, { verb: "endnv" }))),
  ];
  // The hand stays below the question (the last embed of a panel).
  const hand = panel.embeds.at(-1);
  return { ...panel, embeds: hand ? [question, hand] : [question], components: rows };
}

/** A button that turns the question back on, under a panel (the turn was ended without it). */
export function withAskAgain(
  panel: MessagePayload,
  ref: { gameId: string; version: number; promptId: number },
  locale: Locale,
): MessagePayload {
  const ask = row(button(panelText[locale].askAgain, customId({ ref }, { verb: "askon" })));
  if (panel.components.length >= 5) return panel;
  return { ...panel, components: [...panel.components, ask] };
}
