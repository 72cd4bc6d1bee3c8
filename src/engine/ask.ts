// Asking players: every helper computes the legal options when the prompt is raised, skips the
// prompt when there is nothing to decide, and maps the answer back to cards, bases or seats.

import type { Ctx } from "./defs.ts";
import type { Eff } from "./flow.ts";
import { mapPacked } from "./packed.ts";
import { AFFECTING_PURPOSES, type Purpose } from "./purposes.ts";
import { card } from "./state.ts";
import { lookedBy } from "./triggers.ts";
import type { GameState, Prompt, PromptKind, PromptOption, Seat, Uid } from "./types.ts";

export interface AskSpec {
  seat: Seat;
  purpose: Purpose;
  options: PromptOption[];
  min: number;
  max: number;
  kind?: PromptKind;
  source?: Prompt["source"];
  window?: string;
  /** Raise the prompt even when only one answer is possible (main prompts, hidden timing). */
  always?: boolean;
}

export function* ask(g: GameState, spec: AskSpec): Eff<string[]> {
  const p = raise(g, spec);
  return Array.isArray(p) ? p : yield p;
}

/**
 * The prompt `spec` raises, or the answer itself when there is nothing to decide (no option, or
 * every option must be taken). The helpers below yield it themselves (`Array.isArray(p) ? p :
 * yield p`) rather than through `yield* ask(...)`: a card's choice answered resumes every
 * generator between the turn loop and the question, so each level less is paid at every decision
 * taken inside an effect (issue 22; the deeper the effects of a game's cards, the more levels).
 */
export function raise(g: GameState, spec: AskSpec): Prompt | string[] {
  return raiseWith(
    g,
    spec.seat,
    spec.kind ?? "choose",
    spec.purpose,
    spec.options,
    spec.min,
    spec.max,
    spec.source,
    spec.window,
    spec.always ?? false,
  );
}

/**
 * `raise` with the spec's fields as arguments: the main prompt (most of a game's decisions) raised
 * without a spec object. V8 keeps one record of the shapes a function's property reads met, shared
 * by every caller it is inlined into: specs of seven shapes (fields present or not, in several
 * orders) made `raise`'s reads megamorphic in all-box games, ~3 megamorphic loads per decision at
 * the main prompt alone (issue 22).
 */
export function raiseWith(
  g: GameState,
  seat: Seat,
  kind: PromptKind,
  purpose: Purpose,
  options: PromptOption[],
  min: number,
  specMax: number,
  source: Prompt["source"],
  window: string | undefined,
  always: boolean,
): Prompt | string[] {
  const max = Math.min(specMax, options.length);
  if (!always) {
    if (max === 0) return [];
    // Only one possible answer: every option must be taken.
    if (min >= options.length) return mapPacked(options, (o) => o.id);
  }
  g.promptSeq++;
  const shown = kind === "main" ? null : lookedBy(g, seat);
  // Every prompt has every field, in one order (undefined when it has none; JSON leaves them
  // out): the engine and its drivers read the same fields of every prompt, one hidden class.
  return {
    id: g.promptSeq,
    seat,
    kind,
    purpose,
    options,
    min: Math.min(min, max),
    max,
    source: source || undefined,
    window: window || undefined,
    shown: shown !== null && shown.length > 0 ? shown : undefined,
  };
}

export function sourceOf(ctx: Ctx): Prompt["source"] {
  return ctx.self >= 0 ? { card: ctx.self, def: ctx.def } : { base: ctx.base, def: ctx.def };
}

/**
 * A prompt option: every option has every field, in one order (undefined when it has none; JSON
 * leaves them out, so what players and logs see is unchanged). Options of a dozen shapes (a card,
 * a card on a base, a card on a minion, a base, a seat, a label, a seat and a label...) made every
 * read of `o.id` by the engine and its drivers polymorphic, more so with the expansions' prompts.
 * test/engine/prompt-shapes.test.ts fails on an option or prompt built another way.
 */
export function option(
  id: string,
  card?: Uid,
  base?: Uid,
  target?: Uid,
  seat?: Seat,
  label?: string,
): PromptOption {
  return { id, card, base, target, seat, label };
}

export const cardOption = (uid: Uid): PromptOption => option(`c${uid}`, uid);
export const baseOption = (uid: Uid): PromptOption => option(`b${uid}`, undefined, uid);
export const seatOption = (seat: Seat): PromptOption =>
  option(`p${seat}`, undefined, undefined, undefined, seat);
export const labelOption = (id: string, label: string): PromptOption =>
  option(id, undefined, undefined, undefined, undefined, label);

export function parseId(id: string): number {
  return Number(id.slice(1));
}

/**
 * The one path that can't be skipped by accident (issue 20, TERM-DIRECTLY, BGB-5): a card that
 * chooses a card in play controlled by another player than the one performing its effect, for a
 * purpose that changes the chosen card (destroy, move, return, counters...), must go through the
 * targeting step (`chooseTarget`: protections, then redirection such as Ensign's). A plain choice
 * of such a card is a bug of the card, raised at once rather than played wrong. Choices that
 * designate nothing ("each", reading a card) say so with `chooseUntargeted`.
 */
function assertTargeting(ctx: Ctx, purpose: Purpose, uids: readonly Uid[]): void {
  if (!AFFECTING_PURPOSES.has(purpose)) return;
  const actor = ctx.actor ?? ctx.you;
  for (const u of uids) {
    const c = card(ctx.g, u);
    if ((c.zone === "base" || c.zone === "attached") && c.controller !== actor)
      throw new Error(
        `${ctx.def}: a choice of another player's card to "${purpose}" must go through chooseTarget (TERM-DIRECTLY, BGB-5)`,
      );
  }
}

