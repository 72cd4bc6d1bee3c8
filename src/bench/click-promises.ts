// Exact counts of what a click makes besides its requests and queries (issue 22, cpu46): the
// promises (V8's promise hooks), the timers set (setTimeout/setInterval/setImmediate) and where
// they come from, per click of a 20-channel handler run of the bench's seeded games, after the
// bench's one warm game. `node --import tsx src/bench/click-promises.ts [--stacks N]`: with
// `--stacks`, one promise in N is attributed to the nearest frames of the project's own code
// (the stack's cost is paid by those only); with `--parents` too (`--stacks 1 --parents`), a promise
// made where no frame of ours is on the stack (a job's: most often an async function that returned a
// promise, resolving its own with it) is shown with the site of the promise it came from.

import v8 from "node:v8";
import { handlerPlans, runModules } from "./click-plan.ts";

const args = process.argv.slice(2);
const stacksAt = args.indexOf("--stacks");
const every = stacksAt >= 0 ? Number(args[stacksAt + 1]) : 0;
// `--tree DIR`: the bot of another checkout (an older commit's worktree), for paired runs: the
// counts depend on the run's timing (a board edit goes out or waits for the burst), so trees are
// compared in alternation on the same machine.
const treeAt = args.indexOf("--tree");
const root =
  treeAt >= 0 ? `${args[treeAt + 1]?.replace(/\/$/, "")}/` : new URL("../../", import.meta.url).pathname;
const { createPrismaClient, throwawayDatabase, localBarrier, playChannels, PrismaStore } =
  await runModules(root);
const channels = 20;

const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_promises");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const plan = handlerPlans(channels);
await playChannels(store, plan(1, "warm"), [0], () => localBarrier(1));

const counts = { promises: 0, timeouts: 0, intervals: 0, immediates: 0 };
const where = new Map<string, number>();
/** The nearest frames of the project's own files (not a package's, not node's), up to three. */
function site(): string {
  const lines = (new Error().stack ?? "").split("\n").slice(3);
  const own = lines
    .filter((l) => l.includes(root) && !l.includes("/node_modules/") && !l.includes("click-promises.ts"))
    .slice(0, 3)
    .map((l) =>
      l
        .trim()
        .replace(/^at /, "")
        .replace(/\(?file:\/\//, "")
        .replace(root, "")
        .replace(/:\d+\)?$/, ""),
    );
  const pkg = lines.find((l) => l.includes("/node_modules/"))?.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1];
  return `${own.join(" < ") || "(none)"}${pkg ? ` [${pkg}]` : ""}`;
}
const note = (key: string) => where.set(key, (where.get(key) ?? 0) + 1);
// `--parents`: every promise's site is kept, and a promise made with no project frame on the stack
// (a job's: an async function that returns a promise, a `then` callback that does, resolve() with a
// promise) is counted under the site of the promise it was made from, `<= parent's site`.
const parents = args.includes("--parents");
const sites = new WeakMap<Promise<unknown>, string>();
const stopHook = v8.promiseHooks.onInit((promise, parent) => {
  counts.promises += 1;
  if (parents) {
    const here = site();
    sites.set(promise, here);
    if (every > 0 && counts.promises % every === 0)
      note(
        `promise ${here.startsWith("(none)") && parent ? `${here} <= ${sites.get(parent) ?? "?"}` : here}`,
      );
    return;
  }
  if (every > 0 && counts.promises % every === 0) note(`promise ${site()}`);
});
const wrap = <F extends (...a: never[]) => unknown>(name: keyof typeof counts, f: F): F =>
  function (this: unknown, ...a: never[]) {
    counts[name] += 1;
    if (every > 0) note(`${name} ${site()}`);
    return f.apply(this, a);
  } as unknown as F;
const original = { setTimeout, setInterval, setImmediate };
globalThis.setTimeout = wrap("timeouts", setTimeout);
globalThis.setInterval = wrap("intervals", setInterval);
globalThis.setImmediate = wrap("immediates", setImmediate);
const report = await playChannels(
  store,
  plan(channels, "run"),
  Array.from({ length: channels }, (_, i) => i),
  () => localBarrier(channels),
);
stopHook();
Object.assign(globalThis, original);
const clicks = report.latencies.length;
process.stdout.write(
  `${JSON.stringify({
    tree: root,
    clicks,
    failures: report.failures.length,
    perClick: Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, +(n / clicks).toFixed(3)])),
  })}\n`,
);
if (every > 0) {
  const promiseScale = every / clicks;
  for (const [k, n] of [...where].sort((a, b) => b[1] - a[1]).slice(0, parents ? 200 : 60)) {
    const perClick = k.startsWith("promise") ? n * promiseScale : n / clicks;
    process.stdout.write(`${perClick.toFixed(3).padStart(8)}  ${k}\n`);
  }
}
await prisma.$disconnect();
await database.drop();
process.exit(0);
