// A digest of the bare engine's behaviour, to prove that a change of the engine changes no rule:
// the SHA-256 of every prompt (as JSON) and of the final serialised state of 144 seeded games
// (4 mixes of boxes × 2–4 players × 12 seeds, random legal decisions), for this tree or another
// checkout (a `git worktree` of an older commit, as engine-baseline.ts loads it). Two trees that
// play the same rules print the same line.
//
//   node --import tsx src/bench/engine-digest.ts [tree]

import { createHash } from "node:crypto";
import path from "node:path";
import { loadTree } from "./engine-baseline.ts";

const MIXES = [
  ["core"],
  ["core", "monster-smash"],
  ["core", "culture-shock"],
  ["core", "monster-smash", "culture-shock", "big-geeky-box"],
];

interface Prompted {
  id: number;
  seat: number;
  options: { id: string }[];
  min: number;
  max: number;
}

const root = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, "../.."));
const tree = await loadTree(root, root);
const total = createHash("sha256");
let decisions = 0;
const perMix: string[] = [];
for (const boxes of MIXES) {
  const mix = createHash("sha256");
  for (let players = 2; players <= 4; players++) {
    for (let seed = 1; seed <= 12; seed++) {
      const rng = tree.makeChooserRng(seed);
      const e = tree.start(tree.randomSetup(seed, players, boxes, 400)) as unknown as {
        prompt: Prompted | null;
        submit(d: unknown): unknown;
      };
      const game = createHash("sha256");
      for (let p = e.prompt; p; p = e.prompt) {
        game.update(JSON.stringify(p));
        e.submit({ seat: p.seat, prompt: p.id, choice: tree.randomChoice(p, rng) });
        decisions++;
      }
      game.update(tree.serialize?.((e as unknown as { g: unknown }).g) ?? "");
      const d = game.digest("hex");
      total.update(d);
      mix.update(d);
    }
  }
  perMix.push(`${boxes.join("+")}:${mix.digest("hex").slice(0, 16)}`);
}
process.stdout.write(
  `digest ${total.digest("hex").slice(0, 16)} decisions ${decisions} ${perMix.join(" ")}\n`,
);
