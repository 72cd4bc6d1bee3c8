// Effects are generators: straight-line code that yields a Prompt whenever it needs a player's
// choice and receives the chosen option ids back. The generator stack is never persisted: after a
// restart the engine replays the decisions logged since the last quiet point (engine.ts).

import type { Prompt, Seat, Uid } from "./types.ts";

/** Yielded by the turn loop at quiet points, where the state alone says what happens next. */
export const CHECKPOINT = Symbol("checkpoint");

export type Yielded = Prompt | typeof CHECKPOINT;
export type Eff<T = void> = Generator<Yielded, T, string[]>;

export function* nothing(): Eff {}

/**
 * Ends the effect of the card whose own play was just cancelled (TERM-CANCEL: "it has no
 * effect"). Thrown by the engine only (`playSelf`, an extra play of the card itself) and caught
 * where the engine started that card's effect (`ownEffect`), so the rest of the effect never runs
 * and no card has a result to check. What the play already caused stays: it was played (BGB-Q2).
 */
export class PlayCancelled {
  constructor(readonly uid: Uid) {}
}

/** Runs the effect of card `uid` (a Special, a talent, a play-phase ability) so that a
 * cancellation of that card's own play ends it there (PlayCancelled). */
export function* ownEffect(uid: Uid, body: Eff): Eff {
  try {
    yield* body;
  } catch (e) {
    if (!endsOwnEffect(e, uid)) throw e;
  }
}

/** Whether `e`, thrown from the effect of card `uid`, is the cancellation that ends it there. */
export function endsOwnEffect(e: unknown, uid: Uid): boolean {
  return e instanceof PlayCancelled && e.uid === uid;
}

export function validateChoice(p: Prompt, seat: Seat, choice: readonly string[]): string | null {
  if (seat !== p.seat) return "not-your-prompt";
  if (!Array.isArray(choice)) return "malformed";
  if (choice.length < p.min || choice.length > p.max) return "wrong-count";
  // Checked at every decision: a choice holds a few ids, compared with the earlier ones directly
  // rather than through a Set built for each answer.
  for (let i = 0; i < choice.length; i++) {
    const id = choice[i];
    if (typeof id !== "string" || choice.indexOf(id) < i) return "malformed";
    if (!offers(p, id)) return "illegal-option";
  }
  return null;
}

function offers(p: Prompt, id: string): boolean {
  for (const o of p.options) if (o.id === id) return true;
  return false;
}
