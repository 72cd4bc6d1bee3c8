// Mad Scientists (Monster Smash): +1 power counters everywhere, bought with spare parts — hand
// cards, other minions, counters themselves. Readings: docs/boxes/monster-smash.md §2.2.

import {
  type Among,
  addCounters,
  anyTarget,
  type Ctx,
  card,
  cardCtx,
  chooseCard,
  countersForHandCards,
  destroyChosen,
  destroyMinion,
  type Eff,
  type GameState,
  grantExtra,
  minionsOf,
  offerExtraMinion,
  placeCounterOnEach,
  placeCountersSplit,
  power,
  powerAtMost,
  removeAnyCounters,
  removeCounters,
  type Seat,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** "Another of your minions" that an effect of `ctx` may put a counter on. */
function otherMinionsFor<T = Uid[]>(
  ctx: Ctx,
  seat: Seat,
  self: Uid,
  among: Among<T> = targets as Among<T>,
): T {
  return among(ctx, "counter", (m) => m !== self, minionsOf(ctx.g, seat));
}

/** "Place a +1 power counter on another of your minions": the card's controller chooses. */
function* counterOnAnother(ctx: Ctx): Eff {
  const t = yield* chooseCard(ctx, ctx.you, "placeCounter", otherMinionsFor(ctx, ctx.you, ctx.self));
  if (t !== null) addCounters(ctx, t, 1);
}

/** What the action `self` was played on: its base, or its host minion. The engine asks an ongoing
 * ability only while its card is in play (TERM-ONGOING), so it is there. */
const playedOn = (g: GameState, self: Uid): Uid => card(g, self).at;

export default faction("mad-scientists", "monster-smash", { en: "Mad Scientists", fr: "Savants fous" }, [
  minion({
    id: "herr-doktor",
    power: 5,
    count: 1,
    name: { en: "Herr Doktor", fr: "Herr Doktor" },
    text: {
      en: "Talent: place a +1 power counter on another of your minions.",
      fr: "Talent : placez un marqueur Force +1 sur une autre de vos créatures.",
    },
    talent: {
      from: "play",
      // Offered only when it can do something.
      can: (g, self, seat) => otherMinionsFor(cardCtx(g, self), seat, self, anyTarget),
      use: counterOnAnother,
    },
  }),
  minion({
    id: "the-monster",
    power: 4,
    count: 2,
    name: { en: "The Monster", fr: "The Monster" },
    text: {
      en: "Talent: remove a +1 power counter from this minion to play an extra minion.",
      fr: "Talent : retirez un marqueur Force +1 de cette créature pour jouer une créature supplémentaire.",
    },
    talent: {
      from: "play",
      // TERM-TO: without a counter to pay, there is nothing to use.
      can: (g, self) => card(g, self).counters > 0,
      *use(ctx) {
        // Granted in the play phase by a non-Special: the extra is kept for later (PLAY-9).
        if (removeCounters(ctx, ctx.self, 1) === 1)
          yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
      },
    },
  }),
  minion({
    id: "lab-assistant",
    power: 3,
    count: 3,
    name: { en: "Lab Assistant", fr: "Lab Assistant" },
    text: {
      en: "Place a +1 power counter on another of your minions.",
      fr: "Placez un marqueur Force +1 sur une autre de vos créatures.",
    },
    onPlay: counterOnAnother,
  }),
  minion({
    id: "igor",
    power: 2,
    count: 4,
    name: { en: "Igor", fr: "Igor" },
    text: {
      en: "Ongoing: after this minion is destroyed or discarded, place a +1 power counter on one of your minions.",
      fr: "Permanent : après que cette créature a été détruite ou défaussée, placez un marqueur Force +1 sur une de vos créatures.",
    },
    onEvents: ["minionDestroyed", "minionDiscarded"],
    on(g, self, ev) {
      if ((ev.t !== "minionDestroyed" && ev.t !== "minionDiscarded") || ev.uid !== self) return null;
      // Seen as it leaves (MS-4): "you" is its controller then; it resolves once it is gone.
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => igorCounter(ctx),
      };
    },
  }),
  action({
    id: "angry-mob",
    count: 1,
    name: { en: "Angry Mob", fr: "Angry Mob" },
    text: {
      en: "Choose one of your minions. Put any number of cards from your hand on the bottom of your deck. Place a +1 power counter on that minion for each of them.",
      fr: "Choisissez une de vos créatures. Placez autant de cartes de votre main que vous voulez sous votre pioche. Placez un marqueur Force +1 sur cette créature pour chacune d'elles.",
    },
    *onPlay(ctx) {
      yield* countersForHandCards(ctx, { to: "deckBottom" });
    },
  }),
  action({
    id: "blitzed",
    count: 1,
    name: { en: "Blitzed", fr: "Blitzed" },
    text: {
      en: "Remove any number of +1 power counters from your minions. Destroy a minion whose power is at most the number of counters removed.",
      fr: "Retirez autant de marqueurs Force +1 de vos créatures que vous voulez. Détruisez une créature dont la force est au plus égale au nombre de marqueurs retirés.",
    },
    *onPlay(ctx) {
      // Not a "to": the destruction happens whatever was removed, 0 included (§4).
      const removed = yield* removeAnyCounters(ctx, ctx.you, minionsOf(ctx.g, ctx.you));
      yield* destroyChosen(ctx, powerAtMost(ctx.g, removed));
    },
  }),
  action({
    id: "body-shop",
    count: 1,
    name: { en: "Body Shop", fr: "Body Shop" },
    text: {
      en: "Destroy one of your minions. Place as many +1 power counters as its power on your minions, split as you choose.",
      fr: "Détruisez une de vos créatures. Placez autant de marqueurs Force +1 que sa force sur vos créatures, répartis comme vous le voulez.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const victim = yield* chooseCard(
        ctx,
        you,
        "destroy",
        targets(ctx, "destroy", () => true, minionsOf(g, you)),
      );
      if (victim === null) return;
      // Its power as it was just before the destruction (TERM-POWER). Not a "to": the counters
      // are placed even if the destruction failed (§4).
      const n = power(g, victim);
      yield* destroyMinion(ctx, victim);
      yield* placeCountersSplit(ctx, you, n, minionsOf(g, you));
    },
  }),
  action({
    id: "german-engineering",
    count: 1,
    name: { en: "German Engineering", fr: "German Engineering" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: after you play a minion here, place a +1 power counter on it.",
      fr: "Jouez sur une base. Permanent : après que vous avez joué une créature ici, placez-y un marqueur Force +1.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== playedOn(g, self) || ev.seat !== card(g, self).controller)
        return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          addCounters(ctx, ev.uid, 1);
        },
      };
    },
  }),
  action({
    id: "grave-situation",
    count: 1,
    name: { en: "Grave Situation", fr: "Grave Situation" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: after one of your minions here is destroyed, put it into its owner's hand instead of the discard pile.",
      fr: "Jouez sur une base. Permanent : quand une de vos créatures ici est détruite, elle va dans la main de son propriétaire au lieu de sa défausse.",
    },
    destroyedTo(g, self, m) {
      const c = card(g, m);
      return c.at === playedOn(g, self) && c.controller === card(g, self).controller ? "hand" : null;
    },
  }),
  action({
    id: "its-alive",
    count: 2,
    name: { en: "IT'S ALIVE!", fr: "IT'S ALIVE!" },
    text: {
      en: "Play an extra minion. Place a +1 power counter on it.",
      fr: "Jouez une créature supplémentaire. Placez-y un marqueur Force +1.",
    },
    *onPlay(ctx) {
      // The counter needs the card: the extra is played now (PLAY-9 c).
      const played = yield* offerExtraMinion(ctx, ctx.you);
      if (played !== null) addCounters(ctx, played, 1);
    },
  }),
  action({
    id: "jolt",
    count: 1,
    name: { en: "Jolt", fr: "Jolt" },
    text: {
      en: "Place a +1 power counter on each of your minions.",
      fr: "Placez un marqueur Force +1 sur chacune de vos créatures.",
    },
    *onPlay(ctx) {
      placeCounterOnEach(ctx, minionsOf(ctx.g, ctx.you));
    },
  }),
  action({
    id: "uberserum",
    count: 2,
    name: { en: "Überserum", fr: "Überserum" },
    attach: "minion",
    text: {
      en: "Play on a minion. Ongoing: at the start of your turn, place a +1 power counter on this minion. This minion cannot be destroyed.",
      fr: "Jouez sur une créature. Permanent : au début de votre tour, placez un marqueur Force +1 sur cette créature. Cette créature ne peut pas être détruite.",
    },
    indestructible: (g, self, target) => playedOn(g, self) === target,
    onEvents: ["turnStart"],
    on(g, self, ev) {
      // "Your turn": the turn of this action's controller, whoever controls its host.
      if (ev.t !== "turnStart" || ev.seat !== card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          addCounters(ctx, playedOn(ctx.g, ctx.self), 1);
        },
      };
    },
  }),
]);

function* igorCounter(ctx: Ctx): Eff {
  const mine = targets(ctx, "counter", () => true, minionsOf(ctx.g, ctx.you));
  const t = yield* chooseCard(ctx, ctx.you, "placeCounter", mine);
  if (t !== null) addCounters(ctx, t, 1);
}
