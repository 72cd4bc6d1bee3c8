import type { APIApplicationCommandSubcommandOption } from "discord.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { helpText } from "../../commands/smashup/help.ts";
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
    for (const sub of subs)
      expect(result.content).toContain(`• \`/smashup ${sub.name}\` — ${sub.description}`);
    expect(result.content.length).toBeLessThanOrEqual(2000);
  });

  it("speaks French to a French-speaking user, with the command names their client shows", async () => {
    const result = await world.french.slash(world.channel, "smashup", { subcommand: "help" });
    expect(result.content).toContain(msg("fr").help.title);
    expect(result.content).toContain("• `/smashup carte` — Affiche une carte ou une base");
    expect(result.content).toContain("• `/smashup règles` — Explique une règle de Smash Up");
    expect(result.content).toContain("• `/smashup aide` — Comment jouer à Smash Up avec ce bot");
    for (const sub of registeredSubcommands()) {
      const name = sub.name_localizations?.fr ?? sub.name;
      const description = sub.description_localizations?.fr ?? sub.description;
      expect(result.content).toContain(`• \`/smashup ${name}\` — ${description}`);
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
    expect(helpText([stub("help", "aide")], "en")).not.toContain("Start a game");
    const subs = [stub("new", "nouvelle"), stub("help", "aide")];
    expect(helpText(subs, "en")).toContain(msg("en").help.howToStart("`/smashup new`"));
    expect(helpText(subs, "fr")).toContain(msg("fr").help.howToStart("`/smashup nouvelle`"));
    // A subcommand without French texts shows its English ones.
    expect(helpText([stub("board")], "fr")).toContain("• `/smashup board` — Does board");
  });

  it("always fits in one message, dropping the intro first", () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...stub(`command-${i}`),
      description: `${i} ${"d".repeat(96)}`,
    }));
    const text = helpText(many, "en");
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).not.toContain(msg("en").help.intro);
    expect(text.startsWith(msg("en").help.title)).toBe(true);
    const some = many.slice(0, 12);
    expect(helpText(some, "fr").length).toBeLessThanOrEqual(2000);
    expect(helpText(some, "fr")).toContain("• `/smashup command-11`");
  });
});
