// Invariants checked after every step by the simulator and the test harness: every card is in
// exactly one place, zones agree with the cards' own records, power and breakpoints are sound,
// prompts answerable. Each check reads the raw state, never a value already floored or clamped,
// so a corrupted state is reported (test/engine/invariants.test.ts corrupts one for each check).

import { baseDef, cardDef } from "./defs.ts";
import { unflooredBreakpoint, unflooredPower } from "./power.ts";
import { runtimeIdle } from "./triggers.ts";
import type { CardState, GameState, Prompt } from "./types.ts";

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * `quiet`: the state is at a quiet point (a main prompt, or the game is over), where nothing may
 * be left resolving or in limbo.
 */
export function checkInvariants(g: GameState, prompt?: Prompt | null, quiet = false): string[] {
  const errors: string[] = [];
  const seen = new Map<number, string>();
  const note = (uid: number, where: string) => {
    const prev = seen.get(uid);
    if (prev) errors.push(`card ${uid} is both in ${prev} and ${where}`);
    else seen.set(uid, where);
  };
  for (const p of g.players) {
    for (const zone of ["deck", "hand", "discard"] as const) {
      for (const uid of p[zone]) {
        note(uid, `${zone}:${p.seat}`);
        const c = g.cards[uid];
        if (!c || c.zone !== zone || c.at !== p.seat)
          errors.push(`card ${uid} listed in ${zone}:${p.seat} but records ${c?.zone}:${c?.at}`);
        // OWN-PILES (CONFLICT-11): only a hand may hold another player's card.
        else if (zone !== "hand" && c.owner !== p.seat)
          errors.push(`card ${uid} of player ${c.owner} is in ${zone}:${p.seat}`);
      }
    }
  }
  const baseSeen = new Map<number, string>();
  const noteBase = (uid: number, where: string) => {
    const prev = baseSeen.get(uid);
    if (prev) errors.push(`base ${uid} is both in ${prev} and ${where}`);
    else baseSeen.set(uid, where);
  };
  for (const b of g.basesInPlay) noteBase(b, "play");
  for (const b of g.baseDeck) noteBase(b, "deck");
  for (const b of g.baseDiscard) noteBase(b, "discard");
  for (const base of g.bases) {
    const where = baseSeen.get(base.uid);
    if (!where) errors.push(`base ${base.uid} is nowhere`);
    else if (where !== base.zone) errors.push(`base ${base.uid} listed in ${where} but records ${base.zone}`);
    if (base.zone !== "play" && (base.minions.length > 0 || base.actions.length > 0)) {
      errors.push(`base ${base.uid} out of play still holds cards`);
    }
    for (const uid of base.minions) {
      note(uid, `base:${base.uid}`);
      const c = g.cards[uid];
      if (c?.zone !== "base" || c.at !== base.uid)
        errors.push(`minion ${uid} on base ${base.uid} records ${c?.zone}:${c?.at}`);
      else if (cardDef(c.def).type !== "minion") errors.push(`action ${uid} listed among minions`);
      else {
        for (const a of c.attached) {
          note(a, `attached:${uid}`);
          const ac = g.cards[a];
          if (ac?.zone !== "attached" || ac.at !== uid)
            errors.push(`attachment ${a} of ${uid} records ${ac?.zone}:${ac?.at}`);
        }
        // The floor at 0 (CONFLICT-2) applies to the sum: a negative sum is legal (Poison on a
        // 2-power minion); what is never legal is a part below zero or a sum that isn't a number.
        if (!isCount(c.counters)) errors.push(`minion ${uid} has ${c.counters} counters`);
        if (!Number.isInteger(unflooredPower(g, uid)))
          errors.push(`minion ${uid} has a power that is not a number`);
      }
    }
    for (const uid of base.actions) {
      note(uid, `base:${base.uid}`);
      const c = g.cards[uid];
      if (c?.zone !== "base" || c.at !== base.uid)
        errors.push(`action ${uid} on base ${base.uid} records ${c?.zone}:${c?.at}`);
    }
    // COUNTER-9: markers are counts, and live on a base card only while it is in play.
    for (const [kind, n] of Object.entries(base.markers ?? {}))
      if (!isCount(n) || n === 0) errors.push(`base ${base.uid} has ${n} ${kind} markers`);
    if (base.zone !== "play" && base.markers) errors.push(`base ${base.uid} out of play keeps markers`);
    if (base.zone === "play") {
      if (!isCount(baseDef(base.def).breakpoint))
        errors.push(`base ${base.uid} has a negative printed breakpoint`);
      if (!Number.isInteger(unflooredBreakpoint(g, base.uid)))
        errors.push(`base ${base.uid} has a breakpoint that is not a number`);
    }
  }
  for (const c of g.cards) {
    if (!isCount(cardDef(c.def).power)) errors.push(`card ${c.uid} has a negative printed power`);
    if (!inPlay(c)) {
      // COUNTER-5, CONFLICT-12: a card that leaves play loses its counters and returns to its owner.
      if (c.counters !== 0) errors.push(`card ${c.uid} keeps ${c.counters} counters out of play`);
      if (c.attached.length > 0) errors.push(`card ${c.uid} keeps attachments out of play`);
      if (c.zone !== "resolving" && c.controller !== c.owner)
        errors.push(`card ${c.uid} is controlled by ${c.controller} out of play`);
    }
    if (c.zone === "resolving" || c.zone === "limbo" || c.zone === "removed") {
      note(c.uid, c.zone);
      if (quiet && c.zone !== "removed") errors.push(`card ${c.uid} is still ${c.zone} at a quiet point`);
    }
    if (!seen.has(c.uid)) errors.push(`card ${c.uid} (${c.def}) is nowhere (records ${c.zone}:${c.at})`);
  }
  for (const l of g.lasting) {
    if (l.kind === "power" || l.kind === "breakpoint") {
      if (!Number.isInteger(l.amount)) errors.push(`a lasting ${l.kind} change of ${l.amount}`);
    }
    if (l.kind === "breakpointSet" && !isCount(l.value)) errors.push(`a breakpoint set to ${l.value}`);
    if (l.kind === "playerPower") {
      if (!Number.isInteger(l.amount)) errors.push(`a lasting player power of ${l.amount}`);
      if (g.bases[l.base]?.zone !== "play")
        errors.push(`lasting player power on base ${l.base}, not in play`);
    }
    // Lasting power dies with the minion's stay in play (OPEN-4).
    if (l.kind === "power" && !inPlay(g.cards[l.uid]))
      errors.push(`lasting power on card ${l.uid}, which is not in play`);
    if (l.kind === "control" && !inPlay(g.cards[l.uid]))
      errors.push(`lasting control of card ${l.uid}, which is not in play`);
  }
  for (const p of g.players) if (!isCount(p.vp)) errors.push(`player ${p.seat} has ${p.vp} VP`);
  if (quiet && !runtimeIdle(g))
    errors.push("a trigger, a resolving card or a reaction window waits at a quiet point");
  // CS-8: the number of bases in play is not tied to the number of players, but a game always
  // has one while bases exist (a destroyed or scored base is replaced from the rebuilt deck).
  if (quiet && !g.result && g.bases.length > 0 && g.basesInPlay.length === 0) errors.push("no base in play");
  if (prompt) {
    if (prompt.min > prompt.max) errors.push(`prompt ${prompt.id} has min > max`);
    if (prompt.options.length < prompt.min) errors.push(`prompt ${prompt.id} has too few options`);
    if (new Set(prompt.options.map((o) => o.id)).size !== prompt.options.length)
      errors.push(`prompt ${prompt.id} has duplicate options`);
  }
  return errors;
}

function inPlay(c: CardState | undefined): boolean {
  return c?.zone === "base" || c?.zone === "attached";
}
