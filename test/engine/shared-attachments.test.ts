// Issue 14 (memory per cached game): most cards never hold an attachment, and every card used to
// carry an empty list of its own. They share one frozen empty list now; a card's list is replaced,
// never changed in place, so sharing it cannot leak an attachment from one card to another.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomSetup } from "../../src/drivers/simulate.ts";
import { Engine, serialize } from "../../src/engine/engine.ts";
import { createState, detach, NO_ATTACHMENTS, put } from "../../src/engine/state.ts";

const setup = randomSetup(11, 3, ["core"], 150);

describe("the empty attachment list", () => {
  it("is one frozen list shared by every card of a new game", () => {
    const g = Engine.start(setup).g;
    expect(Object.isFrozen(NO_ATTACHMENTS)).toBe(true);
    expect(g.cards.length).toBeGreaterThan(100);
    expect(g.cards.every((c) => c.attached === NO_ATTACHMENTS)).toBe(true);
  });

  it("is shared again by the cards of a game restored from its text, the cards unchanged", () => {
    const played = Engine.start(setup);
    const text = serialize(played.g);
    const restored = Engine.resume(text, [], 0);
    expect(restored.g.cards.every((c) => c.attached === NO_ATTACHMENTS)).toBe(true);
    expect(JSON.parse(serialize(restored.g)).cards).toEqual(JSON.parse(text).cards);
  });

  it("is replaced by a list of the host's own when an action attaches, and comes back when it leaves", () => {
    const g = createState(setup);
    const [host, other, action] = [0, 1, 2];
    for (const uid of [host, other, action]) detach(g, uid);
    put(g, host, "limbo", 0);
    put(g, other, "limbo", 0);
    put(g, action, "attached", host);
    expect(g.cards[host]?.attached).toEqual([action]);
    expect(g.cards[other]?.attached).toBe(NO_ATTACHMENTS);
    expect(NO_ATTACHMENTS).toEqual([]);
    detach(g, action);
    expect(g.cards[host]?.attached).toBe(NO_ATTACHMENTS);
  });
});
