// What one click renders (issue 22): the bot's own handler (commands/game, as Discord calls it,
// Discord stubbed) builds the game's public view once per click and the clicker's own view once,
// however many messages show them (the clicker's panel, the board, the turn notice, "End turn?"),
// and sends its answer with the body made once (no discord.js copy of every key).

import { MessagePayload as DiscordPayload, type MessageComponentInteraction, MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messageOptions, privateAnswer, sendable, textPayload } from "../../commands/game/respond.ts";
import type { GameSnapshot } from "../../src/app/index.ts";
import { DiscordStub } from "../../src/loadtest/discord-stub.ts";
import { handlerClicker, randomClick } from "../../src/loadtest/loadtest.ts";
import type { MessagePayload } from "../../src/render/index.ts";
import { captureLog, chooser, newService, startedGame } from "../app/support.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

/** Views built from the engine's state, counted where the engine makes them. */
const built = vi.hoisted(() => ({ public: 0, player: 0 }));
vi.mock("../../src/engine/view.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/engine/view.ts")>();
  return {
    ...real,
    publicView: (...args: Parameters<typeof real.publicView>) => {
      built.public += 1;
      return real.publicView(...args);
    },
    playerView: (...args: Parameters<typeof real.playerView>) => {
      built.player += 1;
      // Without the public view in hand, playerView builds one itself.
      if (args[3] === undefined) built.public += 1;
      return real.playerView(...args);
    },
  };
});

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("a click through the bot's handler", () => {
  it("builds the public view once and the clicker's view once, whatever it renders", async () => {
    const { log } = captureLog();
    const service = newService(db.store);
    let snapshot: GameSnapshot = (await startedGame(service, 3)).snapshot;
    const clicker = handlerClicker(db.store, service, log);
    const rng = chooser(11);
    const perClick: { public: number; player: number; views: number }[] = [];
    // Several seeds of play: turns that end (with "End turn?"), scoring, prompts of other players.
    for (let n = 0; n < 60 && snapshot.record.status === "active"; n++) {
      const input = randomClick(snapshot, rng);
      if (!input) break;
      const { choice } = input;
      built.public = 0;
      built.player = 0;
      const result = await clicker.click(input);
      expect(result?.ok).toBe(true);
      // "End turn" reads the clicker's view before the answer too (plays given up? "End turn?").
      const ending = choice.length === 1 && choice[0] === "end";
      perClick.push({ ...built, views: ending ? 2 : 1 });
      if (result?.ok) snapshot = result.snapshot;
    }
    await clicker.settled();
    expect(perClick.length).toBeGreaterThan(20);
    // Before issue 22's cache: 4 public views (board, notice twice, the panel's own) per click.
    expect(Math.max(...perClick.map((c) => c.public))).toBe(1);
    for (const click of perClick) expect(click.player).toBeLessThanOrEqual(click.views);
    expect(perClick.filter((c) => c.views === 1).every((c) => c.player === 1)).toBe(true);
    expect(perClick.some((c) => c.views === 2)).toBe(true);
  });
});

describe("the body of a click's answer", () => {
  const stub = new DiscordStub();
  const interaction = stub.select({
    guildId: "g",
    channelId: "c",
    userId: "u",
    customId: "sg:x",
    values: [],
  });
  if (!interaction.isStringSelectMenu()) throw new Error("a select interaction");
  const panel: MessagePayload = {
    content: "**Your turn** — play a minion",
    embeds: [
      {
        title: "Hand",
        description: "• Alpha _(3)_\n• *Beta*",
        color: 0x336699,
        fields: [{ name: "Base", value: "Tar Pits", inline: true }],
        footer: { text: "page 1/2", icon_url: "https://example.com/i.png" },
      },
    ],
    components: [
      {
        type: 1,
        components: [
          {
            type: 3,
            custom_id: "sg:abc:1:2:pick",
            placeholder: "Choose a card",
            min_values: 1,
            max_values: 1,
            options: [
              { label: "Alpha", value: "c12", description: "power 3", emoji: { name: "🦖" }, default: true },
              { label: "Beta", value: "c13" },
            ],
          },
        ],
      },
      {
        type: 1,
        components: [{ type: 2, style: 2, label: "Undo", emoji: { name: "↩️" }, custom_id: "cf:undo:3" }],
      },
    ],
    allowedMentions: { parse: [], users: ["123"] },
  };

  it("is what discord.js would make of the same options, ephemeral or not", () => {
    for (const payload of [panel, textPayload("Not your turn.")]) {
      for (const flags of [undefined, MessageFlags.Ephemeral]) {
        const options = flags === undefined ? messageOptions(payload) : { ...messageOptions(payload), flags };
        const theirs = DiscordPayload.create(interaction, options as never).resolveBody().body;
        const ours = sendable(interaction, payload, flags) as DiscordPayload;
        expect(JSON.parse(JSON.stringify(ours.body))).toEqual(JSON.parse(JSON.stringify(theirs)));
        const webhookTheirs = DiscordPayload.create(interaction.webhook, options as never).resolveBody().body;
        const webhookOurs = (sendable(interaction.webhook, payload, flags) as DiscordPayload).body;
        expect(JSON.parse(JSON.stringify(webhookOurs))).toEqual(JSON.parse(JSON.stringify(webhookTheirs)));
      }
    }
  });

  it("comes made: discord.js sends it without rebuilding it", async () => {
    const ours = sendable(interaction, panel) as DiscordPayload;
    expect(ours).toBeInstanceOf(DiscordPayload);
    expect(ours.body).not.toBeNull();
    expect(ours.resolveBody()).toBe(ours);
    expect((await ours.resolveFiles()).files).toEqual([]);
  });

  it("updates the panel with the very request discord.js's update would send", async () => {
    // Compared at the REST layer's `request`, where discord.js's update arrives through `post`.
    const sent: unknown[] = [];
    const rest = stub.client.rest as unknown as { request: (...args: unknown[]) => Promise<unknown> };
    const request = rest.request;
    rest.request = (...args: unknown[]) => {
      const [options] = args as [{ fullRoute: string; query?: URLSearchParams } & Record<string, unknown>];
      const { fullRoute: route, ...others } = options;
      sent.push(
        JSON.parse(
          JSON.stringify({ route, keys: Object.keys(options), ...others, query: options.query?.toString() }),
        ),
      );
      return request.apply(rest, args);
    };
    try {
      const click = (id: string) =>
        stub.select({
          guildId: "g",
          channelId: "c",
          userId: "u",
          customId: `sg:${id}`,
          values: [],
        }) as MessageComponentInteraction;
      const ours = click("ours");
      const answer = privateAnswer(ours);
      await answer.show(panel);
      answer.done();
      expect(ours.replied).toBe(true);
      const theirs = click("theirs");
      await theirs.update(sendable(theirs, panel));
      expect(sent).toHaveLength(2);
      const [a, b] = sent as { route: string }[];
      // The same request but for the interaction's own id and token.
      expect({ ...a, route: null }).toEqual({ ...b, route: null });
      expect(a?.route.replace(ours.id, "ID").replace(ours.token, "T")).toBe(
        b?.route.replace(theirs.id, "ID").replace(theirs.token, "T"),
      );
    } finally {
      rest.request = request;
    }
  });
});
