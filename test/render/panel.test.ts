import { describe, expect, it } from "vitest";
import type { Prompt, PromptOption } from "../../src/engine/types.ts";
import { playerView } from "../../src/engine/view.ts";
import { baseName, cardName } from "../../src/i18n/card-names.ts";
import { decodeCustomId, type GameAction } from "../../src/render/custom-id.ts";
import { viewDefs } from "../../src/render/names.ts";
import { nextPanelUi, type PanelInput, renderPanel } from "../../src/render/panel.ts";
import { table } from "../harness/table.ts";
import { expectEveryOptionReachable } from "./explore.ts";
import {
  bigPlayerView,
  bigPublicView,
  GAME_ID,
  hugeMainPrompt,
  LONG_PLAYERS,
  minionsOf,
} from "./fixtures.ts";
import { buttons, expectValid, selects } from "./support.ts";

const players = [
  { userId: "400000000000000001", name: "Alice" },
  { userId: "400000000000000002", name: "Bob" },
];

function mainTable() {
  return table({
    players: [
      {
        factions: ["ninjas", "pirates"],
        hand: [
          { card: "ninjas:poison", as: "poison" },
          { card: "pirates:buccaneer", as: "bucc" },
          { card: "ninjas:way-of-deception", as: "wod" },
        ],
      },
      { factions: ["dinosaurs", "wizards"], hand: ["dinosaurs:laseratops", "wizards:portal"] },
    ],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
          { card: "dinosaurs:king-rex", owner: 1, as: "rex" },
        ],
      },
      { id: "tar-pits" },
      { id: "ninja-dojo" },
    ],
  });
}

function panelInput(t: ReturnType<typeof mainTable>, seat: number): PanelInput {
  const view = playerView(t.g, t.engine.prompt, seat);
  return { gameId: GAME_ID, version: 7, view, players, defs: viewDefs(t.g, view) };
}

function action(customId: string): GameAction {
  const a = decodeCustomId(customId);
  if (a?.prefix !== "sg") throw new Error(`not a game custom_id: ${customId}`);
  return a;
}

