// A log line names the card as it was BEFORE the event it reports (issue 21): its owner, the
// player who controlled it when that was someone else, and the place it left; the line's subject
// or destination says what changed (TERM-OWNER, TERM-CONTROL, TERM-MOVE, TERM-RETURN,
// TERM-TRANSFER). Three players, and bob's Scout controlled by carol, so that a line naming the
// acting player, the owner or the controller in the wrong slot shows.

import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../src/engine/types.ts";
import { localizedNames, logLine } from "../../src/i18n/index.ts";
import { rules, type TestTable, table } from "../harness/table.ts";

const NAMES = ["alice", "bob", "carol"];

/** Alice (Geeks/Aliens) to play; bob's Scout on Jungle Oasis is controlled by carol. */
function tbl(hand: string[], extra: { moon?: boolean } = {}): TestTable {
  return table({
    active: 0,
    phase: "play",
    players: [
      { factions: ["geeks", "aliens"], hand: hand.map((card, i) => ({ card, as: `h${i}` })) },
      { factions: ["ninjas", "werewolves"] },
      { factions: ["dinosaurs", "robots"] },
    ],
    bases: [
      {
        id: "jungle-oasis",
        minions: [{ card: "ninjas:shinobi", owner: 1, controller: 2, as: "sc" }],
        actions: extra.moon ? [{ card: "werewolves:full-moon", owner: 1, as: "moon" }] : [],
      },
      { id: "tar-pits" },
      { id: "the-great-library" },
    ],
  });
}

function lines(t: TestTable, key: string): { en: string; fr: string } {
  const e = t.g.log.find((l: LogEntry) => l.k === key);
  if (!e) throw new Error(`no ${key} line`);
  return {
    en: logLine(e, localizedNames(t.g, NAMES, "en"), "en"),
    fr: logLine(e, localizedNames(t.g, NAMES, "fr"), "fr"),
  };
}

describe("log lines name the card as it was before the event", () => {
  it("control: the new controller, then the owner, the former controller and the base", () => {
    rules("TERM-CONTROL", "TERM-OWNER");
    const t = tbl(["geeks:control-minion"]);
    t.act(0, "h0"); // the only minion alice does not control
    expect(lines(t, "control")).toEqual({
      en: "alice takes control of bob's Shinobi (controlled by carol) on Jungle Oasis.",
      fr: "alice prend le contrôle de Shinobi de bob (contrôle : carol) sur Oasis Luxuriante.",
    });
    // The next line about it names its new controller.
    t.act(0, "end");
    const back = lines(t, "controlReturned");
    expect(back.en).toBe(
      "bob's Shinobi (controlled by alice) on Jungle Oasis goes back under the control of carol.",
    );
    expect(back.fr).toBe(
      "Le contrôle de Shinobi de bob (contrôle : alice) sur Oasis Luxuriante revient à carol.",
    );
  });

  it("move: the base it left, the base it goes to", () => {
    rules("TERM-MOVE");
    const t = tbl(["aliens:invasion"]);
    t.act(0, "h0").act(0, "tar-pits"); // the only minion
    expect(t.where("sc")).toBe("base:tar-pits");
    expect(lines(t, "move")).toEqual({
      en: "bob's Shinobi (controlled by carol) on Jungle Oasis moves to Tar Pits.",
      fr: "Shinobi de bob (contrôle : carol) sur Oasis Luxuriante se déplace vers Tar Pits.",
    });
  });

  it("return: the base it left, to its owner's hand", () => {
    rules("TERM-RETURN");
    const t = tbl(["aliens:beam-up"]);
    t.act(0, "h0"); // the only minion
    expect(t.where("sc")).toBe("hand:1");
    expect(lines(t, "return")).toEqual({
      en: "bob's Shinobi (controlled by carol) on Jungle Oasis returns to its owner's hand.",
      fr: "Shinobi de bob (contrôle : carol) sur Oasis Luxuriante retourne dans la main de son propriétaire.",
    });
  });

  it("transfer: the base an action leaves, not the one it lands on", () => {
    rules("TERM-TRANSFER");
    const t = tbl(["geeks:rules-lawyer"], { moon: true });
    t.act(0, "h0").expectPrompt(0, "transferBase").act(0, "tar-pits");
    expect(t.where("moon")).toBe("base:tar-pits");
    expect(lines(t, "transferToBase")).toEqual({
      en: "bob's Full Moon on Jungle Oasis moves onto Tar Pits.",
      fr: "La carte Full Moon de bob sur Oasis Luxuriante passe sur Tar Pits.",
    });
  });
});
