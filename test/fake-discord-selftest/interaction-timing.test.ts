import {
  type ChatInputCommandInteraction,
  DiscordAPIError,
  InteractionResponseType,
  MessageFlags,
  SlashCommandBuilder,
} from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import {
  INTERACTION_TOKEN_LIFETIME_MS,
  InteractionFailedError,
  ManualClock,
  type StartFakeDiscordOptions,
} from "../fake-discord/index.ts";
import { clientOf, type Harness, latch, onInteraction, table, teardown } from "./helpers.ts";

let h: Harness | undefined;
afterEach(async () => {
  await teardown(h);
  h = undefined;
});

/** A fake with one channel, one member and a bot that registered /slow; the handler is the test's. */
async function setup(
  options: StartFakeDiscordOptions,
  handler: (i: ChatInputCommandInteraction) => Promise<void>,
) {
  const t = await table(options);
  h = t.h;
  const { fake, guild, channel, alice } = t;
  const client = await clientOf(h);
  await client.application.commands.set(
    [new SlashCommandBuilder().setName("slow").setDescription("Slow")],
    guild.id,
  );
  const errors = onInteraction(client, async (interaction) => {
    if (interaction.isChatInputCommand()) await handler(interaction);
  });
  return { fake, channel, alice, errors };
}

describe("interaction tokens and the 3-second rule", () => {
  it("accepts edits for 15 minutes of fake time, then answers 401 Invalid Webhook Token", async () => {
    let kept: ChatInputCommandInteraction | undefined;
    const replied = latch();
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    const { fake, channel, alice } = await setup({ clock: new ManualClock(start) }, async (interaction) => {
      kept = interaction;
      await interaction.reply({ content: "your hand", flags: MessageFlags.Ephemeral });
      replied.release();
    });
    const reply = await fake.user(alice).slash(channel, "slow");
    // The driver resolves when Discord has the answer; the bot's own `await reply()` ends a moment later.
    await replied.promise;
    if (!kept) throw new Error("the bot did not keep its interaction");
    expect(reply.reply.data.timestamp).toBe("2025-01-01T00:00:00.000Z");
    expect(kept.createdTimestamp).toBe(start);
    fake.advanceTime(INTERACTION_TOKEN_LIFETIME_MS - 60_000);
    await kept.editReply("still fine");
    expect(reply.content).toBe("still fine");
    fake.advanceTime(2 * 60_000);
    const edit = await kept.editReply("too late").catch((e: unknown) => e);
    const followUp = await kept.followUp("too late").catch((e: unknown) => e);
    for (const error of [edit, followUp]) {
      expect(error).toBeInstanceOf(DiscordAPIError);
      expect([(error as DiscordAPIError).status, (error as DiscordAPIError).code]).toEqual([401, 50027]);
    }
    expect(reply.content).toBe("still fine");
    expect(fake.violations.map((v) => v.kind)).toEqual(["invalid-webhook-token", "invalid-webhook-token"]);
  });

  it("fails an interaction left unanswered for 3 s of fake time, and refuses the late answer", async () => {
    const entered = latch();
    const proceed = latch();
    let lateAnswer: unknown;
    const answered = latch();
    const { fake, channel, alice } = await setup({ ackDeadline: { clock: "fake" } }, async (interaction) => {
      entered.release();
      await proceed.promise;
      lateAnswer = await interaction.reply("finally").catch((e: unknown) => e);
      answered.release();
    });
    const pending = fake.user(alice).slash(channel, "slow");
    await entered.promise;
    fake.advanceTime(2_999);
    fake.advanceTime(2);
    await expect(pending).rejects.toBeInstanceOf(InteractionFailedError);
    await expect(pending).rejects.toThrow(/This interaction failed/);
    proceed.release();
    await answered.promise;
    expect((lateAnswer as DiscordAPIError).code).toBe(10062);
    expect(fake.violations.map((v) => v.kind)).toEqual([
      "interaction-not-acknowledged",
      "unknown-interaction",
    ]);
    expect(channel.messages).toEqual([]);
  });

  it("does not fail while only real time passes in fake-clock mode", async () => {
    const { fake, channel, alice } = await setup(
      { ackDeadline: { clock: "fake", timeoutMs: 20 } },
      async (interaction) => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        await interaction.reply("slow but fine in fake time");
      },
    );
    const result = await fake.user(alice).slash(channel, "slow");
    expect(result.content).toBe("slow but fine in fake time");
    fake.assertNoViolations();
  });

  it("detects the missed deadline on a real timer, and a deferral in time counts as an answer", async () => {
    // Bob's deferral races this real deadline: 10 s, not Discord's 3, because a loaded machine (2
    // shared cores at load 30) can take seconds to carry a click to the bot and its deferral back.
    // His edit comes a whole deadline after the deferral, so surely after the deadline.
    const deadlineMs = 10_000;
    const { fake, channel, alice } = await setup(
      { ackDeadline: { clock: "real", timeoutMs: deadlineMs }, waitTimeoutMs: 120_000 },
      async (interaction) => {
        if (interaction.user.username === "alice") return;
        await interaction.deferReply();
        await new Promise((resolve) => setTimeout(resolve, deadlineMs + 500));
        await interaction.editReply("deferred in time");
      },
    );
    const started = performance.now();
    await expect(fake.user(alice).slash(channel, "slow")).rejects.toThrow(/within 10000 ms \(real time\)/);
    // The driver fails at the deadline, not at the end of its own wait (120 s).
    expect(performance.now() - started).toBeLessThan(60_000);
    const bob = fake.createUser("bob");
    channel.guild.addMember(bob);
    const result = await fake.user(bob).slash(channel, "slow");
    expect(result.callbackType).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(result.content).toBe("deferred in time");
    expect(fake.violations.map((v) => v.kind)).toEqual(["interaction-not-acknowledged"]);
  });
});
