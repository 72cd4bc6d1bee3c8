import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../commands/registry.ts";
import { type RunningBot, SHUTTING_DOWN_MESSAGE, startBot } from "../../src/bot/bot.ts";
import { FAILURE_MESSAGE } from "../../src/bot/interaction-router.ts";
import { parseConfig } from "../../src/config/config.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { chooser, ok, playRandomStep, startedGame } from "../app/support.ts";
import { type FakeDiscord, startFakeDiscord } from "../fake-discord/index.ts";
import { openTestDatabase, type TestDatabase } from "../support/database.ts";

// The whole process skeleton in one process: startBot() with a real
// database (embedded or server, as for the run) and the real discord.js
// client, against the fake Discord of test/fake-discord.

let db: TestDatabase;
let fake: FakeDiscord;
let bot: RunningBot | undefined;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
  await fake?.close();
});

async function world() {
  fake = await startFakeDiscord();
  const guild = fake.createGuild({ name: "Table" });
  const channel = guild.createTextChannel("smash-up");
  const alice = fake.createUser("alice");
  guild.addMember(alice);
  const config = parseConfig({
    DISCORD_TOKEN: fake.token,
    DISCORD_CLIENT_ID: fake.applicationId,
    DISCORD_DEV_GUILD_ID: guild.id,
    DISCORD_API_URL: fake.restUrl,
    DATABASE_URL: db.url,
  });
  return { guild, channel, alice, config, log: pino({ level: "silent" }) };
}

function latch() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe("the bot process", () => {
  it("starts, registers its commands in the development guild and answers /smashup help privately", async () => {
    const { guild, channel, alice, config, log } = await world();
    bot = await startBot({ config, log });
    expect(fake.commands(guild).map((command) => command.name)).toEqual(["smashup", "smashup-admin"]);

    const result = await fake.user(alice).slash(channel, "smashup", { subcommand: "help" });
    expect(result.ephemeral).toBe(true);
    expect(result.embeds[0]?.description).toContain("`/smashup help`");
    fake.assertNoViolations();
  });

  it("answers a failing command with an ephemeral error instead of leaving the user hanging", async () => {
    const { guild, channel, alice, config, log } = await world();
    const registry = createRegistry([
      {
        commands: [
          {
            data: { name: "boom", description: "Fails" },
            execute: async () => {
              throw new Error("kaboom");
            },
          },
        ],
      },
    ]);
    bot = await startBot({ config, log, registry, store: db.store });
    expect(fake.commands(guild).map((command) => command.name)).toEqual(["boom"]);
    const result = await fake.user(alice).slash(channel, "boom");
    expect(result).toMatchObject({ ephemeral: true, content: FAILURE_MESSAGE });
  });

  it("stops by refusing new interactions, finishing those in flight, then disconnecting", async () => {
    const { channel, alice, config, log } = await world();
    const entered = latch();
    const proceed = latch();
    const registry = createRegistry([
      {
        commands: [
          {
            data: { name: "slow", description: "Takes its time" },
            execute: async (interaction) => {
              await interaction.deferReply();
              entered.release();
              await proceed.promise;
              await interaction.editReply("done");
            },
          },
        ],
      },
    ]);
    const bob = fake.createUser("bob");
    channel.guild.addMember(bob);
    bot = await startBot({ config, log, registry, store: db.store });
    const running = bot;

    const slow = fake.user(alice).slash(channel, "slow");
    await entered.promise;
    let stopped = false;
    const stopping = running.stop().then(() => {
      stopped = true;
    });

    const refused = await fake.user(bob).slash(channel, "slow");
    expect(refused).toMatchObject({ ephemeral: true, content: SHUTTING_DOWN_MESSAGE });
    expect(stopped).toBe(false);

    proceed.release();
    expect((await slow).content).toBe("done");
    await stopping;
    expect(running.client.isReady()).toBe(false);
  });

  it("writes the state of the games it holds as their snapshots when it stops (issue 22: cold clicks after the restart)", async () => {
    const { config, log } = await world();
    bot = await startBot({ config, log, registry: createRegistry([]), store: db.store });
    const running = bot;
    const rng = chooser(46);
    let game = (await startedGame(running.games, 3)).snapshot;
    for (let steps = 0; ; steps++) {
      expect(steps).toBeLessThan(3000);
      const engine = game.engine as Engine;
      if (engine.decisions >= 30 && engine.quietStateDue) break;
      game = ok(await playRandomStep(running.games, game, rng)).snapshot;
    }
    await running.games.snapshotsWritten();
    const before = await db.store.loadGame(game.record.id);
    expect(before?.decisions.length).toBeGreaterThan(0);
    await running.stop();
    const after = await db.store.loadGame(game.record.id);
    // At a quiet point past the one before, short of the undoes the players may still ask for
    // (test/app/quick-snapshots.test.ts checks which); the tail ends at the game's decisions.
    expect(after?.game.snapshotSeq).toBeGreaterThan(before?.game.snapshotSeq ?? 0);
    expect((after?.game.snapshotSeq ?? 0) + (after?.decisions.length ?? 0)).toBe(
      (game.engine as Engine).decisions,
    );
    expect(after?.game.version).toBe(game.record.version);
  });
});
