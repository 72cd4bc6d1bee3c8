import { MessageFlags } from "discord.js";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { registry as realRegistry } from "../../commands/index.ts";
import { createRegistry } from "../../commands/registry.ts";
import type { CommandModule } from "../../commands/types.ts";
import { UserError } from "../../commands/user-error.ts";
import {
  createInteractionRouter,
  DATABASE_RESTARTING_MESSAGE,
  FAILURE_MESSAGE,
  STALE_COMPONENT_MESSAGE,
  UNKNOWN_COMMAND_MESSAGE,
} from "../../src/bot/interaction-router.ts";
import { msg } from "../../src/i18n/index.ts";
import type { Store } from "../../src/store/index.ts";
import { fakeInteraction } from "./fake-interaction.ts";

const store = {} as Store;

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const ephemeral = (content: string) => ({ content, flags: MessageFlags.Ephemeral });

function routerWith(module: CommandModule) {
  const { log, lines } = recordingLogger();
  return { route: createInteractionRouter({ registry: createRegistry([module]), store, log }), lines };
}

describe("the interaction router", () => {
  it("answers /smashup help privately with the list of subcommands", async () => {
    const { log } = recordingLogger();
    const route = createInteractionRouter({ registry: realRegistry, store, log });
    const interaction = fakeInteraction({ kind: "command", subcommand: "help" });
    await route(interaction.asInteraction());
    expect(interaction.reply).toHaveBeenCalledOnce();
    const [answer] = interaction.reply.mock.calls[0] as unknown as [
      { content: string; flags: number; embeds: { description: string }[] },
    ];
    expect(answer.flags).toBe(MessageFlags.Ephemeral);
    expect(answer.content).toContain("Smash Up");
    expect(answer.embeds[0]?.description).toContain("`/smashup help`");
    expect(answer.content.length).toBeLessThanOrEqual(2000);
  });

  it("passes the command the store and a logger carrying the interaction's ids", async () => {
    const execute = vi.fn(async () => undefined);
    const { route, lines } = routerWith({
      commands: [{ data: { name: "smashup", description: "d" }, execute }],
    });
    await route(fakeInteraction({ kind: "command" }).asInteraction());
    expect(execute).toHaveBeenCalledOnce();
    const [, context] = execute.mock.calls[0] as unknown as [unknown, { store: Store; log: pino.Logger }];
    expect(context.store).toBe(store);
    context.log.info("from the command");
    expect(lines.at(-1)).toMatchObject({ guildId: "2000000000000000002", channelId: "3000000000000000003" });
  });

  it("routes components by the prefix of their custom_id", async () => {
    const handle = vi.fn(async () => undefined);
    const { route } = routerWith({ components: [{ prefix: "game", handle }] });
    await route(fakeInteraction({ kind: "button", customId: "game:abc:3:p1" }).asInteraction());
    await route(fakeInteraction({ kind: "modal", customId: "game:abc:3:p2" }).asInteraction());
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it("tells the user when a command or component is unknown", async () => {
    const { route } = routerWith({});
    const command = fakeInteraction({ kind: "command", commandName: "gone" });
    await route(command.asInteraction());
    expect(command.reply).toHaveBeenCalledWith(ephemeral(UNKNOWN_COMMAND_MESSAGE));
    const button = fakeInteraction({ kind: "button", customId: "old:1" });
    await route(button.asInteraction());
    expect(button.reply).toHaveBeenCalledWith(ephemeral(STALE_COMPONENT_MESSAGE));
  });

  it("answers a failing handler with an ephemeral message and logs the error", async () => {
    const { route, lines } = routerWith({
      commands: [
        {
          data: { name: "smashup", description: "d" },
          execute: async () => {
            throw new Error("database on fire");
          },
        },
      ],
    });
    const interaction = fakeInteraction({ kind: "command" });
    await route(interaction.asInteraction());
    expect(interaction.reply).toHaveBeenCalledWith(ephemeral(FAILURE_MESSAGE));
    expect(lines.find((line) => line.msg === "interaction failed")).toMatchObject({
      level: 50,
      err: { message: "database on fire" },
    });
  });

  it("tells the user the database is restarting, not that something went wrong (issue 19)", async () => {
    // A click while the embedded server is known to be down: answered without running the handler.
    let available = false;
    const handle = vi.fn(async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" });
    });
    const { log, lines } = recordingLogger();
    const route = createInteractionRouter({
      registry: createRegistry([{ components: [{ prefix: "game", handle }] }]),
      store,
      log,
      databaseAvailable: () => available,
    });
    const during = Object.assign(fakeInteraction({ kind: "button", customId: "game:abc:3:p1" }), {
      locale: "fr",
    });
    await route(during.asInteraction());
    expect(handle).not.toHaveBeenCalled();
    expect(during.reply).toHaveBeenCalledWith(ephemeral(msg("fr").play.router.databaseRestarting));
    // A click caught by the death before the bot noticed it: the refused connection says it.
    available = true;
    const caught = fakeInteraction({ kind: "button", customId: "game:abc:3:p1" });
    await route(caught.asInteraction());
    expect(handle).toHaveBeenCalledOnce();
    expect(caught.reply).toHaveBeenCalledWith(ephemeral(DATABASE_RESTARTING_MESSAGE));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("tells a French user in French that a /smashup subcommand no longer exists", async () => {
    const { log } = recordingLogger();
    const route = createInteractionRouter({ registry: realRegistry, store, log });
    const interaction = Object.assign(fakeInteraction({ kind: "command", subcommand: "gone" }), {
      locale: "fr",
    });
    await route(interaction.asInteraction());
    expect(interaction.reply).toHaveBeenCalledWith(ephemeral(msg("fr").play.router.unknownCommand));
  });

  it("shows a UserError's own message", async () => {
    const { route } = routerWith({
      components: [
        {
          prefix: "game",
          handle: async () => {
            throw new UserError("It is not your turn.");
          },
        },
      ],
    });
    const interaction = fakeInteraction({ kind: "button", customId: "game:1" });
    await route(interaction.asInteraction());
    expect(interaction.reply).toHaveBeenCalledWith(ephemeral("It is not your turn."));
  });

  it("follows up when the handler had already deferred", async () => {
    const { route } = routerWith({
      commands: [
        {
          data: { name: "smashup", description: "d" },
          execute: async (interaction) => {
            await interaction.deferReply();
            throw new Error("late failure");
          },
        },
      ],
    });
    const interaction = fakeInteraction({ kind: "command" });
    await route(interaction.asInteraction());
    expect(interaction.reply).not.toHaveBeenCalled();
    expect(interaction.followUp).toHaveBeenCalledWith(ephemeral(FAILURE_MESSAGE));
  });

  it("never throws, even when the error answer cannot be sent", async () => {
    const { route, lines } = routerWith({});
    const interaction = fakeInteraction({ kind: "command", commandName: "gone" });
    interaction.reply.mockRejectedValueOnce(new Error("Unknown interaction"));
    await expect(route(interaction.asInteraction())).resolves.toBeUndefined();
    expect(lines.some((line) => line.msg === "could not tell the user about the failure")).toBe(true);
  });

  it("answers autocomplete without a handler with no choices", async () => {
    const { route } = routerWith({
      commands: [{ data: { name: "smashup", description: "d" }, execute: vi.fn() }],
    });
    const interaction = fakeInteraction({ kind: "autocomplete" });
    await route(interaction.asInteraction());
    expect(interaction.respond).toHaveBeenCalledWith([]);
  });
});
