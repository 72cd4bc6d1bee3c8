// What discord.js's caches cost per click (issue 22, clk34): the interaction Discord sends for a
// click in a panel, built by discord.js as the bot's client does (its guild and channel cached),
// on a client with discord.js's default caches and on one with the bot's limits
// (src/discord/client-cache.ts), interleaved in blocks, CPU time (process.cpuUsage) per
// interaction; 20 channels of 4 players, round-robin, as the clicks bench plays them.
//
//   node --import tsx src/bench/interaction-caches.ts [interactions per block] [blocks]

import { PerformanceObserver } from "node:perf_hooks";
import { DiscordStub } from "../loadtest/discord-stub.ts";

const perBlock = Number(process.argv[2] ?? 5000);
const blocks = Number(process.argv[3] ?? 10);
const gc = { ms: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gc.ms += e.duration;
}).observe({ entryTypes: ["gc"] });

const stubs = { bot: new DiscordStub(), default: new DiscordStub({ caches: "default" }) };
const totals = { bot: { us: 0, n: 0, gc: 0 }, default: { us: 0, n: 0, gc: 0 } };
let click = 0;
const kept: unknown[] = [];
function block(kind: "bot" | "default"): void {
  const stub = stubs[kind];
  const c0 = process.cpuUsage();
  const g0 = gc.ms;
  for (let i = 0; i < perBlock; i++, click++) {
    const channel = click % 20;
    const interaction = stub.select({
      guildId: "300000000000000001",
      channelId: `4000000000000000${String(channel).padStart(2, "0")}`,
      userId: `5000000000000000${String((click >> 5) % 80).padStart(2, "0")}`,
      customId: "sg:x",
      values: ["m1@2"],
    });
    if (i % 1000 === 0) kept[0] = interaction;
  }
  const c = process.cpuUsage(c0);
  totals[kind].us += c.user + c.system;
  totals[kind].n += perBlock;
  totals[kind].gc += gc.ms - g0;
}
// A first block each to warm up, not counted.
block("bot");
block("default");
for (const t of Object.values(totals)) Object.assign(t, { us: 0, n: 0, gc: 0 });
for (let b = 0; b < blocks; b++)
  for (const kind of b % 2 === 0 ? (["bot", "default"] as const) : (["default", "bot"] as const)) block(kind);
const per = (k: "bot" | "default") => totals[k].us / totals[k].n;
console.log(
  JSON.stringify({
    interactions: totals.bot.n,
    botCachesUsPerInteraction: +per("bot").toFixed(2),
    defaultCachesUsPerInteraction: +per("default").toFixed(2),
    ratio: +(per("bot") / per("default")).toFixed(3),
    gcMsPerThousand: {
      bot: +((1000 * totals.bot.gc) / totals.bot.n).toFixed(2),
      default: +((1000 * totals.default.gc) / totals.default.n).toFixed(2),
    },
    messagesCached: {
      bot: [
        ...(stubs.bot.client.channels.cache.values() as Iterable<{
          messages?: { cache: Map<string, unknown> };
        }>),
      ].reduce((s, c) => s + (c.messages?.cache.size ?? 0), 0),
      default: [
        ...(stubs.default.client.channels.cache.values() as Iterable<{
          messages?: { cache: Map<string, unknown> };
        }>),
      ].reduce((s, c) => s + (c.messages?.cache.size ?? 0), 0),
    },
  }),
);