describe("renderPanel: the main prompt", () => {
  it("offers a card select, abilities as buttons, End turn, then the chosen card's targets", () => {
    const t = mainTable();
    const input = panelInput(t, 0);
    const p = renderPanel(input, "en");
    expectValid(p);
    const [cards] = selects(p);
    expect(cards!.options.map((o) => o.label).sort()).toEqual(["Buccaneer", "Poison", "Way of Deception"]);
    expect(action(cards!.custom_id)).toMatchObject({ verb: "card", version: 7, promptId: t.prompt.id });
    const labels = buttons(p).map((b) => b.label);
    expect(labels).toEqual(["Use Ninja Acolyte", "End turn", "Show the board"]);
    expect(buttons(p).find((b) => b.label === "End turn")?.style).toBe(4);
    expect(p.embeds[1]?.title).toBe("Your hand (3)");
    expect(p.embeds[1]?.description).toContain("**Buccaneer** · minion · power 4");

    // Poison: its targets are the minions in play, with where they are and whose they are.
    const ui = nextPanelUi(action(cards!.custom_id), [String(t.uid("poison"))], t.prompt);
    const chosen = renderPanel({ ...input, ui }, "en");
    expectValid(chosen);
    const target = selects(chosen)[1]!;
    expect(target.placeholder).toBe("Where do you play Poison?");
    expect(target.options.map((o) => [o.label, o.value])).toEqual([
      ["Ninja Acolyte", `a${t.uid("poison")}@m${t.uid("aco")}`],
      ["King Rex", `a${t.uid("poison")}@m${t.uid("rex")}`],
    ]);
    // What it is, where, whose, then its text as far as fits (issue 21).
    expect(target.options[1]?.description).toMatch(/^minion · power 7 · on Jungle Oasis · Bob's · ./);
    expect(selects(chosen)[0]?.options.find((o) => o.default)?.label).toBe("Poison");
    expect(chosen.embeds[0]?.description).toContain("Chosen: **Poison**");

    // Buccaneer: one option per base, labelled with the base's score.
    const bucc = renderPanel({ ...input, ui: { card: t.uid("bucc") } }, "fr");
    expect(selects(bucc)[1]?.options.map((o) => o.label)).toEqual([
      "Oasis Luxuriante (9/12)",
      "Tar Pits (0/16)",
      "Dojo Ninja (0/18)",
    ]);
    expectEveryOptionReachable(input, "en");
  });

  it("describes a minion's counters, and its owner when another player controls it (COUNTER-2, TERM-CONTROL)", () => {
    const t = table({
      players: [
        { factions: ["ninjas", "pirates"], hand: [{ card: "ninjas:poison", as: "poison" }] },
        { factions: ["dinosaurs", "wizards"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "ninjas:ninja-acolyte", owner: 0, as: "aco" },
            { card: "dinosaurs:king-rex", owner: 1, controller: 0, counters: 2, as: "rex" },
            { card: "dinosaurs:war-raptor", owner: 1, counters: 1, as: "raptor" },
          ],
        },
        { id: "tar-pits" },
        { id: "ninja-dojo" },
      ],
    });
    const input = panelInput(t, 0);
    const ui = { card: t.uid("poison") };
    for (const [locale, rex, raptor, acolyte] of [
      [
        "en",
        "minion · power 9 · 2 +1 power counters · on Jungle Oasis · Alice's · owned by Bob",
        "minion · power 4 · 1 +1 power counter · on Jungle Oasis · Bob's",
        "minion · power 2 · on Jungle Oasis · Alice's",
      ],
      [
        "fr",
        "créature · force 9 · 2 marqueurs Force +1 · sur Oasis Luxuriante · à Alice · appartient à Bob",
        "créature · force 4 · 1 marqueur Force +1 · sur Oasis Luxuriante · à Bob",
        "créature · force 2 · sur Oasis Luxuriante · à Alice",
      ],
    ] as const) {
      const p = renderPanel({ ...input, ui }, locale);
      expectValid(p);
      const described = (alias: string) =>
        selects(p)[1]?.options.find((o) => o.value === `a${t.uid("poison")}@m${t.uid(alias)}`)?.description;
      // Each description, then the card's text as far as fits.
      expect(described("rex")?.startsWith(`${rex} · `)).toBe(true);
      expect(described("raptor")?.startsWith(`${raptor} · `)).toBe(true);
      expect(described("aco")?.startsWith(`${acolyte} · `)).toBe(true);
    }
  });

  it("shows a player only their own hand", () => {
    const t = mainTable();
    const mine = JSON.stringify(renderPanel(panelInput(t, 0), "en"));
    const theirs = JSON.stringify(renderPanel(panelInput(t, 1), "en"));
    for (const name of ["Poison", "Buccaneer", "Way of Deception"]) {
      expect(mine).toContain(name);
      expect(theirs).not.toContain(name);
    }
    expect(theirs).toContain("Laseratops");
    expect(theirs).toContain("Waiting for **Alice**");
  });

  it("fits the limits with the largest main prompt, whatever card and pages are shown", () => {
    const pub = bigPublicView({ bases: 8, minions: 12, attached: 2 });
    const big = bigPlayerView(pub, 40, (hand) => hugeMainPrompt(pub.view, hand));
    const input: PanelInput = { gameId: GAME_ID, version: 2 ** 31 - 1, players: LONG_PLAYERS, ...big };
    const prompt = big.view.myPrompt!;
    expect(prompt.options.length).toBeGreaterThan(1000);
    const p = renderPanel(input, "fr");
    expectValid(p);
    expect(buttons(p).map((b) => b.label)).toEqual([
      "Cartes 2/2 ▸",
      "Capacités 2/4 ▸",
      "Finir le tour",
      "Afficher le plateau",
    ]);
    const lastAction = big.view.hand.at(-1)!.uid;
    for (const ui of [
      { card: lastAction, page: 1, targetPage: 3, abilityPage: 3 },
      { card: big.view.hand[0]!.uid },
    ]) {
      const q = renderPanel({ ...input, ui }, "fr");
      expectValid(q);
      expect(q.components).toHaveLength(5);
      expect(selects(q).map((x) => action(x.custom_id).verb)).toEqual(["card", "pick", "pick"]);
    }
  });

  it("reaches every option of a main prompt whose cards, targets and abilities all need pages", () => {
    const pub = bigPublicView({ bases: 2, minions: 13, attached: 0 });
    const big = bigPlayerView(pub, 28, (hand) => hugeMainPrompt(pub.view, hand));
    const input: PanelInput = { gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...big };
    const reach = expectEveryOptionReachable(input, "en");
    expect(reach.states).toBeGreaterThan(40);
  });
});

