// Hidden information shown to one player (BGB-4, ZONE-5, TERM-LOOK): a looked-at hand or deck top
// reaches the looker only (private log lines, their own prompt); "name a card" asks a faction then a
// name. Test-only kit.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  cardsNamed,
  chooseCard,
  discardFromHand,
  handToDeck,
  lookAtHand,
  lookTopN,
  nameACard,
  others,
  player,
  putOnTop,
  registerFaction,
} from "../../src/engine/api.ts";
import { playerView, publicView } from "../../src/engine/view.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("peekkit", "test", text("Peek kit"), [
    action({
      id: "peek",
      count: 1,
      name: text("Kit Peek"),
      text: text("Look at the next player's hand; discard a card from it."),
      *onPlay(ctx) {
        const victim = others(ctx.g, ctx.you)[0] as number;
        const hand = lookAtHand(ctx.g, ctx.you, victim);
        const t = yield* chooseCard(ctx, ctx.you, "discardFromHand", hand);
        if (t !== null) discardFromHand(ctx.g, victim, [t]);
      },
    }),
    action({
      id: "scry",
      count: 1,
      name: text("Kit Scry"),
      text: text("Look at the top two cards of your deck; put one on top."),
      *onPlay(ctx) {
        const top = lookTopN(ctx.g, ctx.you, 2);
        const first = yield* chooseCard(ctx, ctx.you, "orderDeckTop", top);
        putOnTop(ctx.g, first === null ? top : [first, ...top.filter((u) => u !== first)]);
      },
    }),
    action({
      id: "ban",
      count: 1,
      name: text("Kit Ban"),
      text: text(
        "Name a card. Each other player puts the cards of that name from their hand on the bottom of their deck.",
      ),
      *onPlay(ctx) {
        const name = yield* nameACard(ctx, ctx.you);
        if (name === null) return;
        for (const s of others(ctx.g, ctx.you)) {
          lookAtHand(ctx.g, ctx.you, s);
          handToDeck(ctx.g, s, cardsNamed(ctx.g, player(ctx.g, s).hand, name), "bottom");
        }
      },
    }),
    minion({ id: "gnome", power: 2, count: 2, name: text("Kit Gnome"), text: text("No ability.") }),
  ]),
);

const h = (card: string, as: string) => ({ card, as });
const BASES = [{ id: "jungle-oasis" }, { id: "tar-pits" }, { id: "the-central-brain" }];

describe("looking at a hand (TERM-LOOK, ZONE-5)", () => {
  it("shows the hand to the looker only, while the choice is pending and after", () => {
    rules("TERM-LOOK", "ZONE-5", "ZONE-1");
    const t = table({
      players: [
        { factions: ["peekkit", "pirates"], hand: [h("peekkit:peek", "peek")] },
        {
          factions: ["dinosaurs", "aliens"],
          hand: [h("dinosaurs:king-rex", "rex"), h("aliens:invader", "inv")],
        },
        { factions: ["robots", "zombies"] },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    t.act(0, "peek");
    t.expectPrompt(0, "discardFromHand");
    const secret = [t.uid("rex"), t.uid("inv")];
    const mentions = (v: ReturnType<typeof publicView>, uids = secret) =>
      JSON.stringify(v.log).includes(`"seeCard"`) ||
      uids.some((u) => JSON.stringify(v).includes(`"uid":${u},`));
    expect(mentions(playerView(t.g, t.engine.prompt, 2))).toBe(false);
    expect(mentions(publicView(t.g, t.engine.prompt))).toBe(false);
    expect(playerView(t.g, t.engine.prompt, 2).myPrompt).toBeNull();
    const alice = playerView(t.g, t.engine.prompt, 0);
    expect(alice.myPrompt?.options.map((o) => o.card)).toEqual(secret);
    expect(alice.log.filter((l) => l.k === "seeCard").map((l) => l.p[0])).toEqual(secret);
    // Everyone learns that the hand was looked at.
    expect(publicView(t.g, t.engine.prompt).log.some((l) => l.k === "lookHand")).toBe(true);
    t.act(0, "rex");
    expect(t.where("rex")).toBe("discard:1");
    // The discarded card is public now; the one left in hand is not.
    expect(mentions(playerView(t.g, t.engine.prompt, 2), [t.uid("inv")])).toBe(false);
  });

  it("looked-at deck tops stay private too, and go back as chosen", () => {
    const t = table({
      players: [
        {
          factions: ["peekkit", "pirates"],
          hand: [h("peekkit:scry", "scry")],
          deck: [h("peekkit:gnome", "g1"), h("pirates:first-mate", "fm")],
        },
        { factions: ["dinosaurs", "aliens"] },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    t.act(0, "scry");
    expect(playerView(t.g, t.engine.prompt, 1).log.some((l) => l.k === "seeCard")).toBe(false);
    expect(playerView(t.g, t.engine.prompt, 0).log.filter((l) => l.k === "seeCard").length).toBe(2);
    t.act(0, "fm");
    t.check({ deckTop: { "0": ["fm", "g1"] } });
  });
});

describe("naming a card (BGB-4)", () => {
  it("asks for a faction in the game, then one of its names; cards of that name are found in hands", () => {
    rules("TERM-LOOK");
    const t = table({
      players: [
        { factions: ["peekkit", "pirates"], hand: [h("peekkit:ban", "ban")] },
        {
          factions: ["dinosaurs", "aliens"],
          hand: [
            h("dinosaurs:war-raptor", "w1"),
            h("dinosaurs:war-raptor", "w2"),
            h("aliens:invader", "inv"),
          ],
        },
      ],
      bases: BASES,
      baseBoxes: ["core"],
    });
    t.act(0, "ban");
    t.expectPrompt(0, "nameFaction");
    expect(t.prompt.options.map((o) => o.label)).toEqual(["peekkit", "pirates", "dinosaurs", "aliens"]);
    t.act(0, "label:dinosaurs");
    t.expectPrompt(0, "nameCard");
    const labels = t.prompt.options.map((o) => o.label);
    // One label per name, sorted by name, each a definition key a client can show in its language.
    expect(labels).toContain("dinosaurs:war-raptor");
    expect(new Set(labels).size).toBe(labels.length);
    t.act(0, "label:dinosaurs:war-raptor");
    const deck = player(t.g, 1).deck;
    expect(deck.slice(-2).sort()).toEqual([t.uid("w1"), t.uid("w2")].sort());
    expect(t.where("inv")).toBe("hand:1");
    expect(t.g.log.some((l) => l.k === "nameCard" && l.p[1] === "War Raptor" && l.to === -1)).toBe(true);
  });

  it("returns the English name", () => {
    const t = table({
      players: [{ factions: ["peekkit", "pirates"] }, { factions: ["dinosaurs", "aliens"] }],
      bases: BASES,
      baseBoxes: ["core"],
    });
    const ctx = {
      g: t.g,
      you: 0,
      self: -1,
      base: -1,
      def: "?",
      isAction: false,
      played: false,
      special: false,
    };
    const gen = nameACard(ctx, 0);
    let r = gen.next();
    expect(r.done).toBe(false);
    r = gen.next(["l2"]); // dinosaurs
    const prompt = r.value as { options: { id: string; label: string }[] };
    const rex = prompt.options.find((o) => o.label === "dinosaurs:king-rex");
    r = gen.next([rex?.id as string]);
    expect(r.done).toBe(true);
    expect(r.value).toBe("King Rex");
  });
});
