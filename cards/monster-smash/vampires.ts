// Vampires (Monster Smash): they grow on what they destroy (readings: docs/boxes/monster-smash.md
// §2.3).

import {
  addCounters,
  type Ctx,
  card,
  cardCtx,
  chooseCard,
  chooseTarget,
  countersForHandCards,
  defOf,
  destroyChosen,
  destroyMinion,
  type Eff,
  type GameState,
  isWinner,
  minionCountOf,
  minionsOf,
  minionsOn,
  offerExtraMinion,
  others,
  placeCounterOnEach,
  player,
  playerPowerOn,
  playSelf,
  powerAtMost,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, type Listens, minion } from "../define.ts";

/** "Destroy a minion among these to place a +1 power counter on this card" (TERM-TO, OPEN-31):
 * the counter only if the chosen minion was really destroyed. */
function* destroyToGrow(ctx: Ctx, candidates: Uid[], optional: boolean): Eff {
  const t = yield* chooseTarget(ctx, ctx.you, "destroy", "destroy", candidates, optional);
  if (t !== null && (yield* destroyMinion(ctx, t))) addCounters(ctx, ctx.self, 1);
}

/** "After another player's minion is destroyed, place a +1 power counter on X": the minion was
 * controlled, just before it left, by someone other than this card's controller. `onto` names the
 * card receiving the counter when the trigger resolves (the Count itself, Opportunist's host). */
function onOthersLoss(onto: (g: GameState, self: Uid) => Uid): Listens<"minionDestroyed"> {
  return {
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.controller === card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          addCounters(ctx, onto(ctx.g, self), 1);
        },
      };
    },
  };
}

