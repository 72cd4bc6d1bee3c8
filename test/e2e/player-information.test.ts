// What a player needs to see to choose (issue 13), read through the fake Discord as a player reads
// it: the options of a prompt tell their cards apart (whose, where, what power) and say what an
// effect does; what a card lets a player look at is in their panel while they choose (ZONE-5,
// TERM-LOOK); the full text of every card in hand. English and French.

import { Locale } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import type { Scenario } from "../../src/drivers/scenario.ts";
import { baseName, baseText, cardName, cardText, msg, purposeText } from "../../src/i18n/index.ts";
import { decodeCustomId } from "../../src/render/index.ts";
import type { FakeMessage } from "../fake-discord/index.ts";
import { openGame } from "./support/games.ts";
import { answers, endTurn, lastNotice, openHand, tarPits } from "./support/panels.ts";
import { WHOLE_GAME_MS } from "./support/policy.ts";
import { type PreparedGame, prepareGame } from "./support/prepared.ts";
import { Table, type TablePlayer } from "./support/table.ts";

const en = msg("en");
const fr = msg("fr");

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

/**
 * `active` ends their turn from their hand; the prompt that follows for `other` (a window, an
 * order of effects), opened from the notice that pings them.
 */
async function promptAfterTurnEnds(game: PreparedGame, active: TablePlayer, other: TablePlayer) {
  const notices = game.noticesFrom();
  await game.step(async () =>
    endTurn(active.driver, (await openHand(game, active)).reply, () => game.table.idle()),
  );
  return (await game.step(() => other.driver.click(lastNotice(notices, other), /:resp$/))).reply;
}

const BASES = [{ id: "tar-pits" }, { id: "jungle-oasis" }, { id: "the-central-brain" }];

// Each test here set up a game and clicked through it in 200-400 s at a load of 40 on 2 cores
// (vitest's 180 s failed five of them): the limit of a test that plays a game.
describe("choices a player can tell apart", { timeout: WHOLE_GAME_MS }, () => {
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
    expect(text).toContain(
      `**3. ${acolyte}** — minion · power 3 · 1 +1 power counter · on ${oasis} · ${bob.name}'s`,
    );
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

// Each test here set up a game and clicked through it in 200-400 s at a load of 40 on 2 cores
// (vitest's 180 s failed five of them): the limit of a test that plays a game.
describe("what a card lets its player look at (ZONE-5, TERM-LOOK)", { timeout: WHOLE_GAME_MS }, () => {
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
      // The hand by name first (a phone); the select's first option shows every card's text.
      expect(panel.embeds.at(-1)?.description).not.toContain(cardText("aliens:terraforming", locale));
      const read = panel.interactiveComponents.find((c) =>
        /:read(:|$)/.test("custom_id" in c ? c.custom_id : ""),
      );
      if (!read || !("custom_id" in read)) throw new Error("no card texts select");
      const all = (await game.step(() => alice.driver.select(panel, read.custom_id, ["all"]))).reply;
      const hand = all.embeds.at(-1)?.description ?? "";
      expect(cardText("aliens:terraforming", locale).length).toBeGreaterThan(160);
      expect(hand).toContain(cardText("aliens:terraforming", locale));
      expect(hand).toContain(cardText("wizards:mass-enchantment", locale));
      game.finish();
    }
  });
});

