import type { APIApplicationCommandSubcommandOption } from "discord.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { helpMessage } from "../../commands/smashup/help.ts";
import type { Subcommand } from "../../commands/smashup/subcommand.ts";
import { msg } from "../../src/i18n/index.ts";
import { type StaticContentBot, startStaticContentBot } from "./static-content-bot.ts";

let world: StaticContentBot;
beforeAll(async () => {
  world = await startStaticContentBot();
});
afterAll(() => world.close());
afterEach(() => {
  expect(world.fake.violations).toEqual([]);
});

function registeredSubcommands(): APIApplicationCommandSubcommandOption[] {
  const smashup = world.fake.commands(world.channel.guild).find((command) => command.name === "smashup");
  return (smashup?.options ?? []) as APIApplicationCommandSubcommandOption[];
}

describe("/smashup help", () => {
  it("lists every subcommand privately, in English", async () => {
    const result = await world.english.slash(world.channel, "smashup", { subcommand: "help" });
    expect(result.ephemeral).toBe(true);
    expect(result.content).toContain(msg("en").help.title);
    expect(result.content).toContain(msg("en").help.intro);
    const subs = registeredSubcommands();
    expect(subs.map((sub) => sub.name)).toEqual(expect.arrayContaining(["card", "rules", "help"]));
    const list = result.embeds[0]?.description ?? "";
    for (const sub of subs) expect(list).toContain(`• \`/smashup ${sub.name}\` — ${sub.description}`);
    expect(result.content.length).toBeLessThanOrEqual(2000);
    expect(list.length).toBeLessThanOrEqual(4096);
  });

  it("speaks French to a French-speaking user, with the command names their client shows", async () => {
    const result = await world.french.slash(world.channel, "smashup", { subcommand: "help" });
    expect(result.content).toContain(msg("fr").help.title);
    const list = result.embeds[0]?.description ?? "";
    expect(list).toContain("• `/smashup carte` — Affiche une carte ou une base");
    expect(list).toContain("• `/smashup règles` — Explique une règle de Smash Up");
    expect(list).toContain("• `/smashup aide` — Comment jouer à Smash Up avec ce bot");
    for (const sub of registeredSubcommands()) {
      const name = sub.name_localizations?.fr ?? sub.name;
      const description = sub.description_localizations?.fr ?? sub.description;
      expect(list).toContain(`• \`/smashup ${name}\` — ${description}`);
    }
  });
});

describe("the help text", () => {
  const stub = (name: string, fr?: string): Subcommand => ({
    name,
    description: `Does ${name}`,
    ...(fr ? { fr: { name: fr, description: `Fait ${fr}` } } : {}),
    execute: async () => undefined,
  });

  it("says how to start a game once /smashup new exists, as the user's client spells it", () => {
    expect(helpMessage([stub("help", "aide")], "en").content).not.toContain("Start a game");
    const subs = [stub("new", "nouvelle"), stub("help", "aide")];
    expect(helpMessage(subs, "en").content).toContain(msg("en").help.howToStart("`/smashup new`"));
    expect(helpMessage(subs, "fr").content).toContain(msg("fr").help.howToStart("`/smashup nouvelle`"));
    // A subcommand without French texts shows its English ones.
    expect(helpMessage([stub("board")], "fr").commands).toContain("• `/smashup board` — Does board");
  });

  it("always fits: 25 subcommands with the longest descriptions Discord allows (100)", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...stub(`command-${i}`),
      description: `${i} ${"d".repeat(96)}`,
    }));
    const help = helpMessage(many, "en");
    expect(help.content.length).toBeLessThanOrEqual(2000);
    expect(help.commands.length).toBeLessThanOrEqual(4096);
    expect(help.content).toContain(msg("en").help.intro);
    expect(help.commands).toContain("• `/smashup command-24`");
    expect(helpMessage(many, "fr").commands).toContain("• `/smashup command-24`");
  });
});
