// Invariants checked after every step by the simulator and the test harness: every card is in
// exactly one place, zones agree with the cards' own records, no negative power, prompts answerable.

import { cardDef } from "./defs.ts";
import { breakpoint, power } from "./power.ts";
import type { GameState, Prompt } from "./types.ts";

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
        if (power(g, uid) < 0) errors.push(`minion ${uid} has negative power`);
      }
    }
    for (const uid of base.actions) {
      note(uid, `base:${base.uid}`);
      const c = g.cards[uid];
      if (c?.zone !== "base" || c.at !== base.uid)
        errors.push(`action ${uid} on base ${base.uid} records ${c?.zone}:${c?.at}`);
    }
    if (base.zone === "play" && breakpoint(g, base.uid) < 0)
      errors.push(`base ${base.uid} has a negative breakpoint`);
  }
  for (const c of g.cards) {
    if (c.zone === "resolving" || c.zone === "limbo" || c.zone === "removed") {
      note(c.uid, c.zone);
      if (quiet && c.zone !== "removed") errors.push(`card ${c.uid} is still ${c.zone} at a quiet point`);
    }
    if (!seen.has(c.uid)) errors.push(`card ${c.uid} (${c.def}) is nowhere (records ${c.zone}:${c.at})`);
  }
  for (const p of g.players) if (p.vp < 0) errors.push(`player ${p.seat} has negative VP`);
  if (prompt) {
    if (prompt.min > prompt.max) errors.push(`prompt ${prompt.id} has min > max`);
    if (prompt.options.length < prompt.min) errors.push(`prompt ${prompt.id} has too few options`);
    if (new Set(prompt.options.map((o) => o.id)).size !== prompt.options.length)
      errors.push(`prompt ${prompt.id} has duplicate options`);
  }
  return errors;
}
