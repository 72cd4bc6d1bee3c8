// What a player needs to see to choose (issue 13), read through the fake Discord as a player reads
// it: the options of a prompt tell their cards apart (whose, where, what power) and say what an
// effect does; what a card lets a player look at is in their panel while they choose (ZONE-5,
// TERM-LOOK); the full text of every card in hand. English and French.

import { Locale } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/engine/scenario.ts";
import { baseName, cardName, cardText, msg, purposeText } from "../../src/i18n/index.ts";
import { decodeCustomId } from "../../src/render/index.ts";
import type { FakeMessage, InteractiveComponent } from "../fake-discord/index.ts";
import { type PreparedGame, prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");
const idOf = (c: InteractiveComponent) => ("custom_id" in c ? c.custom_id : "");
const labelOf = (c: InteractiveComponent) => ("label" in c ? (c.label ?? "") : "");

/** The answer buttons of a panel (verb "pick"), by label. */
function answers(panel: FakeMessage): string[] {
  return panel.interactiveComponents.filter((c) => decodeCustomId(idOf(c))?.verb === "pick").map(labelOf);
}

/** The prompt embed's text and every other embed, as the player reads them. */
function embedText(m: FakeMessage): string {
  return m.embeds.map((e) => [e.title ?? "", e.description ?? ""].join("\n")).join("\n");
}

let table: Table;
afterEach(() => table?.close());

async function prepared(scenario: Scenario, opts: { french?: boolean } = {}) {
  const n = scenario.players.length;
  table = await Table.open({
    players: n,
    ...(opts.french ? { userLocales: Array.from({ length: n }, () => Locale.French) } : {}),
  });
  const game = await prepareGame(table, scenario);
  return { game, players: table.players as TablePlayer[] };
}

function play(game: PreparedGame, p: TablePlayer, card: string, base?: string) {
  return game.step(() =>
    p.driver.slash(game.table.channel, "smashup", {
      subcommand: "play",
      options: base ? { card, base } : { card },
    }),
  );
}

const BASES = [{ id: "tar-pits" }, { id: "jungle-oasis" }, { id: "the-central-brain" }];

describe("choices a player can tell apart", () => {
  // Beam Up over two Ninja Acolytes and two Invaders, of two players, on two bases: the transcript
  // showed `[Ninja Acolyte] [Invader] [Ninja Acolyte] [Invader]`.
  const beamUp: Scenario = {
    players: [
      { factions: ["aliens", "zombies"], hand: ["aliens:beam-up"] },
      { factions: ["ninjas", "pirates"] },
      { factions: ["aliens", "wizards"] },
    ],
    bases: [
      {
        id: "tar-pits",
        minions: [
          { card: "ninjas:ninja-acolyte", owner: 1 },
          { card: "aliens:invader", owner: 0 },
        ],
      },
      {
        id: "jungle-oasis",
        minions: [
          { card: "ninjas:ninja-acolyte", owner: 1, counters: 1 },
          { card: "aliens:invader", owner: 2 },
        ],
      },
      { id: "the-central-brain" },
    ],
  };

  it("numbers repeated labels and lists each card's owner, base and current power (EN)", async () => {
    const { game, players } = await prepared(beamUp);
    const [alice, bob, carol] = players as [TablePlayer, TablePlayer, TablePlayer];
    const panel = (await play(game, alice, cardName("aliens:beam-up", "en"))).reply;
    const acolyte = cardName("ninjas:ninja-acolyte", "en");
    const invader = cardName("aliens:invader", "en");
    expect(answers(panel)).toEqual([`1. ${acolyte}`, `2. ${invader}`, `3. ${acolyte}`, `4. ${invader}`]);
    const text = embedText(panel);
    const tar = baseName("base:tar-pits", "en");
    const oasis = baseName("base:jungle-oasis", "en");
    expect(text).toContain(`**1. ${acolyte}** — minion · power 2 · on ${tar} · ${bob.name}'s`);
    expect(text).toContain(`**2. ${invader}** — minion · power 3 · on ${tar} · ${alice.name}'s`);
    expect(text).toContain(`**3. ${acolyte}** — minion · power 3 · 1 counter · on ${oasis} · ${bob.name}'s`);
    expect(text).toContain(`**4. ${invader}** — minion · power 3 · on ${oasis} · ${carol.name}'s`);
    // The numbered button is the option it says: 4 returns carol's Invader.
    await game.step(() => alice.driver.click(panel, { label: `4. ${invader}` }));
    const g = (await game.engine()).g;
    const carolsInvader = g.cards.find((c) => c.def === "aliens:invader" && c.owner === 2);
    expect(carolsInvader?.zone).toBe("hand");
    game.finish();
  });

  it("says the same in French", async () => {
    const { game, players } = await prepared(beamUp, { french: true });
    const [alice, bob] = players as [TablePlayer, TablePlayer];
    const panel = (await play(game, alice, cardName("aliens:beam-up", "fr"))).reply;
    const acolyte = cardName("ninjas:ninja-acolyte", "fr");
    expect(answers(panel)[0]).toBe(`1. ${acolyte}`);
    expect(embedText(panel)).toContain(
      `**1. ${acolyte}** — créature · force 2 · sur ${baseName("base:tar-pits", "fr")} · à ${bob.name}`,
    );
    game.finish();
  });
});

describe("what a card lets its player look at (ZONE-5, TERM-LOOK)", () => {
  it("Walker shows the top card of the deck while its player decides (EN)", async () => {
    const { game, players } = await prepared({
      players: [
        {
          factions: ["zombies", "wizards"],
          hand: ["zombies:walker"],
          deck: ["wizards:summon"],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: BASES,
    });
    const [alice, bob] = players as [TablePlayer, TablePlayer];
    const panel = (await play(game, alice, cardName("zombies:walker", "en"), baseName("base:tar-pits", "en")))
      .reply;
    expect(panel.embeds[0]?.title).toBe(purposeText("discardTop", "en"));
    const look = panel.embeds[1];
    expect(look?.title).toBe(en.panel.lookingAt(1));
    expect(look?.description).toContain(`**${cardName("wizards:summon", "en")}** · action — `);
    expect(look?.description).toContain(cardText("wizards:summon", "en").slice(0, 40));
    // Still there when the panel is opened again while the choice waits.
    const again = (
      await game.step(() => alice.driver.slash(game.table.channel, "smashup", { subcommand: "hand" }))
    ).reply;
    expect(again.embeds[1]?.title).toBe(en.panel.lookingAt(1));
    // Only alice sees it: bob's panel has no such embed.
    const bobs = (
      await game.step(() => bob.driver.slash(game.table.channel, "smashup", { subcommand: "hand" }))
    ).reply;
    expect(bobs.embeds.map((e) => e.title)).not.toContain(en.panel.lookingAt(1));
    game.finish();
  });

  const probe = (victimHand: string[]): Scenario => ({
    players: [
      { factions: ["aliens", "zombies"], hand: ["aliens:probe"] },
      { factions: ["dinosaurs", "wizards"], hand: victimHand },
    ],
    bases: BASES,
  });

  it("Probe shows the whole hand, actions too, beside the minions to choose (FR)", async () => {
    const { game, players } = await prepared(
      probe(["dinosaurs:king-rex", "dinosaurs:howl", "dinosaurs:war-raptor", "wizards:summon"]),
      { french: true },
    );
    const [alice] = players as [TablePlayer];
    const panel = (await play(game, alice, cardName("aliens:probe", "fr"))).reply;
    const look = panel.embeds[1];
    expect(look?.title).toBe(fr.panel.lookingAt(4));
    for (const def of ["dinosaurs:king-rex", "dinosaurs:howl", "dinosaurs:war-raptor", "wizards:summon"]) {
      expect(look?.description).toContain(`**${cardName(def, "fr")}**`);
    }
    expect(answers(panel)).toEqual([
      cardName("dinosaurs:king-rex", "fr"),
      cardName("dinosaurs:war-raptor", "fr"),
    ]);
    game.finish();
  });

  it("Probe on a hand with one minion or none still shows the hand it looked at (EN)", async () => {
    const { game, players } = await prepared(probe(["dinosaurs:howl", "wizards:summon"]));
    const [alice] = players as [TablePlayer];
    const panel = (await play(game, alice, cardName("aliens:probe", "en"))).reply;
    const look = panel.embeds.find((e) => e.title === en.panel.seenThisTurn(2));
    expect(look?.description).toContain(`**${cardName("dinosaurs:howl", "en")}**`);
    expect(look?.description).toContain(`**${cardName("wizards:summon", "en")}**`);
    game.finish();
  });
});

describe("the full text of the cards in hand", () => {
  it.each(["en", "fr"] as const)("shows Terraforming's whole text in the panel (%s)", async (locale) => {
    {
      const { game, players } = await prepared(
        {
          players: [
            {
              factions: ["aliens", "wizards"],
              hand: ["aliens:terraforming", "wizards:mass-enchantment", "aliens:invader"],
            },
            { factions: ["ninjas", "pirates"] },
          ],
          bases: BASES,
        },
        { french: locale === "fr" },
      );
      const [alice] = players as [TablePlayer];
      const panel = (
        await game.step(() => alice.driver.slash(game.table.channel, "smashup", { subcommand: "hand" }))
      ).reply;
      const hand = panel.embeds.at(-1)?.description ?? "";
      expect(cardText("aliens:terraforming", locale).length).toBeGreaterThan(160);
      expect(hand).toContain(cardText("aliens:terraforming", locale));
      expect(hand).toContain(cardText("wizards:mass-enchantment", locale));
      game.finish();
    }
  });
});

describe("discard piles (DECK-6)", () => {
  const piles: Scenario = {
    players: [
      {
        factions: ["zombies", "wizards"],
        discard: ["zombies:walker", "zombies:walker", "wizards:summon", "zombies:zombie-lord"],
      },
      { factions: ["aliens", "dinosaurs"], discard: ["aliens:probe"] },
      { factions: ["ninjas", "pirates"] },
    ],
    bases: BASES,
  };

  it("the board's button shows every pile, grouped, privately; the command shows one player's (EN)", async () => {
    const { game, players } = await prepared(piles);
    const [alice, bob, carol] = players as [TablePlayer, TablePlayer, TablePlayer];
    // The board is posted; anyone at the table may look.
    await game.step(() => carol.driver.slash(game.table.channel, "smashup", { subcommand: "board" }));
    const shown = (await game.step(() => carol.driver.click(game.board(), { label: en.discards.button })))
      .reply;
    expect(shown.ephemeral).toBe(true);
    const titles = shown.embeds.map((e) => e.title);
    expect(titles).toEqual([
      en.discards.pileTitle(alice.name, 4),
      en.discards.pileTitle(bob.name, 1),
      en.discards.pileTitle(carol.name, 0),
      en.discards.basePileTitle(0),
    ]);
    expect(shown.embeds[0]?.description).toBe(
      [
        `**${cardName("zombies:zombie-lord", "en")}** · minion · power 5`,
        `2× **${cardName("zombies:walker", "en")}** · minion · power 2`,
        `**${cardName("wizards:summon", "en")}** · action`,
      ].join("\n"),
    );
    expect(shown.embeds[2]?.description).toBe(en.discards.empty);

    const one = (
      await game.step(() =>
        alice.driver.slash(game.table.channel, "smashup", {
          subcommand: "discard",
          options: { player: bob.user },
        }),
      )
    ).reply;
    expect(one.ephemeral).toBe(true);
    expect(one.embeds.map((e) => e.title)).toEqual([
      en.discards.pileTitle(bob.name, 1),
      en.discards.basePileTitle(0),
    ]);
    expect(one.embeds[0]?.description).toBe(`**${cardName("aliens:probe", "en")}** · action`);

    // Someone who does not play here: a clear refusal, nothing changes.
    const stranger = game.table.fake.createUser("dave");
    game.table.guild.addMember(stranger);
    const refused = await game.unchanged(() =>
      alice.driver.slash(game.table.channel, "smashup", {
        subcommand: "discard",
        options: { player: stranger },
      }),
    );
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(en.discards.notPlaying("dave"));
    game.finish();
  });

  it("reads in French", async () => {
    const { game, players } = await prepared(piles, { french: true });
    const [alice] = players as [TablePlayer];
    const one = (
      await game.step(() =>
        alice.driver.slash(game.table.channel, "smashup", {
          subcommand: "discard",
          options: { player: alice.user },
        }),
      )
    ).reply;
    expect(one.embeds[0]?.title).toBe(fr.discards.pileTitle(alice.name, 4));
    expect(one.embeds[0]?.description).toContain(
      `2× **${cardName("zombies:walker", "fr")}** · créature · force 2`,
    );
    game.finish();
  });
});
