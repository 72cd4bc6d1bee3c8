// Geeks (The Bigger Geekier Box): 9 minions and 11 actions. Responses that interrupt a play (Wil
// Wheaton, Force of Wil, Control Minion: BGB-1), control until the end of the turn (BGB-2), a
// reaction to gaining VP (Cosplay: BGB-3), looking at hands and decks (BGB-4), transfers (Rules
// Lawyer: BGB-5), a Special used from the hand (Fan: BGB-7), "not affected" and "move every
// minion" (BGB-8). Readings: docs/boxes/big-geeky-box.md §2.1.

import {
  allActionsInPlay,
  allMinions,
  asPlayer,
  type Ctx,
  cancelPlay,
  canTarget,
  canTransfer,
  card,
  cardCtx,
  cardsNamed,
  chooseBase,
  chooseCard,
  chooseLabel,
  chooseSeat,
  chooseTarget,
  defOf,
  destroyMinion,
  detach,
  discardFromHand,
  discardRandom,
  draw,
  type Eff,
  type GameState,
  gainVp,
  giveControl,
  handToDeck,
  log,
  lookAtHand,
  lookTopN,
  minionPlayForbidden,
  minionsOf,
  moveMinion,
  nameACard,
  notControlledBy,
  offerDestination,
  offerExtraAction,
  offerExtraCard,
  offerExtraMinion,
  others,
  player,
  playSelf,
  put,
  putOnTop,
  type Seat,
  type SpecialWindow,
  shuffleIntoOwnersDecks,
  targets,
  transferAction,
  type Uid,
  waitingPlay,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

const UNTIL_END_OF_TURN = { kind: "endOfTurn" } as const;

// "When another player plays ...": the player who played is never asked in the window of their own
// play (BGB-1), so a Special of the `cardPlayed` window only checks what was played.

/** The action just played, waiting for responses (BGB-1), or null. */
function playedAction(w: SpecialWindow): Uid | null {
  // Stryker disable next-line OptionalChaining: equivalent because a cardPlayed window always carries the play it answers
  return w.event?.t === "actionPlayed" ? w.event.uid : null;
}

/** The minion just played (on its base while the window is open), if `seat`'s Control Minion may
 * take it: Game Guru can't be taken (BGB-8), so the Special is offered only when it would work. */
function takableMinion(g: GameState, self: Uid, seat: Seat, w: SpecialWindow): Uid | null {
  const ev = w.event;
  // Stryker disable next-line OptionalChaining: equivalent because a cardPlayed window always carries the play it answers
  if (ev?.t !== "minionPlayed") return null;
  // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
  return canTarget(cardCtx(g, self, { you: seat }), ev.uid, "control") ? ev.uid : null;
}

/** Griefer's three choices (labels of the panel's answer words). */
const GRIEFS = ["randomDiscard", "destroyOwnMinion", "shuffleDiscard"] as const;
type Grief = (typeof GRIEFS)[number];

/** Griefer: `you` chooses one effect for `victim`; each option names the player and the effect. */
function* chooseGrief(ctx: Ctx, victim: Seat): Eff<Grief> {
  return (yield* chooseLabel(ctx, ctx.you, "chooseForPlayer", GRIEFS, false, victim)) as Grief;
}

/** Carries out one of Griefer's effects on `victim`. Protections are those against Griefer's
 * controller's card (an immune minion is not an option, BGB-Q3); the victim picks the minion. */
function* grief(ctx: Ctx, victim: Seat, what: Grief): Eff {
  const { g } = ctx;
  if (what === "randomDiscard") {
    discardRandom(g, victim, 1);
    return;
  }
  if (what === "destroyOwnMinion") {
    // "That player destroys one of their minions": the victim performs the destruction (the player
    // who destroyed it, Crypt), with Griefer's protections (another player's card: Game Guru).
    const theirs = asPlayer(ctx, victim);
    // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
    const mine = targets(theirs, "destroy", () => true, minionsOf(g, victim));
    const m = yield* chooseCard(theirs, victim, "destroy", mine);
    if (m !== null) yield* destroyMinion(theirs, m);
    return;
  }
  shuffleIntoOwnersDecks(g, player(g, victim).discard.slice());
}

/** Fan's rules, printed the same on the Geeks' Fans and on the All Stars' own Fan (BGB-6: a
 * different card, same effect). */
export const fan = {
  name: { en: "Fan", fr: "Fan" },
  text: {
    en: "Special: on your turn, you may discard this card from your hand to draw a card.",
    fr: "Spécial : à votre tour, vous pouvez défausser cette carte de votre main pour piocher une carte.",
  },
  // BGB-7: offered at the main prompt of its holder's play phase (TERM-YOURTURN); played as a
  // minion, it has no ability.
  playPhase: {
    from: "hand",
    can: () => true,
    *use(ctx: Ctx): Eff {
      // TERM-TO: the card is discarded, then the draw (a held card goes to its owner's pile).
      discardFromHand(ctx.g, ctx.you, [ctx.self]);
      draw(ctx.g, ctx.you, 1);
    },
  },
} as const;

/** Non-Infinite Loop's rules, shared in the same way with the All Stars' card (BGB-Q11: the
 * original wording for both). */
export const nonInfiniteLoop = {
  name: { en: "Non-Infinite Loop", fr: "Non-Infinite Loop" },
  text: {
    en: "Play an action from your hand as an extra action; after it resolves, you may put it back into your hand instead of your discard pile.",
    fr: "Jouez une action de votre main comme action supplémentaire ; une fois résolue, vous pouvez la reprendre en main au lieu de la défausser.",
  },
  *onPlay(ctx: Ctx): Eff {
    const played = yield* offerExtraAction(ctx, ctx.you, { optional: false });
    // BGB-Q5: "back into your hand" is the hand it came from, the player's of this card. An
    // attached action stays in play: it has no step 5, so nothing is offered (CS-2).
    // Stryker disable next-line ConditionalExpression: equivalent because offerDestination ignores a card that is not resolving, and no card was played
    if (played !== null) offerDestination(ctx, played, { to: "hand", seat: ctx.you });
  },
} as const;

export default faction("geeks", "big-geeky-box", { en: "Geeks", fr: "Geeks" }, [
  minion({
    id: "felicia-day",
    power: 4,
    count: 1,
    name: { en: "Felicia Day", fr: "Felicia Day" },
    text: {
      en: "Move every minion on other bases to this base.",
      fr: "Déplacez sur cette base toutes les créatures des autres bases.",
    },
    *onPlay(ctx) {
      const { g, self } = ctx;
      const here = card(g, self).at;
      // "Every minion" designates none (OPEN-15: no redirection); one at a time, in board order.
      // A move that a protection (Game Guru) or a restriction (Mo'ai) forbids is skipped; a minion
      // already here doesn't move (moveMinion does nothing).
      for (const m of allMinions(g)) moveMinion(ctx, m, here);
    },
  }),
  minion({
    id: "wil-wheaton",
    power: 4,
    count: 1,
    name: { en: "Wil Wheaton", fr: "Wil Wheaton" },
    text: {
      en: "Special: when another player plays an action, you may play this minion from your hand. That action is discarded and has no effect.",
      fr: "Spécial : quand un autre joueur joue une action, vous pouvez jouer cette créature depuis votre main. Cette action est défaussée sans effet.",
    },
    specials: [
      {
        window: "cardPlayed",
        from: "hand",
        // Only if some base accepts him: the play is the price of the cancel.
        can: (g, self, seat, w) =>
          playedAction(w) !== null && g.basesInPlay.some((b) => !minionPlayForbidden(g, seat, self, b)),
        *use(ctx, w) {
          const target = playedAction(w);
          // He is played first (a minion play: Control Minion may answer it), then the action is
          // cancelled; both are the Special.
          yield* offerExtraMinion(ctx, ctx.you, { cards: [ctx.self], optional: false });
          // Stryker disable next-line ConditionalExpression: equivalent because the Special is usable only when an action was played
          if (target !== null) cancelPlay(ctx, target);
        },
      },
    ],
  }),
  minion({
    id: "game-guru",
    power: 3,
    count: 3,
    name: { en: "Game Guru", fr: "Game Guru" },
    text: {
      en: "Ongoing: this minion is not affected by the abilities of cards other players control.",
      fr: "Permanent : cette créature n'est pas affectée par les capacités des cartes contrôlées par les autres joueurs.",
    },
    // BGB-8: immune to every kind of effect of a card another player controls. A base's ability is
    // nobody's (ctx.self is -1): it affects Game Guru (BGB-Q8).
    shield(g, self, target, ctx) {
      return target === self && ctx.self >= 0 && ctx.you !== card(g, self).controller ? "immune" : null;
    },
  }),
  minion({ id: "fan", power: 2, count: 4, ...fan }),
  action({
    id: "banned-list",
    count: 2,
    name: { en: "Banned List", fr: "Banned List" },
    text: {
      en: "For each other player: name a card, then look at that player's hand; they put every card of that name from their hand on the bottom of their deck.",
      fr: "Pour chaque autre joueur : nommez une carte, puis regardez la main de ce joueur ; il place sous sa pioche toutes les cartes de ce nom de sa main.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      for (const s of others(g, you)) {
        const name = yield* nameACard(ctx, you);
        // The hand is shown to you only (TERM-LOOK); the cards of the named name go to their
        // owners' decks (held foreign ones too, CONFLICT-11), counted publicly.
        const hand = lookAtHand(g, you, s);
        // Stryker disable next-line ConditionalExpression: equivalent because nameACard always returns a name when factions are in the game
        // Stryker disable next-line StringLiteral: equivalent because handToDeck puts anything but "top" on the bottom
        if (name !== null) handToDeck(g, s, cardsNamed(g, hand, name), "bottom");
      }
    },
  }),
  action({
    id: "control-minion",
    count: 1,
    name: { en: "Control Minion", fr: "Control Minion" },
    text: {
      en: "Take control of a minion until the end of the turn. Special: when another player plays a minion, you may play this card to take control of that minion, before its ability resolves, until the end of the turn.",
      fr: "Prenez le contrôle d'une créature jusqu'à la fin du tour. Spécial : quand un autre joueur joue une créature, vous pouvez jouer cette carte pour en prendre le contrôle, avant la résolution de sa capacité, jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      if (ctx.special) {
        // Played through its Special: "that minion" is the play it answers, still waiting (a minion
        // that left play closed the window: giveControl ignores a card out of play anyway).
        const m = waitingPlay(g);
        // Stryker disable next-line ConditionalExpression: equivalent because its Special is usable only while a minion's play waits
        if (m !== null) giveControl(ctx, m, you, UNTIL_END_OF_TURN);
        return;
      }
      // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
      const options = targets(ctx, "control", notControlledBy(g, you));
      // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
      const t = yield* chooseTarget(ctx, you, "takeControl", "control", options);
      if (t !== null) giveControl(ctx, t, you, UNTIL_END_OF_TURN);
    },
    specials: [
      {
        window: "cardPlayed",
        from: "hand",
        can: (g, self, seat, w) => takableMinion(g, self, seat, w) !== null,
        *use(ctx) {
          // An action played through a Special: it may itself be cancelled (Wil Wheaton, BGB-1).
          // Stryker disable next-line UnaryOperator: equivalent because a standard action has no target
          yield* playSelf(ctx, -1);
        },
      },
    ],
  }),
  action({
    id: "cosplay",
    count: 1,
    name: { en: "Cosplay", fr: "Cosplay" },
    text: {
      en: "Special: when you gain 1 VP or more, you may play this card to gain 1 more VP.",
      fr: "Spécial : quand vous gagnez 1 PV ou plus, vous pouvez jouer cette carte pour gagner 1 PV de plus.",
    },
    // Its only text is this Special (MEFIRST-8): never played at the main prompt.
    specials: [
      {
        window: "vpGained",
        from: "hand",
        // "When you gain": a vpGained window asks only the gainer.
        can: () => true,
        *use(ctx) {
          // "Additional" VP: not a new gain, so no window answers it (BGB-3: no loop).
          // Cancelled (Force of Wil), it has no effect: the engine ends the Special at the play.
          // Stryker disable next-line UnaryOperator: equivalent because Cosplay attaches to nothing and has no onPlay, which alone would read the target
          yield* playSelf(ctx, -1);
          gainVp(ctx.g, ctx.you, 1, "additional");
        },
      },
    ],
  }),
  action({
    id: "force-of-wil",
    count: 1,
    name: { en: "Force of Wil", fr: "Force of Wil" },
    text: {
      en: "Special: when another player plays an action, you may play this card. That action is discarded and has no effect.",
      fr: "Spécial : quand un autre joueur joue une action, vous pouvez jouer cette carte. Cette action est défaussée sans effet.",
    },
    // Its only text is this Special (MEFIRST-8). An action: it may be cancelled in turn (ORDER-2).
    specials: [
      {
        window: "cardPlayed",
        from: "hand",
        can: (_g, _self, _seat, w) => playedAction(w) !== null,
        *use(ctx, w) {
          const target = playedAction(w);
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because Force of Wil attaches to nothing and has no onPlay, which alone would read the target and the flag
          // Cancelled in turn (ORDER-2), it has no effect: the engine ends the Special at the play.
          yield* playSelf(ctx, -1);
          // Stryker disable next-line ConditionalExpression: equivalent because the Special is usable only when an action was played
          if (target !== null) cancelPlay(ctx, target);
        },
      },
    ],
  }),
  action({
    id: "griefer",
    count: 1,
    name: { en: "Griefer", fr: "Griefer" },
    text: {
      en: "For each other player, choose one: they discard a random card; or they destroy one of their minions; or they shuffle their discard pile into their deck.",
      fr: "Pour chaque autre joueur, choisissez : il défausse une carte au hasard ; ou il détruit une de ses créatures ; ou il mélange sa défausse dans sa pioche.",
    },
    *onPlay(ctx) {
      const victims = others(ctx.g, ctx.you);
      // Every choice first, then each is carried out in turn order.
      const chosen: Grief[] = [];
      for (const s of victims) chosen.push(yield* chooseGrief(ctx, s));
      for (const [i, s] of victims.entries()) yield* grief(ctx, s, chosen[i] as Grief);
    },
  }),
  action({
    id: "min-maxing",
    count: 1,
    name: { en: "Min-Maxing", fr: "Min-Maxing" },
    text: {
      en: "Look at another player's hand. You may play an action from it as an extra action.",
      fr: "Regardez la main d'un autre joueur. Vous pouvez y jouer une action comme action supplémentaire.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const s = yield* chooseSeat(ctx, you, "choosePlayer", others(g, you));
      // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among the other players, who always exist
      if (s === null) return;
      const hand = lookAtHand(g, you, s);
      // You play and control it; it goes to its owner's pile afterwards (CONFLICT-11), and playing
      // a card you don't own is seen by Onini and Mboro (CS-1).
      const actions = hand.filter((u) => defOf(g, u).type === "action");
      yield* offerExtraCard(ctx, you, { cards: actions, optional: true });
    },
  }),
  action({
    id: "mulligan",
    count: 1,
    name: { en: "Mulligan", fr: "Mulligan" },
    text: {
      en: "Look at the top five cards of your deck. You may take them into your hand; if you do, shuffle the rest of your hand into your deck.",
      fr: "Regardez les cinq premières cartes de votre pioche. Vous pouvez les prendre en main ; dans ce cas, mélangez le reste de votre main dans votre pioche.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      // Shown to you only; they wait in limbo (an empty deck is refilled first, DECK-1).
      const top = lookTopN(g, you, 5);
      if (top.length === 0) return;
      if (!(yield* yesNo(ctx, you, "takeLooked"))) {
        // Looking is not searching: back on top in the same order, no shuffle.
        putOnTop(g, top);
        return;
      }
      // The rest of the hand: every card held before (this card is resolving, not in it).
      const rest = player(g, you).hand.slice();
      for (const u of top) putInOwnHand(g, you, u);
      log(g, "takeLooked", [you, top.length]);
      shuffleIntoOwnersDecks(g, rest);
    },
  }),
  action({ id: "non-infinite-loop", count: 1, ...nonInfiniteLoop }),
  action({
    id: "rules-lawyer",
    count: 2,
    name: { en: "Rules Lawyer", fr: "Rules Lawyer" },
    text: {
      en: "Transfer an action played on a base to another base, or an action played on a minion to another minion.",
      fr: "Transférez une action jouée sur une base vers une autre base, ou une action jouée sur une créature vers une autre créature.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // The new host must accept the action itself (canTransfer); Rules Lawyer affects the action,
      // not the minions, so no redirection (BGB-5).
      const minionsFor = (a: Uid) => allMinions(g).filter((m) => canTransfer(g, a, { minion: m }));
      const basesFor = (a: Uid) => g.basesInPlay.filter((b) => canTransfer(g, a, { base: b }));
      const onMinion = (a: Uid) => card(g, a).zone === "attached";
      const movable = allActionsInPlay(g).filter(
        (a) => (onMinion(a) ? minionsFor(a) : basesFor(a)).length > 0,
      );
      const a = yield* chooseTarget(ctx, ctx.you, "transferAction", "move", movable);
      if (a === null) return;
      if (onMinion(a)) {
        const m = yield* chooseCard(ctx, ctx.you, "transferTarget", minionsFor(a));
        // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list
        if (m !== null) transferAction(ctx, a, { minion: m });
        return;
      }
      const b = yield* chooseBase(ctx, ctx.you, "transferBase", basesFor(a));
      // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list
      if (b !== null) transferAction(ctx, a, { base: b });
    },
  }),
]);

/** Puts a looked-at card of `you`'s deck into `you`'s hand without naming it publicly. */
function putInOwnHand(g: GameState, you: Seat, uid: Uid): void {
  detach(g, uid);
  put(g, uid, "hand", you);
}
