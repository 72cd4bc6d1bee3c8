import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/config.ts";
import { createLogger, gameLogger } from "../../src/log/logger.ts";

const TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GxYzAb.not-a-real-token-but-long-enough";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const log = createLogger({
    level: "debug",
    pretty: false,
    secrets: [TOKEN],
    destination: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line));
      },
    },
  });
  return { log, lines, raw };
}

describe("logger", () => {
  it("never writes the token, whatever carries it", () => {
    const { log, raw } = capture();
    const config = parseConfig({ DISCORD_TOKEN: TOKEN, DISCORD_CLIENT_ID: "123456789012345678" });
    log.info({ config }, "starting");
    log.info(config, "flat config");
    log.debug({ request: { headers: { authorization: `Bot ${TOKEN}` } } }, "request");
    log.info({ interaction: { id: "1", token: "interaction-token-value" } }, "interaction");
    log.error({ err: new Error(`login failed with ${TOKEN}`) }, `message mentioning ${TOKEN}`);
    expect(raw).toHaveLength(5);
    for (const line of raw) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain("interaction-token-value");
    }
    expect(raw.join("")).toContain("[redacted]");
  });

  it("redacts the interaction token of every interaction or webhook URL", () => {
    const { log, raw } = capture();
    const token = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OnRva2Vu";
    const callback = `https://discord.com/api/v10/interactions/123456789012345678/${token}/callback`;
    const original = `https://discord.com/api/v10/webhooks/223456789012345678/${token}/messages/@original`;
    log.warn({ err: { name: "DiscordAPIError[10062]", url: callback } }, "could not answer");
    log.error({ err: new Error(`PATCH ${original} failed`) }, `editing ${original}`);
    log.info({ urls: [original] }, "nested");
    for (const line of raw) expect(line).not.toContain(token);
    expect(raw.join("")).toContain("/interactions/123456789012345678/[redacted]/callback");
    expect(raw.join("")).toContain("/webhooks/223456789012345678/[redacted]/messages/@original");
  });

  it("puts gameId, guildId and channelId on every line about a game", () => {
    const { log, lines } = capture();
    const game = gameLogger(log, { gameId: "g-1", guildId: "guild-1", channelId: "channel-1" });
    game.info("turn started");
    game.child({ seat: 2 }).warn("timer expired");
    for (const line of lines) {
      expect(line).toMatchObject({ gameId: "g-1", guildId: "guild-1", channelId: "channel-1" });
    }
    expect(lines.map((line) => line.msg)).toEqual(["turn started", "timer expired"]);
  });
});
