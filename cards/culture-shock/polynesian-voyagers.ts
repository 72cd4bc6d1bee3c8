// Polynesian Voyagers (World Tour: Culture Shock): minions that sail to bases where they are alone,
// tattoos that make them grow, and new bases (readings: docs/boxes/culture-shock.md §2.5).

import {
  type Among,
  addCounters,
  anyTarget,
  type CardDef,
  type Ctx,
  canMove,
  card,
  cardCtx,
  chooseBase,
  chooseCard,
  chooseLabel,
  defOf,
  destroyBase,
  draw,
  type GameState,
  gainPowerOnBase,
  hasMoveDestination,
  minionCountOf,
  minionsOf,
  minionsOn,
  moveDestinations,
  moveMinion,
  offerExtraAction,
  offerExtraMinion,
  playBasesAt,
  playExtraBase,
  playSelf,
  putInHand,
  type Seat,
  searchZones,
  targets,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

type Talent = NonNullable<CardDef["talent"]>;

/** A base can still come from the base deck, or from the base discard reshuffled (DECK-7). */
function baseLeft(g: GameState): boolean {
  return g.baseDeck.length + g.baseDiscard.length > 0;
}

/** "A base where you have no minions" (`seat` controls no minion there). */
function withoutYours(g: GameState, seat: Seat): (base: Uid) => boolean {
  return (b) => minionCountOf(g, seat, b) === 0;
}

/** Bases in play where `seat` controls no minion. */
function basesWithoutYours(g: GameState, seat: Seat): Uid[] {
  return g.basesInPlay.filter(withoutYours(g, seat));
}

/** Bases in play where `seat` controls at least one minion. */
function basesWithYours(g: GameState, seat: Seat): Uid[] {
  return g.basesInPlay.filter((b) => minionCountOf(g, seat, b) > 0);
}

/** Which bases a sailing talent goes to: "a base where you have no minions", or any other base
 * (undefined). Move restrictions apply on top (Mo'ai, CS-13: a forbidden move is never offered). */
type Where = (ctx: Ctx) => ((base: Uid) => boolean) | undefined;
const lonely: Where = (ctx) => withoutYours(ctx.g, ctx.you);
const anyOther: Where = () => undefined;

/** The minion an attached action sits on. */
const hostOf = (g: GameState, self: Uid): Uid => card(g, self).at;

/** "Talent: move this minion to <a base> to place a +1 power counter on it" on a minion (self) or
 * on an action attached to it (its host): `where` lists the bases it may go to. TERM-TO: no move,
 * no counter. */
function sailingTalent(mover: (g: GameState, self: Uid) => Uid, where: Where): Talent {
  return {
    from: "play",
    // Asked at every main prompt of its controller: a yes/no, no list of bases built.
    can: (g, self) => {
      const ctx = cardCtx(g, self);
      return hasMoveDestination(ctx, mover(g, self), where(ctx));
    },
    *use(ctx) {
      const m = mover(ctx.g, ctx.self);
      const to = yield* chooseBase(ctx, ctx.you, "moveDestination", moveDestinations(ctx, m, where(ctx)));
      // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list (the talent or Special is offered only with one)
      if (to === null) return;
      if (moveMinion(ctx, m, to)) addCounters(ctx, m, 1);
    },
  };
}

/** Maui's talent: whether an effect of `ctx` may move minion `m` to a base where its player has none. */
function mauiMover(ctx: Ctx): (m: Uid) => boolean {
  const where = withoutYours(ctx.g, ctx.you);
  return (m) => hasMoveDestination(ctx, m, where);
}

/** Maui's talent: `seat`'s minions that an effect of `ctx` may move to a base where they have none. */
function mauiMovers(ctx: Ctx): Uid[] {
  // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
  return targets(ctx, "move", mauiMover(ctx), minionsOf(ctx.g, ctx.you));
}

export default faction(
  "polynesian-voyagers",
  "culture-shock",
  { en: "Polynesian Voyagers", fr: "Voyageurs Polynésiens" },
  [
    minion({
      id: "maui",
      power: 5,
      count: 1,
      name: { en: "Maui", fr: "Maui" },
      text: {
        en: "You may put up to two bases from the top of the base deck into play as extra bases. Talent: move one of your minions to a base where you have no minions.",
        fr: "Vous pouvez mettre en jeu jusqu'à deux bases du dessus de la pioche Base comme bases supplémentaires. Talent : déplacez une de vos créatures vers une base où vous n'avez aucune créature.",
      },
      *onPlay(ctx) {
        // Base by base, so the second choice is made knowing the first (CARD-VOLCANO-BASES).
        for (let n = 0; n < 2 && baseLeft(ctx.g); n++) {
          if (!(yield* yesNo(ctx, ctx.you, "playExtraBase"))) return;
          playExtraBase(ctx.g);
        }
      },
      talent: {
        from: "play",
        can: (g, self) => {
          const ctx = cardCtx(g, self);
          // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
          return anyTarget(ctx, "move", mauiMover(ctx), minionsOf(g, ctx.you));
        },
        *use(ctx) {
          const m = yield* chooseCard(ctx, ctx.you, "move", mauiMovers(ctx));
          // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list (the talent or Special is offered only with one)
          if (m === null) return;
          const to = yield* chooseBase(
            ctx,
            ctx.you,
            "moveDestination",
            moveDestinations(ctx, m, lonely(ctx)),
          );
          // Stryker disable next-line ConditionalExpression: equivalent because the minion was offered only with a destination, a mandatory choice
          if (to !== null) moveMinion(ctx, m, to);
        },
      },
    }),
    minion({
      id: "wayfinder",
      power: 4,
      count: 2,
      name: { en: "Wayfinder", fr: "Wayfinder" },
      text: {
        en: "Talent: move this minion to a base where you have no minions to place a +1 power counter on it.",
        fr: "Talent : déplacez cette créature vers une base où vous n'avez aucune créature pour placer un marqueur Force +1 sur elle.",
      },
      talent: sailingTalent((_g, self) => self, lonely),
    }),
    minion({
      id: "tiki",
      power: 3,
      count: 3,
      name: { en: "Tiki", fr: "Tiki" },
      text: {
        en: "Ongoing: +2 power while an action is attached to this minion.",
        fr: "Permanent : +2 en force tant qu'une action est attachée à cette créature.",
      },
      // Any action, whoever controls it; +2 once, however many there are.
      powerBonus: (g, self, target) => (target === self && card(g, self).attached.length > 0 ? 2 : 0),
    }),
    minion({
      id: "moai",
      power: 3,
      count: 4,
      name: { en: "Mo'ai", fr: "Mo'ai" },
      text: {
        en: "Ongoing: other players can't move their minions to this base, nor move this minion to another base.",
        fr: "Permanent : les autres joueurs ne peuvent pas déplacer leurs créatures vers cette base, ni déplacer cette créature vers une autre base.",
      },
      // Can't beats can (CONFLICT-3). Literal "their minions": another player may still move a third
      // player's minion here; the Mo'ai's controller moves anything anywhere.
      allowMove(g, self, mover, uid, _from, to) {
        const moai = card(g, self);
        if (mover === moai.controller) return true;
        if (uid === self) return false;
        return !(to === moai.at && card(g, uid).controller === mover);
      },
    }),
    action({
      id: "growth-of-the-tribes",
      count: 1,
      name: { en: "Growth of the Tribes", fr: "Growth of the Tribes" },
      text: {
        en: "Choose a base where you have no minions. Now play an extra minion there, or move one of your minions there.",
        fr: "Choisissez une base où vous n'avez aucune créature. Jouez-y immédiatement une créature supplémentaire, ou déplacez-y une de vos créatures.",
      },
      *onPlay(ctx) {
        const { g } = ctx;
        const base = yield* chooseBase(ctx, ctx.you, "chooseBase", basesWithoutYours(g, ctx.you));
        // Stryker disable next-line ConditionalExpression: equivalent because with no base chosen there is none to play an extra minion on (offerExtraMinion offers bases in play only) nor to move to (canMove refuses a base not in play)
        if (base === null) return;
        // One or the other: the extra play is offered first (now or never, PLAY-9); a player who
        // declines it, or has no minion to play there, may move one of theirs there instead.
        if ((yield* offerExtraMinion(ctx, ctx.you, { bases: [base] })) !== null) return;
        // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
        const movable = targets(ctx, "move", (m) => canMove(ctx, m, base), minionsOf(g, ctx.you));
        const m = yield* chooseCard(ctx, ctx.you, "move", movable, true);
        if (m !== null) moveMinion(ctx, m, base);
      },
    }),
    action({
      id: "knowledge-of-the-tribes",
      count: 1,
      name: { en: "Knowledge of the Tribes", fr: "Knowledge of the Tribes" },
      text: {
        en: "Draw a card for each base where you have a minion.",
        fr: "Piochez une carte pour chaque base où vous avez une créature.",
      },
      *onPlay(ctx) {
        draw(ctx.g, ctx.you, basesWithYours(ctx.g, ctx.you).length);
      },
    }),
    action({
      id: "ocean-tattoo",
      count: 1,
      name: { en: "Ocean Tattoo", fr: "Ocean Tattoo" },
      attach: "ownMinion",
      text: {
        en: "Play on one of your minions on a base where no other player has minions. Talent: move this minion to another base to place a +1 power counter on it.",
        fr: "Jouez sur une de vos créatures, sur une base où aucun autre joueur n'a de créature. Talent : déplacez cette créature vers une autre base pour placer un marqueur Force +1 sur elle.",
      },
      // OPEN-30: a play condition; with no such minion the card can't be played.
      canAttach: (g, seat, target) =>
        minionsOn(g, card(g, target).at).every((m) => card(g, m).controller === seat),
      // The tattoo's own talent, used by its controller, moves whatever minion carries it now.
      talent: sailingTalent(hostOf, anyOther),
    }),
    action({
      id: "shark-tattoo",
      count: 2,
      name: { en: "Shark Tattoo", fr: "Shark Tattoo" },
      attach: "ownMinion",
      text: {
        en: "Play on one of your minions. Place a +1 power counter on it. Ongoing: at the start of your turn, if this minion is your only minion on its base, place a +1 power counter on it.",
        fr: "Jouez sur une de vos créatures. Placez un marqueur Force +1 sur elle. Permanent : au début de votre tour, si cette créature est votre seule créature sur sa base, placez un marqueur Force +1 sur elle.",
      },
      *onPlay(ctx, host) {
        addCounters(ctx, host, 1);
      },
      onEvents: ["turnStart"],
      on(g, self, ev) {
        if (ev.t !== "turnStart" || ev.seat !== card(g, self).controller || !aloneHere(g, self)) return null;
        return {
          ctx: cardCtx(g, self),
          run(ctx) {
            // Read again: another start-of-turn effect may have changed the base first.
            if (aloneHere(ctx.g, self)) addCounters(ctx, hostOf(ctx.g, self), 1);
          },
        };
      },
    }),
    action({
      id: "sun-tattoo",
      count: 2,
      name: { en: "Sun Tattoo", fr: "Sun Tattoo" },
      attach: "ownMinion",
      text: {
        en: "Play on one of your minions. Ongoing: this minion has +2 power. Special: after a base scores, you may play this card on one of your minions there that has no action attached, to move that minion to another base instead of discarding it.",
        fr: "Jouez sur une de vos créatures. Permanent : cette créature a +2 en force. Spécial : après la conquête d'une base, vous pouvez jouer cette carte sur une de vos créatures de cette base sans action attachée, pour la déplacer vers une autre base au lieu de la défausser.",
      },
      powerBonus: (g, self, target) => (target === hostOf(g, self) ? 2 : 0),
      specials: [
        {
          window: "afterScoring",
          from: "hand",
          can: (g, self, seat, w) => sunHosts(g, self, seat, w.base, anyTarget),
          *use(ctx, w) {
            const { g } = ctx;
            const host = yield* chooseCard(
              ctx,
              ctx.you,
              "chooseOwnMinion",
              sunHosts(g, ctx.self, ctx.you, w.base, targets),
            );
            // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list (the talent or Special is offered only with one)
            if (host === null) return;
            // Stryker disable next-line BooleanLiteral: equivalent because the Special flag only changes an extra granted during the play phase, which this card grants none of
            yield* playSelf(ctx, host);
            // TERM-TO: the move needs the tattoo on that minion (a refused attachment moves nothing).
            const t = card(g, ctx.self);
            if (t.zone !== "attached") return;
            // Stryker disable next-line ConditionalExpression: equivalent because only an Ensign takes an attachment meant for another minion, and only from a card of another player than the minions' controller (BGB-5), while this one goes on its own player's minion
            if (t.at !== host) return;
            const to = yield* chooseBase(ctx, ctx.you, "moveDestination", moveDestinations(ctx, host));
            // Stryker disable next-line ConditionalExpression: equivalent because the minion was offered only with a destination, a mandatory choice
            if (to !== null) moveMinion(ctx, host, to);
          },
        },
      ],
    }),
    action({
      id: "tattoo-artist",
      count: 1,
      name: { en: "Tattoo Artist", fr: "Tattoo Artist" },
      text: {
        en: "Search your deck and/or discard pile for an action that plays on a minion; put it into your hand or play it as an extra action.",
        fr: "Cherchez dans votre pioche et/ou votre défausse une action qui se joue sur une créature ; prenez-la en main ou jouez-la comme action supplémentaire.",
      },
      *onPlay(ctx) {
        const { g } = ctx;
        const onMinion = (u: Uid) => {
          const on = defOf(g, u).attach;
          return on === "minion" || on === "ownMinion";
        };
        const found = yield* searchZones(ctx, ctx.you, ["deck", "discard"], onMinion, "toHand");
        if (found === null) return;
        // Played now if the player wants and it has a legal host (OPEN-30), else into the hand.
        if ((yield* offerExtraAction(ctx, ctx.you, { cards: [found] })) === null) putInHand(g, found);
      },
    }),
    action({
      id: "unity-of-the-tribes",
      count: 1,
      name: { en: "Unity of the Tribes", fr: "Unity of the Tribes" },
      text: {
        en: "Choose a base where you have a minion. Until the end of the turn, you have +2 power there for each base where you have at least one minion.",
        fr: "Choisissez une base où vous avez une créature. Jusqu'à la fin du tour, vous avez +2 en force sur cette base pour chaque base où vous avez au moins une créature.",
      },
      *onPlay(ctx) {
        const { g } = ctx;
        const base = yield* chooseBase(ctx, ctx.you, "chooseBase", basesWithYours(g, ctx.you));
        // Counted once, now: later moves don't change it (CS-6).
        // Stryker disable next-line ConditionalExpression: equivalent because gainPowerOnBase ignores a base not in play
        if (base !== null) gainPowerOnBase(g, ctx.you, base, 2 * basesWithYours(g, ctx.you).length);
      },
    }),
    action({
      id: "volcanic-uprising",
      count: 1,
      name: { en: "Volcanic Uprising", fr: "Éruption Volcanique" },
      text: {
        en: "Choose one: put the top card of the base deck into play as an extra base, then you may move one of your minions to it; or destroy a base with no minions on it and replace it with the top two bases of the base deck.",
        fr: "Au choix : mettez en jeu la première carte de la pioche Base comme base supplémentaire, puis vous pouvez y déplacer une de vos créatures ; ou détruisez une base sans aucune créature et remplacez-la par les deux premières cartes de la pioche Base.",
      },
      *onPlay(ctx) {
        const { g } = ctx;
        // "A base with no player's minions on it": no minion at all; its actions go with it.
        const bare = g.basesInPlay.filter((b) => minionsOn(g, b).length === 0);
        // With no such base, only the first mode is left: nothing to ask.
        const modes = ["extraBase", "destroyBase"];
        if (bare.length > 0 && (yield* chooseLabel(ctx, ctx.you, "chooseMode", modes)) === "destroyBase") {
          const doomed = yield* chooseBase(ctx, ctx.you, "destroyBase", bare);
          // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list
          if (doomed === null) return;
          playBasesAt(g, destroyBase(g, doomed), 2);
          return;
        }
        const fresh = playExtraBase(g);
        // Stryker disable next-line ConditionalExpression: equivalent because with no base put into play there is none to move to (canMove refuses a base not in play)
        if (fresh === null) return;
        // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
        const mine = targets(ctx, "move", (m) => canMove(ctx, m, fresh), minionsOf(g, ctx.you));
        const m = yield* chooseCard(ctx, ctx.you, "move", mine, true);
        if (m !== null) moveMinion(ctx, m, fresh);
      },
    }),
  ],
);

/** Shark Tattoo: its host is its controller's only minion on that base ("your only minion here"):
 * false when another player controls the host. */
function aloneHere(g: GameState, self: Uid): boolean {
  const host = hostOf(g, self);
  const mine = minionsOf(g, card(g, self).controller, card(g, host).at);
  return mine.length === 1 && mine[0] === host;
}

/** Sun Tattoo's Special: `seat`'s minions on the scored base with no action attached that would
 * accept the tattoo and could then move to another base, listed (`targets`) or whether there is
 * one (`anyTarget`, its `can`). */
function sunHosts<T>(g: GameState, self: Uid, seat: Seat, base: Uid, among: Among<T>): T {
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent because the probe asks only about the player's own minions, which no protection shields from their own controller, and the card in their hand is theirs (cardCtx's default "you")
  const probe = { ...cardCtx(g, self, { played: true, you: seat }), isAction: true };
  const fits = (m: Uid) => card(g, m).attached.length === 0 && hasMoveDestination(probe, m);
  // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
  return among(probe, "attach", fits, minionsOf(g, seat, base));
}
