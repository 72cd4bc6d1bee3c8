// The bases of World Tour: Culture Shock that come with the Ancient Incas (readings:
// docs/boxes/culture-shock.md §2.1, "Bases").

import { actionsOn, baseCtx, draw } from "../../../src/engine/api.ts";
import { bases } from "../../define.ts";

export default bases("culture-shock", [
  {
    id: "machu-picchu",
    faction: "ancient-incas",
    breakpoint: 20,
    vp: [4, 2, 1],
    name: { en: "Machu Picchu", fr: "Machu Picchu" },
    text: {
      en: "After a player plays an action on this base, they draw a card.",
      fr: "Après qu'un joueur a joué une action sur cette base, il pioche une carte.",
    },
    // TERM-YOU on a base: "you" is whoever played the action; an action on a minion here is not
    // played "on this base" (§0).
    onEvents: ["actionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "actionPlayed" || ev.base !== self || ev.host >= 0) return null;
      const seat = ev.seat;
      return {
        ctx: baseCtx(g, self, seat),
        run(ctx) {
          draw(ctx.g, seat, 1);
        },
      };
    },
  },
  {
    id: "cuzcu",
    faction: "ancient-incas",
    breakpoint: 30,
    vp: [5, 3, 2],
    name: { en: "Cuzcu", fr: "Cuzcu" },
    text: {
      en: "This base's breakpoint is 3 lower for each action here (on the base or on a minion here).",
      fr: "La résistance de cette base est réduite de 3 pour chaque action ici (sur la base ou sur une créature d'ici).",
    },
    // CS-7: recomputed at every read; every player's actions count (CS-Q3: those on minions too).
    breakpointBonus(g, self, base) {
      if (base !== self) return 0;
      return -3 * actionsOn(g, self).length;
    },
  },
]);
