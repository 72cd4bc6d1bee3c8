// Hard's search of its answers inside effects (issue 23, stop 40). Every level answered a choice
// inside an effect (a target, a Special window, a "you may", a base) by the rule of thumb, because
// a determinized copy can only be run from a quiet point. With the engine's trail (the latest
// quiet point's state and the decisions since, Engine.trail) a sample of that quiet state, replayed
// through the same decisions, stands at the same prompt: Hard then compares a few answers as it
// compares plays (sampledSearch): the same samples for every answer, played out through the next
// player's turn by the same model, scored by the same value.
//
// Honesty: the quiet state is dealt again from the seat's view (determinize), the cards it is
// shown right now staying put; the decisions replayed are its own and other seats' answers that
// name no card still hidden from it (otherwise the policy answers: a rival's choice of a hidden card
// would tell where that card is). A sample whose replay does not reach a prompt with the same
// options is dropped (it contradicts what the seat saw since the quiet point).

import { type DecisionRecord, Engine } from "../engine/engine.ts";
import type { GameState, Prompt, Seat } from "../engine/types.ts";
import { cloneState, determinize } from "./determinize.ts";
import { rankedOptions } from "./policy.ts";
import { aiRng } from "./rng.ts";
import { pairedBest, playOut, playoutEnd, type SearchBudget, stats } from "./search.ts";

/** Counters (profiling): prompts offered, searched (enough samples), answered otherwise than
 * the policy. */
export const innerStats = { offered: 0, searched: 0, changed: 0 };

/** Purposes left to the policy: a new hand, orders (many permutations), several cards at once. */
const SKIP = new Set(["mulligan"]);

/** Other seats' answers that name no card. */
const NAMELESS = /^(pass|no|yes|end)$/;

/** Whether every decision since the quiet point may be replayed on `seat`'s samples (see above). */
export function replayable(g: GameState, seat: Seat, since: readonly DecisionRecord[]): boolean {
  for (const d of since) {
    if (d.seat === seat || !("choice" in d)) continue;
    for (const id of d.choice) {
      if (NAMELESS.test(id)) continue;
      // A number in the answer that is a card in a hand or a deck (hidden to this seat, or
      // possibly so): refuse the replay rather than read it.
      for (const m of id.match(/\d+/g) ?? []) {
        const c = g.cards[Number(m)];
        if (c && (c.zone === "hand" || c.zone === "deck")) return false;
      }
    }
  }
  return true;
}

/** The answers compared: the policy's first, then single options by the rule of thumb's order
 * (and none, when the prompt allows none), at most `width`. */
export function innerCandidates(d: GameState, prompt: Prompt, policy: string[], width: number): string[][] {
  const out: string[][] = [policy];
  const keys = new Set([policy.join(",")]);
  const add = (c: string[]) => {
    const k = c.join(",");
    if (out.length >= width || keys.has(k)) return;
    keys.add(k);
    out.push(c);
  };
  for (const id of rankedOptions(d, prompt)) add([id]);
  if (prompt.min === 0) add([]);
  return out;
}

/** The key of a prompt's shape: who answers what among which options. */
function shape(p: Prompt): string {
  return `${p.seat}|${p.kind}|${p.purpose}|${p.min}|${p.max}|${p.options
    .map((o) => o.id)
    .sort()
    .join(",")}`;
}

/**
 * Hard's answer to a prompt inside an effect by sampled comparison, or null when it can't be
 * searched (no trail, a replay it may not read, a prompt left to the policy, too few samples):
 * the caller then answers by the policy. `policy` is the policy's answer on the seat's sample.
 */
export function innerSearch(
  engine: Engine,
  prompt: Prompt,
  policy: string[],
  seed: number,
  budget: SearchBudget,
  dNow: GameState,
): string[] | null {
  if (prompt.kind === "main" || prompt.kind === "order" || SKIP.has(prompt.purpose)) return null;
  if (prompt.max !== 1 || prompt.options.length < 2) return null;
  innerStats.offered++;
  const t = engine.trail();
  if (!t) return null;
  const seat = prompt.seat;
  if (!replayable(engine.g, seat, t.since)) return null;
  const quiet = JSON.parse(t.state) as GameState;
  const cands = innerCandidates(dNow, prompt, policy, budget.innerWidth ?? budget.width);
  if (cands.length < 2) return null;
  const want = shape(prompt);
  const samples = Math.max(1, Math.floor(budget.iterations / cands.length));
  const { stop, model, value } = playoutEnd(engine.g, seat, budget);
  const sums = cands.map(() => 0);
  let ok = 0;
  for (let r = 0; r < samples * 3 && ok < samples; r++) {
    const d = determinize(quiet, seat, aiRng(seed, 0x5000 + r), prompt.shown ?? [], budget.cheat);
    const at = resumeAt(cloneState(d), t.since, t.decisions, want);
    if (!at) continue;
    const vals: number[] = [];
    for (const c of cands) {
      const e = vals.length === 0 ? at : resumeAt(cloneState(d), t.since, t.decisions, want);
      const p = e?.prompt;
      if (!e || !p || !e.submit({ seat, prompt: p.id, choice: c }).ok) break;
      stats.playouts++;
      playOut(e, stop, aiRng(seed, 0x6000 + r), budget.noise, model);
      vals.push(value(e.g));
    }
    if (vals.length !== cands.length) continue;
    ok++;
    for (const [i, v] of vals.entries()) sums[i] = (sums[i] as number) + v;
  }
  if (ok < 2) return null;
  innerStats.searched++;
  // The policy's answer stands unless another beats it (paired on the same samples).
  const best = pairedBest(sums, [...cands.keys()]);
  if (best !== 0) innerStats.changed++;
  return cands[best] as string[];
}

/** A fresh engine on sample `d` replayed to the prompt of shape `want`, or null. */
function resumeAt(
  d: GameState,
  since: readonly DecisionRecord[],
  decisions: number,
  want: string,
): Engine | null {
  try {
    const e = Engine.resume(d, since, decisions);
    return e.prompt && shape(e.prompt) === want ? e : null;
  } catch {
    return null;
  }
}