/** A player view of a mid-size table whose viewer must answer `prompt`. */
function promptPanel(make: (hand: number[], minions: number[]) => Prompt, hand = 12): PanelInput {
  const pub = bigPublicView({ bases: 4, minions: 8, attached: 1, log: 5 });
  const big = bigPlayerView(pub, hand, (h) =>
    make(
      h,
      minionsOf(pub.view).map((m) => m.uid),
    ),
  );
  return { gameId: GAME_ID, version: 3, players: LONG_PLAYERS, ...big };
}

const choose = (purpose: string, options: PromptOption[], min: number, max: number): Prompt => ({
  id: 77,
  seat: 0,
  kind: "choose",
  purpose,
  options,
  min,
  max,
  source: { card: 0, def: "dinosaurs:laseratops" },
});

describe("renderPanel: other prompts", () => {
  it("asks yes/no with buttons and names the card that asks", () => {
    const input = promptPanel(() =>
      choose(
        "useAbility",
        [
          { id: "yes", label: "yes" },
          { id: "no", label: "no" },
        ],
        1,
        1,
      ),
    );
    const p = renderPanel(input, "en");
    expectValid(p);
    expect(buttons(p).map((b) => [b.label, b.style])).toEqual([
      ["Yes", 3],
      ["No", 2],
    ]);
    expect(p.embeds[0]?.title).toBe("Use this ability?");
    expect(p.embeds[0]?.description).toContain("From **Laseratops** — ");
    expectEveryOptionReachable(input, "en");
  });

  it("names the player a choice is made for, then the answer (Griefer), in each language", () => {
    const griefs = ["randomDiscard", "destroyOwnMinion", "shuffleDiscard"];
    const input = promptPanel(() =>
      choose(
        "chooseForPlayer",
        griefs.map((label, i) => ({ id: `l${i}`, seat: 1, label })),
        1,
        1,
      ),
    );
    const en = renderPanel(input, "en");
    expectValid(en);
    const bob = LONG_PLAYERS[1]?.name ?? "";
    const labels = (p: typeof en) => [
      ...buttons(p).map((b) => b.label),
      ...(selects(p)[0]?.options ?? []).map((o) => o.label),
    ];
    expect(labels(en)).toEqual(
      expect.arrayContaining([
        `${bob}: Discards a random card`,
        `${bob}: Destroys one of their minions`,
        `${bob}: Shuffles their discard pile into their deck`,
      ]),
    );
    expect(labels(renderPanel(input, "fr"))).toEqual(
      expect.arrayContaining([`${bob}: Défausse une carte au hasard`]),
    );
    expectEveryOptionReachable(input, "en");
  });

  it("pages a long optional single choice and lets the player decline", () => {
    const input = promptPanel((_h, minions) =>
      choose(
        "destroy",
        minions.map((m) => ({ id: `c${m}`, card: m })),
        0,
        1,
      ),
    );
    expect(input.view.myPrompt!.options.length).toBe(32);
    const p = renderPanel(input, "en");
    expectValid(p);
    expect(selects(p)[0]?.options).toHaveLength(25);
    expect(buttons(p).map((b) => b.label)).toEqual(["Choices 2/2 ▸", "None"]);
    const reach = expectEveryOptionReachable(input, "en");
    expect(reach.decline).toBe(true);
  });

  it("discards down to the hand limit with one select of exactly n cards", () => {
    const input = promptPanel(
      (hand) =>
        ({
          ...choose(
            "handLimit",
            hand.map((c) => ({ id: `c${c}`, card: c })),
            2,
            2,
          ),
          source: undefined,
        }) as Prompt,
      12,
    );
    const p = renderPanel(input, "fr");
    expectValid(p);
    const [s] = selects(p);
    expect([s?.min_values, s?.max_values, s?.options.length]).toEqual([2, 2, 12]);
    expect(s?.options[0]?.description).toBe("créature · force 3 · dans votre main");
    expect(p.embeds[0]?.description).toContain("Choisissez-en 2");
  });

  it("keeps marks across pages of a multi-choice beyond 25 options until Confirm", () => {
    const options: PromptOption[] = Array.from({ length: 300 }, (_, i) => ({ id: `l${i}`, label: "aliens" }));
    const input = promptPanel(() => choose("chooseCards", options, 2, 300));
    const p = renderPanel(input, "en");
    expectValid(p);
    const confirm = buttons(p).find((b) => b.label === "Confirm (0)");
    expect(confirm?.disabled).toBe(true);
    expect(p.embeds[0]?.description).toContain("Only the first 240 choices can be selected here.");
    const reach = expectEveryOptionReachable(input, "en");
    expect(reach.marks.size).toBe(240);

    // Mark two on page 1, then one on page 2: all three are kept, and Confirm sends them.
    const mark = action(selects(p)[0]!.custom_id);
    const first = nextPanelUi(mark, ["l3", "l7", "l9999"], input.view.myPrompt);
    const next = renderPanel({ ...input, ui: first }, "en");
    const page2 = action(buttons(next).find((b) => b.label?.startsWith("Choices 2/"))!.custom_id);
    const onPage2 = renderPanel({ ...input, ui: nextPanelUi(page2, [], input.view.myPrompt) }, "en");
    const second = nextPanelUi(action(selects(onPage2)[0]!.custom_id), ["l30"], input.view.myPrompt);
    const done = buttons(renderPanel({ ...input, ui: second }, "en")).find((b) => b.label === "Confirm (3)");
    expect(done?.disabled).toBeUndefined();
    expect(action(done!.custom_id)).toMatchObject({ verb: "done", marked: [3, 7, 30] });
    // Unmarking on a page keeps the marks of the other pages.
    expect(nextPanelUi(mark, [], input.view.myPrompt)).toEqual({ page: 0, marked: [] });
    expect(nextPanelUi(action(selects(onPage2)[0]!.custom_id), [], input.view.myPrompt)).toEqual({
      page: 1,
      marked: [3, 7],
    });
  });

  it("opens a Special window with its Specials, Pass and the standing order", () => {
    const input = promptPanel((hand) => ({
      id: 90,
      seat: 0,
      kind: "meFirst",
      purpose: "afterScoring",
      window: "afterScoring:1",
      options: [{ id: `s${hand[0]}`, card: hand[0] }, { id: `s${hand[2]}`, card: hand[2] }, { id: "pass" }],
      min: 1,
      max: 1,
    }));
    input.view.players[0]!.autoPass = false;
    const p = renderPanel(input, "en");
    expectValid(p);
    const hand = input.view.hand;
    expect(buttons(p).map((b) => b.label)).toEqual([
      `Use ${cardName(hand[0]!.def, "en")}`,
      `Use ${cardName(hand[2]!.def, "en")}`,
      "Pass",
      "Auto-pass: off",
    ]);
    expect(action(buttons(p)[3]!.custom_id)).toMatchObject({ verb: "auto", on: true });
    // The window's base (uid 1) heads the panel with its power and breakpoint.
    const scored = input.view.bases.find((b) => b.uid === 1)!;
    expect(p.embeds[0]?.description).toContain(`**${baseName(scored.def, "en")}** — 999/99`);
    expectEveryOptionReachable(input, "en");
  });

  it("names triggers to order, revealed-card answers and named factions", () => {
    const order = promptPanel(() => ({
      id: 5,
      seat: 0,
      kind: "order",
      purpose: "orderTriggers",
      options: [
        { id: "t0", card: 0, label: "robots:microbot-reclaimer" },
        { id: "t1", base: 1, label: "base:school-of-wizardry" },
      ],
      min: 1,
      max: 1,
    }));
    expect(buttons(renderPanel(order, "fr")).map((b) => b.label)).toEqual([
      "Microbot Reclaimer",
      "School of Wizardry",
    ]);
    const revealed = promptPanel(() =>
      choose(
        "revealedAction",
        ["hand", "play", "top"].map((label, i) => ({ id: `l${i}`, label })),
        1,
        1,
      ),
    );
    expect(buttons(renderPanel(revealed, "en")).map((b) => b.label)).toEqual([
      "Put it into my hand",
      "Play it now",
      "Leave it on top",
    ]);
    const faction = promptPanel(() =>
      choose(
        "nameFaction",
        ["aliens", "wizards"].map((label, i) => ({ id: `l${i}`, label })),
        1,
        1,
      ),
    );
    expect(buttons(renderPanel(faction, "fr")).map((b) => b.label)).toEqual(["Aliens", "Sorciers"]);
  });

  it("shows an extra play like the main prompt, with Don't play", () => {
    const input = promptPanel((hand) =>
      choose(
        "playExtraMinion",
        [hand[0]!, hand[2]!].flatMap((c) =>
          [0, 1, 2, 3].map((b) => ({ id: `m${c}@${b}`, card: c, base: b })),
        ),
        0,
        1,
      ),
    );
    const p = renderPanel(input, "en");
    expectValid(p);
    expect(selects(p)[0]?.placeholder).toBe("Choose a card to play");
    expect(buttons(p).map((b) => b.label)).toEqual(["Don't play"]);
    expect(expectEveryOptionReachable(input, "en").decline).toBe(true);
  });
});

