// Giant Ants (Monster Smash): small minions grown by +1 power counters, which they pass around
// (readings: docs/boxes/monster-smash.md §2.1).

import {
  addCounters,
  addPowerUntil,
  allMinions,
  any,
  type Ctx,
  card,
  chooseCard,
  chooseCards,
  chooseUntargeted,
  controlledBy,
  draw,
  type Eff,
  type GameState,
  minionsOf,
  minionsOn,
  minionsPlayedOnThisTurn,
  moveOne,
  placeCounterOnEach,
  playSelf,
  removeAnyCounters,
  removeCounters,
  targets,
  transferAnyCounters,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** Some minion among `from` carries counters that could go to another minion among `to`. */
function canTransfer(g: GameState, from: readonly Uid[], to: readonly Uid[]): boolean {
  return from.some((m) => card(g, m).counters > 0 && to.some((d) => d !== m));
}

/** "Place n +1 power counters on this minion." */
function countersOnItself(n: number): (ctx: Ctx) => Eff {
  return function* (ctx) {
    addCounters(ctx, ctx.self, n);
  };
}

export default faction("giant-ants", "monster-smash", { en: "Giant Ants", fr: "Fourmis géantes" }, [
  minion({
    id: "killer-queen",
    power: 4,
    count: 1,
    name: { en: "Killer Queen", fr: "Killer Queen" },
    text: {
      en: "Talent: if you played another minion here this turn, place a +1 power counter on this minion and one on that minion.",
      fr: "Talent : si vous avez joué une autre créature ici ce tour-ci, placez un marqueur Force +1 sur cette créature et un sur l'autre.",
    },
    talent: {
      from: "play",
      can: () => true,
      *use(ctx) {
        const { g, self } = ctx;
        // "Here" is where the Queen is now; a minion played here that has left since is no longer
        // "that minion", and without it the Queen gets nothing either.
        const played = minionsPlayedOnThisTurn(g, ctx.you, card(g, self).at);
        const candidates = minionsOn(g, card(g, self).at).filter((m) => m !== self && played.includes(m));
        // "That minion" is the one you played: identified by the text, not designated, so a protected
        // one still counts for the Queen (the counter on it is then refused by mayAffect).
        const other = yield* chooseUntargeted(ctx, ctx.you, "placeCounter", candidates, "identifies");
        if (other === null) return;
        addCounters(ctx, self, 1);
        addCounters(ctx, other, 1);
      },
    },
  }),
  minion({
    id: "drone",
    power: 3,
    count: 2,
    name: { en: "Drone", fr: "Drone" },
    text: {
      en: "Place a +1 power counter on this minion. Ongoing: before one of your minions is destroyed, you may remove a +1 power counter from this minion to prevent it.",
      fr: "Placez un marqueur Force +1 sur cette créature. Permanent : avant qu'une de vos créatures soit détruite, vous pouvez retirer un marqueur Force +1 de cette créature pour empêcher sa destruction.",
    },
    onPlay: countersOnItself(1),
    preventDestroy(g, self, target) {
      const drone = card(g, self);
      // TERM-TO: without a counter to pay with, nothing is offered.
      if (card(g, target).controller !== drone.controller || drone.counters < 1) return null;
      return function* (ctx) {
        // The threatened minion is the only option, so its controller sees which one is at stake.
        const save = yield* chooseCard(ctx, ctx.you, "preventDestroy", [target], true);
        return save !== null && removeCounters(ctx, ctx.self, 1) === 1;
      };
    },
  }),
  minion({
    id: "soldier",
    power: 1,
    count: 3,
    name: { en: "Soldier", fr: "Soldier" },
    text: {
      en: "Place two +1 power counters on this minion. Talent: transfer a +1 power counter from this minion to another minion.",
      fr: "Placez deux marqueurs Force +1 sur cette créature. Talent : transférez un marqueur Force +1 de cette créature vers une autre créature.",
    },
    onPlay: countersOnItself(2),
    talent: {
      from: "play",
      can: (g, self) => canTransfer(g, [self], allMinions(g)),
      *use(ctx) {
        // CONFLICT-10: "another minion" is anyone's.
        yield* transferAnyCounters(ctx, ctx.you, { from: [ctx.self], to: () => allMinions(ctx.g), max: 1 });
      },
    },
  }),
  minion({
    id: "worker",
    power: 0,
    count: 4,
    name: { en: "Worker", fr: "Worker" },
    text: {
      en: "Place two +1 power counters on this minion.",
      fr: "Placez deux marqueurs Force +1 sur cette créature.",
    },
    onPlay: countersOnItself(2),
  }),
  action({
    id: "a-kind-of-magic",
    count: 1,
    name: { en: "A Kind of Magic", fr: "A Kind of Magic" },
    text: {
      en: "Transfer any number of your +1 power counters among your minions.",
      fr: "Transférez autant de vos marqueurs Force +1 que vous voulez entre vos créatures.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      // "Any or all": none is fine (CONFLICT-8).
      yield* transferAnyCounters(ctx, you, {
        from: minionsOf(g, you),
        to: () => minionsOf(g, you),
        repeat: true,
        optional: true,
      });
    },
  }),
  action({
    id: "gimme-the-prize",
    count: 2,
    name: { en: "Gimme the Prize", fr: "Gimme the Prize" },
    text: {
      en: "Place a +1 power counter on each of up to three of your minions.",
      fr: "Placez un marqueur Force +1 sur jusqu'à trois de vos créatures (un chacune).",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in play tells "counter" from other effects
      const mine = targets(ctx, "counter", any, minionsOf(ctx.g, ctx.you));
      placeCounterOnEach(ctx, yield* chooseCards(ctx, ctx.you, "placeCounter", mine, 0, 3));
    },
  }),
  action({
    id: "headlong",
    count: 1,
    name: { en: "Headlong", fr: "Headlong" },
    text: {
      en: "Move one of your minions to another base. Place two +1 power counters on it.",
      fr: "Déplacez une de vos créatures vers une autre base. Placez-y deux marqueurs Force +1.",
    },
    *onPlay(ctx) {
      // Not a "to": the counters go on it even if it could not move (CONFLICT-6).
      // Stryker disable next-line StringLiteral: equivalent because no protection in play tells "move" from other effects
      const m = yield* moveOne(ctx, targets(ctx, "move", controlledBy(ctx.g, ctx.you)));
      if (m !== null) addCounters(ctx, m, 2);
    },
  }),
  action({
    id: "the-show-must-go-on",
    count: 1,
    name: { en: "The Show Must Go On", fr: "The Show Must Go On" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: your minions here that have +1 power counters are not affected by other players' cards.",
      fr: "Jouez sur une base. Permanent : vos créatures ici qui portent des marqueurs Force +1 ne sont pas affectées par les cartes des autres joueurs.",
    },
    shield(g, self, target, ctx) {
      const show = card(g, self);
      // Minions only: an action here carrying counters (Summon Wolves) is not protected.
      if (!minionsOn(g, show.at).includes(target)) return null;
      const t = card(g, target);
      if (t.controller !== show.controller || t.counters < 1) return null;
      // A base's ability is no player's card (ctx.self < 0).
      return ctx.self >= 0 && ctx.you !== show.controller ? "immune" : null;
    },
  }),
  action({
    id: "under-pressure",
    count: 1,
    name: { en: "Under Pressure", fr: "Under Pressure" },
    text: {
      en: "Special: before a base scores, you may transfer any number of +1 power counters from one of your minions to another of your minions.",
      fr: "Spécial : avant la conquête d'une base, vous pouvez transférer autant de marqueurs Force +1 que vous voulez d'une de vos créatures vers une autre de vos créatures.",
    },
    // Its only text is this Special: it can't be played at any other time (MEFIRST-8).
    specials: [
      {
        window: "beforeScoring",
        from: "hand",
        can: (g, _self, seat) => canTransfer(g, minionsOf(g, seat), minionsOf(g, seat)),
        *use(ctx) {
          const { g, you } = ctx;
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because this card has no onPlay, the only reader of the target and the Special flag
          yield* playSelf(ctx, -1);
          yield* transferAnyCounters(ctx, you, {
            from: minionsOf(g, you),
            to: () => minionsOf(g, you),
            optional: true,
          });
        },
      },
    ],
  }),
  action({
    id: "we-are-the-champions",
    count: 1,
    name: { en: "We Are the Champions", fr: "We Are the Champions" },
    // 2018 errata: "a base … there", since "this base" can't apply to a card played from hand.
    text: {
      en: "Special: after a base scores, transfer any number of +1 power counters from one of your minions there to another minion.",
      fr: "Spécial : après la conquête d'une base, transférez autant de marqueurs Force +1 que vous voulez d'une de vos créatures de cette base vers une autre créature.",
    },
    specials: [
      {
        window: "afterScoring",
        from: "hand",
        can: (g, _self, seat, w) => canTransfer(g, minionsOf(g, seat, w.base), allMinions(g)),
        *use(ctx, w) {
          const { g, you } = ctx;
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because this card has no onPlay, the only reader of the target and the Special flag
          yield* playSelf(ctx, -1);
          // Before the scored base's minions are discarded (TERM-AFTER-SCORING); "any or all"
          // allows none (CONFLICT-8).
          yield* transferAnyCounters(ctx, you, {
            from: minionsOf(g, you, w.base),
            to: () => allMinions(g),
            optional: true,
          });
        },
      },
    ],
  }),
  action({
    id: "we-will-rock-you",
    count: 2,
    name: { en: "We Will Rock You", fr: "We Will Rock You" },
    text: {
      en: "Each of your minions gains +1 power for each +1 power counter on it until the end of the turn.",
      fr: "Chacune de vos créatures gagne +1 en force par marqueur Force +1 qu'elle porte jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      // Counted now (TERM-DURATION): counters gained later this turn don't add to it.
      for (const m of minionsOf(ctx.g, ctx.you)) {
        const n = card(ctx.g, m).counters;
        if (n > 0) addPowerUntil(ctx, m, n);
      }
    },
  }),
  action({
    id: "who-wants-to-live-forever",
    count: 1,
    name: { en: "Who Wants to Live Forever?", fr: "Who Wants to Live Forever?" },
    text: {
      en: "Remove any number of +1 power counters from your minions. Draw a card for each counter removed.",
      fr: "Retirez autant de marqueurs Force +1 de vos créatures que vous voulez. Piochez une carte par marqueur retiré.",
    },
    *onPlay(ctx) {
      draw(ctx.g, ctx.you, yield* removeAnyCounters(ctx, ctx.you, minionsOf(ctx.g, ctx.you)));
    },
  }),
]);
