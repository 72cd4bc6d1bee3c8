// Issue 19: a message that repeats what a user typed must never ping anyone, ephemeral refusals
// included. Discord parses mentions in an interaction's answer too unless `allowed_mentions` says
// otherwise; the bot's client sends `{ parse: [] }` by default (src/bot/bot.ts), so a handler that
// forgets it cannot ping @everyone by echoing a card name.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../src/i18n/index.ts";
import { Table } from "./support/table.ts";

const TYPED = "@everyone <@123>";

describe("an answer that echoes what a user typed", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 1 });
  });
  afterAll(() => table?.close());

  it("carries allowed_mentions with no parse (a refusal of /smashup card)", async () => {
    const [alice] = table.players;
    const reply = await alice?.driver.slash(table.channel, "smashup", {
      subcommand: "card",
      options: { name: TYPED },
    });
    expect(reply?.content).toBe(msg("en").cards.unknown(TYPED));
    const answer = table.fake.requests.findLast((r) => r.method === "POST" && r.path.includes("/callback"));
    const data = (answer?.body as { data?: { content?: string } } | undefined)?.data;
    expect(data?.content).toContain(TYPED);
    expect(data).toMatchObject({ allowed_mentions: { parse: [] } });
  });
});
