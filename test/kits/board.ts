// A test-only faction and bases for the board rules (breakpoints, power without minions, the
// number of bases, borrowed base abilities), used before the real cards that need them exist.
// Each definition is a plain reading of a card of World Tour: Culture Shock or The Bigger Geekier
// Box, named after it in its comment; the tests import this file (box "test").

import { action, bases, faction, minion } from "../../cards/define.ts";
import {
  activeSeats,
  addBaseMarkers,
  baseMarkers,
  card,
  minionsOn,
  registerBases,
  registerFaction,
} from "../../src/engine/api.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("boardkit", "test", text("Board test kit"), [
    minion({ id: "pawn", power: 2, count: 6, name: text("Kit Pawn"), text: text("No ability.") }),
    minion({ id: "rook", power: 3, count: 2, name: text("Kit Rook"), text: text("No ability.") }),
    // Cuzcu's reading, on a card: every action on this base (attached to it or to a minion there).
    action({
      id: "survey",
      count: 2,
      attach: "base",
      name: text("Kit Survey"),
      text: text("Play on a base. Ongoing: this base's breakpoint is reduced by 3 for each action on it."),
      breakpointBonus(g, self, base) {
        if (card(g, self).at !== base) return 0;
        const b = g.bases[base];
        let actions = b?.actions.length ?? 0;
        for (const m of b?.minions ?? []) actions += card(g, m).attached.length;
        return -3 * actions;
      },
    }),
    // The Storyteller's Hut's marker, placed by a card.
    action({
      id: "tale",
      count: 1,
      name: text("Kit Tale"),
      text: text("Place a story marker on Kit Hut if it is in play."),
      *onPlay(ctx) {
        for (const b of ctx.g.basesInPlay)
          if (ctx.g.bases[b]?.def === "base:kit-hut") addBaseMarkers(ctx.g, b, "story", 1);
      },
    }),
    action({
      id: "chore",
      count: 2,
      name: text("Kit Chore"),
      text: text("No effect."),
      *onPlay() {},
    }),
  ]),
);

registerBases(
  bases("test", [
    // Storyteller's Hut: markers that are not +1 power counters lower the breakpoint.
    {
      id: "kit-hut",
      faction: "boardkit",
      breakpoint: 24,
      vp: [4, 2, 1],
      name: text("Kit Hut"),
      text: text("This base's breakpoint is reduced by 2 for each story marker on it."),
      breakpointBonus: (g, self, base) => (base === self ? -2 * baseMarkers(g, self, "story") : 0),
    },
    // Tropical Paradise: a starting breakpoint other than the printed one (TERM-INITIAL).
    {
      id: "kit-paradise",
      faction: "boardkit",
      breakpoint: 20,
      vp: [3, 2, 1],
      name: text("Kit Paradise"),
      text: text("If each player has one or more minions on this base, its starting breakpoint is 0."),
      initialBreakpoint(g, self, base) {
        if (base !== self) return null;
        const here = minionsOn(g, self).map((m) => card(g, m).controller);
        return activeSeats(g).every((s) => here.includes(s)) ? 0 : null;
      },
    },
    // Giant Turnip: recomputed at every read.
    {
      id: "kit-turnip",
      faction: "boardkit",
      breakpoint: 30,
      vp: [5, 3, 3],
      name: text("Kit Turnip"),
      text: text("This base's breakpoint is reduced by 1 for each minion on it."),
      breakpointBonus: (g, self, base) => (base === self ? -minionsOn(g, self).length : 0),
    },
  ]),
);
