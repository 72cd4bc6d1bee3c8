// Aliens (core set): send minions back to hand and rearrange bases.

import {
  any,
  card,
  chooseBase,
  chooseCard,
  chooseSeat,
  chooseTarget,
  defOf,
  detach,
  discardFromHand,
  gainVp,
  grantExtra,
  leavePlay,
  log,
  minionsOn,
  moveOne,
  others,
  placeOnDeck,
  player,
  powerAtMost,
  put,
  returnChosen,
  returnToHand,
  sameName,
  showTo,
  shuffleBaseDeck,
  swapBase,
  targets,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

export default faction("aliens", "core", { en: "Aliens", fr: "Aliens" }, [
  minion({
    id: "supreme-overlord",
    power: 5,
    count: 1,
    name: { en: "Supreme Overlord", fr: "Supreme Overlord" },
    text: {
      en: "You may return a minion to its owner's hand.",
      fr: "Vous pouvez renvoyer une créature dans la main de son propriétaire.",
    },
    *onPlay(ctx) {
      yield* returnChosen(ctx, any, { optional: true });
    },
  }),
  minion({
    id: "invader",
    power: 3,
    count: 2,
    name: { en: "Invader", fr: "Invader" },
    text: { en: "Gain 1 VP.", fr: "Gagnez 1 PV." },
    *onPlay(ctx) {
      gainVp(ctx.g, ctx.you, 1);
    },
  }),
  minion({
    id: "scout",
    power: 3,
    count: 3,
    name: { en: "Scout", fr: "Scout" },
    text: {
      en: "Special: after this minion's base scores, you may put it into your hand instead of the discard pile.",
      fr: "Spécial : après la conquête de la base de cette créature, vous pouvez la prendre en main au lieu de la défausser.",
    },
    specials: [
      {
        window: "afterScoring",
        from: "play",
        can: (g, self, _seat, w) => card(g, self).zone === "base" && card(g, self).at === w.base,
        *use(ctx) {
          const { g, self } = ctx;
          const c = card(g, self);
          detach(g, self);
          leavePlay(g, self);
          put(g, self, "hand", c.owner);
          log(g, "toHand", [c.owner, self]);
        },
      },
    ],
  }),
  minion({
    id: "collector",
    power: 2,
    count: 4,
    name: { en: "Collector", fr: "Récolteur" },
    nameRefs: ["Collector"],
    // Bigger Geekier Box errata (2018): Collector can't return another Collector.
    text: {
      en: "You may return a minion of power 3 or less that is not a Collector from this base to its owner's hand.",
      fr: "Vous pouvez renvoyer dans la main de son propriétaire une créature de force 3 ou moins de cette base qui n'est pas un Récolteur.",
    },
    *onPlay(ctx, base) {
      const { g } = ctx;
      const fits = powerAtMost(g, 3);
      // "A Collector" is a name (BGB-6): a reprint named Collector is one too.
      yield* returnChosen(ctx, (m) => fits(m) && !sameName(g, m, ctx.self), {
        from: minionsOn(g, base),
        optional: true,
      });
    },
  }),
  action({
    id: "abduction",
    count: 1,
    name: { en: "Abduction", fr: "Abduction" },
    text: {
      en: "Return a minion to its owner's hand. Play an extra minion.",
      fr: "Renvoyez une créature dans la main de son propriétaire. Jouez une créature supplémentaire.",
    },
    *onPlay(ctx) {
      yield* returnChosen(ctx, any);
      yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
    },
  }),
  action({
    id: "beam-up",
    count: 2,
    name: { en: "Beam Up", fr: "Beam Up" },
    text: {
      en: "Return a minion to its owner's hand.",
      fr: "Renvoyez une créature dans la main de son propriétaire.",
    },
    *onPlay(ctx) {
      yield* returnChosen(ctx, any);
    },
  }),
  action({
    id: "crop-circles",
    count: 1,
    name: { en: "Crop Circles", fr: "Crop Circles" },
    text: {
      en: "Choose a base. Return each minion there to its owner's hand.",
      fr: "Choisissez une base. Renvoyez chaque créature qui s'y trouve dans la main de son propriétaire.",
    },
    *onPlay(ctx) {
      const b = yield* chooseBase(ctx, ctx.you, "chooseBase", ctx.g.basesInPlay);
      // Stryker disable next-line ConditionalExpression: equivalent because bases are always in play, so b is never null
      if (b === null) return;
      for (const m of minionsOn(ctx.g, b).slice()) returnToHand(ctx, m);
    },
  }),
  action({
    id: "disintegrator",
    count: 2,
    name: { en: "Disintegrator", fr: "Disintegrator" },
    text: {
      en: "Put a minion of power 3 or less on the bottom of its owner's deck.",
      fr: "Placez une créature de force 3 ou moins sous la pioche de son propriétaire.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells "place" from other effects
      const t = yield* chooseTarget(
        ctx,
        ctx.you,
        "placeBottom",
        "place",
        targets(ctx, "place", powerAtMost(ctx.g, 3)),
      );
      // Stryker disable next-line StringLiteral: equivalent because placeOnDeck puts anything but "top" at the bottom
      if (t !== null) placeOnDeck(ctx, t, "bottom");
    },
  }),
  action({
    id: "invasion",
    count: 1,
    name: { en: "Invasion", fr: "Invasion" },
    text: { en: "Move a minion to another base.", fr: "Déplacez une créature vers une autre base." },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells "move" from other effects
      yield* moveOne(ctx, targets(ctx, "move", any));
    },
  }),
  action({
    id: "jammed-signal",
    count: 1,
    name: { en: "Jammed Signal", fr: "Jammed Signal" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: all players ignore this base's ability.",
      fr: "Jouez sur une base. Permanent : tous les joueurs ignorent la capacité de cette base.",
    },
    // Stryker disable next-line ConditionalExpression: equivalent because the engine only asks the actions attached to the base itself
    cancelsBaseAbility: (g, self, base) => card(g, self).at === base,
  }),
  action({
    id: "probe",
    count: 1,
    name: { en: "Probe", fr: "Probe" },
    text: {
      en: "Look at another player's hand and choose a minion in it. That player discards it.",
      fr: "Regardez la main d'un autre joueur et choisissez-y une créature. Ce joueur la défausse.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const victim = yield* chooseSeat(ctx, ctx.you, "choosePlayer", others(g, ctx.you));
      // Stryker disable next-line ConditionalExpression: equivalent because a game always has another player
      if (victim === null) return;
      const hand = player(g, victim).hand;
      log(g, "lookHand", [ctx.you, victim]);
      showTo(g, ctx.you, hand);
      const minions = hand.filter((u) => defOf(g, u).type === "minion");
      const t = yield* chooseCard(ctx, ctx.you, "discardFromHand", minions);
      // Stryker disable next-line ConditionalExpression: equivalent because discardFromHand ignores a card not in the hand
      if (t !== null) discardFromHand(g, victim, [t]);
    },
  }),
  action({
    id: "terraforming",
    count: 1,
    name: { en: "Terraforming", fr: "Terraforming" },
    // Bigger Geekier Box errata (2018): the minions of the swapped base stay in play on the new one.
    text: {
      en: "Search the base deck for a base and swap it with a base in play; actions on the old base are discarded, its minions stay. Shuffle the base deck. You may play an extra minion on the new base.",
      fr: "Cherchez une base dans la pioche Base et échangez-la avec une base en jeu ; les actions de l'ancienne base sont défaussées, ses créatures restent. Mélangez la pioche Base. Vous pouvez jouer une créature supplémentaire sur la nouvelle base.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // Stryker disable next-line ConditionalExpression: equivalent because the base deck is never empty while bases are in play (DECK-7 refills it)
      if (g.baseDeck.length === 0) return;
      const fresh = yield* chooseBase(ctx, ctx.you, "searchBaseDeck", g.baseDeck);
      // Stryker disable next-line ConditionalExpression: equivalent because the base deck is not empty (checked above) and the choice is mandatory
      if (fresh === null) return;
      const old = yield* chooseBase(ctx, ctx.you, "swapBase", g.basesInPlay);
      // Stryker disable next-line ConditionalExpression: equivalent because bases are always in play, so old is never null
      if (old === null) return;
      // "Swap": the old base goes back into the base deck, which is then shuffled (DECK-4).
      swapBase(g, old, fresh, "deck");
      shuffleBaseDeck(g);
      // The extra says where the minion goes, not how it is chosen: in the play phase it can wait
      // for later in the phase (PLAY-9), on the new base only.
      yield* grantExtra(ctx, ctx.you, { kind: "minion", base: fresh, source: ctx.def });
    },
  }),
]);
