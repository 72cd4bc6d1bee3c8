// namedOn walks a base in board order (each minion, the actions attached to it, then the base's
// actions) without building the base's list; countNamedOn and anyNamedOn answer the power hooks
// that only count ("for each War Raptor here") or test ("if Hansel is here") with the same walk.

import { describe, expect, it } from "vitest";
import { action, faction, minion } from "../../cards/define.ts";
import { anyNamedOn, countNamedOn, namedOn, registerFaction } from "../../src/engine/api.ts";
import { table } from "../harness/table.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("walkkit", "test", text("Walk kit"), [
    minion({ id: "gnome", power: 2, count: 3, name: text("Walk Gnome"), text: text("No ability.") }),
    minion({ id: "troll", power: 3, count: 2, name: text("Walk Troll"), text: text("No ability.") }),
    // Cards that are not minions bearing granted names, on a minion and on the base.
    action({
      id: "badge",
      count: 1,
      attach: "minion",
      name: text("Walk Badge"),
      text: text("Play on a minion. Ongoing: this card also bears the name Walk Gnome."),
      nameGrant: () => ["Walk Gnome"],
    }),
    action({
      id: "banner",
      count: 1,
      attach: "base",
      name: text("Walk Banner"),
      text: text("Play on a base. Ongoing: this card also bears the names Walk Gnome and Walk Troll."),
      nameGrant: () => ["Walk Gnome", "Walk Troll"],
    }),
  ]),
);

function board() {
  return table({
    players: [{ factions: ["walkkit", "pirates"] }, { factions: ["aliens", "ninjas"] }],
    bases: [
      {
        id: "jungle-oasis",
        minions: [
          {
            card: "walkkit:troll",
            owner: 0,
            as: "t1",
            attached: [{ card: "walkkit:badge", owner: 0, as: "badge" }],
          },
          { card: "walkkit:gnome", owner: 0, as: "g1" },
          { card: "walkkit:gnome", owner: 0, as: "g2" },
        ],
        actions: [{ card: "walkkit:banner", owner: 0, as: "banner" }],
      },
      { id: "tar-pits", minions: [{ card: "walkkit:troll", owner: 0, as: "t2" }] },
    ],
    baseBoxes: ["core"],
  });
}

describe("namedOn's walk of a base", () => {
  it("lists minions by printed name and other cards by granted names, attachments after their minion", () => {
    const t = board();
    const base = t.base("jungle-oasis");
    const [t1, badge, g1, g2, banner] = ["t1", "badge", "g1", "g2", "banner"].map((a) => t.uid(a));
    expect(namedOn(t.g, base, "Walk Gnome")).toEqual([badge, g1, g2, banner]);
    expect(namedOn(t.g, base, "Walk Gnome", { minionOnly: true })).toEqual([g1, g2]);
    expect(namedOn(t.g, base, "Walk Gnome", { excluding: g1 })).toEqual([badge, g2, banner]);
    expect(namedOn(t.g, base, (n) => n.endsWith("Troll"))).toEqual([t1, banner]);
    expect(namedOn(t.g, t.base("tar-pits"), "Walk Gnome")).toEqual([]);
  });

  it("countNamedOn and anyNamedOn give namedOn's count and emptiness for every option", () => {
    const t = board();
    const cases: [number, string | ((n: string) => boolean), { minionOnly?: boolean; excluding?: number }][] =
      [
        [t.base("jungle-oasis"), "Walk Gnome", {}],
        [t.base("jungle-oasis"), "Walk Gnome", { minionOnly: true }],
        [t.base("jungle-oasis"), "Walk Gnome", { excluding: t.uid("badge") }],
        [t.base("jungle-oasis"), (n) => n.startsWith("Walk"), {}],
        [t.base("jungle-oasis"), "Walk Badge", {}],
        [t.base("jungle-oasis"), "Walk Banner", { minionOnly: true }],
        [t.base("tar-pits"), "Walk Troll", {}],
        [t.base("tar-pits"), "Walk Troll", { excluding: t.uid("t2") }],
      ];
    for (const [base, match, opts] of cases) {
      const listed = namedOn(t.g, base, match, opts);
      expect(countNamedOn(t.g, base, match, opts)).toBe(listed.length);
      expect(anyNamedOn(t.g, base, match, opts)).toBe(listed.length > 0);
    }
    expect(countNamedOn(t.g, t.base("jungle-oasis"), "Walk Gnome")).toBe(4);
    expect(anyNamedOn(t.g, t.base("tar-pits"), "Walk Gnome")).toBe(false);
  });
});
