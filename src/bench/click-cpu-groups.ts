// Where a run of clicks spends its CPU, from a V8 CPU profile (`node --cpu-prof`, or the runs'
// profiles of `click-warmth.ts --profile=DIR`): `node --import tsx src/bench/click-cpu-groups.ts
// FILE.cpuprofile [--top N]`. Issue 22 (cpu46): the click's CPU outside GameService.act() and the
// render. Every busy sample (idle left out) is put in one layer, the first that holds:
// - render: a frame of the render layer on its stack (as src/bench/render-share.ts counts it);
// - act: a frame of the engine, the cards or the game service (src/engine, cards, src/app);
// - harness: the nearest project frame to the leaf is the load test's or the bench's own
//   (src/loadtest, src/bench: the players choosing, the stubbed REST layer answering, the counters),
//   except the interactions the stub builds (`select`: discord.js's Interaction from Discord's
//   payload, which the bot builds in production too: "discord.js interaction");
// - else the bot, by the leaf frame's package or file (discord.js, pg, pino, our own files, node's
//   internals, the collector, V8's "(program)").
// Prints the layers' shares, the bot's (outside act and render) by group, and the top functions by
// self time of each layer.

import { readFileSync } from "node:fs";
import { RENDER_FILES } from "./render-share.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const ACT_FILES = [/\/src\/engine\//, /\/cards\//, /\/src\/app\//];
// The players' choices (randomChoice) are the load test's, not the bot's.
const HARNESS_FILES = [/\/src\/loadtest\//, /\/src\/bench\//, /\/src\/drivers\/simulate\.ts$/];

/** A frame of the project's own files (not a package, not node's). */
function projectFile(url: string): boolean {
  return url.startsWith("file://") && !url.includes("/node_modules/");
}

/** The package or place a frame's code belongs to. */
export function groupOf(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split("/");
    const name = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] as string);
    if (name === "discord.js" || name.startsWith("@discordjs/") || name === "discord-api-types")
      return "discord.js";
    if (["pg", "pg-protocol", "pg-types", "pg-pool", "pg-connection-string"].includes(name)) return "pg";
    if (name.startsWith("postgres-")) return "pg";
    if (name.startsWith("@prisma/")) return "prisma";
    if (name === "pino" || name === "sonic-boom" || name === "pino-std-serializers") return "pino";
    return name;
  }
  if (url.startsWith("node:")) return url.replace(/^node:(internal\/)?/, "node:").split("/")[0] as string;
  const src = url.match(/\/(src\/[^/]+|commands\/[^/]+|cards)\//);
  return src ? (src[1] as string) : url;
}

export interface Groups {
  busy: number;
  layers: Map<string, number>;
  /** The bot's samples outside act and render, by group of the leaf frame. */
  bot: Map<string, number>;
  /** The bot's samples by group and nearest project function ("group <- function file"). */
  owners: Map<string, number>;
  /** The bot's self samples by "group | function file". */
  botFunctions: Map<string, number>;
  /** Self samples by "layer | function file:line". */
  functions: Map<string, number>;
}

export function groupsOf(profile: Profile): Groups {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const counts = new Map<number, number>();
  for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
  const out: Groups = {
    busy: 0,
    layers: new Map(),
    bot: new Map(),
    owners: new Map(),
    botFunctions: new Map(),
    functions: new Map(),
  };
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const [id, count] of counts) {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === "(idle)") continue;
    out.busy += count;
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (n) stack.push(n);
    }
    const urls = stack.map((n) => n.callFrame.url);
    const nearestAt = stack.findIndex((n) => projectFile(n.callFrame.url));
    const nearest = nearestAt >= 0 ? stack[nearestAt] : undefined;
    // The package frames between the leaf and its nearest project frame: the work of the nearest
    // package below our code (a socket write under pg is pg's).
    const below = stack.slice(0, nearestAt >= 0 ? nearestAt : stack.length);
    const pkg = below.findLast((n) => n.callFrame.url.includes("/node_modules/"));
    let layer: string;
    if (urls.some((u) => RENDER_FILES.some((f) => f.test(u)))) layer = "render";
    else if (urls.some((u) => ACT_FILES.some((f) => f.test(u)))) layer = "act";
    // The counters wrapped around pg's query methods call pg: what pg does below is the bot's.
    else if (
      nearest &&
      HARNESS_FILES.some((f) => f.test(nearest.callFrame.url)) &&
      groupOf(pkg?.callFrame ?? leaf.callFrame) !== "pg"
    )
      layer = nearest.callFrame.functionName === "select" ? "discord.js interaction" : "harness";
    else layer = "bot";
    add(out.layers, layer, count);
    const group = groupOf((pkg ?? leaf).callFrame);
    if (layer === "bot") {
      add(out.bot, group, count);
      const owner = nearest
        ? `${nearest.callFrame.functionName || "(anonymous)"} ${nearest.callFrame.url.split("/").slice(-2).join("/")}`
        : "(no project frame)";
      add(out.owners, `${group} <- ${owner}`, count);
    }
    const where = leaf.callFrame.url.split("/").slice(-2).join("/");
    if (layer === "bot")
      add(out.botFunctions, `${group} | ${leaf.callFrame.functionName || "(anonymous)"} ${where}`, count);
    add(
      out.functions,
      `${layer} | ${leaf.callFrame.functionName || "(anonymous)"} ${where}:${leaf.callFrame.lineNumber + 1}`,
      count,
    );
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    process.stderr.write("usage: click-cpu-groups FILE.cpuprofile [--top N] [--layer L]\n");
    process.exit(2);
  }
  const topAt = args.indexOf("--top");
  const top = topAt >= 0 ? Number(args[topAt + 1]) : 40;
  const layerAt = args.indexOf("--layer");
  const onlyLayer = layerAt >= 0 ? args[layerAt + 1] : undefined;
  const g = groupsOf(JSON.parse(readFileSync(file, "utf8")) as Profile);
  const pct = (n: number) => `${((100 * n) / g.busy).toFixed(1).padStart(5)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  process.stdout.write(`${g.busy} busy samples\nlayers:\n`);
  for (const [k, n] of sorted(g.layers)) process.stdout.write(`  ${pct(n)}  ${k}\n`);
  process.stdout.write("the bot outside act and render, by the leaf's package (else the leaf's group):\n");
  for (const [k, n] of sorted(g.bot)) process.stdout.write(`  ${pct(n)}  ${k}\n`);
  process.stdout.write("the bot outside act and render, by group and nearest project function:\n");
  for (const [k, n] of sorted(g.owners).slice(0, top)) process.stdout.write(`  ${pct(n)}  ${k}\n`);
  const groupAt = args.indexOf("--group");
  if (groupAt >= 0) {
    const group = args[groupAt + 1];
    process.stdout.write(`the bot's ${group} by self time:\n`);
    for (const [k, n] of sorted(g.botFunctions)
      .filter(([k]) => k.startsWith(`${group} |`))
      .slice(0, top))
      process.stdout.write(`  ${pct(n)}  ${k}\n`);
  }
  process.stdout.write(`top ${top} functions by self time${onlyLayer ? ` (${onlyLayer})` : ""}:\n`);
  for (const [k, n] of sorted(g.functions)
    .filter(([k]) => !onlyLayer || k.startsWith(`${onlyLayer} |`))
    .slice(0, top))
    process.stdout.write(`  ${pct(n)}  ${k}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
