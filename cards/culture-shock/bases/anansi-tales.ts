// The bases of World Tour: Culture Shock that come with the Anansi Tales (readings:
// docs/boxes/culture-shock.md §2.2, "Bases").

import {
  actionsPlayedThisTurn,
  addBaseMarkers,
  baseCtx,
  baseMarkers,
  draw,
  minionsOf,
  offerDestination,
} from "../../../src/engine/api.ts";
import { bases } from "../../define.ts";

/** The Storyteller's Hut's markers: not +1 power counters (COUNTER-9, CARD-HUTTE-DU-CONTEUR). */
export const STORY = "story";

export default bases("culture-shock", [
  {
    id: "anansis-web",
    faction: "anansi-tales",
    breakpoint: 17,
    vp: [3, 2, 1],
    name: { en: "Anansi's Web", fr: "Toile d'Anansi" },
    text: {
      en: "If you have a minion here, after the first standard action you play each turn, you may put it into another player's hand instead of your discard pile to draw two cards (not for actions that say where they go).",
      fr: "Si vous avez une créature ici, après la première action standard que vous jouez à chaque tour, vous pouvez la placer dans la main d'un autre joueur au lieu de la défausser pour piocher deux cartes (sauf pour les actions qui indiquent leur destination).",
    },
    // "You" is the player of the action (TERM-YOU). The turn's journal says which is the first: one
    // that names its own destination or was cancelled uses that first time up, and then it is only
    // not offered (CS-2: a card's own destination beats an offer, CARD-TOILE-D-ANANSI).
    // Read as the play is announced, when the journal's last entry is this play.
    onEvents: ["actionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "actionPlayed") return null;
      if (actionsPlayedThisTurn(g).filter((a) => a.seat === ev.seat && a.standard).length !== 1) return null;
      // An action played on a base or a minion is attached, not resolving, by the time the trigger
      // runs: an offer for it would do nothing (destinations.ts), so this only saves the trigger.
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent because offerDestination ignores a card that is not resolving
      if (ev.base >= 0) return null;
      const seat = ev.seat;
      const uid = ev.uid;
      return {
        ctx: baseCtx(g, self, seat),
        run(ctx) {
          // Checked once the action has done its work, as it is about to go (its minion counts).
          if (minionsOf(ctx.g, seat, self).length === 0) return;
          offerDestination(ctx, uid, { to: "otherHand", chooser: seat }, function* (c) {
            draw(c.g, seat, 2);
          });
        },
      };
    },
  },
  {
    id: "storytellers-hut",
    faction: "anansi-tales",
    breakpoint: 24,
    vp: [4, 2, 1],
    name: { en: "Storyteller's Hut", fr: "Hutte du Conteur" },
    text: {
      en: "On your turn, you may play an extra action to put a story marker on this base. This base's breakpoint is 2 lower for each story marker (they are not +1 power counters).",
      fr: "À votre tour, vous pouvez jouer une action supplémentaire pour placer un marqueur Histoire sur cette base. La résistance de cette base est réduite de 2 par marqueur Histoire (ce ne sont pas des marqueurs Force +1).",
    },
    // CS-5: an ongoing allowance with a reward, for the active player in their play phase, once
    // per turn (allowances.ts); the action may go anywhere. TERM-TO: the marker only once played.
    ongoingExtra: (g, _self, seat) =>
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent because allowances.ts counts an ongoing allowance only in its player's own play phase, and reads no source of one
      g.turn.active === seat ? { kind: "action", source: "base:storytellers-hut", rewarded: true } : null,
    *allowanceReward(ctx) {
      addBaseMarkers(ctx.g, ctx.base, STORY, 1);
    },
    // CS-7: recomputed at every read; the markers leave with the base (markers.ts).
    breakpointBonus(g, self, base) {
      if (base !== self) return 0;
      return -2 * baseMarkers(g, self, STORY);
    },
  },
]);