describe("renderPanel: nothing to answer", () => {
  it("says who the game waits for and keeps the standing order and the board at hand", () => {
    const t = mainTable();
    const p = renderPanel(panelInput(t, 1), "fr");
    expectValid(p);
    expect(p.embeds[0]?.description).toContain("En attente de **Alice**");
    expect(buttons(p).map((b) => action(b.custom_id).verb)).toEqual(["auto", "board"]);
  });

  it("has no controls once the game is over or the player left", () => {
    const t = mainTable();
    const over = panelInput(t, 1);
    over.view.result = { winner: 0, reason: "vp", vp: [15, 0] };
    expect(renderPanel(over, "en").components).toEqual([]);
    const left = panelInput(t, 1);
    left.view.players[1]!.out = true;
    const p = renderPanel(left, "en");
    expect(p.components).toEqual([]);
    expect(p.embeds[0]?.description).toBe("You have left this game.");
  });

  it("ignores a panel state that does not match the prompt", () => {
    const t = mainTable();
    const input = panelInput(t, 0);
    for (const ui of [
      { card: 99_999 },
      { page: 50, targetPage: 9, abilityPage: 9 },
      { marked: [1, 2, 200] },
    ]) {
      expectValid(renderPanel({ ...input, ui }, "en"));
    }
  });
});

