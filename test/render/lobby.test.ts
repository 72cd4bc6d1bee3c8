import { describe, expect, it } from "vitest";
import { CATALOG } from "../../cards/catalog.ts";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { decodeCustomId } from "../../src/render/custom-id.ts";
import { renderLobby } from "../../src/render/lobby.ts";
import { GAME_ID, LONG_PLAYERS } from "./fixtures.ts";
import { buttons, expectValid, selects } from "./support.ts";

function lobbySetup(seats: number, over: Partial<GameSetupRecord> = {}): GameSetupRecord {
  return {
    v: 1,
    hostId: LONG_PLAYERS[0]!.userId,
    options: {
      boxes: ["core"],
      selectionMode: "draft",
      vpTarget: 15,
      turnTimerHours: 0,
      hiddenTiming: false,
    },
    seats: LONG_PLAYERS.slice(0, seats).map((p) => ({ ...p, factions: [] })),
    stage: "lobby",
    bannedFactions: [],
    locale: "fr",
    seed: 1,
    ...over,
  };
}

const ALL_BOXES = CATALOG.map((b) => b.id);

describe("renderLobby", () => {
  it("fits with four long names and every box, with the host's option selects", () => {
    const setup = lobbySetup(4, {
      options: {
        boxes: ALL_BOXES,
        selectionMode: "random",
        vpTarget: 17,
        turnTimerHours: 72,
        hiddenTiming: true,
      },
    });
    for (const locale of ["fr", "en"] as const) {
      const p = renderLobby(
        { gameId: GAME_ID, version: 2 ** 31 - 1, setup, enabledBoxes: ALL_BOXES },
        locale,
      );
      expectValid(p);
      expect(p.components).toHaveLength(5);
      expect(p.allowedMentions).toEqual({ parse: [] });
      const [join, , start] = buttons(p);
      expect(join?.disabled).toBe(true);
      expect(start?.disabled).toBeUndefined();
      const opts = selects(p).map((s) => {
        const a = decodeCustomId(s.custom_id);
        return [
          a?.prefix === "lb" && a.verb === "opt" ? a.option : null,
          s.options.filter((o) => o.default).map((o) => o.value),
        ];
      });
      expect(opts).toEqual([
        ["boxes", ALL_BOXES],
        ["mode", ["random"]],
        ["vp", ["17"]],
        ["timer", ["72"]],
      ]);
      expect(selects(p)[0]?.max_values).toBe(ALL_BOXES.length);
    }
  });

  it("cannot start alone, and has no box select when the server enables one box", () => {
    const p = renderLobby(
      { gameId: GAME_ID, version: 1, setup: lobbySetup(1), enabledBoxes: ["core"] },
      "en",
    );
    expectValid(p);
    expect(buttons(p).map((b) => [b.label, b.disabled ?? false])).toEqual([
      ["Join", false],
      ["Leave", false],
      ["Start", true],
      ["Cancel", false],
      ["Hidden timing: off", false],
    ]);
    expect(buttons(p).map((b) => decodeCustomId(b.custom_id))).toMatchObject([
      { prefix: "lb", verb: "join", version: 1 },
      { verb: "leave" },
      { verb: "start" },
      { verb: "cancel" },
      { verb: "opt", option: "hidden" },
    ]);
    expect(selects(p)).toHaveLength(3);
    expect(p.embeds[0]?.description).toContain("At least 2 players are needed to start.");
    expect(p.embeds[0]?.description).toContain("(host)");
  });

  it("says which bases the game will use (SETUP-5): the factions' boxes unless the server chose all bases", () => {
    const text = (baseDeck: "factions" | "boxes" | undefined, locale: "en" | "fr") => {
      const setup = lobbySetup(2);
      const options = { ...setup.options, boxes: ["core", "monster-smash"] };
      if (baseDeck) options.baseDeck = baseDeck;
      const p = renderLobby(
        { gameId: GAME_ID, version: 1, setup: { ...setup, options }, enabledBoxes: options.boxes },
        locale,
      );
      expectValid(p);
      return p.embeds[0]?.description ?? "";
    };
    expect(text(undefined, "en")).toContain("Bases: those of the boxes of the factions chosen");
    expect(text("factions", "fr")).toContain("Bases : celles des boîtes des factions choisies");
    expect(text("boxes", "en")).toContain("Bases: every base of these boxes");
    expect(text("boxes", "fr")).toContain("Bases : toutes celles de ces boîtes");
  });

  it("keeps the text and drops the components once the lobby is closed", () => {
    for (const [stage, footer] of [
      ["cancelled", "Cette partie a été annulée."],
      ["selecting", "La partie a commencé."],
    ] as const) {
      const p = renderLobby(
        { gameId: GAME_ID, version: 2, setup: lobbySetup(2, { stage }), enabledBoxes: ["core"] },
        "fr",
      );
      expectValid(p);
      expect(p.components).toEqual([]);
      expect(p.embeds[0]?.footer?.text).toBe(footer);
    }
  });
});
