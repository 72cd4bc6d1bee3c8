// Asking players: every helper computes the legal options when the prompt is raised, skips the
// prompt when there is nothing to decide, and maps the answer back to cards, bases or seats.

import type { Ctx } from "./defs.ts";
import type { Eff } from "./flow.ts";
import type { Purpose } from "./purposes.ts";
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

/** One card among `uids`; null when none (or when optional and declined). */
export function* chooseCard(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: Uid[],
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

/** Between min and max cards among `uids`. */
export function* chooseCards(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  uids: Uid[],
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

/** A free choice among labelled options (a faction name, a card name...). */
export function* chooseLabel(
  ctx: Ctx,
  seat: Seat,
  purpose: Purpose,
  labels: string[],
  optional = false,
): Eff<string | null> {
  if (labels.length === 0) return null;
  const choice = yield* ask(ctx.g, {
    seat,
    purpose,
    options: labels.map((label, i) => ({ id: `l${i}`, label })),
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
