// The 4 bases of The Bigger Geekier Box: TableTop and The Con ship with the Geeks, Locker Room and
// Stadium with the Smash Up All Stars (readings: docs/boxes/big-geeky-box.md §2.3).

import {
  addPowerUntil,
  baseCtx,
  type Ctx,
  card,
  cardDef,
  chooseCards,
  discardFromHand,
  draw,
  type Eff,
  mayIgnoreBase,
  minionCountOf,
  minionsOf,
  minionsOn,
  player,
  type Seat,
  yesNo,
} from "../../src/engine/api.ts";
import { bases } from "../define.ts";

/** Infiltrate: a player this base's ability binds may choose to ignore it. */
function* ignoresBase(ctx: Ctx, seat: Seat): Eff<boolean> {
  if (!mayIgnoreBase(ctx.g, ctx.base, seat)) return false;
  return yield* yesNo({ ...ctx, you: seat }, seat, "ignoreBase");
}

export default bases("big-geeky-box", [
  {
    id: "tabletop",
    faction: "geeks",
    breakpoint: 20,
    vp: [4, 2, 1],
    name: { en: "TableTop", fr: "TableTop" },
    text: {
      en: "After this base scores, the winner draws three cards, then discards two cards.",
      fr: "Après la conquête de cette base, le vainqueur pioche trois cartes, puis défausse deux cartes.",
    },
    *afterScore(ctx, r) {
      const { g } = ctx;
      // BGB-Q7: the printed text has no timing; read as "after this base scores" like every
      // "the winner ..." base. SCORE-13: every tied winner, in priority order.
      for (const w of r.winners) {
        if (yield* ignoresBase(ctx, w)) continue;
        draw(g, w, 3);
        const hand = player(g, w).hand;
        discardFromHand(g, w, yield* chooseCards({ ...ctx, you: w }, w, "discardFromHand", hand, 2, 2));
      }
    },
  },
  {
    id: "the-con",
    faction: "geeks",
    breakpoint: 24,
    vp: [5, 3, 2],
    name: { en: "The Con", fr: "The Con" },
    text: {
      en: "After a minion is played here, the other minions here of its faction get +1 power until the end of the turn.",
      fr: "Après qu'une créature a été jouée ici, les autres créatures d'ici de sa faction gagnent +1 en force jusqu'à la fin du tour.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== self) return null;
      // BGB-6: a card's faction is its definition's (an All Stars King Rex is no Dinosaur).
      const faction = cardDef(card(g, ev.uid).def).faction;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run(ctx) {
          const kin = minionsOn(ctx.g, self).filter(
            (m) => m !== ev.uid && cardDef(card(ctx.g, m).def).faction === faction,
          );
          for (const m of kin) addPowerUntil(ctx, m, 1);
        },
      };
    },
  },
  {
    id: "locker-room",
    faction: "smash-up-all-stars",
    breakpoint: 23,
    vp: [3, 2, 2],
    name: { en: "Locker Room", fr: "Locker Room" },
    text: {
      en: "At the start of your turn, if you have a minion here, draw a card.",
      fr: "Au début de votre tour, si vous avez une créature ici, piochez une carte.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      // START-4: "your turn" on a base is the active player's.
      if (ev.t !== "turnStart" || minionCountOf(g, ev.seat, self) === 0) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run(ctx) {
          // Checked again as it resolves: another start-of-turn effect may have taken the minion.
          if (minionsOf(ctx.g, ctx.you, self).length > 0) draw(ctx.g, ctx.you, 1);
        },
      };
    },
  },
  {
    id: "stadium",
    faction: "smash-up-all-stars",
    breakpoint: 17,
    vp: [3, 2, 1],
    name: { en: "Stadium", fr: "Stadium" },
    text: {
      en: "After a minion here is destroyed, its controller draws a card.",
      fr: "Après la destruction d'une créature ici, son contrôleur pioche une carte.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.base !== self) return null;
      // The controller at the moment it was destroyed, not its owner (TERM-CONTROL).
      return {
        ctx: baseCtx(g, self, ev.controller),
        run(ctx) {
          draw(ctx.g, ctx.you, 1);
        },
      };
    },
  },
]);