export default faction("vampires", "monster-smash", { en: "Vampires", fr: "Vampires" }, [
  minion({
    id: "the-count",
    power: 5,
    count: 1,
    name: { en: "The Count", fr: "The Count" },
    text: {
      en: "Ongoing: after another player's minion is destroyed, place a +1 power counter on this minion.",
      fr: "Permanent : après la destruction d'une créature d'un autre joueur, placez un marqueur Force +1 sur cette créature.",
    },
    // Destroyed together with the other minion, it sees it go but has left play: no counter lands.
    ...onOthersLoss((_g, self) => self),
  }),
  minion({
    id: "nightstalker",
    power: 4,
    count: 2,
    name: { en: "Nightstalker", fr: "Nightstalker" },
    text: {
      en: "Destroy a minion of power 2 or less here to place a +1 power counter on this minion.",
      fr: "Détruisez une créature de force 2 ou moins ici pour placer un marqueur Force +1 sur cette créature.",
    },
    // No "may": mandatory when a target exists, yours included. Never itself: destroying itself
    // could never pay the counter.
    *onPlay(ctx, base) {
      const fits = powerAtMost(ctx.g, 2);
      yield* destroyToGrow(
        ctx,
        minionsOn(ctx.g, base).filter((m) => m !== ctx.self && fits(m)),
        false,
      );
    },
  }),
  minion({
    id: "heavy-drinker",
    power: 3,
    count: 3,
    name: { en: "Heavy Drinker", fr: "Heavy Drinker" },
    text: {
      en: "You may destroy another of your minions to place a +1 power counter on this minion.",
      fr: "Vous pouvez détruire une autre de vos créatures pour placer un marqueur Force +1 sur cette créature.",
    },
    *onPlay(ctx) {
      yield* destroyToGrow(
        ctx,
        minionsOf(ctx.g, ctx.you).filter((m) => m !== ctx.self),
        true,
      );
    },
  }),
  minion({
    id: "fledgling-vampire",
    power: 2,
    count: 4,
    name: { en: "Fledgling Vampire", fr: "Fledgling Vampire" },
    text: {
      en: "After you play this minion, if another player has more power here than you, place a +1 power counter on it.",
      fr: "Après avoir joué cette créature, si un autre joueur a plus de force que vous ici, placez-y un marqueur Force +1.",
    },
    *onPlay(ctx, base) {
      const { g, you } = ctx;
      // Compared after the play: this minion counts in your total.
      const mine = playerPowerOn(g, you, base);
      if (others(g, you).some((s) => playerPowerOn(g, s, base) > mine)) addCounters(ctx, ctx.self, 1);
    },
  }),
  action({
    id: "big-gulp",
    count: 1,
    name: { en: "Big Gulp", fr: "Big Gulp" },
    text: {
      en: "Destroy a minion of power 4 or less.",
      fr: "Détruisez une créature de force 4 ou moins.",
    },
    *onPlay(ctx) {
      yield* destroyChosen(ctx, powerAtMost(ctx.g, 4));
    },
  }),
  action({
    id: "buffet",
    count: 1,
    name: { en: "Buffet", fr: "Buffet" },
    text: {
      en: "Special: after a base scores, play this card. If you were its winner, place a +1 power counter on each of your minions.",
      fr: "Spécial : après la conquête d'une base, jouez cette carte. Si vous en étiez le vainqueur, placez un marqueur Force +1 sur chacune de vos créatures.",
    },
    // Its only text is this Special: it can't be played at any other time (MEFIRST-8). Playing
    // it without having won is legal and does nothing (the text's "if").
    specials: [
      {
        window: "afterScoring",
        from: "hand",
        can: () => true,
        *use(ctx, w) {
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because a card that is neither attached nor has an onPlay ignores its target and the special flag
          yield* playSelf(ctx, -1);
          // SCORE-13: every tied winner is a winner; minions on the scored base count too.
          if (isWinner(w, ctx.you)) placeCounterOnEach(ctx, minionsOf(ctx.g, ctx.you));
        },
      },
    ],
  }),
  action({
    id: "crack-of-dusk",
    count: 2,
    name: { en: "Crack of Dusk", fr: "Crack of Dusk" },
    text: {
      en: "Play a minion of power 2 or less from your discard pile as an extra minion. Place a +1 power counter on it.",
      fr: "Jouez une créature de force 2 ou moins de votre défausse comme créature supplémentaire. Placez-y un marqueur Force +1.",
    },
    // The counter needs the card: the extra is played now (PLAY-9 c, CARD-EXTRA-CHOICE).
    *onPlay(ctx) {
      const played = yield* offerExtraMinion(ctx, ctx.you, {
        cards: player(ctx.g, ctx.you).discard,
        maxPower: 2,
      });
      if (played !== null) addCounters(ctx, played, 1);
    },
  }),
  action({
    id: "cull-the-weak",
    count: 1,
    name: { en: "Cull the Weak", fr: "Cull the Weak" },
    text: {
      en: "Choose one of your minions. Discard any number of minion cards from your hand; place a +1 power counter on it for each.",
      fr: "Choisissez une de vos créatures. Défaussez autant de cartes créature de votre main que vous voulez ; placez-y un marqueur Force +1 pour chacune.",
    },
    *onPlay(ctx) {
      yield* countersForHandCards(ctx, { card: (u) => defOf(ctx.g, u).type === "minion", to: "discard" });
    },
  }),
  action({
    id: "dinner-date",
    count: 2,
    name: { en: "Dinner Date", fr: "Dinner Date" },
    text: {
      en: "Place a +1 power counter on one of your minions. Destroy a minion of power 2 or less on that minion's base.",
      fr: "Placez un marqueur Force +1 sur une de vos créatures. Détruisez une créature de force 2 ou moins sur la base de cette créature.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const mine = yield* chooseCard(
        ctx,
        you,
        "placeCounter",
        targets(ctx, "counter", () => true, minionsOf(g, you)),
      );
      if (mine === null) return;
      addCounters(ctx, mine, 1);
      // Power read after the counter: a power 1 minion of yours that became 2 is a target too.
      yield* destroyChosen(ctx, powerAtMost(g, 2), { from: minionsOn(g, card(g, mine).at) });
    },
  }),
  action({
    id: "mad-monster-party",
    count: 1,
    name: { en: "Mad Monster Party", fr: "Mad Monster Party" },
    text: {
      en: "Place a +1 power counter on each of your minions that has none.",
      fr: "Placez un marqueur Force +1 sur chacune de vos créatures qui n'en porte aucun.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      placeCounterOnEach(
        ctx,
        minionsOf(g, you).filter((m) => card(g, m).counters === 0),
      );
    },
  }),
  action({
    id: "opportunist",
    count: 1,
    name: { en: "Opportunist", fr: "Opportunist" },
    attach: "minion",
    text: {
      en: "Play on a minion. Ongoing: after another player's minion is destroyed, place a +1 power counter on this minion.",
      fr: "Jouez sur une créature. Permanent : après la destruction d'une créature d'un autre joueur, placez un marqueur Force +1 sur cette créature.",
    },
    // "Another player" than Opportunist's controller, whoever controls its host (TERM-CONTROL).
    ...onOthersLoss((g, self) => card(g, self).at),
  }),
  action({
    id: "summon-wolves",
    count: 1,
    name: { en: "Summon Wolves", fr: "Summon Wolves" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: at the start of your turn, place a +1 power counter on this card. While you have a minion here, the counters on this card add to your total power here.",
      fr: "Jouez sur une base. Permanent : au début de votre tour, placez un marqueur Force +1 sur cette carte. Tant que vous avez une créature ici, les marqueurs de cette carte s'ajoutent à votre force totale ici.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      const c = card(g, self);
      if (ev.t !== "turnStart" || ev.seat !== c.controller) return null;
      return {
        def: c.def,
        ctx: cardCtx(g, self),
        run(ctx) {
          addCounters(ctx, self, 1);
        },
      };
    },
    // MS-9, COUNTER-4: its counters count for its controller only, and only with a minion here.
    playerPowerBonus(g, self, seat, base) {
      const c = card(g, self);
      if (c.at !== base || c.controller !== seat) return 0;
      return minionCountOf(g, seat, base) > 0 ? c.counters : 0;
    },
  }),
]);
