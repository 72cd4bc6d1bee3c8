import { describe, expect, it } from "vitest";
import { baseDef } from "../../src/engine/defs.ts";
import { setBreakpointUntilEndOfTurn } from "../../src/engine/effects.ts";
import { publicView } from "../../src/engine/view.ts";
import { baseName, baseText } from "../../src/i18n/card-names.ts";
import { renderBoardDetails } from "../../src/render/board.ts";
import { BOARD_CHARS, readSize, renderBoard } from "../../src/render/compact-board.ts";
import { decodeCustomId } from "../../src/render/custom-id.ts";
import { viewDefs } from "../../src/render/names.ts";
import { renderPromptNotice } from "../../src/render/notice.ts";
import { embedsSize } from "../../src/render/payload.ts";
import { table } from "../harness/table.ts";
import { bigPublicView, GAME_ID, LONG_PLAYERS } from "./fixtures.ts";
import { buttons, embedText, expectValid } from "./support.ts";

const players = [
  { userId: "300000000000000001", name: "Alice" },
  { userId: "300000000000000002", name: "Bob" },
];

describe("renderBoardDetails (the whole board, privately)", () => {
  it("fits Discord's limits with the largest board, degrading with '… and N more' lines", () => {
    for (const locale of ["fr", "en"] as const) {
      const big = bigPublicView({ bases: 8, minions: 16, attached: 3 });
      const p = renderBoardDetails(
        { gameId: GAME_ID, version: 2 ** 31 - 1, players: LONG_PLAYERS, ...big },
        locale,
      );
      expectValid(p);
      expect(p.embeds).toHaveLength(10);
      expect(embedsSize(p.embeds)).toBeLessThanOrEqual(6000);
      // Every base keeps its title with its total and breakpoint, and every player's power there.
      for (const b of big.view.bases) {
        const e = p.embeds.find((x) => x.title?.startsWith(baseName(b.def, locale)));
        expect(e?.title).toContain("999/99");
        expect(e?.description?.match(/(force|power) 2[45]\d\*\*/g)).toHaveLength(4);
        expect(e?.description).toContain("Gérard");
      }
    }
  });

  it("shares embeds between bases beyond eight, and sums up what cannot be shown at all", () => {
    for (const bases of [9, 14, 60]) {
      const big = bigPublicView({ bases, minions: 10, attached: 2 });
      const p = renderBoardDetails({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...big }, "fr");
      expectValid(p);
      expect(p.embeds.length).toBeLessThanOrEqual(10);
      if (bases === 60) expect(JSON.stringify(p.embeds)).toMatch(/\d+ bases de plus/);
    }
  });

  it("shows everything when there is room: base text, owners, printed power, counters, attachments", () => {
    const big = bigPublicView({ bases: 2, minions: 2, attached: 1, log: 3 });
    const [m0, m1] = big.view.bases[0]!.minions;
    m0!.power = 5;
    m0!.counters = 0;
    m1!.counters = 2;
    const p = renderBoardDetails({ gameId: GAME_ID, version: 1, players, ...big }, "en");
    expectValid(p);
    const base = embedText(p.embeds[1]!);
    const def = big.view.bases[0]!.def;
    expect(base).toContain(`*${baseText(def, "en")}*`);
    expect(base).toContain(`VP ${baseDef(def).vp.join(" · ")}`);
    expect(base).toContain("⚠ scoring now");
    expect(base).toMatch(/Tooth and Claw\.\.\. and Guns \(Bob\)/);
    // Counters named as counters (issue 21).
    expect(base).toContain("2 +1 power counters");
    expect(base).toMatch(/owned by Bob/);
    expect(base).toMatch(/\(printed \d\)/);
    expect(embedText(p.embeds.at(-1)!)).toContain("Latest moves");
  });

  it("shows a changed breakpoint with the printed one, and counters on actions", () => {
    const big = bigPublicView({ bases: 2, minions: 1, attached: 1, log: 0 });
    const [b0, b1] = big.view.bases;
    b0!.actions[0]!.counters = 3;
    b0!.minions[0]!.attached[0]!.counters = 1;
    b1!.printedBreakpoint = b1!.breakpoint;
    const p = renderBoardDetails({ gameId: GAME_ID, version: 1, players, ...big }, "en");
    expectValid(p);
    const [first, second] = [embedText(p.embeds[1]!), embedText(p.embeds[2]!)];
    expect(p.embeds[1]?.title).toContain("999/99 (printed 25)");
    expect(p.embeds[2]?.title).not.toContain("printed");
    expect(first).toMatch(/On the base: [^\n]* 3 \+1 power counters \(/);
    expect(first).toMatch(/ 1 \+1 power counter( \(|,|$)/m);
    expect(second).not.toContain("3 +1 power counters");
    const fr = renderBoardDetails({ gameId: GAME_ID, version: 1, players, ...big }, "fr");
    expect(fr.embeds[1]?.title).toContain("999/99 (imprimée 25)");
  });

  it("shows a Monster Smash table as it is: counters on minions and on Summon Wolves, a breakpoint set to 0, a minion controlled by its non-owner", () => {
    const t = table({
      players: [{ factions: ["werewolves", "vampires"] }, { factions: ["giant-ants", "mad-scientists"] }],
      bases: [
        {
          id: "castle-blood",
          as: "castle",
          minions: [
            { card: "giant-ants:worker", owner: 1, counters: 2, as: "worker" },
            { card: "vampires:fledgling-vampire", owner: 0, as: "fledgling" },
            { card: "mad-scientists:igor", owner: 1, controller: 0, as: "igor" },
          ],
          actions: [{ card: "vampires:summon-wolves", owner: 0, as: "wolves" }],
        },
        { id: "the-hill" },
        { id: "laboratorium" },
      ],
    });
    const wolves = t.g.cards[t.uid("wolves")];
    if (wolves) wolves.counters = 3;
    setBreakpointUntilEndOfTurn(t.g, t.base("castle"), 0);
    const view = publicView(t.g, t.engine.prompt);
    for (const [locale, title, worker, igor, onBase] of [
      [
        "en",
        "Castle Blood — 9/0 (printed 18)",
        "• Worker 2 (printed 0) · 2 +1 power counters",
        "• Igor 2 · owned by Bob",
        "On the base: Summon Wolves 3 +1 power counters (Alice)",
      ],
      [
        "fr",
        "Castle Blood — 9/0 (imprimée 18)",
        "• Worker 2 (imprimée 0) · 2 marqueurs Force +1",
        "• Igor 2 · à Bob",
        "Sur la base : Summon Wolves 3 marqueurs Force +1 (Alice)",
      ],
    ] as const) {
      const p = renderBoardDetails(
        { gameId: GAME_ID, version: 1, view, players, defs: viewDefs(t.g, view) },
        locale,
      );
      expectValid(p);
      const castle = p.embeds.find((e) => e.title?.startsWith("Castle Blood"));
      expect(castle?.title).toBe(title);
      const text = embedText(castle!);
      expect(text).toContain(worker);
      expect(text).toContain(igor);
      expect(text).toContain(onBase);
      // Igor is listed with Alice's minions, who controls it, and counts for her.
      expect(text.indexOf(igor)).toBeGreaterThan(text.indexOf("Alice"));
      expect(text.indexOf(igor)).toBeLessThan(text.indexOf("Bob —"));
    }
  });

  it("mentions the active player when it is their turn, and pings nobody else", () => {
    const t = table({
      players: [{ factions: ["aliens", "dinosaurs"] }, { factions: ["ninjas", "pirates"] }],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "ninja-dojo" }],
      active: 1,
    });
    const view = publicView(t.g, t.engine.prompt);
    const p = renderBoard({ gameId: GAME_ID, version: 3, view, players, defs: viewDefs(t.g, view) }, "en");
    expectValid(p);
    expect(p.content).toBe("<@300000000000000002>, it's your turn.");
    expect(p.allowedMentions).toEqual({ parse: [], users: ["300000000000000002"] });
    const [hand] = buttons(p);
    expect(decodeCustomId(hand!.custom_id)).toMatchObject({
      verb: "hand",
      version: 3,
      promptId: view.prompt!.id,
    });
  });

  it("shows the markers on a base that are not +1 power counters, with the breakpoint they lower (COUNTER-9)", () => {
    const board = (markers: number, locale: "en" | "fr") => {
      const t = table({
        players: [{ factions: ["anansi-tales", "dinosaurs"] }, { factions: ["tricksters", "aliens"] }],
        bases: [
          { id: "storytellers-hut", ...(markers > 0 ? { markers: { story: markers } } : {}) },
          { id: "jungle-oasis" },
          { id: "the-homeworld" },
        ],
      });
      const view = publicView(t.g, t.engine.prompt);
      const p = renderBoardDetails(
        { gameId: GAME_ID, version: 1, view, players, defs: viewDefs(t.g, view) },
        locale,
      );
      expectValid(p);
      const hut = p.embeds.find((e) => e.title?.startsWith(baseName("base:storytellers-hut", locale)));
      return { hut, all: p.embeds.map((e) => embedText(e)).join("\n") };
    };
    const en = board(2, "en");
    expect(en.hut?.description).toContain("📜 2 story markers");
    expect(en.hut?.title).toContain("20");
    expect(en.hut?.title).toContain("24");
    expect(board(1, "en").hut?.description).toContain("📜 1 story marker");
    const fr = board(2, "fr");
    expect(fr.hut?.description).toContain("📜 2 marqueurs Histoire");
    expect(board(1, "fr").hut?.description).toContain("📜 1 marqueur Histoire");
    // No marker: no line, anywhere (the base's own text still speaks of them).
    expect(board(0, "en").all).not.toContain("📜");
    expect(board(0, "fr").all).not.toContain("📜");
  });

  it("shows the face-up top base card and the base that borrows its abilities (CS-9, CARD-PRESAGES-ETOILES)", () => {
    const t = table({
      players: [{ factions: ["ancient-incas", "dinosaurs"] }, { factions: ["tricksters", "aliens"] }],
      bases: [
        { id: "tar-pits", actions: [{ card: "ancient-incas:signs-in-the-stars", owner: 0 }] },
        { id: "jungle-oasis" },
        { id: "the-homeworld" },
      ],
      baseDeck: ["the-central-brain", "cuzcu"],
    });
    const view = publicView(t.g, t.engine.prompt);
    for (const [locale, top, lends] of [
      [
        "en",
        "Top of the base deck, face up: **The Central Brain** — ",
        "Also has the abilities of The Central Brain",
      ],
      ["fr", "Dessus de la pioche Base, face visible : **", "A aussi les capacités de "],
    ] as const) {
      const p = renderBoardDetails(
        { gameId: GAME_ID, version: 1, view, players, defs: viewDefs(t.g, view) },
        locale,
      );
      expectValid(p);
      const all = p.embeds.map((e) => embedText(e));
      const brain = baseName("base:the-central-brain", locale);
      expect(all[0]).toContain(locale === "en" ? top : `${top}${brain}`);
      // Its ability applies in play: the board says it (issue 21).
      expect(all[0]).toContain(`**${brain}** — ${baseText("base:the-central-brain", locale)}`);
      const tarPits = all.find((x) => x.includes(baseName("base:tar-pits", locale)));
      expect(tarPits).toContain(locale === "en" ? lends : `${lends}${brain}`);
      // Only the host lends: the other bases say nothing of it.
      expect(all.filter((x) => x.includes(locale === "en" ? lends : `${lends}${brain}`))).toHaveLength(1);
    }
    // Turned down (or no Signs): no face-up line at all.
    const plain = table({
      players: [{ factions: ["ancient-incas", "dinosaurs"] }, { factions: ["tricksters", "aliens"] }],
      bases: [{ id: "tar-pits" }, { id: "jungle-oasis" }, { id: "the-homeworld" }],
      baseDeck: ["the-central-brain", "cuzcu"],
    });
    const v2 = publicView(plain.g, plain.engine.prompt);
    const p2 = renderBoardDetails(
      { gameId: GAME_ID, version: 1, view: v2, players, defs: viewDefs(plain.g, v2) },
      "en",
    );
    expect(JSON.stringify(p2.embeds)).not.toMatch(/face up|abilities of/);
  });

  it("says the game is being set up before the first turn, not 'turn 0'", () => {
    const big = bigPublicView({ bases: 2, minions: 1, attached: 0 });
    big.view.turn = { number: 0, active: 1, phase: "setup" };
    big.view.prompt = { id: 2, seat: 0, kind: "choose", purpose: "mulligan" };
    for (const [locale, title] of [
      ["en", "Smash Up — setting up"],
      ["fr", "Smash Up — mise en place"],
    ] as const) {
      const p = renderBoard({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...big }, locale);
      expectValid(p);
      expect(p.embeds[0]?.title).toBe(title);
    }
    big.view.turn = { number: 1, active: 1, phase: "play" };
    const first = renderBoard({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...big }, "en");
    expect(first.embeds[0]?.title).toBe("Smash Up — turn 1");
  });

  it("says what the active player is asked besides their turn (discard to 10), without a ping", () => {
    const big = bigPublicView({ bases: 1, minions: 1, attached: 0 });
    big.view.turn = { number: 7, active: 0, phase: "draw" };
    big.view.prompt = { id: 5, seat: 0, kind: "choose", purpose: "handLimit" };
    for (const [locale, purpose] of [
      ["en", "Discard down to 10 cards"],
      ["fr", "Défaussez-vous jusqu'à 10 cartes en main"],
    ] as const) {
      const p = renderBoard({ gameId: GAME_ID, version: 1, players, ...big }, locale);
      expectValid(p);
      expect(p.content).toBe(
        locale === "en" ? `Waiting for Alice: ${purpose}` : `En attente de Alice : ${purpose}`,
      );
      expect(p.allowedMentions).toEqual({ parse: [] });
    }
  });

  it("does not ping from names and has no Respond button while the active player is the one to answer", () => {
    const big = bigPublicView({ bases: 1, minions: 1, attached: 0 });
    big.view.prompt = { id: 5, seat: 0, kind: "main", purpose: "main" };
    const p = renderBoard({ gameId: GAME_ID, version: 1, players: LONG_PLAYERS, ...big }, "en");
    expect(p.allowedMentions).toEqual({ parse: [], users: ["200000000000000001"] });
    // Open my hand and the discard piles (DECK-6), no Respond.
    expect(buttons(p).map((b) => decodeCustomId(b.custom_id)?.verb)).toEqual(["hand", "more", "disc"]);
    expect(JSON.stringify(p.embeds)).toContain("\\\\*\\\\*Gérard");
  });

  it("asks the player a window waits for to respond, through a notice that pings only them", () => {
    const big = bigPublicView({ bases: 3, minions: 2, attached: 0 });
    const input = { gameId: GAME_ID, version: 9, players: LONG_PLAYERS, ...big };
    const p = renderBoard(input, "en");
    expect(p.allowedMentions).toEqual({ parse: [] });
    expect(p.content).toContain("Waiting for");
    const respond = buttons(p).find((b) => decodeCustomId(b.custom_id)?.verb === "resp");
    expect(respond?.label).toContain("Respond (<@&123456789012345678>");
    const notice = renderPromptNotice(input, big.view.prompt!, "fr");
    expectValid(notice);
    expect(notice.content.startsWith("<@200000000000000003> — ")).toBe(true);
    expect(notice.content).toContain("Avant la conquête");
    expect(notice.allowedMentions).toEqual({ parse: [], users: ["200000000000000003"] });
    expect(decodeCustomId(buttons(notice)[0]!.custom_id)).toMatchObject({ verb: "resp", promptId: 123456 });
  });

  it("drops the buttons once the game is over", () => {
    const big = bigPublicView({ bases: 2, minions: 1, attached: 0 });
    big.view.result = { winner: 0, reason: "vp", vp: [15, 3, 2, 1] };
    const p = renderBoard({ gameId: GAME_ID, version: 1, players, ...big }, "fr");
    expectValid(p);
    expect(p.components).toEqual([]);
    expect(p.content).toBe("La partie est terminée.");
  });
});

