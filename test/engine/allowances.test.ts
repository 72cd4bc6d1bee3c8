// Allowances (PLAY-1, PLAY-8..11, OPEN-17, TERM-YOURTURN): a play is legal when some assignment of
// the phase's plays to allowances pays for every one of them, whatever order they came in.

import { describe, expect, it } from "vitest";
import { allowanceFits, type PlayFacts } from "../../src/engine/allowances.ts";
import { Engine } from "../../src/engine/engine.ts";
import { rules, table } from "../harness/table.ts";
import { QUIET_BASES, zapbotAndOutbreak } from "../kits/allowance-tables.ts";

describe("allowance matching (OPEN-17)", () => {
  const mistAndZapbot = () =>
    table({
      players: [
        {
          factions: ["tricksters", "robots"],
          hand: [
            { card: "tricksters:enshrouding-mist", as: "mist" },
            { card: "robots:zapbot", as: "zap" },
            { card: "tricksters:gremlin", as: "g1" },
            { card: "tricksters:gremlin", as: "g2" },
          ],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: QUIET_BASES,
    });

  it("Mist and Zapbot: the first Gremlin is paid by the Mist, so the second may use Zapbot's extra anywhere", () => {
    rules("OPEN-17", "PLAY-9", "TERM-EXTRA");
    const t = mistAndZapbot();
    t.act(0, "mist@jungle-oasis").act(0, "zap@the-grey-opal").act(0, "g1@jungle-oasis");
    expect(t.offers("g2@the-grey-opal")).toBe(true);
    expect(t.offers("g2@tar-pits")).toBe(true);
    // The same plays in the other order were always accepted.
    const u = mistAndZapbot();
    u.act(0, "mist@jungle-oasis").act(0, "zap@the-grey-opal").act(0, "g1@the-grey-opal");
    expect(u.offers("g2@jungle-oasis")).toBe(true);
    // Each allowance pays once: after both Gremlins, nothing is left.
    t.act(0, "g2@the-grey-opal");
    expect(t.prompt.options.filter((o) => o.id.startsWith("m"))).toEqual([]);
    expect(t.g.turn.minionsPlayed).toBe(3);
  });

  it("survives a snapshot: a game resumed mid-phase still re-pays earlier plays", () => {
    const t = mistAndZapbot();
    t.act(0, "mist@jungle-oasis").act(0, "zap@the-grey-opal").act(0, "g1@jungle-oasis");
    const resumed = Engine.resume(JSON.stringify(t.g), [], 0);
    const id = `m${t.uid("g2")}@${t.base("the-grey-opal")}`;
    expect(resumed.prompt?.options.some((o) => o.id === id)).toBe(true);
    expect(resumed.submit({ seat: 0, prompt: resumed.prompt?.id ?? -1, choice: [id] })).toEqual({ ok: true });
  });

  it("Zapbot and Outbreak: a small minion on an empty base can leave Zapbot's extra for a base you are on", () => {
    rules("OPEN-17");
    const t = zapbotAndOutbreak();
    t.act(0, "zap@jungle-oasis").act(0, "ob").act(0, "m1@the-grey-opal");
    // m1 fits both extras; only Zapbot's fits a power-1 minion on Jungle Oasis, only Outbreak's a Warbot on Tar Pits.
    expect(t.offers("m2@jungle-oasis")).toBe(true);
    expect(t.offers("war@tar-pits")).toBe(true);
    expect(t.offers("war@jungle-oasis")).toBe(false);
    t.act(0, "m2@jungle-oasis");
    expect(t.where("m2")).toBe("base:jungle-oasis");
    // Outbreak's extra paid for m1 after all: the Warbot can no longer come.
    expect(t.offers("war@tar-pits")).toBe(false);
  });

  it("Outbreak and the Mist: a minion on the Mist's empty base leaves Outbreak's extra for another empty base", () => {
    rules("OPEN-17");
    const t = table({
      players: [
        {
          factions: ["tricksters", "zombies"],
          hand: [
            { card: "zombies:outbreak", as: "ob" },
            { card: "tricksters:gremlin", as: "g1" },
            { card: "tricksters:gnome", as: "g2" },
            { card: "tricksters:gnome", as: "g3" },
          ],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      turn: { freeMinion: 0 },
      bases: [
        { id: "jungle-oasis", actions: [{ card: "tricksters:enshrouding-mist", owner: 0, as: "mist" }] },
        { id: "the-grey-opal" },
        { id: "tar-pits" },
      ],
    });
    t.act(0, "ob").act(0, "g1@jungle-oasis");
    expect(t.offers("g2@the-grey-opal")).toBe(true);
    t.act(0, "g2@the-grey-opal");
    expect(t.prompt.options.filter((o) => o.id.startsWith("m"))).toEqual([]);
  });

  it("an allowance pays only for what it existed for: Zapbot's extra can't pay for the Zapbot", () => {
    rules("PLAY-2");
    const t = table({
      players: [
        {
          factions: ["tricksters", "robots"],
          hand: [
            { card: "robots:zapbot", as: "zap" },
            { card: "robots:warbot", as: "war" },
            { card: "tricksters:gremlin", as: "g1" },
          ],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: QUIET_BASES,
    });
    t.act(0, "zap@jungle-oasis");
    // The free play went to the Zapbot; its extra only pays for power 2 or less.
    expect(t.offers("war@jungle-oasis")).toBe(false);
    expect(t.offers("g1@jungle-oasis")).toBe(true);
  });

  it("an allowance is a predicate over the play: power, base, empty base, faction, kind", () => {
    const play: PlayFacts = {
      kind: "minion",
      power: 3,
      faction: "robots",
      base: 4,
      from: "hand",
      noMinionThere: false,
    };
    const src = "test";
    expect(allowanceFits({ kind: "minion", source: src }, play)).toBe(true);
    expect(allowanceFits({ kind: "action", source: src }, play)).toBe(false);
    expect(allowanceFits({ kind: "minion", maxPower: 2, source: src }, play)).toBe(false);
    expect(allowanceFits({ kind: "minion", maxPower: 3, source: src }, play)).toBe(true);
    expect(allowanceFits({ kind: "minion", base: 5, source: src }, play)).toBe(false);
    expect(allowanceFits({ kind: "minion", base: 4, source: src }, play)).toBe(true);
    expect(allowanceFits({ kind: "minion", emptyBaseOnly: true, source: src }, play)).toBe(false);
    expect(
      allowanceFits({ kind: "minion", emptyBaseOnly: true, source: src }, { ...play, noMinionThere: true }),
    ).toBe(true);
    expect(allowanceFits({ kind: "minion", faction: "aliens", source: src }, play)).toBe(false);
    expect(allowanceFits({ kind: "minion", faction: "robots", source: src }, play)).toBe(true);
  });
});

describe("'on your turn' abilities resolve at most once per turn (TERM-YOURTURN)", () => {
  const tcgy = (actions: { card: string; owner: number; as?: string }[]) =>
    table({
      players: [
        {
          factions: ["zombies", "wizards"],
          hand: [
            { card: "wizards:summon", as: "summon" },
            { card: "wizards:enchantress", as: "e3" },
          ],
          discard: [
            { card: "wizards:enchantress", as: "e1" },
            { card: "wizards:enchantress", as: "e2" },
          ],
        },
        { factions: ["aliens", "dinosaurs"] },
      ],
      bases: [{ id: "jungle-oasis", actions }, { id: "the-grey-opal" }, { id: "tar-pits" }],
    });

  it("They're Coming To Get You lets one minion a turn come from the discard pile, as the Mist gives one extra", () => {
    rules("TERM-YOURTURN", "TURN-3");
    const t = tcgy([{ card: "zombies:theyre-coming-to-get-you", owner: 0 }]);
    t.act(0, "summon").act(0, "e1@jungle-oasis");
    expect(t.offers("e2@jungle-oasis")).toBe(false);
    expect(t.offers("e3@jungle-oasis")).toBe(true);
    // The play from the discard pile still needs an allowance: here Summon's extra is left for e3.
    t.act(0, "e3@tar-pits");
    expect(t.prompt.options.filter((o) => o.id.startsWith("m"))).toEqual([]);
  });

  it("it is not an extra: a minion from the discard pile still uses a play", () => {
    const t = tcgy([{ card: "zombies:theyre-coming-to-get-you", owner: 0 }]);
    t.act(0, "e1@jungle-oasis");
    expect(t.offers("e3@tar-pits")).toBe(false);
    expect(t.offers("e2@jungle-oasis")).toBe(false);
  });
});
