// Interaction tokens never reach the log: when Discord refuses the edit of a click's answer
// (unknown webhook 10015, unknown interaction 10062, already acknowledged 40060, a 5xx), the bot
// logs the error, and the error's URL holds the click's token (`/webhooks/<app>/<token>/...`),
// which lets anyone answer as the bot for 15 minutes.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOIN, openLobby } from "./support/games.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const LEAVE = /^lb:.*:leave$/;
const ORIGINAL = "/webhooks/:applicationId/:token/messages/@original";

const REJECTIONS = [
  { status: 404, code: 10015, message: "Unknown Webhook", times: 2 },
  { status: 404, code: 10062, message: "Unknown interaction", times: 2 },
  { status: 400, code: 40060, message: "Interaction has already been acknowledged.", times: 2 },
  // @discordjs/rest retries a 5xx three times before giving up.
  { status: 500, code: 0, message: "500: Internal Server Error", times: 8 },
];

describe("log lines about a refused answer", () => {
  let table: Table;
  let alice: TablePlayer;
  let bob: TablePlayer;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 5 });
    [alice, bob] = table.players as [TablePlayer, TablePlayer];
  });
  afterAll(() => table?.close());

  it("never carry the click's interaction token", async () => {
    const { message } = await openLobby(table, {}, [alice]);
    const tokens: string[] = [];
    let joined = false;
    for (const rejection of REJECTIONS) {
      const refused = table.fake.failNext({ method: "PATCH", path: ORIGINAL, ...rejection });
      const click = await bob.driver.click(
        message,
        { customId: joined ? LEAVE : JOIN },
        { awaitEdit: false },
      );
      await table.idle();
      refused.cancel();
      expect(refused.hits, `${rejection.code}`).toBeGreaterThan(0);
      tokens.push(click.record.token);
      joined = !joined;
    }
    const lines = table.logs.map((line) => JSON.stringify(line));
    const refusals = lines.filter((line) => line.includes("/webhooks/"));
    // Each refusal was logged with the URL it was sent to...
    expect(refusals.length).toBeGreaterThanOrEqual(REJECTIONS.length);
    for (const line of lines) {
      for (const token of tokens) expect(line).not.toContain(token);
      // ...with the token's segment redacted.
      expect(line).not.toMatch(/\/(webhooks|interactions)\/\d+\/(?!\[redacted\])/);
    }
    expect(refusals.join("\n")).toContain(`/webhooks/${table.fake.applicationId}/[redacted]/messages/`);
  });
});
