import { describe, expect, it } from "vitest";
import { CATALOG } from "../../cards/catalog.ts";
import { pendingPickers } from "../../src/app/lobby.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { snakeOrder } from "../../src/engine/draft.ts";
import { decodeCustomId } from "../../src/render/custom-id.ts";
import { type DraftPickInput, renderDraft, renderDraftPick } from "../../src/render/draft.ts";
import { GAME_ID, LONG_PLAYERS } from "./fixtures.ts";
import { buttons, expectValid, selects } from "./support.ts";

const ALL_FACTIONS = CATALOG.flatMap((b) => b.factions.map((f) => f.id));

function draftSetup(picks: string[][], order: number[], pool = ALL_FACTIONS): GameSetupRecord {
  return {
    v: 1,
    hostId: LONG_PLAYERS[0]!.userId,
    options: {
      boxes: CATALOG.map((b) => b.id),
      selectionMode: order.length ? "draft" : "free",
      vpTarget: 15,
      turnTimerHours: 24,
      hiddenTiming: false,
    },
    seats: LONG_PLAYERS.map((p) => ({ ...p, factions: [] })),
    stage: "selecting",
    bannedFactions: [],
    locale: "fr",
    seed: 1,
    draft: { order, picks, pool, allowDuplicates: false },
  };
}

describe("renderDraft", () => {
  it("pings only the player whose pick it is, and lists picks and what is left by box", () => {
    // Snake order from seat 1: 1, 2, 3, 0, 0, 3, 2, 1; three picks made, seat 0 is next.
    const setup = draftSetup([[], ["aliens"], ["ninjas"], ["vampires"]], snakeOrder(4, 1));
    expect(pendingPickers(setup)).toEqual([0]);
    const p = renderDraft({ gameId: GAME_ID, version: 8, setup }, "fr");
    expectValid(p);
    expect(p.content).toBe("<@200000000000000001>, à vous de choisir !");
    expect(p.allowedMentions).toEqual({ parse: [], users: ["200000000000000001"] });
    const text = p.embeds[0]?.description ?? "";
    expect(text).toContain("Factions restantes (16)");
    expect(text).toMatch(/\*Monstres Sacrés\*: [^\n]*Loups-garous/);
    expect(text).not.toMatch(/\*Monstres Sacrés\*: [^\n]*Vampires/);
    const [pick] = buttons(p);
    expect(decodeCustomId(pick!.custom_id)).toMatchObject({
      prefix: "lb",
      verb: "draft",
      version: 8,
      promptId: 3,
    });
  });

  it("lets any player leave the selection and the host cancel it", () => {
    const setup = draftSetup([["aliens"], [], [], []], snakeOrder(4, 0));
    for (const locale of ["en", "fr"] as const) {
      const p = renderDraft({ gameId: GAME_ID, version: 5, setup }, locale);
      expectValid(p);
      const labels =
        locale === "en"
          ? ["Pick my faction", "Leave", "Cancel"]
          : ["Choisir ma faction", "Quitter", "Annuler"];
      expect(buttons(p).map((b) => b.label)).toEqual(labels);
      expect(buttons(p).map((b) => decodeCustomId(b.custom_id))).toMatchObject([
        { prefix: "lb", verb: "draft", version: 5, promptId: 1 },
        { prefix: "lb", verb: "leave", version: 5, promptId: 1 },
        { prefix: "lb", verb: "cancel", version: 5, promptId: 1 },
      ]);
    }
  });

  it("asks everyone short of two factions in free pick, and nobody once complete", () => {
    const free = draftSetup([["aliens", "ninjas"], ["pirates"], [], []], []);
    const p = renderDraft({ gameId: GAME_ID, version: 1, setup: free }, "en");
    expectValid(p);
    expect(p.allowedMentions.users).toEqual([
      "200000000000000002",
      "200000000000000003",
      "200000000000000004",
    ]);
    const done = draftSetup(
      [
        ["aliens", "ninjas"],
        ["pirates", "robots"],
        ["wizards", "zombies"],
        ["dinosaurs", "tricksters"],
      ],
      [],
    );
    const q = renderDraft({ gameId: GAME_ID, version: 1, setup: done }, "en");
    expectValid(q);
    expect(q.components).toEqual([]);
    expect(q.allowedMentions).toEqual({ parse: [] });
  });
});

describe("renderDraftPick", () => {
  const base = (pickable: string[], page?: number): DraftPickInput => ({
    gameId: GAME_ID,
    version: 4,
    setup: draftSetup([["aliens"], [], [], []], snakeOrder(4, 0)),
    seat: 0,
    pickable,
    ...(page === undefined ? {} : { page }),
  });

  it("offers one select per box", () => {
    const p = renderDraftPick(base(ALL_FACTIONS.filter((f) => f !== "aliens")), "en");
    expectValid(p);
    // One select per box, then the one that shows a faction's cards (every faction of the page).
    expect(selects(p).map((s) => s.options.length)).toEqual([7, 4, 5, 2, 18]);
    expect(selects(p).map((s) => decodeCustomId(s.custom_id))).toMatchObject([
      { verb: "fac", group: 0, promptId: 1 },
      { verb: "fac", group: 1 },
      { verb: "fac", group: 2 },
      { verb: "fac", group: 3 },
      { verb: "see", page: 0 },
    ]);
    expect(p.embeds[0]?.title).toBe("Choose your faction (2/2)");
  });

  it("splits boxes of more than 25 factions and pages beyond four selects, reaching every faction", () => {
    const many = [...ALL_FACTIONS, ...Array.from({ length: 120 }, (_, i) => `homebrew-${i}`)];
    const seen = new Set<string>();
    let page = 0;
    for (let k = 0; k < 10; k++) {
      const p = renderDraftPick(base(many, page), "fr");
      expectValid(p);
      for (const s of selects(p)) for (const o of s.options) seen.add(o.value);
      const next = buttons(p).map((b) => decodeCustomId(b.custom_id));
      expect(next).toHaveLength(1);
      const a = next[0];
      if (a?.prefix !== "lb" || a.verb !== "page") throw new Error("expected a page button");
      page = a.page;
      if (page === 0) break;
    }
    expect([...seen].sort()).toEqual([...many].sort());
  });

  it("says so when there is nothing to pick", () => {
    const p = renderDraftPick(base([]), "en");
    expectValid(p);
    expect(p.components).toEqual([]);
    expect(p.embeds[0]?.description).toBe("You have no faction to pick right now.");
  });
});