// Each test here set up a game and clicked through it in 200-400 s at a load of 40 on 2 cores
// (vitest's 180 s failed five of them): the limit of a test that plays a game.
describe("discard piles (DECK-6)", { timeout: WHOLE_GAME_MS }, () => {
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

describe("the draft: what each faction does, and its cards before picking", () => {
  const DRAFT = /^lb:.*:draft$/;

  async function firstPick(locale?: "fr") {
    table = await Table.open({
      players: 2,
      seed: 9,
      ...(locale ? { userLocales: [Locale.French, Locale.French] } : {}),
    });
    // Every box enabled: the draft offers all 19 factions.
    await table.db.store.updateGuildSettings(table.guild.id, {
      enabledBoxes: ["core", "monster-smash", "culture-shock", "big-geeky-box"],
    });
    const { gameId } = await openGame(table, {
      selection: "draft",
      boxes: "core,monster-smash,culture-shock,big-geeky-box",
    });
    const stored = await table.bot.games.load(gameId);
    const first = table.players.find((p) => p.user.id === stored?.userOf(stored.setup.draft?.order[0] ?? 0));
    if (!first) throw new Error("no first picker");
    const ping = table.channel.lastMessage as FakeMessage;
    const view = (await first.driver.click(ping, { customId: DRAFT })).reply;
    await table.idle();
    return { gameId, first, view };
  }

  it("gives every faction its line and shows a faction's cards above the pick (EN)", async () => {
    const { gameId, first, view } = await firstPick();
    const options = view.interactiveComponents.flatMap((c) =>
      c.type === 3 && decodeCustomId(c.custom_id)?.verb === "fac" ? c.options : [],
    );
    expect(options.length).toBe(19);
    const aliens = options.find((o) => o.value === "aliens");
    expect(aliens?.description).toBe(en.factions.about.aliens);
    expect(view.embeds[0]?.description).toContain(`**Geeks** — ${en.factions.about.geeks}`);

    // Looking at a faction's cards is not a pick: the same panel, the list on top, nothing saved.
    const before = await table.row(gameId);
    const see = view.interactiveComponents.find(
      (c) => c.type === 3 && decodeCustomId(c.custom_id)?.verb === "see",
    );
    if (see?.type !== 3) throw new Error("no select to see a faction's cards");
    const seen = (await first.driver.select(view, see.custom_id, ["zombies"])).reply;
    await table.idle();
    expect(await table.row(gameId)).toEqual(before);
    const list = seen.embeds[1];
    expect(list?.title).toBe(en.factions.cardsTitle("Zombies", 20));
    expect(list?.description).toContain(`4× **${cardName("zombies:walker", "en")}** · minion, power 2 — `);
    expect(list?.description).toContain(cardText("zombies:walker", "en").slice(0, 30));
    // Another faction from the same panel: its list replaces the first.
    const geeks = (await first.driver.select(seen, see.custom_id, ["geeks"])).reply;
    await table.idle();
    expect(geeks.embeds[1]?.description).toContain(`*${en.factions.about.geeks}*`);
    expect(geeks.embeds[1]?.description).toContain(
      `1× **${cardName("geeks:felicia-day", "en")}** · minion, power 4`,
    );

    // A forged value: a clear private refusal, the game untouched.
    const forged = await table.forge([
      { type: 3, custom_id: see.custom_id, options: [{ label: "x", value: "nope" }] },
    ]);
    const refused = await first.driver.select(forged, see.custom_id, ["nope"]);
    await table.idle();
    expect(refused.ephemeral).toBe(true);
    expect(refused.followUps.at(-1)?.text ?? refused.reply.text).toContain(en.factions.unknown);
    expect(await table.row(gameId)).toEqual(before);
    table.fake.assertNoViolations();
  });

  it("in French", async () => {
    const { first, view } = await firstPick("fr");
    const options = view.interactiveComponents.flatMap((c) =>
      c.type === 3 && decodeCustomId(c.custom_id)?.verb === "fac" ? c.options : [],
    );
    expect(options.find((o) => o.value === "wizards")?.description).toBe(fr.factions.about.wizards);
    const see = view.interactiveComponents.find(
      (c) => c.type === 3 && decodeCustomId(c.custom_id)?.verb === "see",
    );
    if (see?.type !== 3) throw new Error("no select to see a faction's cards");
    const seen = (await first.driver.select(view, see.custom_id, ["anansi-tales"])).reply;
    await table.idle();
    expect(seen.embeds[1]?.title).toMatch(/^Contes d'Anansi — \d+ cartes$/);
    table.fake.assertNoViolations();
  });
});

describe("two members with the same display name", () => {
  it("are told apart on the board and in 'choose a player' (EN and FR)", async () => {
    table = await Table.open({
      players: 3,
      userLocales: [Locale.EnglishUS, Locale.French, Locale.EnglishUS],
    });
    const [alice, bob, carol] = table.players as [TablePlayer, TablePlayer, TablePlayer];
    // Bob's server nickname is "alice" too.
    const twin = { ...bob, name: alice.name };
    const game = await prepareGame(
      table,
      {
        players: [
          { factions: ["aliens", "zombies"], hand: ["aliens:probe"] },
          { factions: ["dinosaurs", "wizards"], hand: ["dinosaurs:king-rex"] },
          { factions: ["ninjas", "pirates"], hand: ["ninjas:shinobi"] },
        ],
        bases: BASES,
      },
      { players: [alice, twin, carol] },
    );
    const panel = (await play(game, alice, cardName("aliens:probe", "en"))).reply;
    expect(answers(panel)).toEqual([en.common.sameName(alice.name, 2), carol.name]);
    const board = game.board();
    const header = board.embeds[0]?.description ?? "";
    expect(header).toContain(`**${en.common.sameName(alice.name, 1)}**`);
    expect(header).toContain(`**${en.common.sameName(alice.name, 2)}**`);
    // The French reader of the same game.
    const hers = (await game.step(() => bob.driver.slash(table.channel, "smashup", { subcommand: "hand" })))
      .reply;
    expect(hers.embeds[0]?.description).toContain(fr.common.sameName(alice.name, 1));
    game.finish();
  });
});

describe("choices between effects say what each does", () => {
  it("orders two start-of-turn effects with each one's text (EN)", async () => {
    const { game, players } = await prepared({
      players: [
        { factions: ["aliens", "dinosaurs"], hand: ["dinosaurs:howl"] },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [
        { id: "mushroom-kingdom" },
        {
          id: "jungle-oasis",
          minions: [
            { card: "dinosaurs:king-rex", owner: 0 },
            { card: "ninjas:tiger-assassin", owner: 1, attached: [{ card: "ninjas:smoke-bomb", owner: 1 }] },
          ],
        },
        { id: "the-central-brain" },
      ],
    });
    const [alice, bob] = players as [TablePlayer, TablePlayer];
    const order = await promptAfterTurnEnds(game, alice, bob);
    expect(order.embeds[0]?.title).toBe(purposeText("orderTriggers", "en"));
    const text = order.embeds[0]?.description ?? "";
    const kingdom = baseName("base:mushroom-kingdom", "en");
    const bomb = cardName("ninjas:smoke-bomb", "en");
    expect(text).toContain(`**${kingdom}** — `);
    expect(text).toContain(baseText("base:mushroom-kingdom", "en").slice(0, 40));
    expect(text).toContain(`**${bomb}** — `);
    expect(text).toContain(cardText("ninjas:smoke-bomb", "en").slice(0, 40));
    game.finish();
  });

  it("offers a Special with what it does, in French", async () => {
    const { game, players } = await prepared(
      tarPits({ bobHand: ["ninjas:shinobi", "ninjas:way-of-deception"] }),
      { french: true },
    );
    const [alice, bob] = players as [TablePlayer, TablePlayer];
    const window = await promptAfterTurnEnds(game, alice, bob);
    const use = fr.panel.useCard(cardName("ninjas:shinobi", "fr"));
    expect(answers(window)).toContain(use);
    expect(window.embeds[0]?.description).toContain(`**${use}** — `);
    expect(window.embeds[0]?.description).toContain(cardText("ninjas:shinobi", "fr").slice(0, 40));
    game.finish();
  });
});
