import { type APIApplicationCommandSubcommandOption, ApplicationCommandOptionType } from "discord.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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

const card = (name: string) => ({ subcommand: "card", options: { name } });
const field = (embed: { fields?: { name: string; value: string }[] } | undefined, name: string) =>
  embed?.fields?.find((f) => f.name === name)?.value;

describe("/smashup card", () => {
  it("is registered with French name and description, and an autocomplete option", () => {
    const smashup = world.fake.commands(world.channel.guild).find((command) => command.name === "smashup");
    const sub = smashup?.options?.find(
      (option) => option.name === "card",
    ) as APIApplicationCommandSubcommandOption;
    expect(sub.name_localizations).toMatchObject({ fr: "carte", "en-US": "card", "en-GB": "card" });
    expect(sub.description_localizations?.fr).toBe(msg("fr").cards.description);
    expect(sub.options?.[0]).toMatchObject({
      type: ApplicationCommandOptionType.String,
      name: "name",
      name_localizations: { fr: "nom" },
      required: true,
      autocomplete: true,
    });
  });

  it("shows a minion privately, in English, with its French name", async () => {
    const result = await world.english.slash(world.channel, "smashup", card("aliens:collector"));
    expect(result.ephemeral).toBe(true);
    const [embed] = result.embeds;
    expect(embed?.title).toBe("Collector");
    expect(embed?.description).toMatch(/^You may return a minion of power 3 or less/);
    expect(field(embed, "Type")).toBe("Minion");
    expect(field(embed, "Faction")).toBe("Aliens");
    expect(field(embed, "Box")).toBe("Smash Up (core set)");
    expect(field(embed, "Power")).toBe("2");
    expect(field(embed, "In the deck")).toBe("4 copies");
    expect(embed?.footer?.text).toBe("In French: Récolteur");
    expect(world.channel.messages).toEqual([]);
  });

  it("finds a card by its French name typed by a French-speaking user, and answers in French", async () => {
    const result = await world.french.slash(world.channel, "smashup", card("recolteur"));
    const [embed] = result.embeds;
    expect(embed?.title).toBe("Récolteur");
    expect(embed?.description).toMatch(/^Vous pouvez renvoyer dans la main/);
    expect(field(embed, "Type")).toBe("Créature");
    expect(field(embed, "Force")).toBe("2");
    expect(field(embed, "Boîte")).toBe("Smash Up (boîte de base)");
    expect(field(embed, "Dans le paquet")).toBe("4 exemplaires");
    expect(embed?.footer?.text).toBe("En anglais : Collector");
  });

  it("shows an action without power, and a name shared by both languages without a footer", async () => {
    const [embed] = (await world.french.slash(world.channel, "smashup", card("Invasion"))).embeds;
    expect(embed?.title).toBe("Invasion");
    expect(field(embed, "Type")).toBe("Action");
    expect(field(embed, "Force")).toBeUndefined();
    expect(embed?.footer).toBeUndefined();
  });

  it("shows a base with its breakpoint and VP", async () => {
    const [embed] = (await world.french.slash(world.channel, "smashup", card("base:the-mothership"))).embeds;
    expect(embed?.title).toBe("Vaisseau-Amiral");
    expect(field(embed, "Type")).toBe("Base");
    expect(field(embed, "Résistance")).toBe("20");
    expect(field(embed, "PV (1er / 2e / 3e)")).toBe("4 / 2 / 1");
    expect(field(embed, "Faction")).toBe("Fournie avec Aliens");
    expect(embed?.description).toMatch(/^Après la conquête de cette base/);
  });

  it("shows a base of the Russian Fairy Tales with its box", async () => {
    const [embed] = (await world.english.slash(world.channel, "smashup", card("Giant Turnip"))).embeds;
    expect(embed?.title).toBe("Giant Turnip");
    expect(field(embed, "Breakpoint")).toBe("30");
    expect(field(embed, "VP (1st / 2nd / 3rd)")).toBe("5 / 3 / 3");
    expect(field(embed, "Box")).toBe("World Tour: Culture Shock");
    expect(embed?.description).not.toBe(msg("en").cards.notPlayable);
  });

  it("shows a Monster Smash card to a French reader with its faction and box in French", async () => {
    const [embed] = (await world.french.slash(world.channel, "smashup", card("killer queen"))).embeds;
    expect(embed?.title).toBe("Killer Queen");
    expect(embed?.description).toMatch(/^Talent : si vous avez joué une autre créature ici ce tour-ci/);
    expect(field(embed, "Type")).toBe("Créature");
    expect(field(embed, "Faction")).toBe("Fourmis géantes");
    expect(field(embed, "Boîte")).toBe("Monstres Sacrés");
    expect(field(embed, "Force")).toBe("4");
    expect(embed?.footer).toBeUndefined();
  });

  it("finds Golem Schloß by its French name, Manoir Golem, in either language", async () => {
    const [french] = (await world.french.slash(world.channel, "smashup", card("manoir golem"))).embeds;
    expect(french?.title).toBe("Manoir Golem");
    expect(french?.description).toMatch(
      /^Après la conquête de cette base, le vainqueur place un marqueur Force \+1/,
    );
    expect(field(french, "Faction")).toBe("Fournie avec Savants fous");
    expect(field(french, "Boîte")).toBe("Monstres Sacrés");
    expect(french?.footer?.text).toBe("En anglais : Golem Schloß");
    const [english] = (await world.english.slash(world.channel, "smashup", card("Manoir Golem"))).embeds;
    expect(english?.title).toBe("Golem Schloß");
    expect(field(english, "Breakpoint")).toBe("22");
    expect(field(english, "VP (1st / 2nd / 3rd)")).toBe("4 / 3 / 2");
    expect(english?.footer?.text).toBe("In French: Manoir Golem");
    const suggested = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "golem",
    });
    expect(suggested.map((c) => c.value)).toContain("base:golem-schloss");
  });

  it("shows our rules text for a Monster Smash base", async () => {
    const [embed] = (await world.english.slash(world.channel, "smashup", card("Egg Chamber"))).embeds;
    expect(embed?.title).toBe("Egg Chamber");
    expect(field(embed, "Breakpoint")).toBe("17");
    expect(field(embed, "VP (1st / 2nd / 3rd)")).toBe("3 / 1 / 1");
    expect(field(embed, "Box")).toBe("Monster Smash");
    expect(embed?.description).toMatch(/^Minions here that have \+1 power counters cannot be destroyed/);
  });

  it("answers an unknown name with a private explanation in the user's language", async () => {
    const result = await world.french.slash(world.channel, "smashup", card("**nothing** like this"));
    expect(result.ephemeral).toBe(true);
    expect(result.embeds).toEqual([]);
    expect(result.content).toBe(msg("fr").cards.unknown("\\*\\*nothing\\*\\* like this"));
    const english = await world.english.slash(world.channel, "smashup", card("x".repeat(100)));
    expect(english.content).toBe(msg("en").cards.unknown(`${"x".repeat(60)}…`));
  });

  it("suggests cards and bases in the user's language, implemented ones first, at most 25", async () => {
    const english = await world.english.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "inv",
    });
    expect(english).toEqual([
      { name: "Invader — Aliens", value: "aliens:invader" },
      { name: "Invasion — Aliens", value: "aliens:invasion" },
    ]);
    const french = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "RÉCOL",
    });
    expect(french).toEqual([{ name: "Récolteur — Aliens", value: "aliens:collector" }]);
    const bases = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "mothership",
    });
    expect(bases).toEqual([{ name: "Vaisseau-Amiral — base (Aliens)", value: "base:the-mothership" }]);
    const everything = await world.english.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "",
    });
    expect(everything).toHaveLength(25);
  });

  it("shows the card a suggestion designates", async () => {
    const [choice] = await world.french.autocomplete(world.channel, "smashup", {
      subcommand: "card",
      focused: "name",
      value: "raptor",
    });
    expect(choice?.name).toBe("Raptor de combat — Dinosaures");
    const [embed] = (await world.french.slash(world.channel, "smashup", card(String(choice?.value)))).embeds;
    expect(embed?.title).toBe("Raptor de combat");
    expect(embed?.footer?.text).toBe("En anglais : War Raptor");
  });
});