/** One card among `uids`; null when none (or when optional and declined). Another player's card
 * in play chosen to be changed goes through `chooseTarget` instead (assertTargeting). */
export function* chooseCard(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: Uid[],
  optional = false,
): Eff<Uid | null> {
  assertTargeting(ctx, purpose, uids);
  if (uids.length === 0) return null;
  const p = cardPrompt(ctx, seat, purpose, uids, optional ? 0 : 1, 1);
  return firstId(Array.isArray(p) ? p : yield p);
}

/** Between min and max cards among `uids` (same rule as chooseCard). */
export function* chooseCards(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: Uid[],
  min: number,
  max: number,
): Eff<Uid[]> {
  assertTargeting(ctx, purpose, uids);
  if (uids.length === 0) return [];
  const p = cardPrompt(ctx, seat, purpose, uids, Math.min(min, uids.length), max);
  return (Array.isArray(p) ? p : yield p).map(parseId);
}

/**
 * A choice among cards in play that designates none of them (OPEN-15, TERM-DIRECTLY), so no
 * protection or redirection applies to the choosing itself: "on each base, destroy the weakest
 * (you choose among ties)" ("each"); a card chosen only to read it (Teamwork reads its names,
 * "reads"); the card the text itself identifies ("that minion" you played: Killer Queen,
 * "identifies"). The effect that follows still checks protections as it changes a card
 * (mayAffect). `why` says which, for the reader of the card.
 */
export function* chooseUntargeted(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: Uid[],
  _why: "each" | "reads" | "identifies",
  optional = false,
): Eff<Uid | null> {
  if (uids.length === 0) return null;
  const p = cardPrompt(ctx, seat, purpose, uids, optional ? 0 : 1, 1);
  return firstId(Array.isArray(p) ? p : yield p);
}

/** The prompt behind chooseCard (chooseCards when `max` > 1), or its answer when there is nothing
 * to decide; for the engine's targeting step only (effects.ts chooseTarget), which yields it. */
export function cardPrompt(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: readonly Uid[],
  min: number,
  max: number,
): Prompt | string[] {
  return raise(ctx.g, {
    seat,
    purpose,
    options: mapPacked(uids, cardOption),
    min,
    max,
    source: sourceOf(ctx),
  });
}

/** The uid or seat of the one option chosen, null when none was. */
export function firstId(choice: readonly string[]): number | null {
  return choice.length ? parseId(choice[0] as string) : null;
}

export function* chooseBase(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  bases: Uid[],
  optional = false,
): Eff<Uid | null> {
  if (bases.length === 0) return null;
  const p = raise(ctx.g, {
    seat,
    purpose,
    options: mapPacked(bases, baseOption),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return firstId(Array.isArray(p) ? p : yield p);
}

export function* chooseSeat(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  seats: Seat[],
  optional = false,
): Eff<Seat | null> {
  if (seats.length === 0) return null;
  const p = raise(ctx.g, {
    seat,
    purpose,
    options: mapPacked(seats, seatOption),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return firstId(Array.isArray(p) ? p : yield p);
}

/** A free choice among labelled options (a faction name, a card name, an effect...). `about`: the
 * player the choice is made for, named on each option (Griefer: "that player discards..."). */
export function* chooseLabel(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  labels: readonly string[],
  optional = false,
  about?: Seat,
): Eff<string | null> {
  if (labels.length === 0) return null;
  const p = raise(ctx.g, {
    seat,
    purpose,
    options: mapPacked(labels, (label, i) => option(`l${i}`, undefined, undefined, undefined, about, label)),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  const k = firstId(Array.isArray(p) ? p : yield p);
  return k === null ? null : (labels[k] ?? null);
}

/** "You may ...": a yes/no question. Always asked, since declining is a real choice. */
export function* yesNo(ctx: Ctx, seat: Seat, purpose: Purpose): Eff<boolean> {
  const p = raise(ctx.g, {
    seat,
    purpose,
    options: [labelOption("yes", "yes"), labelOption("no", "no")],
    min: 1,
    max: 1,
    always: true,
    source: sourceOf(ctx),
  });
  return (Array.isArray(p) ? p : yield p)[0] === "yes";
}

/** Puts cards in an order chosen by `seat` (first chosen = first in the result). */
export function* chooseOrder(ctx: Ctx, seat: Seat, purpose: Purpose, uids: Uid[]): Eff<Uid[]> {
  const rest = uids.slice();
  const out: Uid[] = [];
  while (rest.length > 1) {
    const pick = yield* chooseCard(ctx, seat, purpose, rest);
    if (pick === null) break;
    out.push(pick);
    rest.splice(rest.indexOf(pick), 1);
  }
  return out.concat(rest);
}

/** Puts bases in an order chosen by `seat` (first chosen = first in the result). */
export function* chooseBaseOrder(ctx: Ctx, seat: Seat, purpose: Purpose, bases: Uid[]): Eff<Uid[]> {
  const rest = bases.slice();
  const out: Uid[] = [];
  while (rest.length > 1) {
    const pick = yield* chooseBase(ctx, seat, purpose, rest);
    if (pick === null) break;
    out.push(pick);
    rest.splice(rest.indexOf(pick), 1);
  }
  return out.concat(rest);
}
