// Anansi Tales (World Tour: Culture Shock): cards that travel from hand to hand. Most of them go
// into another player's hand once resolved, and the spiders and snakes feed on it (readings:
// docs/boxes/culture-shock.md §2.2; cards in another player's hand: CS-1; destinations: CS-2).

import {
  addCounters,
  allMinions,
  type Ctx,
  card,
  cardCtx,
  chooseCard,
  chooseCards,
  chooseSeat,
  defOf,
  draw,
  type Eff,
  forbidActionNameThisTurn,
  giveToHand,
  grantExtra,
  isStandard,
  lookAtHand,
  minionPlayForbidden,
  minionsOf,
  moveOne,
  offerExtraAction,
  offerExtraCard,
  offerExtraMinion,
  others,
  overrideDestination,
  placeCountersSplit,
  player,
  type Seat,
  searchDeck,
  setOwnDestination,
  shuffleBack,
  shuffleIntoDeck,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** "Put this card into another player's hand" once it has resolved (CS-2: the card's own
 * destination, CONFLICT-1); the player who played it picks the receiver. */
function toAnotherHand(ctx: Ctx): void {
  setOwnDestination(ctx, ctx.self, { to: "otherHand", chooser: ctx.you });
}

/** Asks `ctx.you` for a card of their hand (held foreign cards included) and the other player who
 * receives it, among `receivers` (one left: no question). Returns the receiver, or null when no
 * card was given (declined, empty hand, nobody to receive). */
function* giveOneCard(ctx: Ctx, receivers: Seat[], optional: boolean): Eff<Seat | null> {
  const { g, you } = ctx;
  if (receivers.length === 0) return null;
  // Stryker disable next-line MethodExpression: equivalent because the hand is read before anything changes
  const c = yield* chooseCard(ctx, you, "giveCard", player(g, you).hand.slice(), optional);
  if (c === null) return null;
  const to = yield* chooseSeat(ctx, you, "chooseReceiver", receivers);
  // Stryker disable next-line ConditionalExpression: equivalent because the receiver is a mandatory choice among a non-empty list, and a card of the giver's hand always goes into another hand
  if (to === null || !giveToHand(ctx, c, to)) return null;
  return to;
}

/**
 * Anansi the Spider, The Perfect Gift: search the deck for a standard action and play it at once as
 * an extra action (CARD-EXTRA-CHOICE); declined, it goes back into the deck, shuffled. Once it has
 * resolved it goes into a hand of another player chosen by `you`, whatever the card itself says
 * (CARD-ANANSI-CADEAU: an override). Returns the card played (a cancelled one too), or null.
 */
function* giftFromDeck(ctx: Ctx): Eff<Uid | null> {
  const { g, you } = ctx;
  const found = yield* searchDeck(ctx, you, (u) => isStandard(g, u), "searchDeck");
  if (found === null) return null;
  const played = yield* offerExtraAction(ctx, you, { cards: [found] });
  if (played !== null) {
    overrideDestination(ctx, played, { to: "otherHand", chooser: you });
    return played;
  }
  // Declined, or it could not be played (Anansi's own restriction): back into the deck. A card
  // cancelled as it was played is in its owner's discard pile; it was played all the same.
  if (card(g, found).zone === "limbo") {
    shuffleBack(g, [found]);
    return null;
  }
  return found;
}

export default faction("anansi-tales", "culture-shock", { en: "Anansi Tales", fr: "Contes d'Anansi" }, [
  minion({
    id: "anansi-the-spider",
    power: 5,
    count: 1,
    name: { en: "Anansi the Spider", fr: "Anansi l'Araignée" },
    text: {
      en: "Talent: search your deck for a standard action and play it as an extra action; then put it into another player's hand instead of where it would go. You can't play another copy of that action this turn.",
      fr: "Talent : cherchez une action standard dans votre pioche et jouez-la comme action supplémentaire ; placez-la ensuite dans la main d'un autre joueur au lieu de sa destination normale. Vous ne pouvez plus jouer d'exemplaire de cette action ce tour-ci.",
    },
    talent: {
      from: "play",
      // With no standard action in the deck, the talent still searches (and shuffles).
      can: () => true,
      *use(ctx) {
        const played = yield* giftFromDeck(ctx);
        // By name, from any zone, for the rest of the turn: Anansi's player only (CONFLICT-3).
        if (played !== null) forbidActionNameThisTurn(ctx.g, ctx.you, played);
      },
    },
  }),
  minion({
    id: "onini-the-python",
    power: 4,
    count: 1,
    name: { en: "Onini the Python", fr: "Onini le Python" },
    text: {
      en: "Ongoing: after another player plays or discards a card they don't own from a hand or a deck, you may place a +1 power counter on one of your minions.",
      fr: "Permanent : après qu'un autre joueur a joué ou défaussé, depuis une main ou une pioche, une carte dont il n'est pas le propriétaire, vous pouvez placer un marqueur Force +1 sur une de vos créatures.",
    },
    // The reference's (errata'd) wording: optional, on any of your minions (§2.2, CS-Q1).
    // "After another player plays or discards a card they don't own from a hand or a deck" (CS-1:
    // the engine's `notOwnedUsed`, never emitted for Madness, always for unowned cards).
    onEvents: ["notOwnedUsed"],
    on(g, self, ev) {
      if (ev.t !== "notOwnedUsed" || ev.seat === card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => counterOnOneOfYours(ctx),
      };
    },
  }),
  minion({
    id: "osebo-the-leopard",
    power: 4,
    count: 1,
    name: { en: "Osebo the Leopard", fr: "Osebo the Leopard" },
    text: {
      en: "Ongoing: after you put a card into another player's hand, place a +1 power counter on this minion.",
      fr: "Permanent : après que vous avez placé une carte dans la main d'un autre joueur, placez un marqueur Force +1 sur cette créature.",
    },
    // One counter per card placed, whatever placed it (a card, a base, a destination at step 5).
    // Every placement is into another player's hand: "another player's hand" never offers the
    // chooser, and a card already in a hand is never placed into that same hand (hands.ts).
    onEvents: ["cardGiven"],
    on(g, self, ev) {
      // Stryker disable next-line ConditionalExpression: equivalent because no other event has a `by` seat
      if (ev.t !== "cardGiven" || ev.by !== card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          addCounters(ctx, ctx.self, 1);
        },
      };
    },
  }),
  minion({
    id: "akye-the-turtle",
    power: 3,
    count: 3,
    name: { en: "Akye the Turtle", fr: "Akye the Turtle" },
    text: {
      en: "You may put a card from your hand into another player's hand to draw two cards.",
      fr: "Vous pouvez placer une carte de votre main dans la main d'un autre joueur pour piocher deux cartes.",
    },
    *onPlay(ctx) {
      // TERM-TO: the draw only once a card was placed.
      if ((yield* giveOneCard(ctx, others(ctx.g, ctx.you), true)) !== null) draw(ctx.g, ctx.you, 2);
    },
  }),
  minion({
    id: "mboro-hornet",
    power: 2,
    count: 4,
    name: { en: "Mboro Hornet", fr: "Mboro le Frelon" },
    text: {
      en: "Special: after another player plays or discards a card they don't own from a hand or a deck, you may play this minion from your hand as an extra minion.",
      fr: "Spécial : après qu'un autre joueur a joué ou défaussé, depuis une main ou une pioche, une carte dont il n'est pas le propriétaire, vous pouvez jouer cette créature depuis votre main comme créature supplémentaire.",
    },
    // A reaction window at ORDER-1 step 4 (CS-3); the play is an immediate extra (PLAY-10, PLAY-12).
    specials: [
      {
        window: "notOwnedUsed",
        from: "hand",
        // The window opens only for that event, and asks only the players other than the one who
        // used the card (reactions.ts): what is left to check is that Mboro can go somewhere.
        can: (g, self, seat) => g.basesInPlay.some((b) => !minionPlayForbidden(g, seat, self, b)),
        *use(ctx) {
          yield* offerExtraMinion(ctx, ctx.you, { cards: [ctx.self], optional: false });
        },
      },
    ],
  }),
  action({
    id: "collecting-stories",
    count: 2,
    name: { en: "Collecting Stories", fr: "Recueillir des Histoires" },
    text: {
      en: "Look at another player's hand. You may play a card you own from it as an extra card.",
      fr: "Regardez la main d'un autre joueur. Vous pouvez y jouer une carte dont vous êtes le propriétaire comme carte supplémentaire.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const who = yield* chooseSeat(ctx, you, "choosePlayer", others(g, you));
      // Stryker disable next-line ConditionalExpression: equivalent because the player is a mandatory choice among the others, and a game has at least two players
      if (who === null) return;
      const mine = lookAtHand(g, you, who).filter((u) => card(g, u).owner === you);
      // The card says which card: now or never (CARD-EXTRA-CHOICE). Yours, so no Onini/Mboro.
      yield* offerExtraCard(ctx, you, { cards: mine });
    },
  }),
  action({
    id: "ear-of-corn",
    count: 1,
    name: { en: "Ear of Corn", fr: "Épi de Maïs" },
    text: {
      en: "Shuffle up to three actions from your discard pile into your deck. You may play an extra action. Put this card into another player's hand.",
      fr: "Mélangez jusqu'à trois actions de votre défausse dans votre pioche. Vous pouvez jouer une action supplémentaire. Placez cette carte dans la main d'un autre joueur.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const actions = player(g, you).discard.filter((u) => defOf(g, u).type === "action");
      // "Up to": zero shuffles nothing (CONFLICT-8).
      const chosen = yield* chooseCards(ctx, you, "shuffleIntoDeck", actions, 0, 3);
      shuffleIntoDeck(g, you, chosen);
      yield* grantExtra(ctx, you, { kind: "action", source: ctx.def });
      toAnotherHand(ctx);
    },
  }),
  action({
    id: "feather-gifts",
    count: 1,
    name: { en: "Feather Gifts", fr: "Feather Gifts" },
    text: {
      en: "Move one of your minions to another base. Put this card into another player's hand.",
      fr: "Déplacez une de vos créatures vers une autre base. Placez cette carte dans la main d'un autre joueur.",
    },
    *onPlay(ctx) {
      yield* moveOne(ctx, minionsOf(ctx.g, ctx.you));
      toAnotherHand(ctx);
    },
  }),
  action({
    id: "let-it-be-full-and-eat",
    count: 1,
    name: { en: "Let it be Full and Eat", fr: "Let it be Full and Eat" },
    text: {
      en: "Draw two cards. Put this card into another player's hand.",
      fr: "Piochez deux cartes. Placez cette carte dans la main d'un autre joueur.",
    },
    *onPlay(ctx) {
      // ORDER-3: it is resolving, in no pile, so a reshuffle while drawing doesn't take it.
      draw(ctx.g, ctx.you, 2);
      toAnotherHand(ctx);
    },
  }),
  action({
    id: "pot-of-beans",
    count: 2,
    name: { en: "Pot of Beans", fr: "Pot of Beans" },
    text: {
      en: "Place two +1 power counters on minions (both on one, or one each on two). Put this card into another player's hand.",
      fr: "Placez deux marqueurs Force +1 sur des créatures (les deux sur une seule, ou un sur chacune de deux). Placez cette carte dans la main d'un autre joueur.",
    },
    *onPlay(ctx) {
      // Any player's minions; a protected one is not offered (COUNTER-7).
      yield* placeCountersSplit(ctx, ctx.you, 2, allMinions(ctx.g));
      toAnotherHand(ctx);
    },
  }),
  action({
    id: "pot-of-wisdom",
    count: 1,
    name: { en: "Pot of Wisdom", fr: "Pot of Wisdom" },
    text: {
      en: "Draw a card for each other player, then put a card from your hand into each other player's hand. You may play an extra action.",
      fr: "Piochez une carte par autre joueur, puis placez une carte de votre main dans la main de chaque autre joueur. Vous pouvez jouer une action supplémentaire.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const left = others(g, you);
      draw(g, you, left.length);
      // One card each, mandatory while the hand lasts; short of cards, you choose who gets none.
      for (;;) {
        const to = yield* giveOneCard(ctx, left, false);
        if (to === null) break;
        left.splice(left.indexOf(to), 1);
      }
      yield* grantExtra(ctx, you, { kind: "action", source: ctx.def });
    },
  }),
  action({
    id: "the-perfect-gift",
    count: 1,
    name: { en: "The Perfect Gift", fr: "Le Cadeau Idéal" },
    text: {
      en: "Search your deck for a standard action and play it as an extra action; then put it into another player's hand instead of where it would go.",
      fr: "Cherchez une action standard dans votre pioche et jouez-la comme action supplémentaire ; placez-la ensuite dans la main d'un autre joueur au lieu de sa destination normale.",
    },
    *onPlay(ctx) {
      yield* giftFromDeck(ctx);
    },
  }),
  action({
    id: "trading-stories",
    count: 1,
    name: { en: "Trading Stories", fr: "Trading Stories" },
    text: {
      en: "You may put up to three cards from your hand into other players' hands. Then draw a card for each card put.",
      fr: "Vous pouvez placer jusqu'à trois cartes de votre main dans la main d'autres joueurs. Piochez ensuite une carte par carte ainsi placée.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      let put = 0;
      // Each card to any other player, the same one again if you like; the draws come after.
      while (put < 3 && (yield* giveOneCard(ctx, others(g, you), true)) !== null) put++;
      draw(g, you, put);
    },
  }),
]);

function* counterOnOneOfYours(ctx: Ctx): Eff {
  // Stryker disable next-line StringLiteral: equivalent because no protection in play tells "counter" from other effects
  const mine = targets(ctx, "counter", () => true, minionsOf(ctx.g, ctx.you));
  const t = yield* chooseCard(ctx, ctx.you, "placeCounter", mine, true);
  if (t !== null) addCounters(ctx, t, 1);
}
