// Pirates (core set): minions that sail from base to base, and cannons for the small fry.

import {
  addPowerUntil,
  type Ctx,
  card,
  chooseBase,
  chooseCard,
  chooseLabel,
  chooseSeat,
  chooseTargets,
  controlledBy,
  defOf,
  destroyChosen,
  destroyMinions,
  type Eff,
  factionsInGame,
  log,
  minionsOf,
  minionsOn,
  moveMinion,
  moveOne,
  moveToChosenBase,
  notControlledBy,
  playSelf,
  power,
  powerAtMost,
  seatsFrom,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

export default faction("pirates", "core", { en: "Pirates", fr: "Pirates" }, [
  minion({
    id: "pirate-king",
    power: 5,
    count: 1,
    name: { en: "Pirate King", fr: "Pirate King" },
    text: {
      en: "Special: before a base scores, you may move this minion there.",
      fr: "Spécial : avant la conquête d'une base, vous pouvez y déplacer cette créature.",
    },
    specials: [
      {
        window: "beforeScoring",
        from: "play",
        // Stryker disable next-line ConditionalExpression: equivalent because only the cards in play a player controls are offered a Special from play (windows.ts specialFor), so this minion is on a base
        can: (g, self, _seat, w) => card(g, self).zone === "base" && card(g, self).at !== w.base,
        *use(ctx, w) {
          moveMinion(ctx, ctx.self, w.base);
        },
      },
    ],
  }),
  minion({
    id: "buccaneer",
    power: 4,
    count: 2,
    name: { en: "Buccaneer", fr: "Buccaneer" },
    text: {
      en: "Special: if this minion would be destroyed, move it to another base instead.",
      fr: "Spécial : si cette créature devait être détruite, déplacez-la plutôt vers une autre base.",
    },
    // Original printed text: the move is mandatory whenever another base is in play.
    *replaceDestroy(ctx, self) {
      const from = card(ctx.g, self).at;
      const to = yield* chooseBase(
        ctx,
        ctx.you,
        "moveDestination",
        ctx.g.basesInPlay.filter((b) => b !== from),
      );
      // Stryker disable next-line ConditionalExpression: equivalent because a game has at least players + 1 bases in play (SETUP-7, DECK-7), so another base always exists, and the move is mandatory
      if (to === null) return false;
      return moveMinion(ctx, self, to);
    },
  }),
  minion({
    id: "saucy-wench",
    power: 3,
    count: 3,
    name: { en: "Saucy Wench", fr: "Saucy Wench" },
    text: {
      en: "You may destroy a minion of power 2 or less on this base.",
      fr: "Vous pouvez détruire une créature de force 2 ou moins sur cette base.",
    },
    *onPlay(ctx, base) {
      yield* destroyChosen(ctx, powerAtMost(ctx.g, 2), { from: minionsOn(ctx.g, base), optional: true });
    },
  }),
  minion({
    id: "first-mate",
    power: 2,
    count: 4,
    name: { en: "First Mate", fr: "First Mate" },
    text: {
      en: "Special: after this minion's base scores, you may move it to another base instead of the discard pile.",
      fr: "Spécial : après la conquête de la base de cette créature, vous pouvez la déplacer vers une autre base au lieu de la défausser.",
    },
    specials: [
      {
        window: "afterScoring",
        from: "play",
        can: (g, self, _seat, w) =>
          // Stryker disable next-line ConditionalExpression: equivalent because only the cards in play a player controls are offered a Special from play (windows.ts specialFor), so this minion is on a base
          card(g, self).zone === "base" &&
          card(g, self).at === w.base &&
          // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent because a game has at least players + 1 bases in play (SETUP-7, DECK-7), so another base always exists
          g.basesInPlay.some((b) => b !== w.base),
        *use(ctx) {
          yield* moveToChosenBase(ctx, ctx.self);
        },
      },
    ],
  }),
  action({
    id: "broadside",
    count: 2,
    name: { en: "Broadside", fr: "Broadside" },
    text: {
      en: "Choose a base where you have a minion, and a player. Destroy all of that player's minions of power 2 or less there.",
      fr: "Choisissez une base où vous avez une créature, et un joueur. Détruisez toutes les créatures de force 2 ou moins de ce joueur sur cette base.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const bases = g.basesInPlay.filter((b) => minionsOf(g, ctx.you, b).length > 0);
      const base = yield* chooseBase(ctx, ctx.you, "chooseBase", bases);
      if (base === null) return;
      // "One player": any player, yourself included (naming someone with nothing to lose is legal).
      const victim = yield* chooseSeat(ctx, ctx.you, "choosePlayer", seatsFrom(g, ctx.you));
      // Stryker disable next-line ConditionalExpression: equivalent because the choice of a player is mandatory and there is always one
      if (victim === null) return;
      const doomed = targets(
        ctx,
        // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
        "destroy",
        (m) => card(g, m).controller === victim && power(g, m) <= 2,
        minionsOn(g, base),
      );
      yield* destroyMinions(ctx, doomed);
    },
  }),
  action({
    id: "cannon",
    count: 1,
    name: { en: "Cannon", fr: "Cannon" },
    text: {
      en: "Destroy up to two minions of power 2 or less.",
      fr: "Détruisez jusqu'à deux créatures de force 2 ou moins.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      const options = targets(ctx, "destroy", powerAtMost(ctx.g, 2));
      const chosen = yield* chooseTargets(ctx, ctx.you, "destroy", "destroy", options, 0, 2);
      yield* destroyMinions(ctx, chosen);
    },
  }),
  action({
    id: "dinghy",
    count: 2,
    name: { en: "Dinghy", fr: "Dinghy" },
    text: {
      en: "Move up to two of your minions to other bases.",
      fr: "Déplacez jusqu'à deux de vos créatures vers d'autres bases.",
    },
    *onPlay(ctx) {
      yield* moveYourMinions(ctx, 2);
    },
  }),
  action({
    id: "full-sail",
    count: 1,
    name: { en: "Full Sail", fr: "Toutes Voiles Dehors" },
    text: {
      en: "Move any number of your minions to other bases. Special: before a base scores, you may play this card.",
      fr: "Déplacez autant de vos créatures que vous le souhaitez vers d'autres bases. Spécial : avant la conquête d'une base, vous pouvez jouer cette carte.",
    },
    *onPlay(ctx) {
      yield* moveYourMinions(ctx, Number.POSITIVE_INFINITY);
    },
    specials: [
      {
        window: "beforeScoring",
        from: "hand",
        can: () => true,
        *use(ctx) {
          // A real play through a Special: it doesn't use the free action play (PLAY-12).
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because Full Sail attaches to nothing and its onPlay neither reads the target nor grants an extra (the only use of the flag)
          yield* playSelf(ctx, -1);
        },
      },
    ],
  }),
  action({
    id: "powderkeg",
    count: 1,
    name: { en: "Powderkeg", fr: "Powderkeg" },
    text: {
      en: "Destroy one of your minions and every minion on its base with power less than or equal to its power.",
      fr: "Détruisez une de vos créatures et toutes les créatures de sa base dont la force est inférieure ou égale à la sienne.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const mine = yield* chooseCard(
        ctx,
        ctx.you,
        "destroy",
        // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
        targets(ctx, "destroy", controlledBy(g, ctx.you)),
      );
      if (mine === null) return;
      // Its power and base are taken before anything is destroyed.
      const limit = power(g, mine);
      const base = card(g, mine).at;
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      const others = targets(ctx, "destroy", (m) => m !== mine && power(g, m) <= limit, minionsOn(g, base));
      yield* destroyMinions(ctx, [mine, ...others]);
    },
  }),
  action({
    id: "sea-dogs",
    count: 1,
    name: { en: "Sea Dogs", fr: "Sea Dogs" },
    text: {
      en: "Name a faction. Move all other players' minions of that faction from one base to another.",
      fr: "Nommez une faction. Déplacez toutes les créatures de cette faction appartenant aux autres joueurs d'une base vers une autre.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const f = yield* chooseLabel(ctx, ctx.you, "nameFaction", factionsInGame(g));
      // Stryker disable next-line ConditionalExpression: equivalent because naming a faction is mandatory and every player has two
      if (f === null) return;
      log(g, "nameFaction", [ctx.you, f]);
      const from = yield* chooseBase(ctx, ctx.you, "chooseBase", g.basesInPlay);
      // Stryker disable next-line ConditionalExpression: equivalent because bases are always in play
      if (from === null) return;
      const to = yield* chooseBase(
        ctx,
        ctx.you,
        "moveDestination",
        g.basesInPlay.filter((b) => b !== from),
      );
      // Stryker disable next-line ConditionalExpression: equivalent because a game has at least players + 1 bases in play (SETUP-7, DECK-7), so another base always exists
      if (to === null) return;
      const sailors = targets(
        ctx,
        // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
        "move",
        (m) => card(g, m).controller !== ctx.you && defOf(g, m).faction === f,
        minionsOn(g, from),
      );
      for (const m of sailors) moveMinion(ctx, m, to);
    },
  }),
  action({
    id: "shanghai",
    count: 1,
    name: { en: "Shanghai", fr: "Shanghai" },
    text: {
      en: "Move another player's minion to another base.",
      fr: "Déplacez une créature d'un autre joueur vers une autre base.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      yield* moveOne(ctx, targets(ctx, "move", notControlledBy(ctx.g, ctx.you)));
    },
  }),
  action({
    id: "swashbuckling",
    count: 1,
    name: { en: "Swashbuckling", fr: "Swashbuckling" },
    text: {
      en: "Each of your minions gets +1 power until the end of the turn.",
      fr: "Chacune de vos créatures gagne +1 en force jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      for (const m of minionsOf(ctx.g, ctx.you)) addPowerUntil(ctx, m, 1);
    },
  }),
]);

/** Moves up to `max` different minions of yours, one at a time, each to a base of your choice. */
function* moveYourMinions(ctx: Ctx, max: number): Eff {
  const { g } = ctx;
  // Stryker disable next-line ConditionalExpression: equivalent because a game has at least players + 1 bases in play (SETUP-7, DECK-7), so another base always exists
  if (g.basesInPlay.length < 2) return;
  const moved: Uid[] = [];
  while (moved.length < max) {
    // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
    const options = targets(ctx, "move", (m) => controlledBy(g, ctx.you)(m) && !moved.includes(m));
    const m = yield* chooseCard(ctx, ctx.you, "move", options, true);
    if (m === null) return;
    moved.push(m);
    yield* moveToChosenBase(ctx, m);
  }
}
