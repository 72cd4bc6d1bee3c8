// Ancient Incas (World Tour: Culture Shock): actions played on bases, and cards that grow with
// every action you play there (readings: docs/boxes/culture-shock.md §2.1; vocabulary §0).

import {
  actionsOn,
  addCounters,
  allActionsInPlay,
  type Ctx,
  canMove,
  card,
  cardCtx,
  chooseCard,
  chooseCards,
  draw,
  type Eff,
  firstActionOnBaseThisTurn,
  type GameEvent,
  type GameState,
  grantExtra,
  hasMoveDestination,
  minionsOf,
  moveMinion,
  moveToChosenBase,
  offerExtraAction,
  offerExtraCard,
  player,
  playSelf,
  playsOnBase,
  putInHand,
  putTopBaseOnBottom,
  returnActionToHand,
  revealUntil,
  type Seat,
  searchZones,
  shuffleBack,
  shuffleIntoOwnerDeck,
  targets,
  topBaseFaceUp,
  turnTopBaseDown,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, type Listens, minion } from "../define.ts";

/** "Your actions on this base" (§0, CS-Q3): actions `seat` controls on the base itself or on a
 * minion there. */
function yourActionsOn(g: GameState, seat: Seat, base: Uid): Uid[] {
  return actionsOn(g, base).filter((a) => card(g, a).controller === seat);
}

/** An action returned to its owner's hand that is now in `seat`'s hand, so `seat` can play it: one
 * `seat` controlled but another player owns is back with its owner and can't be replayed (§2.1). */
function backInHandOf(g: GameState, seat: Seat, uid: Uid): boolean {
  const c = card(g, uid);
  // Stryker disable next-line ConditionalExpression: equivalent because every card asked about was just returned by returnActionToHand, into its owner's hand; the zone only guards Golden Condor's later rounds against a card an earlier replay took out of the hand, which no card does
  const inHand = c.zone === "hand";
  return inHand && c.at === seat;
}

/** "After you play an action on <a base>" (§0): an action the card's controller attached to a
 * base, optionally only one that `where` accepts. The reaction runs with the card's context. */
function afterYouPlayOnBase(
  where: (g: GameState, self: Uid, ev: Extract<GameEvent, { t: "actionPlayed" }>) => boolean,
  run: (ctx: Ctx, base: Uid) => Eff,
): Listens<"actionPlayed"> {
  return {
    onEvents: ["actionPlayed"],
    on(g, self, ev) {
      // On a minion, `base` is its host's base: "on a base" is attached to the base itself (§0).
      if (ev.t !== "actionPlayed" || ev.base < 0 || ev.host >= 0 || ev.seat !== card(g, self).controller)
        return null;
      if (!where(g, self, ev)) return null;
      const base = ev.base;
      return { ctx: cardCtx(g, self), run: (ctx) => run(ctx, base) };
    },
  };
}

/** "Another action on this base": played on the base this card lies on. Never this card itself: an
 * action is resolving, not in play, when its own play is announced (play.ts), so its `on` is not
 * asked. */
const anotherHere = (g: GameState, self: Uid, ev: { base: Uid }) => ev.base === card(g, self).at;

/** "Place a +1 power counter on one of your minions" on `base` (none there: nothing). */
function* counterOnYourMinionAt(ctx: Ctx, base: Uid, optional: boolean): Eff {
  // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
  const mine = targets(ctx, "counter", () => true, minionsOf(ctx.g, ctx.you, base));
  const t = yield* chooseCard(ctx, ctx.you, "placeCounter", mine, optional);
  if (t !== null) addCounters(ctx, t, 1);
}

