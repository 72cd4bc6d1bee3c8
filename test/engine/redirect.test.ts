// Redirecting a designated effect (design BGB 5, TERM-DIRECTLY): every "choose a minion" effect of the
// engine's helpers goes through chooseTarget, which lets an Ensign-like source take the effect
// instead when it is itself a legal target (BGB-Q4). Test-only kits.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import {
  allMinions,
  card,
  destroyChosen,
  moveOne,
  powerAtMost,
  registerFaction,
  returnChosen,
} from "../../src/engine/api.ts";
import { rules, table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("ensignkit", "test", text("Ensign kit"), [
    minion({
      id: "ensign",
      power: 2,
      count: 1,
      name: text("Kit Ensign"),
      text: text(
        "Ongoing: when another player plays a card that designates one of your other minions here, you may have this minion be the target instead.",
      ),
      redirect(g, self, ctx, target) {
        const me = card(g, self);
        const t = card(g, target);
        return (
          ctx.played &&
          ctx.self >= 0 &&
          ctx.you !== me.controller &&
          t.controller === me.controller &&
          t.at === me.at
        );
      },
    }),
    minion({ id: "thug", power: 3, count: 2, name: text("Kit Thug"), text: text("No ability.") }),
    minion({ id: "wisp", power: 1, count: 1, name: text("Kit Wisp"), text: text("No ability.") }),
  ]),
);
registerFaction(
  faction("zapkit", "test", text("Zap kit"), [
    action({
      id: "zap",
      count: 1,
      name: text("Kit Zap"),
      text: text("Destroy a minion of power 3 or less."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, powerAtMost(ctx.g, 3));
      },
    }),
    action({
      id: "zap1",
      count: 1,
      name: text("Kit Small Zap"),
      text: text("Destroy a minion of power 1 or less."),
      *onPlay(ctx) {
        yield* destroyChosen(ctx, powerAtMost(ctx.g, 1));
      },
    }),
    action({
      id: "leech",
      count: 1,
      attach: "minion",
      name: text("Kit Leech"),
      text: text("Play on a minion. Ongoing: -1 power."),
    }),
    action({
      id: "yank",
      count: 1,
      name: text("Kit Yank"),
      text: text("Return a minion to its owner's hand."),
      *onPlay(ctx) {
        yield* returnChosen(ctx, () => true);
      },
    }),
    action({
      id: "shove",
      count: 1,
      name: text("Kit Shove"),
      text: text("Move a minion to another base."),
      *onPlay(ctx) {
        yield* moveOne(ctx, allMinions(ctx.g));
      },
    }),
  ]),
);

const h = (card: string, as: string) => ({ card, as });
/** Alice (0) has the Ensign, a Thug (power 3) and a Wisp (power 1) on the Oasis, a Thug elsewhere;
 * Bob (1) plays the kit's actions. */
const setup = (hand1: { card: string; as: string }[]) =>
  table({
    active: 1,
    players: [{ factions: ["ensignkit", "pirates"] }, { factions: ["zapkit", "aliens"], hand: hand1 }],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          { card: "ensignkit:ensign", owner: 0, as: "ens" },
          { card: "ensignkit:thug", owner: 0, as: "th" },
          { card: "ensignkit:wisp", owner: 0, as: "wisp" },
        ],
      },
      { id: "the-homeworld", minions: [{ card: "ensignkit:thug", owner: 0, as: "far" }] },
    ],
    baseBoxes: ["core"],
  });

describe("redirecting a designated effect (design BGB 5, TERM-DIRECTLY)", () => {
  it("Bob destroys Alice's Thug next to the Ensign: Alice may have the Ensign destroyed instead", () => {
    rules("TERM-DIRECTLY", "TERM-AFFECT");
    const t = setup([h("zapkit:zap", "zap")]);
    t.act(1, "zap").act(1, "th");
    t.expectPrompt(0, "redirect");
    t.act(0, "yes");
    t.check({ locations: { ens: "discard:0", th: "base:jungle-oasis" } });
    expect(t.g.log.some((l) => l.k === "redirect")).toBe(true);
  });

  it("declined, the chosen minion takes it", () => {
    const t = setup([h("zapkit:zap", "zap")]);
    t.act(1, "zap").act(1, "th").act(0, "no");
    t.check({ locations: { ens: "base:jungle-oasis", th: "discard:0" } });
  });

  it("not offered when the Ensign is not a legal target of the same effect (BGB-Q4)", () => {
    const t = setup([h("zapkit:zap1", "zap")]);
    // Only the Wisp has power 1 or less: taken at once, no question to Alice.
    t.act(1, "zap");
    t.check({ locations: { wisp: "discard:0", ens: "base:jungle-oasis" } });
    t.expectPrompt(1, "main");
  });

  it("not offered for a minion on another base, nor for the Ensign itself", () => {
    const t = setup([h("zapkit:zap", "zap")]);
    t.act(1, "zap").act(1, "far");
    t.check({ locations: { far: "discard:0" } });
    t.expectPrompt(1, "main");
    const u = setup([h("zapkit:zap", "zap")]);
    u.act(1, "zap").act(1, "ens");
    u.check({ locations: { ens: "discard:0" } });
    u.expectPrompt(1, "main");
  });

  it("returns and moves are redirected the same way", () => {
    const t = setup([h("zapkit:yank", "yank"), h("zapkit:shove", "shove")]);
    t.act(1, "yank").act(1, "th").act(0, "yes");
    t.check({ locations: { ens: "hand:0", th: "base:jungle-oasis" } });
    const u = setup([h("zapkit:shove", "shove")]);
    u.act(1, "shove").act(1, "th").act(0, "yes");
    // The Ensign moves instead (the only other base: no destination choice).
    u.check({ locations: { ens: "base:the-homeworld", th: "base:jungle-oasis" } });
  });

  it("an action played on a minion is redirected too: the Ensign takes it", () => {
    rules("TERM-DIRECTLY");
    const t = setup([h("zapkit:leech", "leech")]);
    t.act(1, "leech@th");
    t.expectPrompt(0, "redirect");
    t.act(0, "yes");
    expect(card(t.g, t.uid("leech")).zone).toBe("attached");
    expect(card(t.g, t.uid("leech")).at).toBe(t.uid("ens"));
  });
});
