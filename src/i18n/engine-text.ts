// The engine's vocabulary in the reader's language: prompt purposes, log lines, refusals.

import type { RejectReason } from "../engine/engine.ts";
import { type NameResolver, placedEn, renderTemplate } from "../engine/log.ts";
import { isPurpose } from "../engine/purposes.ts";
import type { GameState, LogEntry } from "../engine/types.ts";
import { common } from "./areas/common.ts";
import { log } from "./areas/log.ts";
import { purposes } from "./areas/purposes.ts";
import { rejections } from "./areas/rejections.ts";
import { baseName, cardName, factionName } from "./card-names.ts";
import type { Locale } from "./locale.ts";

/** What a prompt asks for ("Choose a minion to destroy"). Purposes are the engine's (src/engine/purposes.ts). */
export function purposeText(purpose: string, locale: Locale): string {
  // The engine only raises known purposes (tested there); a stray one still shows as its key.
  return isPurpose(purpose) ? purposes[locale][purpose] : purpose;
}

/** A card in a log line with whose and where it was ({CN} in the templates). */
export const placedCard: Record<
  Locale,
  (card: string, seat: string, base: string, controller?: string) => string
> = {
  en: placedEn,
  fr: (card, seat, base, controller) =>
    controller === undefined
      ? `${card} de ${seat} sur ${base}`
      : `${card} de ${seat} (contrôle : ${controller}) sur ${base}`,
};

/** One log entry as a sentence, names resolved by `names` (see localizedNames). */
export function logLine(entry: LogEntry, names: NameResolver, locale: Locale): string {
  const template = log[locale][entry.k] ?? log.en[entry.k];
  const local = { placed: placedCard[locale], ...names, locale };
  return template === undefined ? entry.k : renderTemplate(template, entry, local);
}

/** Why the engine refused a decision, addressed to the player who sent it. */
export function rejectReason(reason: RejectReason, locale: Locale): string {
  return rejections[locale][reason];
}

/**
 * Names for log lines of game `g` in `locale`: seats by `seatNames` (else "Player N"), cards and
 * bases by their localized names, factions by theirs. Public log entries only name public cards,
 * so this resolver reveals nothing the entry does not.
 */
export function localizedNames(g: GameState, seatNames: readonly string[], locale: Locale): NameResolver {
  return {
    seat: (seat) => seatNames[seat] ?? common[locale].player(seat + 1),
    card: (uid) => {
      const card = g.cards[uid];
      return card ? cardName(card.def, locale) : "?";
    },
    base: (uid) => {
      const base = g.bases[uid];
      return base ? baseName(base.def, locale) : "?";
    },
    faction: (id) => factionName(id, locale),
  };
}
