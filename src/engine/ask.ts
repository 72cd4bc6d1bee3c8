// Asking players: every helper computes the legal options when the prompt is raised, skips the
// prompt when there is nothing to decide, and maps the answer back to cards, bases or seats.

import type { Ctx } from "./defs.ts";
import type { Eff } from "./flow.ts";
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
  const { options, min } = spec;
  const max = Math.min(spec.max, options.length);
  if (!spec.always) {
    if (max === 0) return [];
    // Only one possible answer: every option must be taken.
    if (min >= options.length) return options.map((o) => o.id);
  }
  g.promptSeq++;
  const prompt: Prompt = {
    id: g.promptSeq,
    seat: spec.seat,
    kind: spec.kind ?? "choose",
    purpose: spec.purpose,
    options,
    min: Math.min(min, max),
    max,
  };
  if (spec.source) prompt.source = spec.source;
  if (spec.window) prompt.window = spec.window;
  const shown = prompt.kind === "main" ? [] : lookedBy(g, spec.seat);
  if (shown.length > 0) prompt.shown = shown;
  return yield prompt;
}

export function sourceOf(ctx: Ctx): Prompt["source"] {
  return ctx.self >= 0 ? { card: ctx.self, def: ctx.def } : { base: ctx.base, def: ctx.def };
}

export const cardOption = (uid: Uid): PromptOption => ({ id: `c${uid}`, card: uid });
export const baseOption = (uid: Uid): PromptOption => ({ id: `b${uid}`, base: uid });
export const seatOption = (seat: Seat): PromptOption => ({ id: `p${seat}`, seat });

function parseId(id: string): number {
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
  return yield* pickCard(ctx, seat, purpose, uids, optional);
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
  return yield* pickCards(ctx, seat, purpose, uids, min, max);
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
  return yield* pickCard(ctx, seat, purpose, uids, optional);
}

/** The prompt behind chooseCard, for the engine's targeting step only. */
export function* pickCard(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: readonly Uid[],
  optional = false,
): Eff<Uid | null> {
  if (uids.length === 0) return null;
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: uids.map(cardOption),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return choice.length ? parseId(choice[0] as string) : null;
}

/** The prompt behind chooseCards, for the engine's targeting step only. */
export function* pickCards(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: readonly Uid[],
  min: number,
  max: number,
): Eff<Uid[]> {
  if (uids.length === 0) return [];
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: uids.map(cardOption),
    min: Math.min(min, uids.length),
    max,
    source: sourceOf(ctx),
  });
  return choice.map(parseId);
}

export function* chooseBase(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  bases: Uid[],
  optional = false,
): Eff<Uid | null> {
  if (bases.length === 0) return null;
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: bases.map(baseOption),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return choice.length ? parseId(choice[0] as string) : null;
}

export function* chooseSeat(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  seats: Seat[],
  optional = false,
): Eff<Seat | null> {
  if (seats.length === 0) return null;
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: seats.map(seatOption),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return choice.length ? parseId(choice[0] as string) : null;
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
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: labels.map((label, i) =>
      about === undefined ? { id: `l${i}`, label } : { id: `l${i}`, seat: about, label },
    ),
    min: optional ? 0 : 1,
    max: 1,
    source: sourceOf(ctx),
  });
  return choice.length ? (labels[parseId(choice[0] as string)] ?? null) : null;
}

/** "You may ...": a yes/no question. Always asked, since declining is a real choice. */
export function* yesNo(ctx: Ctx, seat: Seat, purpose: Purpose): Eff<boolean> {
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: [
      { id: "yes", label: "yes" },
      { id: "no", label: "no" },
    ],
    min: 1,
    max: 1,
    always: true,
    source: sourceOf(ctx),
  });
  return choice[0] === "yes";
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