describe("renderPanel: the hand's lines kept per language, definition and power (issue 22, rnd48)", () => {
  it("reads each language's words whichever rendered first, a minion's power as shown", () => {
    const t = mainTable();
    const input = panelInput(t, 0);
    const hand = (locale: "en" | "fr") => {
      const p = renderPanel(input, locale);
      const read = selects(p).find((s) => s.options.some((o) => o.value === "all"));
      return { lines: p.embeds.at(-1)?.description, options: read?.options.slice(1) };
    };
    const en = hand("en");
    const fr = hand("fr");
    expect(en.lines).toContain("**Buccaneer** · minion · power 4");
    expect(en.options?.find((o) => o.label === "Buccaneer")?.description).toBe("minion · power 4");
    expect(fr.lines).not.toEqual(en.lines);
    expect(fr.lines).not.toContain("minion · power");
    expect(hand("en")).toEqual(en);
    expect(hand("fr")).toEqual(fr);
    // Another shown power of the same card reads that power (a hand card shows its printed power).
    const stronger = structuredClone(input);
    for (const c of stronger.view.hand) if (c.def === "pirates:buccaneer") c.power = 9;
    const p = renderPanel(stronger, "en");
    expect(p.embeds.at(-1)?.description).toContain("**Buccaneer** · minion · power 9");
    // The card select's options too (OptionText.handCard).
    const bucc = input.view.hand.find((c) => c.def === "pirates:buccaneer")?.uid;
    const described = (q: ReturnType<typeof renderPanel>) =>
      selects(q)[0]?.options.find((o) => o.value === String(bucc))?.description;
    expect(described(p)).toBe("minion · power 9 · in your hand");
    expect(described(renderPanel(input, "en"))).toBe("minion · power 4 · in your hand");
    expect(described(renderPanel(input, "fr"))).toBe("créature · force 4 · dans votre main");
  });
});
