// Instructions per click of the bench's 20-channel handler run (issue 22, cpu48), counted by
// valgrind's callgrind over the run alone (the warm game and the start-up left out): a figure the
// machine's load does not move, for A/B of two trees. The process's every thread is counted (V8's
// compiler and GC helpers too, serialised by valgrind), as the first run's process CPU counts them.
//
//   node --import tsx src/bench/click-instructions.ts [--tree DIR] [--out FILE]
//
// runs itself under `valgrind --tool=callgrind --instr-atstart=no` (minutes: valgrind stretches the
// run ~50×; the clicks' timers — the board edits' interval, the answer's deadline — see that wall
// time, so the counts of requests move a little with it) and prints the clicks, the instructions
// and their ratio. `--tree DIR`: the bot of another checkout, as click-promises.ts.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { callgrindArgs, instrument } from "./callgrind.ts";
import { handlerPlans, runModules } from "./click-plan.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const tree = option("--tree");

if (process.env.CLICK_INSTRUCTIONS_CTL !== "1") {
  const out =
    option("--out") ?? path.join(mkdtempSync(path.join(tmpdir(), "click-instructions-")), "callgrind.out");
  const printed = execFileSync(
    "valgrind",
    [
      ...callgrindArgs(out),
      process.execPath,
      "--import",
      "tsx",
      import.meta.filename,
      ...(tree ? ["--tree", tree] : []),
    ],
    {
      env: { ...process.env, CLICK_INSTRUCTIONS_CTL: "1" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  const run = JSON.parse(printed.trim().split("\n").at(-1) as string) as { clicks: number };
  const total = Number(readFileSync(out, "utf8").match(/^totals: (\d+)/m)?.[1] ?? Number.NaN);
  process.stdout.write(
    `${JSON.stringify({ tree: tree ?? "(this)", ...run, instructions: total, perClick: Math.round(total / run.clicks), out })}\n`,
  );
  process.exit(0);
}

const root = tree ? `${tree.replace(/\/$/, "")}/` : new URL("../../", import.meta.url).pathname;
const { createPrismaClient, throwawayDatabase, localBarrier, playChannels, PrismaStore } =
  await runModules(root);
const channels = 20;

const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_instructions");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const plan = handlerPlans(channels);
await playChannels(store, plan(1, "warm"), [0], () => localBarrier(1));
await instrument(true);
const report = await playChannels(
  store,
  plan(channels, "run"),
  Array.from({ length: channels }, (_, i) => i),
  () => localBarrier(channels),
);
await instrument(false);
process.stdout.write(
  `${JSON.stringify({ clicks: report.latencies.length, failures: report.failures.length })}\n`,
);
await prisma.$disconnect();
await database.drop();
process.exit(0);
