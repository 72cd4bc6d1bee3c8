// The three bases of the Polynesian Voyagers (CARD-POLYNESIAN-BASES; readings:
// docs/boxes/culture-shock.md §2.5).

import {
  addCounters,
  baseCtx,
  type GameState,
  minionCountOf,
  minionsOf,
  playExtraBase,
  type Uid,
} from "../../../src/engine/api.ts";
import { bases } from "../../define.ts";

/** Tropical Paradise: every player still in the game has a minion on it. */
function everyoneHere(g: GameState, base: Uid): boolean {
  for (const p of g.players) if (!p.out && minionCountOf(g, p.seat, base) === 0) return false;
  return true;
}

export default bases("culture-shock", [
  {
    id: "island-chain",
    faction: "polynesian-voyagers",
    breakpoint: 17,
    vp: [3, 1, 1],
    name: { en: "Island Chain", fr: "Archipel Volcanique" },
    text: {
      en: "After this base scores, put the top card of the base deck into play as an extra base.",
      fr: "Après la conquête de cette base, mettez en jeu la première carte de la pioche Base comme base supplémentaire.",
    },
    // A "next base" rule (CARD-ARCHIPEL-VOLCANIQUE: with another one on the scoring base, the active
    // player picks which applies). Step 5: the extra base is the old top card; the replacement of
    // step 9 is drawn after it.
    nextBase: true,
    *afterScore(ctx) {
      playExtraBase(ctx.g, ctx.base);
    },
  },
  {
    id: "island-peak",
    faction: "polynesian-voyagers",
    breakpoint: 23,
    vp: [4, 2, 1],
    name: { en: "Island Peak", fr: "Pic au Cœur de l'Île" },
    text: {
      en: "At the start of your turn, if you have exactly one minion here, place a +1 power counter on it.",
      fr: "Au début de votre tour, si vous avez exactement une créature ici, placez un marqueur Force +1 sur elle.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      // START-4: "you" is the player whose turn starts.
      if (ev.t !== "turnStart" || minionCountOf(g, ev.seat, self) !== 1) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run(ctx) {
          // Read again: another start-of-turn effect may have changed the base first.
          const mine = minionsOf(ctx.g, ctx.you, self);
          if (mine.length === 1) addCounters(ctx, mine[0] as Uid, 1);
        },
      };
    },
  },
  {
    id: "tropical-paradise",
    faction: "polynesian-voyagers",
    breakpoint: 20,
    vp: [3, 2, 1],
    name: { en: "Tropical Paradise", fr: "Paradis Tropical" },
    text: {
      en: "While every player has at least one minion here, this base's starting breakpoint is 0.",
      fr: "Tant que chaque joueur a au moins une créature ici, la résistance de départ de cette base est 0.",
    },
    // TERM-INITIAL: the starting value becomes 0; other modifiers still apply on top of it.
    initialBreakpoint: (g, self, base) => (base === self && everyoneHere(g, self) ? 0 : null),
  },
]);
