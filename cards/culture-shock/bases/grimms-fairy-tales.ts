// The bases of World Tour: Culture Shock that ship with Grimms' Fairy Tales (readings:
// docs/boxes/culture-shock.md §2.3).

import {
  addPowerUntil,
  baseCtx,
  type Ctx,
  chooseCard,
  defOf,
  type Eff,
  type GameState,
  minionsOf,
  power,
  putInHand,
  searchDeck,
  seatsFrom,
  targets,
  type Uid,
  yesNo,
} from "../../../src/engine/api.ts";
import { bases } from "../../define.ts";

/** The once-per-turn use of a base ability by one player (CS-15: "once per turn" on a base is per
 * player). */
const onceKey = (def: string, base: Uid, seat: number) => `base-once:${def}@${base}:${seat}`;

/** Minions of `mine` that have another of `mine` with the same current power. */
function withSamePowerPartner(g: GameState, mine: Uid[]): Uid[] {
  return mine.filter((m) => mine.some((o) => o !== m && power(g, o) === power(g, m)));
}

export default bases("culture-shock", [
  {
    id: "gingerbread-house",
    faction: "grimms-fairy-tales",
    breakpoint: 21,
    vp: [4, 2, 1],
    name: { en: "Gingerbread House", fr: "Maison en Pain d'Épices" },
    text: {
      en: "Before this base scores, each player may choose exactly two of their minions here with the same power; each gets +2 power until the end of the turn.",
      fr: "Avant la conquête de cette base, chaque joueur peut choisir exactement deux de ses créatures ici de même force ; chacune gagne +2 en force jusqu'à la fin du tour.",
    },
    *beforeScore(ctx) {
      const { g } = ctx;
      for (const seat of seatsFrom(g, g.turn.active)) {
        const as = baseCtx(g, ctx.base, seat);
        // CARD-PAIN-D-EPICES: exactly two or none, so a minion without a partner is never offered.
        // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
        const mine = targets(as, "power", () => true, minionsOf(g, seat, ctx.base));
        const first = yield* chooseCard(as, seat, "powerUp", withSamePowerPartner(g, mine), true);
        if (first === null) continue;
        const partners = mine.filter((m) => m !== first && power(g, m) === power(g, first));
        const second = yield* chooseCard(as, seat, "powerUp", partners);
        // Both are chosen before either grows.
        addPowerUntil(as, first, 2);
        // Stryker disable next-line ConditionalExpression: equivalent because the partner is a mandatory choice among a non-empty list (the first was offered only with a partner)
        if (second !== null) addPowerUntil(as, second, 2);
      }
    },
  },
  {
    id: "woodland-cottage",
    faction: "grimms-fairy-tales",
    breakpoint: 19,
    vp: [3, 1, 1],
    name: { en: "Woodland Cottage", fr: "Woodland Cottage" },
    text: {
      en: "Once per turn, after a player plays a minion here, they may search their deck for a minion of power 3 or less and put it into their hand.",
      fr: "Une fois par tour, après qu'un joueur a joué une créature ici, il peut chercher dans sa pioche une créature de force 3 ou moins et la prendre en main.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== self) return null;
      // Stryker disable next-line StringLiteral: equivalent because any constant keeps the key unique per base and player
      const key = onceKey("base:woodland-cottage", self, ev.seat);
      // Used already: no trigger at all (it would be offered for ordering beside the others).
      if (g.turn.usedOnce.includes(key)) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run: (ctx) => woodlandCottageSearch(ctx, key),
      };
    },
  },
]);

function* woodlandCottageSearch(ctx: Ctx, key: string): Eff {
  const { g, you } = ctx;
  if (g.turn.usedOnce.includes(key)) return;
  if (!(yield* yesNo(ctx, you, "useAbility"))) return;
  g.turn.usedOnce.push(key);
  // CONFLICT-14: the power of a card out of play is its printed power.
  const small = (u: Uid) => defOf(g, u).type === "minion" && defOf(g, u).power <= 3;
  const pick = yield* searchDeck(ctx, you, small, "searchDeck");
  if (pick !== null) putInHand(g, pick);
}
