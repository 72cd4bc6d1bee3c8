// Ninjas (core set): precise assassinations and minions that slip onto bases just before they score.

import {
  allActionsInPlay,
  any,
  baseOf,
  type Ctx,
  card,
  cardCtx,
  chooseBase,
  chooseCards,
  chooseTarget,
  chooseTargets,
  controlledBy,
  destroyAction,
  destroyChosen,
  destroyMinion,
  type Eff,
  isInPlay,
  minionPlayForbidden,
  minionsOn,
  moveOne,
  offerExtraMinion,
  ongoingActive,
  type PendingTrigger,
  playSelf,
  powerAtMost,
  returnToHand,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** "You can only use one Shinobi's ability per base": "you" is each player, so the key marks a
 * base's scoring as used by one seat. */
const shinobiKey = (base: number, seat: number): string => `shinobi@${base}:${seat}`;

export default faction("ninjas", "core", { en: "Ninjas", fr: "Ninjas" }, [
  minion({
    id: "ninja-master",
    power: 5,
    count: 1,
    name: { en: "Ninja Master", fr: "Ninja Master" },
    text: {
      en: "You may destroy a minion on this base.",
      fr: "Vous pouvez détruire une créature sur cette base.",
    },
    *onPlay(ctx, base) {
      yield* destroyChosen(ctx, any, { from: minionsOn(ctx.g, base), optional: true });
    },
  }),
  minion({
    id: "tiger-assassin",
    power: 4,
    count: 2,
    name: { en: "Tiger Assassin", fr: "Tiger Assassin" },
    text: {
      en: "You may destroy a minion of power 3 or less on this base.",
      fr: "Vous pouvez détruire une créature de force 3 ou moins sur cette base.",
    },
    *onPlay(ctx, base) {
      yield* destroyChosen(ctx, powerAtMost(ctx.g, 3), { from: minionsOn(ctx.g, base), optional: true });
    },
  }),
  minion({
    id: "shinobi",
    power: 3,
    count: 3,
    name: { en: "Shinobi", fr: "Shinobi" },
    nameRefs: ["Shinobi"],
    text: {
      en: "Special: before a base scores, you may play this minion there. Only one Shinobi's ability can be used per base.",
      fr: "Spécial : avant la conquête d'une base, vous pouvez y jouer cette créature. La capacité d'un seul Shinobi peut être utilisée par base.",
    },
    specials: [
      {
        window: "beforeScoring",
        from: "hand",
        can: (g, self, seat, w) =>
          !g.turn.usedOnce.includes(shinobiKey(w.base, seat)) && !minionPlayForbidden(g, seat, self, w.base),
        *use(ctx, w) {
          ctx.g.turn.usedOnce.push(shinobiKey(w.base, ctx.you));
          // A real play through a Special: it doesn't use the free minion play (PLAY-12).
          // Stryker disable next-line BooleanLiteral: equivalent because the flag only matters to extras granted in the play phase (grantExtra) and Shinobi grants none
          yield* playSelf(ctx, w.base);
        },
      },
    ],
  }),
  minion({
    id: "ninja-acolyte",
    power: 2,
    count: 4,
    name: { en: "Ninja Acolyte", fr: "Ninja Acolyte" },
    text: {
      en: "Special: on your turn, if you have not played a minion yet, you may return this minion to your hand and play an extra minion on this base.",
      fr: "Spécial : à votre tour, si vous n'avez pas encore joué de créature, vous pouvez reprendre cette créature en main et jouer une créature supplémentaire sur cette base.",
    },
    playPhase: {
      from: "play",
      // Only the main prompt offers play-phase abilities: to the active player in the play phase,
      // from the cards in play they control (play.ts abilityCards). The checks spell out the text.
      can: (g, self, seat) =>
        // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, see above
        g.turn.phase === "play" &&
        // Stryker disable next-line ConditionalExpression: equivalent, see above
        g.turn.active === seat &&
        g.turn.minionsPlayed === 0 &&
        // Stryker disable next-line ConditionalExpression: equivalent, see above (a minion in play is on a base)
        card(g, self).zone === "base",
      *use(ctx) {
        const base = card(ctx.g, ctx.self).at;
        if (!returnToHand(ctx, ctx.self)) return;
        // "On this base": the extra is chosen by the card, so it is now or never (PLAY-9 c).
        // It is not the free play, which stays available.
        yield* offerExtraMinion(ctx, ctx.you, { bases: [base] });
      },
    },
  }),
  action({
    id: "assassination",
    count: 1,
    name: { en: "Assassination", fr: "Assassination" },
    attach: "minion",
    text: {
      en: "Play on a minion. Ongoing: destroy this minion at the end of the turn.",
      fr: "Jouez sur une créature. Permanent : détruisez cette créature à la fin du tour.",
    },
    onEvents: ["turnEnd"],
    on(g, self, ev): PendingTrigger | null {
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an Assassination is always attached
      if (ev.t !== "turnEnd" || card(g, self).zone !== "attached") return null;
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => assassinationDestroy(ctx, self),
      };
    },
  }),
  action({
    id: "disguise",
    count: 1,
    name: { en: "Disguise", fr: "Disguise" },
    text: {
      en: "Choose one or two of your minions on one base. Play that many extra minions there, then return the chosen minions to your hand.",
      fr: "Choisissez une ou deux de vos créatures sur une même base. Jouez-y autant de créatures supplémentaires, puis reprenez en main les créatures choisies.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      const mine = (b: number) => targets(ctx, "return", controlledBy(g, ctx.you), minionsOn(g, b));
      const base = yield* chooseBase(
        ctx,
        ctx.you,
        "chooseBase",
        g.basesInPlay.filter((b) => mine(b).length > 0),
      );
      // Stryker disable next-line ConditionalExpression: equivalent because without a base mine() is empty, so nothing is chosen, played or returned
      if (base === null) return;
      const chosen = yield* chooseCards(ctx, ctx.you, "return", mine(base), 1, 2);
      // "There": the card says where the extras go, so each is now or never (PLAY-9 c).
      for (let i = 0; i < chosen.length; i++) yield* offerExtraMinion(ctx, ctx.you, { bases: [base] });
      for (const m of chosen) returnToHand(ctx, m);
    },
  }),
  action({
    id: "hidden-ninja",
    count: 1,
    name: { en: "Hidden Ninja", fr: "Hidden Ninja" },
    text: {
      en: "Special: before a base scores, play a minion there as an extra minion.",
      fr: "Spécial : avant la conquête d'une base, jouez-y une créature supplémentaire.",
    },
    // Its only text is this Special: it can't be played at any other time (MEFIRST-8).
    specials: [
      {
        window: "beforeScoring",
        from: "hand",
        can: () => true,
        *use(ctx, w) {
          // Stryker disable next-line UnaryOperator,BooleanLiteral: equivalent because Hidden Ninja attaches to nothing and has no onPlay, which alone would read the target and the flag
          yield* playSelf(ctx, -1);
          yield* offerExtraMinion(ctx, ctx.you, { bases: [w.base] });
        },
      },
    ],
  }),
  action({
    id: "infiltrate",
    count: 2,
    name: { en: "Infiltrate", fr: "Infiltrate" },
    attach: "base",
    text: {
      en: "Play on a base. Destroy another action on this base. Ongoing: you may ignore this base's ability until the start of your next turn.",
      fr: "Jouez sur une base. Détruisez une autre action sur cette base. Permanent : vous pouvez ignorer la capacité de cette base jusqu'au début de votre prochain tour.",
    },
    // "Until the start of your next turn": from the moment it enters play, played or placed.
    ongoingUntilYourNextTurn: true,
    *onPlay(ctx, base) {
      const { g } = ctx;
      // Actions on the base itself or attached to a minion on it; mandatory when there is one.
      const here = allActionsInPlay(g).filter((a) => a !== ctx.self && baseOf(g, a) === base);
      // Stryker disable next-line StringLiteral: equivalent because no protection of these boxes tells one kind of effect from another (no shield hook reads the kind)
      const t = yield* chooseTarget(ctx, ctx.you, "destroyAction", "destroy", here);
      if (t !== null) destroyAction(ctx, t);
    },
    letsIgnoreBase(g, self, base, seat) {
      const c = card(g, self);
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent because only the actions on `base` itself are asked (power.ts mayIgnoreBase)
      return c.zone === "base" && c.at === base && c.controller === seat && ongoingActive(g, self);
    },
  }),
  action({
    id: "poison",
    count: 1,
    name: { en: "Poison", fr: "Poison" },
    attach: "minion",
    text: {
      en: "Play on a minion. Destroy any number of actions on it. Ongoing: this minion has -4 power (minimum 0).",
      fr: "Jouez sur une créature. Détruisez autant d'actions attachées à elle que vous le souhaitez. Permanent : cette créature a -4 en force (minimum 0).",
    },
    *onPlay(ctx, host) {
      const others = card(ctx.g, host).attached.filter((a) => a !== ctx.self);
      const chosen = yield* chooseTargets(ctx, ctx.you, "destroyAction", "destroy", others, 0, others.length);
      for (const a of chosen) destroyAction(ctx, a);
    },
    powerBonus: (g, self, target) =>
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where a Poison is always attached
      card(g, self).zone === "attached" && card(g, self).at === target ? -4 : 0,
  }),
  action({
    id: "seeing-stars",
    count: 2,
    name: { en: "Seeing Stars", fr: "Seeing Stars" },
    text: {
      en: "Destroy a minion of power 3 or less.",
      fr: "Détruisez une créature de force 3 ou moins.",
    },
    *onPlay(ctx) {
      yield* destroyChosen(ctx, powerAtMost(ctx.g, 3));
    },
  }),
  action({
    id: "smoke-bomb",
    count: 1,
    name: { en: "Smoke Bomb", fr: "Smoke Bomb" },
    attach: "ownMinion",
    text: {
      en: "Play on one of your minions. Ongoing: this minion is not affected by other players' actions. Destroy this card at the start of your turn.",
      fr: "Jouez sur une de vos créatures. Permanent : cette créature n'est pas affectée par les actions des autres joueurs. Détruisez cette carte au début de votre tour.",
    },
    shield(g, self, target, ctx) {
      const c = card(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where a Smoke Bomb is always attached
      if (c.zone !== "attached" || c.at !== target) return null;
      return ctx.isAction && ctx.you !== c.controller ? "immune" : null;
    },
    onEvents: ["turnStart"],
    on(g, self, ev): PendingTrigger | null {
      const c = card(g, self);
      if (ev.t !== "turnStart" || !isInPlay(c) || ev.seat !== c.controller) return null;
      return {
        ctx: cardCtx(g, self),
        orderFree: true,
        run(ctx) {
          // Stryker disable next-line ConditionalExpression: equivalent because a trigger whose card left play is dropped before it runs (triggers.ts sourceActive)
          if (isInPlay(card(ctx.g, self))) destroyAction(ctx, self);
        },
      };
    },
  }),
  action({
    id: "way-of-deception",
    count: 1,
    name: { en: "Way of Deception", fr: "Way of Deception" },
    text: {
      en: "Move one of your minions to another base.",
      fr: "Déplacez une de vos créatures vers une autre base.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      yield* moveOne(ctx, targets(ctx, "move", controlledBy(ctx.g, ctx.you)));
    },
  }),
]);

function* assassinationDestroy(ctx: Ctx, self: Uid): Eff {
  const c = card(ctx.g, self);
  // Stryker disable next-line ConditionalExpression: equivalent because a trigger whose card left play is dropped before it runs (triggers.ts sourceActive)
  if (c.zone === "attached") yield* destroyMinion(ctx, c.at);
}