export default faction("ancient-incas", "culture-shock", { en: "Ancient Incas", fr: "Anciens Incas" }, [
  minion({
    id: "sapa-inca",
    power: 5,
    count: 1,
    name: { en: "Sapa Inca", fr: "Sapa Inca" },
    text: {
      en: "Search your deck and/or discard pile for an action that plays on a base and put it into your hand. Ongoing: after you play an action on a base, place a +1 power counter on one of your minions there.",
      fr: "Cherchez dans votre pioche et/ou votre défausse une action qui se joue sur une base et prenez-la en main. Permanent : après que vous avez joué une action sur une base, placez un marqueur Force +1 sur une de vos créatures de cette base.",
    },
    *onPlay(ctx) {
      // One prompt over both piles; the deck is shuffled once searched (DECK-4), whichever pile
      // the card came from.
      const found = yield* searchZones(
        ctx,
        ctx.you,
        ["deck", "discard"],
        (u) => playsOnBase(ctx.g, u),
        "toHand",
      );
      if (found !== null) putInHand(ctx.g, found);
    },
    ...afterYouPlayOnBase(
      () => true,
      (ctx, base) => counterOnYourMinionAt(ctx, base, false),
    ),
  }),
  minion({
    id: "child-of-the-sun",
    power: 4,
    count: 2,
    name: { en: "Child of the Sun", fr: "Child of the Sun" },
    text: {
      en: "Ongoing: after the first action you play on this base each turn, you may play an extra action.",
      fr: "Permanent : après la première action que vous jouez sur cette base à chaque tour, vous pouvez jouer une action supplémentaire.",
    },
    // The turn's journal, not a count kept by this card: actions you played here before it arrived
    // count (CS-5). "On this base" is on the base itself (§0).
    ...afterYouPlayOnBase(
      (g, self, ev) => ev.base === card(g, self).at && firstActionOnBaseThisTurn(g, ev.seat, ev.base, true),
      (ctx) => grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def }),
    ),
  }),
  minion({
    id: "incan-engineer",
    power: 3,
    count: 3,
    name: { en: "Incan Engineer", fr: "Incan Engineer" },
    text: {
      en: "Reveal cards from the top of your deck until you reveal an action that plays on a base. Put it into your hand and shuffle the other revealed cards into your deck.",
      fr: "Révélez les cartes du dessus de votre pioche jusqu'à révéler une action qui se joue sur une base. Prenez-la en main et mélangez les autres cartes révélées dans votre pioche.",
    },
    *onPlay(ctx) {
      // TOPDECK-3 (CARD-TRAPPE): a deck that runs out stops the reveal; nothing is reshuffled then.
      const { found, others } = revealUntil(ctx.g, ctx.you, (u) => playsOnBase(ctx.g, u));
      for (const u of found) putInHand(ctx.g, u);
      shuffleBack(ctx.g, others);
    },
  }),
  minion({
    id: "llama",
    power: 2,
    count: 4,
    name: { en: "Llama", fr: "Lama" },
    text: {
      en: "You may return one of your actions played on another base to your hand and play it on this base as an extra action.",
      fr: "Vous pouvez reprendre en main une de vos actions jouées sur une autre base et la jouer sur cette base comme action supplémentaire.",
    },
    *onPlay(ctx, here) {
      const { g, you } = ctx;
      // "Played on another base" (§0): attached to a base, not to a minion.
      const mine = allActionsInPlay(g).filter((a) => {
        const c = card(g, a);
        return c.zone === "base" && c.at !== here && c.controller === you;
      });
      const a = yield* chooseCard(ctx, you, "returnAction", mine, true);
      if (a === null || !returnActionToHand(ctx, a) || !backInHandOf(g, you, a)) return;
      // The card says which card and where: now or never (CARD-EXTRA-CHOICE, PLAY-9 c).
      yield* offerExtraCard(ctx, you, { cards: [a], bases: [here] });
    },
  }),
  action({
    id: "armory",
    count: 2,
    name: { en: "Armory", fr: "Armory" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: you have +2 power here for each of your other actions here (on this base or on a minion here).",
      fr: "Jouez sur une base. Permanent : vous avez +2 en force ici pour chacune de vos autres actions ici (sur cette base ou sur une créature d'ici).",
    },
    // SCORE-8, APOWER-1: power no minion carries; it counts for eligibility and ranking.
    playerPowerBonus(g, self, seat, base) {
      const c = card(g, self);
      if (c.controller !== seat || c.at !== base) return 0;
      let others = 0;
      for (const a of actionsOn(g, base)) if (a !== self && card(g, a).controller === seat) others++;
      return 2 * others;
    },
  }),
  action({
    id: "ashlar-masonry",
    count: 1,
    name: { en: "Ashlar Masonry", fr: "Ashlar Masonry" },
    text: {
      en: "Special: after a base scores, you may play this card. You may return one of your actions on that base to your hand; shuffle your other actions there into your deck instead of discarding them.",
      fr: "Spécial : après la conquête d'une base, vous pouvez jouer cette carte. Vous pouvez reprendre en main une de vos actions de cette base ; mélangez vos autres actions de cette base dans votre pioche au lieu de les défausser.",
    },
    // Its only text is this Special (MEFIRST-8). Done in the after-scoring window, before step 7
    // would discard those actions: the same outcome as "instead of the discard pile".
    specials: [
      {
        window: "afterScoring",
        from: "hand",
        can: (g, _self, seat, w) => yourActionsOn(g, seat, w.base).length > 0,
        *use(ctx, w) {
          const { g, you } = ctx;
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because a standard action has no target, and the Special flag only changes an extra granted during the play phase, which this card grants none of
          yield* playSelf(ctx, -1);
          const back = yield* chooseCard(ctx, you, "returnAction", yourActionsOn(g, you, w.base), true);
          if (back !== null) returnActionToHand(ctx, back);
          // The others, read again once that one is gone: each into its owner's deck (OWN-PILES).
          for (const a of yourActionsOn(g, you, w.base)) shuffleIntoOwnerDeck(ctx, a);
        },
      },
    ],
  }),
  action({
    id: "fortress-walls",
    count: 2,
    name: { en: "Fortress Walls", fr: "Fortress Walls" },
    attach: "base",
    text: {
      en: "Play on a base. Place a +1 power counter on one of your minions here. Ongoing: after you play another action on this base, you may place a +1 power counter on one of your minions here.",
      fr: "Jouez sur une base. Placez un marqueur Force +1 sur une de vos créatures ici. Permanent : après que vous avez joué une autre action sur cette base, vous pouvez placer un marqueur Force +1 sur une de vos créatures ici.",
    },
    *onPlay(ctx, base) {
      yield* counterOnYourMinionAt(ctx, base, false);
    },
    ...afterYouPlayOnBase(anotherHere, (ctx, base) => counterOnYourMinionAt(ctx, base, true)),
  }),
  action({
    id: "golden-condor",
    count: 1,
    name: { en: "Golden Condor", fr: "Golden Condor" },
    text: {
      en: "Return any number of your actions in play (on a base or on a minion) to your hand, then you must play each of them as an extra action.",
      fr: "Reprenez en main autant de vos actions en jeu (sur une base ou sur une créature) que vous voulez, puis vous devez jouer chacune d'elles comme action supplémentaire.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const mine = allActionsInPlay(g).filter((a) => card(g, a).controller === you);
      const chosen = yield* chooseCards(ctx, you, "returnAction", mine, 0, mine.length);
      // All of them return first; then each one back in your hand must be played, one at a time, in
      // the order and onto the hosts you choose. One with no legal host stays in hand (OPEN-30).
      for (const a of chosen) returnActionToHand(ctx, a);
      // Stryker disable next-line ArrayDeclaration: equivalent because a string never equals a card's uid
      const played: Uid[] = [];
      for (;;) {
        const left = chosen.filter((a) => !played.includes(a) && backInHandOf(g, you, a));
        const a = yield* offerExtraCard(ctx, you, { cards: left, optional: false });
        if (a === null) return;
        played.push(a);
      }
    },
  }),
  action({
    id: "quipu-strings",
    count: 1,
    name: { en: "Quipu Strings", fr: "Quipu Strings" },
    text: {
      en: "Play an action that plays on a base from your discard pile as an extra action.",
      fr: "Jouez depuis votre défausse, comme action supplémentaire, une action qui se joue sur une base.",
    },
    *onPlay(ctx) {
      // The card says where the extra comes from: now or never (PLAY-9), and optional (PLAY-8).
      const cards = player(ctx.g, ctx.you).discard.filter((u) => playsOnBase(ctx.g, u));
      yield* offerExtraAction(ctx, ctx.you, { cards });
    },
  }),
  action({
    id: "royal-highway",
    count: 1,
    name: { en: "Royal Highway", fr: "Royal Highway" },
    attach: "base",
    text: {
      en: "Play on a base. You may move one of your minions to or from this base. Ongoing: after you play an action on another base, you may move one of your minions from this base to that one or from that one to this one.",
      fr: "Jouez sur une base. Vous pouvez déplacer une de vos créatures vers cette base ou depuis cette base. Permanent : après que vous avez joué une action sur une autre base, vous pouvez déplacer une de vos créatures de cette base vers celle-là, ou de celle-là vers cette base.",
    },
    *onPlay(ctx, here) {
      const { g, you } = ctx;
      // From here: anywhere a move is allowed; from elsewhere: here. A minion that no restriction
      // lets go where it would go is not offered (CS-13).
      const movable = (m: Uid) =>
        card(g, m).at === here ? hasMoveDestination(ctx, m) : canMove(ctx, m, here);
      // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
      const options = targets(ctx, "move", movable, minionsOf(g, you));
      const m = yield* chooseCard(ctx, you, "move", options, true);
      if (m === null) return;
      if (card(g, m).at === here) yield* moveToChosenBase(ctx, m);
      else moveMinion(ctx, m, here);
    },
    ...afterYouPlayOnBase(
      (g, self, ev) => ev.base !== card(g, self).at,
      function* (ctx, there) {
        const { g, you } = ctx;
        const here = card(g, ctx.self).at;
        const across = (m: Uid) => (card(g, m).at === here ? there : here);
        const ends = [...minionsOf(g, you, here), ...minionsOf(g, you, there)];
        // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
        const options = targets(ctx, "move", (m) => canMove(ctx, m, across(m)), ends);
        const m = yield* chooseCard(ctx, you, "move", options, true);
        if (m !== null) moveMinion(ctx, m, across(m));
      },
    ),
  }),
  action({
    id: "signs-in-the-stars",
    count: 1,
    name: { en: "Signs in the Stars", fr: "Présages des Étoiles" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: the top card of the base deck is face up and this base also has its ability. At the start of each player's turn, that player may turn it face down until the end of the turn. Talent: put the top card of the base deck on the bottom of the base deck.",
      fr: "Jouez sur une base. Permanent : la première carte de la pioche Base est face visible et cette base a aussi sa capacité. Au début du tour de chaque joueur, ce joueur peut la retourner face cachée jusqu'à la fin du tour. Talent : placez la première carte de la pioche Base sous la pioche Base.",
    },
    // CS-9: the engine derives the face-up top and lends its abilities to the base this card is on.
    lendsTopBaseTo: (g, self) => card(g, self).at,
    onEvents: ["turnStart"],
    on(g, self, ev) {
      if (ev.t !== "turnStart" || topBaseFaceUp(g) === null) return null;
      const ctx = cardCtx(g, self, { you: ev.seat });
      return {
        // Two Signs in play: one question ("the top base card", there is one).
        key: ctx.def,
        ctx,
        run: (ctx) => signsTurnDown(ctx),
      };
    },
    talent: {
      from: "play",
      // With one base card left, the top is also the bottom: nothing would change.
      can: (g) => g.baseDeck.length > 1,
      *use(ctx) {
        putTopBaseOnBottom(ctx.g);
      },
    },
  }),
  action({
    id: "temple-of-the-sun",
    count: 1,
    name: { en: "Temple of the Sun", fr: "Temple of the Sun" },
    attach: "base",
    text: {
      en: "Play on a base. Draw a card. Ongoing: after you play another action on this base, draw a card.",
      fr: "Jouez sur une base. Piochez une carte. Permanent : après que vous avez joué une autre action sur cette base, piochez une carte.",
    },
    *onPlay(ctx) {
      draw(ctx.g, ctx.you, 1);
    },
    ...afterYouPlayOnBase(anotherHere, function* (ctx) {
      draw(ctx.g, ctx.you, 1);
    }),
  }),
]);

function* signsTurnDown(ctx: Ctx): Eff {
  if (yield* yesNo(ctx, ctx.you, "turnTopBaseDown")) turnTopBaseDown(ctx.g, ctx.you);
}