const FOUR = [
  { userId: "300000000000000001", name: "Amélie" },
  { userId: "300000000000000002", name: "Bob" },
  { userId: "300000000000000003", name: "Carol" },
  { userId: "300000000000000004", name: "Dave" },
];

describe("renderBoard (the public board, compact for a phone)", () => {
  it("never reads more than BOARD_CHARS at 4 players and 6 bases, however crowded, in EN and FR", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const [players, minions, attached] of [
        [LONG_PLAYERS, 16, 3],
        [LONG_PLAYERS, 4, 0],
        [FOUR, 12, 2],
        [FOUR, 6, 1],
      ] as const) {
        const big = bigPublicView({ bases: 6, minions, attached, log: 40 });
        const p = renderBoard({ gameId: GAME_ID, version: 7, players, ...big }, locale);
        expectValid(p);
        expect(readSize(p.content, p.embeds)).toBeLessThanOrEqual(BOARD_CHARS);
        const text = p.embeds.map(embedText).join("\n");
        // Every base is there with its total and breakpoint, whatever had to give way.
        for (const b of big.view.bases) expect(text).toContain(`**${baseName(b.def, locale)}** 999/99`);
        // The important first: what the game waits for, then the scores.
        expect(p.content).toContain(locale === "en" ? "Waiting for" : "En attente de");
        expect(p.embeds[0]?.description).toContain(locale === "en" ? "99 VP" : "99 PV");
      }
    }
  });

  it("lists each base on a few lines: VP, the leader first, minions grouped per player as 'name power'", () => {
    const t = table({
      players: [
        { factions: ["werewolves", "vampires"] },
        { factions: ["giant-ants", "mad-scientists"] },
        { factions: ["aliens", "dinosaurs"] },
        { factions: ["ninjas", "pirates"] },
      ],
      bases: [
        {
          id: "castle-blood",
          minions: [
            { card: "giant-ants:worker", owner: 1, counters: 2 },
            { card: "vampires:fledgling-vampire", owner: 0 },
            { card: "mad-scientists:igor", owner: 1, controller: 0 },
            { card: "dinosaurs:king-rex", owner: 2 },
          ],
          actions: [{ card: "vampires:summon-wolves", owner: 0 }],
        },
        { id: "the-hill" },
        { id: "laboratorium" },
        { id: "tar-pits" },
        { id: "jungle-oasis" },
      ],
    });
    const view = publicView(t.g, t.engine.prompt);
    for (const locale of ["en", "fr"] as const) {
      const p = renderBoard(
        { gameId: GAME_ID, version: 1, view, players: FOUR, defs: viewDefs(t.g, view) },
        locale,
      );
      expectValid(p);
      const lines = (p.embeds[1]?.description ?? "").split("\n");
      const castle = lines.findIndex((l) => l.startsWith(`**${baseName("base:castle-blood", locale)}**`));
      const vp = baseDef("base:castle-blood").vp.join(" · ");
      expect(lines[castle]).toContain(`${locale === "en" ? "VP" : "PV"} ${vp}`);
      expect(lines[castle]).toContain(locale === "en" ? "1 action" : "1 action");
      // Carol's King Rex (7) leads; Amélie controls Igor (Bob's) with her Fledgling; Bob has his Worker (+2 counters).
      expect(lines[castle + 1]).toMatch(/^👑 Carol \*\*7\*\*: King Rex 7$/);
      expect(lines[castle + 2]).toMatch(/^Amélie \*\*\d+\*\*: .+ \d+, Igor \d+$/);
      // Counters named as counters on the compact board too (issue 21).
      const counters = locale === "en" ? "2 +1 power counters" : "2 marqueurs Force +1";
      expect(lines[castle + 3]).toBe(`Bob **2**: Worker 2 (${counters})`);
      // No base text on the public board: it is one tap away.
      expect(JSON.stringify(p.embeds)).not.toContain(baseText("base:castle-blood", locale).slice(0, 30));
      const more = buttons(p).find((b) => decodeCustomId(b.custom_id)?.verb === "more");
      expect(more?.label).toBe(locale === "en" ? "Bases & cards" : "Bases et cartes");
    }
  });
});

