// Smash Up All Stars, in positions where a wrong reading gives another outcome (docs/testing.md,
// "Tests that catch a wrong reading"): a zone the text names (the discard pile) beside one it
// doesn't (the hand) holding a card that fits.
import { describe, expect, it } from "vitest";
import { action, faction } from "../../../cards/define.ts";
import { card, registerFaction } from "../../../src/engine/api.ts";
import { rules, table } from "../../harness/table.ts";

const text = (en: string) => ({ en, fr: en });
// A test-only armour: "Ongoing: this minion can't be destroyed" on the minion it is played on.
registerFaction(
  faction("asrkit", "test", text("All Stars rules kit"), [
    action({
      id: "armor",
      count: 1,
      attach: "minion",
      name: text("Kit Armor"),
      text: text("Play on a minion. Ongoing: this minion can't be destroyed."),
      indestructible: (g, self, target) => card(g, self).at === target,
    }),
  ]),
);

const S = "smash-up-all-stars";

describe("Smash Up All Stars, read to the letter", () => {
  it("It's Astounding plays an action from the discard pile only, not one from the hand", () => {
    const t = table({
      players: [
        {
          factions: [S, "aliens"],
          hand: [
            { card: `${S}:its-astounding`, as: "ia" },
            { card: "aliens:probe", as: "inHand" },
          ],
          discard: [
            { card: "aliens:invasion", as: "inPile" },
            { card: "aliens:crop-circles", as: "inPile2" },
          ],
        },
        { factions: ["pirates", "ninjas"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "ia");
    // Two actions in the pile: a real choice (a lone one would be played without a prompt).
    expect(t.prompt.options.some((o) => o.card === t.uid("inPile"))).toBe(true);
    expect(t.prompt.options.some((o) => o.card === t.uid("inHand"))).toBe(false);
  });

  it("Servitor of Cthulhu: 'destroy this minion and put an action...' is no 'to': the action goes on top even if it survives (TERM-TO)", () => {
    rules("TERM-TO");
    const t = table({
      players: [
        {
          factions: [S, "ninjas"],
          deck: [{ card: "ninjas:shinobi", as: "d1" }],
          discard: [
            { card: "ninjas:poison", as: "p1" },
            { card: "ninjas:disguise", as: "p2" },
          ],
        },
        { factions: ["asrkit", "aliens"] },
      ],
      bases: [
        {
          id: "jungle-oasis",
          minions: [
            {
              card: `${S}:servitor-of-cthulhu`,
              owner: 0,
              as: "serv",
              attached: [{ card: "asrkit:armor", owner: 1 }],
            },
          ],
        },
        { id: "tar-pits" },
        { id: "the-central-brain" },
      ],
    });
    t.act(0, "serv").act(0, "p2");
    expect(t.where("serv")).toBe("base:jungle-oasis");
    expect(t.g.players[0]?.deck[0]).toBe(t.uid("p2"));
  });

  it("Prepare for Battle: one card to the hand, only one; the other under the deck (3 cards in the deck)", () => {
    const t = table({
      players: [
        {
          factions: [S, "ninjas"],
          hand: [{ card: `${S}:prepare-for-battle`, as: "pfb" }],
          deck: [
            { card: "ninjas:shinobi", as: "d1" },
            { card: "ninjas:poison", as: "d2" },
            { card: "ninjas:disguise", as: "d3" },
          ],
        },
        { factions: ["pirates", "aliens"] },
      ],
      bases: [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }],
    });
    t.act(0, "pfb").act(0, "d1");
    expect(t.hand(0)).toEqual([t.uid("d1")]);
    const deck = t.g.players[0]?.deck ?? [];
    expect([deck[0], deck.at(-1)]).toEqual([t.uid("d3"), t.uid("d2")]);
  });
});
