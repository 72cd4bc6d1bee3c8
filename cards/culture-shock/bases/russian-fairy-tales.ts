// The bases of World Tour: Culture Shock that ship with Russian Fairy Tales (readings:
// docs/boxes/culture-shock.md §2.4).

import {
  baseCtx,
  type Ctx,
  card,
  type Eff,
  minionsOn,
  placeOnDeck,
  playOffTop,
  type Uid,
  yesNo,
} from "../../../src/engine/api.ts";
import { bases } from "../../define.ts";

export default bases("culture-shock", [
  {
    id: "transformation-spring",
    faction: "russian-fairy-tales",
    breakpoint: 19,
    vp: [4, 2, 1],
    name: { en: "Transformation Spring", fr: "Source aux Transformations" },
    text: {
      en: "Once during your turn (in any phase), after you play a minion here, you may put it on the bottom of its owner's deck to play a minion off the top of your deck here as an extra minion.",
      fr: "Une fois pendant votre tour (à n'importe quelle phase), après que vous avez joué une créature ici, vous pouvez la placer sous la pioche de son propriétaire pour jouer ici, comme créature supplémentaire, une créature du dessus de votre pioche.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      // Stryker disable next-line ConditionalExpression: equivalent because the run checks that the card is a minion on this base (an action played here stops there)
      if (ev.t !== "minionPlayed") return null;
      // Stryker disable next-line ConditionalExpression: equivalent because the run checks that the minion played is on this base
      if (ev.base !== self) return null;
      if (ev.seat !== g.turn.active) return null;
      // CS-15: once per turn, for the player whose turn it is.
      const key = `base-once:transformation-spring@${self}:${ev.seat}`;
      // Stryker disable next-line ConditionalExpression: equivalent because the run checks the key again
      if (g.turn.usedOnce.includes(key)) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run: (ctx) => transformationSpringSwap(ctx, ev.uid, self, key),
      };
    },
  },
  {
    id: "giant-turnip",
    faction: "russian-fairy-tales",
    breakpoint: 30,
    vp: [5, 3, 3],
    name: { en: "Giant Turnip", fr: "Navet Géant" },
    text: {
      en: "This base's breakpoint is 1 lower for each minion here.",
      fr: "La résistance de cette base est réduite de 1 pour chaque créature ici.",
    },
    breakpointBonus: (g, self, base) => (base === self ? -minionsOn(g, self).length : 0),
  },
]);

function* transformationSpringSwap(ctx: Ctx, uid: Uid, self: Uid, key: string): Eff {
  const { g: st, you } = ctx;
  // The minion may have left (Leprechaun ordered first), or a Spring trigger already used
  // the turn's once (Hoverbot's extra), by then.
  // Stryker disable next-line LogicalOperator,ConditionalExpression: each half alone stops a minion destroyed meanwhile (tested: the whole check); the at half is for one moved off first, which no card of ours does in answer to a play
  if (card(st, uid).zone !== "base" || card(st, uid).at !== self) return;
  if (st.turn.usedOnce.includes(key)) return;
  if (!(yield* yesNo(ctx, you, "useAbility"))) return;
  st.turn.usedOnce.push(key);
  // Stryker disable next-line StringLiteral: equivalent because every end but "top" is the bottom (placeOnDeck, putOnDeck, handToDeck)
  if (!placeOnDeck(ctx, uid, "bottom")) return;
  yield* playOffTop(ctx, you, "minion", { bases: [self] });
}
