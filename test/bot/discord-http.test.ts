import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../commands/index.ts";
import { startBot } from "../../src/bot/bot.ts";
import { registerCommands } from "../../src/bot/register-commands.ts";
import { type Config, parseConfig } from "../../src/config/config.ts";
import type { Store } from "../../src/store/index.ts";

// A few canned HTTP answers, enough to check what the bot sends on its own
// (command registration) and how it fails when Discord refuses the token.
// Conversations with a gateway belong to the fake-Discord tests.

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let requests: Recorded[];
let config: Config;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk;
    });
    request.on("end", () => {
      const path = (request.url ?? "").replace(/^\/api\/v10/, "");
      requests.push({
        method: request.method ?? "",
        path,
        authorization: request.headers.authorization,
        body: body ? JSON.parse(body) : undefined,
      });
      response.setHeader("content-type", "application/json");
      if (request.method === "PUT" && path.endsWith("/commands")) {
        response.end(body);
      } else {
        response.statusCode = 401;
        response.end(JSON.stringify({ message: "401: Unauthorized", code: 0 }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  config = parseConfig({
    DISCORD_TOKEN: "test-token-value",
    DISCORD_CLIENT_ID: "111111111111111111",
    DISCORD_API_URL: `http://127.0.0.1:${port}/api`,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("talking to Discord over HTTP", () => {
  it("registers the commands globally, or in the development guild when one is set", async () => {
    requests = [];
    expect(await registerCommands(config, registry.commandData())).toEqual({ scope: "global", count: 2 });
    const devGuild = { ...config, DISCORD_DEV_GUILD_ID: "222222222222222222" };
    expect(await registerCommands(devGuild, registry.commandData())).toEqual({ scope: "guild", count: 2 });

    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "PUT /applications/111111111111111111/commands",
      "PUT /applications/111111111111111111/guilds/222222222222222222/commands",
    ]);
    expect(requests[0]?.authorization).toBe("Bot test-token-value");
    expect(requests[0]?.body).toEqual(registry.commandData());
  });

  it("fails to start with a TokenInvalid error when Discord refuses the token", async () => {
    requests = [];
    const start = startBot({ config, store: {} as Store, log: pino({ level: "silent" }) });
    await expect(start).rejects.toMatchObject({ code: "TokenInvalid" });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /gateway/bot"]);
  });
});