describe("privacy of the public board", () => {
  it("names no card from a hand unless the same card is public somewhere", () => {
    const t = table({
      players: [
        {
          factions: ["aliens", "dinosaurs"],
          hand: [
            "aliens:supreme-overlord",
            "dinosaurs:king-rex",
            "aliens:terraforming",
            "dinosaurs:war-raptor",
            "aliens:collector",
          ],
        },
        {
          factions: ["wizards", "zombies"],
          hand: ["wizards:archmage", "zombies:zombie-lord", "wizards:portal"],
        },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:invader", owner: 0 },
            { card: "dinosaurs:war-raptor", owner: 0 },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "aliens:collector@tar-pits");
    for (const locale of ["en", "fr"] as const) {
      const view = publicView(t.g, t.engine.prompt);
      const defs = viewDefs(t.g, view);
      const input = { gameId: GAME_ID, version: 1, view, players, defs };
      const text = JSON.stringify([renderBoard(input, locale), renderBoardDetails(input, locale)]);
      for (const hidden of [
        "Supreme Overlord",
        "King Rex",
        "Terraforming",
        "Archmage",
        "Zombie Lord",
        "Portal",
      ]) {
        expect(text).not.toContain(hidden);
      }
      // Public cards are there: the minion just played (log and base) and the public copy of War Raptor.
      expect(text).toContain(locale === "fr" ? "Récolteur" : "Collector");
      expect(text).toContain(locale === "fr" ? "Raptor de combat" : "War Raptor");
      const handUids = t.g.players.flatMap((pl) => pl.hand);
      expect(handUids.filter((u) => defs.cards[u] !== undefined)).toEqual([]);
    }
  });
});
