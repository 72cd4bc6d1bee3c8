// Pirates, in positions where a wrong reading gives another outcome (docs/testing.md, "Tests that
// catch a wrong reading"): controller different from owner, the limit and the limit + 1.
import { describe, expect, it } from "vitest";
import { rules, table } from "../../harness/table.ts";

const PN: [string, string] = ["pirates", "ninjas"];
const AD: [string, string] = ["aliens", "dinosaurs"];

describe("Pirates, read to the letter", () => {
  it("Broadside destroys the minions the chosen player controls there, not those they own", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = table({
      players: [{ factions: PN, hand: [{ card: "pirates:broadside", as: "bs" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "pirates:first-mate", owner: 0, as: "mine" },
            { card: "aliens:collector", owner: 1, controller: 0, as: "borrowed" },
            { card: "pirates:first-mate", owner: 0, controller: 1, as: "lent" },
            { card: "aliens:collector", owner: 1, as: "theirs" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "bs").act(0, "player:1");
    expect(t.where("theirs")).toBe("discard:1");
    expect(t.where("lent")).toBe("discard:0");
    expect(t.where("borrowed")).toBe("base:jungle-oasis");
    expect(t.where("mine")).toBe("base:jungle-oasis");
  });

  it("Cannon destroys up to two minions, not three", () => {
    const t = table({
      players: [{ factions: PN, hand: [{ card: "pirates:cannon", as: "cannon" }] }, { factions: AD }],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            { card: "aliens:collector", owner: 1, as: "c1" },
            { card: "aliens:collector", owner: 1, as: "c2" },
            { card: "aliens:collector", owner: 1, as: "c3" },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "cannon").expectPrompt(0, "destroy");
    expect(t.prompt.max).toBe(2);
  });
});
