// What discord.js's REST layer costs a click beyond what the bench counts (issue 22, cpu46). The
// bench's stub (src/loadtest/discord-stub.ts) answers at `client.rest.request`, so a click's figure
// leaves out @discordjs/rest's own work per request: the request's resolution (headers, the body's
// JSON text, the query), its route's bucket and handler, the queue, the request's abort timer, and
// the answer's parsing (its JSON). Measured here on the requests of real clicks: a one-game handler
// run records every request the bot made (method, route, body, query, as the stub got them), then
// replays them through a REST instance whose `makeRequest` (the network: undici, TLS) answers at
// once with a canned response of the kind Discord sends — CPU per request by kind, against the
// same replay through the stub's level (`rest.request` answered at once).
// `node --import tsx src/bench/rest-cost.ts [passes]`.

import "../../cards/index.ts";
import { REST, type RequestData, type ResponseLike } from "@discordjs/rest";
import { createPrismaClient } from "../db/prisma.ts";
import { throwawayDatabase } from "../db/throwaway.ts";
import { DiscordStub, requestKind } from "../loadtest/discord-stub.ts";
import { type LoadPlan, localBarrier, playChannels } from "../loadtest/loadtest.ts";
import { PrismaStore } from "../store/index.ts";

interface Recorded {
  kind: string;
  method: string;
  fullRoute: `/${string}`;
  body?: unknown;
  query?: URLSearchParams;
  auth?: boolean;
  files?: unknown[];
}

const passes = Number(process.argv[2] ?? 20);
const recorded: Recorded[] = [];
const stub = DiscordStub.prototype as unknown as { answer(options: Recorded): Promise<unknown> };
const answer = stub.answer;
stub.answer = function (this: unknown, options: Recorded) {
  const kind = requestKind(options.method, options.fullRoute, options.body, options.files?.length ?? 0);
  if (!options.files?.length) recorded.push({ ...options, kind });
  return answer.call(this, options);
};

const database = await throwawayDatabase(process.env.DATABASE_URL || undefined, "smashup_rest_cost");
const prisma = createPrismaClient(database.url);
const store = new PrismaStore(prisma);
const plan: LoadPlan = {
  channels: 1,
  games: 1,
  seed: 42,
  players: 4,
  vpTarget: 15,
  noise: 0,
  runId: Date.now().toString(36),
  path: "handler",
  counting: "totals",
};
const report = await playChannels(store, plan, [0], () => localBarrier(1));
stub.answer = answer;
await prisma.$disconnect();
await database.drop();

// Discord's answers: a message for a post or an edit, a page of messages for a read, nothing for an
// interaction's callback or a delete.
const message = JSON.stringify({
  id: "200000000000000001",
  channel_id: "300000000000000001",
  author: { id: "100000000000000001", username: "smashup", discriminator: "0000", bot: true },
  content: "x".repeat(400),
  embeds: [{ title: "Board", description: "y".repeat(1500) }],
  components: [],
  timestamp: "1970-01-01T00:00:00.000Z",
  type: 0,
});
const json = new Headers({ "content-type": "application/json" });
const empty = new Headers();
const respond = (text: string | null): ResponseLike => ({
  body: null,
  bodyUsed: false,
  headers: text === null ? empty : json,
  status: text === null ? 204 : 200,
  statusText: text === null ? "No Content" : "OK",
  ok: true,
  arrayBuffer: async () => new ArrayBuffer(0),
  json: async () => (text === null ? null : JSON.parse(text)),
  text: async () => text ?? "",
});
const reply = (kind: string): string | null =>
  kind.startsWith("interaction:") || kind === "channel:delete"
    ? null
    : kind === "channel:read"
      ? `[${message}]`
      : message;
const rest = new REST({
  version: "10",
  globalRequestsPerSecond: 1e9,
  makeRequest: async (url, init) => {
    const route = new URL(url).pathname.replace(/^\/api\/v10/, "");
    return respond(reply(requestKind(init.method ?? "GET", route, undefined, 0)));
  },
}).setToken("bench-token");
// The stub's level: `rest.request` answered at once (what the bench's clicks pay for it).
const stubbed = new REST({ version: "10" }).setToken("bench-token");
(stubbed as unknown as { request(o: RequestData): Promise<unknown> }).request = async (o: RequestData) =>
  reply(requestKind((o as Recorded).method, (o as Recorded).fullRoute, undefined, 0)) === null
    ? undefined
    : JSON.parse(message);

const replay = async (client: REST, only?: string): Promise<{ us: number; n: number }> => {
  let n = 0;
  const before = process.cpuUsage();
  for (let pass = 0; pass < passes; pass++)
    for (const r of recorded) {
      if (only && r.kind !== only) continue;
      n += 1;
      await client.request({
        fullRoute: r.fullRoute,
        method: r.method as never,
        body: r.body,
        ...(r.query ? { query: r.query } : {}),
        ...(r.auth === false ? { auth: false } : {}),
      } as never);
    }
  const cpu = process.cpuUsage(before);
  return { us: (cpu.user + cpu.system) / Math.max(1, n), n };
};

const kinds = [...new Set(recorded.map((r) => r.kind))];
// Warm both paths (JIT) before measuring, then alternate them.
for (let i = 0; i < 3; i++) {
  await replay(rest);
  await replay(stubbed);
}
const rows: Record<string, { requests: number; restUs: number; stubUs: number }> = {};
for (const kind of ["all", ...kinds]) {
  const only = kind === "all" ? undefined : kind;
  const a1 = await replay(rest, only);
  const b1 = await replay(stubbed, only);
  const b2 = await replay(stubbed, only);
  const a2 = await replay(rest, only);
  rows[kind] = {
    requests: a1.n / passes,
    restUs: Math.round((a1.us + a2.us) / 2),
    stubUs: Math.round((b1.us + b2.us) / 2),
  };
}
const clicks = report.latencies.length;
process.stdout.write(
  `${JSON.stringify({ clicks, requestsPerClick: +(recorded.length / clicks).toFixed(2), passes, rows })}\n`,
);
const all = rows.all as { restUs: number; stubUs: number };
process.stdout.write(
  `REST layer beyond the stub: ${all.restUs - all.stubUs} µs CPU per request, ` +
    `${(((all.restUs - all.stubUs) * recorded.length) / clicks / 1000).toFixed(3)} ms per click\n`,
);
process.exit(0);
