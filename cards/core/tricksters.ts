// Tricksters (core set): traps on bases and minions that punish whoever comes near them.

import {
  activeSeats,
  allActionsInPlay,
  type Ctx,
  card,
  cardCtx,
  cardDef,
  chooseCard,
  chooseLabel,
  chooseSeat,
  chooseTarget,
  destroyAction,
  destroyChosen,
  destroyMinion,
  discardFromHand,
  discardRandom,
  draw,
  type Eff,
  factionsInGame,
  type GameState,
  log,
  minionsOf,
  minionsOn,
  others,
  player,
  power,
  type Seat,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** The base an action attached to a base sits on, or -1 when it is not in play there. */
function baseActionAt(g: GameState, self: Uid): Uid {
  const c = card(g, self);
  // Stryker disable next-line ConditionalExpression,UnaryOperator: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it; the -1 guards every caller below
  return c.zone === "base" ? c.at : -1;
}

/** Whether the minion `uid` is still the one just played (it has not left play since). */
function samePlay(g: GameState, uid: Uid): (now: GameState) => boolean {
  const stay = card(g, uid).stay;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent in the core set: destroying checks that the minion is on a base anyway, and no core card takes a minion out of play and back in before the trigger resolves (the stay test is for that)
  return (now) => card(now, uid).zone === "base" && card(now, uid).stay === stay;
}

export default faction("tricksters", "core", { en: "Tricksters", fr: "Petit Peuple" }, [
  minion({
    id: "leprechaun",
    power: 5,
    count: 1,
    name: { en: "Leprechaun", fr: "Leprechaun" },
    text: {
      en: "Ongoing: after another player plays a minion here, if its power is less than this minion's, destroy it (its ability resolves first).",
      fr: "Permanent : après qu'un autre joueur a joué une créature ici, si sa force est inférieure à celle de cette créature, détruisez-la (sa capacité se résout d'abord).",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed") return null;
      const c = card(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where a minion is on a base
      if (c.zone !== "base" || c.at !== ev.base || ev.seat === c.controller) return null;
      const played = samePlay(g, ev.uid);
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => leprechaunCheck(ctx, played, ev.uid, self),
      };
    },
  }),
  minion({
    id: "brownie",
    power: 4,
    count: 2,
    name: { en: "Brownie", fr: "Brownie" },
    text: {
      en: "Ongoing: after another player plays a card that affects this minion, that player discards two random cards.",
      fr: "Permanent : après qu'un autre joueur a joué une carte qui affecte cette créature, ce joueur défausse deux cartes au hasard.",
    },
    onEvents: ["affectedByPlay"],
    on(g, self, ev) {
      // Stryker disable next-line ConditionalExpression: equivalent because the engine emits affectedByPlay only for another player's card (effects.ts mayAffect); kept to spell out "another player"
      if (ev.t !== "affectedByPlay" || ev.uid !== self || ev.by === card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        // One played card affecting this Brownie several times triggers it once.
        key: `brownie:${self}:${ev.card}`,
        run(ctx) {
          discardRandom(ctx.g, ev.by, 2);
        },
      };
    },
  }),
  minion({
    id: "gnome",
    power: 3,
    count: 3,
    name: { en: "Gnome", fr: "Gnome" },
    text: {
      en: "You may destroy a minion on this base whose power is less than the number of minions you have here.",
      fr: "Vous pouvez détruire une créature de cette base dont la force est inférieure au nombre de créatures que vous y avez.",
    },
    *onPlay(ctx, base) {
      const { g } = ctx;
      const mine = minionsOf(g, ctx.you, base).length;
      yield* destroyChosen(ctx, (m) => power(g, m) < mine, { from: minionsOn(g, base), optional: true });
    },
  }),
  minion({
    id: "gremlin",
    power: 2,
    count: 4,
    name: { en: "Gremlin", fr: "Gremlin" },
    text: {
      en: "Ongoing: after this minion is destroyed, draw a card and each other player discards a random card.",
      fr: "Permanent : après la destruction de cette créature, piochez une carte et chaque autre joueur défausse une carte au hasard.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.uid !== self) return null;
      // Seen as it is destroyed: "you" is its controller then; the trigger resolves after it left.
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          draw(ctx.g, ctx.you, 1);
          for (const s of others(ctx.g, ctx.you)) discardRandom(ctx.g, s, 1);
        },
      };
    },
  }),
  action({
    id: "block-the-path",
    count: 1,
    name: { en: "Block the Path", fr: "Block the Path" },
    attach: "base",
    text: {
      en: "Play on a base and name a faction. Ongoing: minions of that faction can't be played here.",
      fr: "Jouez sur une base et nommez une faction. Permanent : les créatures de cette faction ne peuvent pas être jouées ici.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const named = yield* chooseLabel(ctx, ctx.you, "nameFaction", factionsInGame(g));
      // Stryker disable next-line ConditionalExpression: equivalent because naming a faction is mandatory and every player has two
      if (named === null) return;
      const c = card(g, ctx.self);
      // Stryker disable next-line ConditionalExpression: equivalent because an action played on a base is on it while its ability resolves
      if (c.zone !== "base") return;
      c.memo = named;
      log(g, "nameFaction", [ctx.you, named]);
    },
    allowMinionPlay(g, self, _seat, uid, base) {
      const named = card(g, self).memo;
      // Stryker disable next-line ConditionalExpression: equivalent because no faction is named undefined, so an unnamed Block the Path forbids nothing either way
      if (named === undefined || baseActionAt(g, self) !== base) return true;
      return cardDef(card(g, uid).def).faction !== named;
    },
  }),
  action({
    id: "disenchant",
    count: 2,
    name: { en: "Disenchant", fr: "Disenchant" },
    text: {
      en: "Destroy an action attached to a minion or a base.",
      fr: "Détruisez une action attachée à une créature ou à une base.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection of these boxes tells one kind of effect from another (no shield hook reads the kind)
      const t = yield* chooseTarget(ctx, ctx.you, "destroyAction", "destroy", allActionsInPlay(ctx.g));
      if (t !== null) destroyAction(ctx, t);
    },
  }),
  action({
    id: "enshrouding-mist",
    count: 2,
    name: { en: "Enshrouding Mist", fr: "Enshrouding Mist" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: on your turn, you may play an extra minion here.",
      fr: "Jouez sur une base. Permanent : à votre tour, vous pouvez jouer une créature supplémentaire ici.",
    },
    // The engine offers it only during its controller's play phase, once per turn (TERM-YOURTURN).
    ongoingExtra(g, self) {
      const base = baseActionAt(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it
      return base < 0 ? null : { kind: "minion", base, source: card(g, self).def };
    },
  }),
  action({
    id: "flame-trap",
    count: 1,
    name: { en: "Flame Trap", fr: "Flame Trap" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: after another player plays a minion here, destroy it (its ability resolves first) and this card.",
      fr: "Jouez sur une base. Permanent : après qu'un autre joueur a joué une créature ici, détruisez-la (sa capacité se résout d'abord) ainsi que cette carte.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed") return null;
      const base = baseActionAt(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it
      if (base < 0) return null;
      if (base !== ev.base || ev.seat === card(g, self).controller) return null;
      const played = samePlay(g, ev.uid);
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => flameTrapBurn(ctx, played, ev.uid, self),
      };
    },
  }),
  action({
    id: "hideout",
    count: 1,
    name: { en: "Hideout", fr: "Hideout" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: if another player's action would affect your minions here, destroy this card instead and the action doesn't affect your minions.",
      fr: "Jouez sur une base. Permanent : si l'action d'un autre joueur devait affecter vos créatures ici, détruisez plutôt cette carte et l'action n'affecte pas vos créatures.",
    },
    shield(g, self, target, ctx) {
      const base = baseActionAt(g, self);
      const t = card(g, target);
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it, and protections are asked about minions in play
      if (base < 0 || t.zone !== "base") return null;
      if (t.at !== base) return null;
      const you = card(g, self).controller;
      return t.controller === you && ctx.isAction && ctx.you !== you ? "absorb" : null;
    },
  }),
  action({
    id: "mark-of-sleep",
    count: 1,
    name: { en: "Mark of Sleep", fr: "Mark of Sleep" },
    text: {
      en: "Choose a player. That player can't play actions during their next turn.",
      fr: "Choisissez un joueur. Ce joueur ne peut pas jouer d'actions pendant son prochain tour.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const seat = yield* chooseSeat(ctx, ctx.you, "choosePlayer", activeSeats(g));
      // Stryker disable next-line ConditionalExpression: equivalent because choosing a player is mandatory and there is always one
      if (seat === null) return;
      // The engine starts it at that player's next turn start and ends it with that turn.
      g.lasting.push({ kind: "noActions", seat, turn: 0 });
      log(g, "noActions", [seat]);
    },
  }),
  action({
    id: "pay-the-piper",
    count: 1,
    name: { en: "Pay the Piper", fr: "Pay the Piper" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: after another player plays a minion here, that player discards a card of their choice.",
      fr: "Jouez sur une base. Permanent : après qu'un autre joueur a joué une créature ici, ce joueur défausse une carte de son choix.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed") return null;
      const base = baseActionAt(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it
      if (base < 0) return null;
      if (base !== ev.base || ev.seat === card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => secretTrapDiscard(ctx, ev.seat),
      };
    },
  }),
  action({
    id: "take-the-shinies",
    count: 1,
    name: { en: "Take the Shinies", fr: "Take the Shinies" },
    text: {
      en: "Each other player discards two random cards.",
      fr: "Chaque autre joueur défausse deux cartes au hasard.",
    },
    *onPlay(ctx) {
      for (const s of others(ctx.g, ctx.you)) discardRandom(ctx.g, s, 2);
    },
  }),
]);

function* secretTrapDiscard(ctx: Ctx, seat: Seat): Eff {
  const t = yield* chooseCard(ctx, seat, "discardFromHand", player(ctx.g, seat).hand);
  // Stryker disable next-line ConditionalExpression: equivalent because discardFromHand ignores a card not in the hand
  if (t !== null) discardFromHand(ctx.g, seat, [t]);
}

function* flameTrapBurn(ctx: Ctx, played: (g: GameState) => boolean, uid: Uid, self: Uid): Eff {
  // Stryker disable next-line ConditionalExpression: equivalent in the core set, see samePlay
  if (played(ctx.g)) yield* destroyMinion(ctx, uid);
  destroyAction(ctx, self);
}

function* leprechaunCheck(ctx: Ctx, played: (g: GameState) => boolean, uid: Uid, self: Uid): Eff {
  // Compared once the played minion's ability has resolved, with both current powers. A
  // Leprechaun that left play meanwhile does nothing (the engine drops the trigger).
  if (played(ctx.g) && power(ctx.g, uid) < power(ctx.g, self)) yield* destroyMinion(ctx, uid);
}
