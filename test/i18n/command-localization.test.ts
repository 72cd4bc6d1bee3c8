import { SlashCommandStringOption } from "discord.js";
import { describe, expect, it } from "vitest";
import { registry } from "../../commands/index.ts";
import {
  descriptionLocalizations,
  isCommandName,
  localizations,
  localize,
  nameLocalizations,
} from "../../commands/localization.ts";

describe("slash command localizations", () => {
  it("map French users to French and English clients to English", () => {
    expect(localizations("card", "carte")).toEqual({ "en-US": "card", "en-GB": "card", fr: "carte" });
  });

  it("accept only names Discord accepts: lowercase letters, digits, - _ ', at most 32", () => {
    for (const good of ["card", "règles", "end-turn", "fin_du_tour", "x".repeat(32)]) {
      expect(isCommandName(good), good).toBe(true);
    }
    for (const bad of ["Carte", "two words", "x".repeat(33), "", "fin!"])
      expect(isCommandName(bad), bad).toBe(false);
    expect(() => nameLocalizations("card", "Carte")).toThrow(/"Carte" is not a valid command or option name/);
  });

  it("accept descriptions of 1 to 100 characters", () => {
    expect(descriptionLocalizations("d".repeat(100), "é".repeat(100)).fr).toHaveLength(100);
    expect(() => descriptionLocalizations("ok", "d".repeat(101))).toThrow(/101 characters/);
    expect(() => descriptionLocalizations("", "ok")).toThrow();
  });

  it("name and describe an option in both languages at once", () => {
    const option = localize(
      new SlashCommandStringOption(),
      { en: "topic", fr: "sujet" },
      { en: "The topic", fr: "Le sujet" },
    ).toJSON();
    expect(option).toMatchObject({
      name: "topic",
      description: "The topic",
      name_localizations: { fr: "sujet", "en-US": "topic", "en-GB": "topic" },
      description_localizations: { fr: "Le sujet", "en-US": "The topic", "en-GB": "The topic" },
    });
  });

  it("give every subcommand of /smashup a distinct French name", () => {
    const smashup = registry.commandData().find((command) => command.name === "smashup");
    expect(smashup?.description_localizations?.fr).toBe("Jouer à Smash Up dans ce salon");
    const french = (smashup?.options ?? []).map((option) => option.name_localizations?.fr ?? option.name);
    expect(new Set(french).size).toBe(french.length);
  });
});
