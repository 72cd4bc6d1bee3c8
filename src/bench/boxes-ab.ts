// This tree against another checkout, with all four boxes and with core alone, in one run: each
// batch a fresh process (engine-baseline.ts's child: warm-up games, then the measured ones), the
// four batches of a round in A B B A order (reversed every other round) so that a loaded machine
// weighs on both trees alike. CPU per decision; the ratios are this tree's / the other's, and
// each tree's all boxes / core (issue 22: ≤ 1.1).
//
//   node --import tsx src/bench/boxes-ab.ts /work/oldbf2 [rounds] [games per batch] [warm-up games]

import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ALL_BOXES } from "./engine-baseline.ts";

const HERE = path.resolve(import.meta.dirname, "../..");
const CHILD = fileURLToPath(new URL("./engine-baseline.ts", import.meta.url));

interface Batch {
  decisions: number;
  cpuMicros: number;
}

function batch(tree: string, boxes: string[], from: number, count: number, warmup: number): Batch {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", CHILD, "--child", tree, boxes.join(","), `${from}`, `${count}`, "42", `${warmup}`],
    { cwd: HERE, encoding: "utf8", maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split("\n").pop() as string) as Batch;
}

const [other, roundsArg, gamesArg, warmArg] = process.argv.slice(2);
if (!other) throw new Error("usage: boxes-ab.ts <other tree> [rounds] [games] [warmup]");
const rounds = Number(roundsArg ?? 4);
const games = Number(gamesArg ?? 50);
const warmup = Number(warmArg ?? 100);
type Key = "hereAll" | "otherAll" | "hereCore" | "otherCore";
const plan: [Key, string, string[]][] = [
  ["hereAll", HERE, ALL_BOXES],
  ["otherAll", path.resolve(other), ALL_BOXES],
  ["otherCore", path.resolve(other), ["core"]],
  ["hereCore", HERE, ["core"]],
];
const sum: Record<Key, Batch> = {
  hereAll: { decisions: 0, cpuMicros: 0 },
  otherAll: { decisions: 0, cpuMicros: 0 },
  hereCore: { decisions: 0, cpuMicros: 0 },
  otherCore: { decisions: 0, cpuMicros: 0 },
};
const per = (b: Batch) => b.cpuMicros / b.decisions;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const rows: string[] = [];
for (let r = 0; r < rounds; r++) {
  const got: Partial<Record<Key, Batch>> = {};
  for (const [key, tree, boxes] of r % 2 === 0 ? plan : [...plan].reverse()) {
    const b = batch(tree, boxes, r * games, games, warmup);
    got[key] = b;
    sum[key].decisions += b.decisions;
    sum[key].cpuMicros += b.cpuMicros;
  }
  const g = got as Record<Key, Batch>;
  rows.push(
    `round ${r}: all boxes here/other ${r3(per(g.hereAll) / per(g.otherAll))}, core here/other ` +
      `${r3(per(g.hereCore) / per(g.otherCore))}, all/core here ${r3(per(g.hereAll) / per(g.hereCore))} ` +
      `other ${r3(per(g.otherAll) / per(g.otherCore))}`,
  );
}
process.stdout.write(
  `${rows.join("\n")}\n` +
    `${rounds} rounds × ${games} games per batch (${warmup} warm-up games first), CPU µs per decision: ` +
    `here all ${r3(per(sum.hereAll))} core ${r3(per(sum.hereCore))}; other all ${r3(per(sum.otherAll))} core ` +
    `${r3(per(sum.otherCore))}\n` +
    `all boxes here/other ${r3(per(sum.hereAll) / per(sum.otherAll))}; core here/other ` +
    `${r3(per(sum.hereCore) / per(sum.otherCore))}; all/core here ${r3(per(sum.hereAll) / per(sum.hereCore))}, ` +
    `other ${r3(per(sum.otherAll) / per(sum.otherCore))}\n`,
);
