// Robots (core set): a swarm of small minions that play each other as extras, and Microbots that
// grow stronger together.

import {
  type Ctx,
  card,
  cardCtx,
  cardDef,
  chooseBase,
  chooseCards,
  defOf,
  destroyChosen,
  destroyMinions,
  draw,
  type Eff,
  type GameState,
  grantExtra,
  minionsOf,
  minionsOn,
  minionsPlayedThisTurn,
  namedOn,
  namesFor,
  offerExtraMinion,
  player,
  power,
  revealTop,
  type Seat,
  shuffleIntoDeck,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

const ALPHA = "robots:microbot-alpha";

/** Whether `seat` controls a Microbot Alpha in play ("all of your minions are considered Microbots"). */
function controlsAlpha(g: GameState, seat: Seat): boolean {
  // A walk of the bases rather than minionsOf(...).some(): Microbot Fixer's power bonus asks this
  // for every minion at every power query (issue 22: the lists were most of a query's garbage).
  for (const b of g.basesInPlay)
    for (const m of g.bases[b]?.minions ?? NO_MINIONS)
      if (card(g, m).controller === seat && defOf(g, m).key === ALPHA) return true;
  return false;
}

const NO_MINIONS: readonly Uid[] = [];

const isMicrobotName = (name: string): boolean => name.startsWith("Microbot ");

/**
 * A minion is a Microbot if its definition says so, or, while it is in play, if its controller
 * controls a Microbot Alpha in play. A card that is not a minion is one for the ability of `asker`
 * when it bears a Microbot's name on the asker's base (Grimms' Blessing, CARD-BENEDICTION-GRIMM:
 * Microbot Fixer gives it +1; the Alpha counts it and the Archive draws for it, CS-Q4).
 */
export function isMicrobot(g: GameState, uid: Uid, asker?: Uid): boolean {
  const c = card(g, uid);
  const d = cardDef(c.def);
  if (d.type !== "minion") return asker !== undefined && namesFor(g, uid, asker).some(isMicrobotName);
  if (d.microbot) return true;
  return c.zone === "base" && controlsAlpha(g, c.controller);
}

/** "If this is the first minion you played this turn" (the count includes this one); "you" may
 * be a player who plays it in another player's turn (Hidden Ninja). */
function firstMinionThisTurn(g: GameState, seat: Seat): boolean {
  return minionsPlayedThisTurn(g, seat) === 1;
}

export default faction("robots", "core", { en: "Robots", fr: "Robots" }, [
  minion({
    id: "nukebot",
    power: 5,
    count: 1,
    name: { en: "Nukebot", fr: "Nukebot" },
    text: {
      en: "Ongoing: after this minion is destroyed, destroy each other player's minions on its base.",
      fr: "Permanent : après la destruction de cette créature, détruisez chaque créature des autres joueurs sur sa base.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.uid !== self) return null;
      // Seen as it is destroyed: "you" is its controller then; the trigger resolves after it left.
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => nukebotBlast(ctx, ev.base),
      };
    },
  }),
  minion({
    id: "warbot",
    power: 4,
    count: 2,
    name: { en: "Warbot", fr: "Warbot" },
    text: {
      en: "Ongoing: this minion can't be destroyed.",
      fr: "Permanent : cette créature ne peut pas être détruite.",
    },
    indestructible: (_g, self, target) => target === self,
  }),
  minion({
    id: "hoverbot",
    power: 3,
    count: 3,
    name: { en: "Hoverbot", fr: "Hoverbot" },
    text: {
      en: "Reveal the top card of your deck. If it is a minion, you may play it as an extra minion; otherwise it stays on top of your deck.",
      fr: "Révélez la carte du dessus de votre pioche. Si c'est une créature, vous pouvez la jouer comme créature supplémentaire ; sinon, elle reste sur le dessus de votre pioche.",
    },
    *onPlay(ctx) {
      const top = revealTop(ctx.g, ctx.you);
      // Stryker disable next-line ConditionalExpression: equivalent because offerExtraMinion offers minions only, so an action on top is never offered either way
      if (top === null || defOf(ctx.g, top).type !== "minion") return;
      // PLAY-9 (a): the extra names the revealed card, so it is now or never.
      yield* offerExtraMinion(ctx, ctx.you, { cards: [top] });
    },
  }),
  minion({
    id: "zapbot",
    power: 2,
    count: 4,
    name: { en: "Zapbot", fr: "Zapbot" },
    text: {
      en: "You may play an extra minion of power 2 or less.",
      fr: "Vous pouvez jouer une créature supplémentaire de force 2 ou moins.",
    },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "minion", maxPower: 2, source: ctx.def });
    },
  }),
  minion({
    id: "microbot-alpha",
    power: 1,
    count: 1,
    microbot: true,
    name: { en: "Microbot Alpha", fr: "Microbot Alpha" },
    text: {
      en: "Ongoing: +1 power for each of your other Microbots. All of your minions are Microbots.",
      fr: "Permanent : +1 en force pour chacun de vos autres Microbots. Toutes vos créatures sont des Microbots.",
    },
    powerBonus(g, self, target) {
      if (target !== self) return 0;
      const you = card(g, self).controller;
      const named = namedOn(g, card(g, self).at, isMicrobotName).filter(
        (u) => defOf(g, u).type !== "minion" && card(g, u).controller === you,
      );
      return minionsOf(g, you).filter((m) => m !== self && isMicrobot(g, m)).length + named.length;
    },
  }),
  minion({
    id: "microbot-archive",
    power: 1,
    count: 1,
    microbot: true,
    name: { en: "Microbot Archive", fr: "Microbot Archive" },
    text: {
      en: "Ongoing: after one of your Microbots (this one included) is destroyed, draw a card.",
      fr: "Permanent : après la destruction d'un de vos Microbots (celui-ci compris), piochez une carte.",
    },
    onEvents: ["minionDestroyed", "actionDestroyed"],
    on(g, self, ev) {
      if (ev.t === "actionDestroyed") {
        // A Blessing bearing a Microbot's name here, seen as it is destroyed (still in play).
        if (card(g, ev.uid).controller !== card(g, self).controller || !isMicrobot(g, ev.uid, self))
          return null;
        return {
          ctx: cardCtx(g, self),
          run(ctx) {
            draw(ctx.g, ctx.you, 1);
          },
        };
      }
      if (ev.t !== "minionDestroyed") return null;
      // Seen as the minion is destroyed, the Archive still in play (destroyed with it, too).
      // Stryker disable next-line ConditionalExpression: equivalent because the Archive is itself a Microbot of its controller, which the rest of the test already lets through; kept to say "this one included"
      if (ev.uid !== self && (card(g, self).controller !== ev.controller || !isMicrobot(g, ev.uid)))
        return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          draw(ctx.g, ctx.you, 1);
        },
      };
    },
  }),
  minion({
    id: "microbot-fixer",
    power: 1,
    count: 2,
    microbot: true,
    name: { en: "Microbot Fixer", fr: "Microbot Fixer" },
    text: {
      en: "If this is the first minion you played this turn, you may play an extra minion. Ongoing: each of your Microbots has +1 power.",
      fr: "Si c'est la première créature que vous jouez ce tour-ci, vous pouvez jouer une créature supplémentaire. Permanent : chacun de vos Microbots a +1 en force.",
    },
    *onPlay(ctx) {
      if (firstMinionThisTurn(ctx.g, ctx.you)) {
        yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
      }
    },
    powerByName: true,
    powerBonus(g, self, target) {
      return card(g, target).controller === card(g, self).controller && isMicrobot(g, target, self) ? 1 : 0;
    },
  }),
  minion({
    id: "microbot-guard",
    power: 1,
    count: 2,
    microbot: true,
    name: { en: "Microbot Guard", fr: "Microbot Guard" },
    text: {
      en: "Destroy a minion on this base whose power is less than the number of minions you have here.",
      fr: "Détruisez une créature de cette base dont la force est inférieure au nombre de créatures que vous y avez.",
    },
    *onPlay(ctx, base) {
      const { g } = ctx;
      const mine = minionsOf(g, ctx.you, base).length;
      yield* destroyChosen(ctx, (m) => power(g, m) < mine, { from: minionsOn(g, base) });
    },
  }),
  minion({
    id: "microbot-reclaimer",
    power: 1,
    count: 2,
    microbot: true,
    name: { en: "Microbot Reclaimer", fr: "Microbot Reclaimer" },
    text: {
      en: "If this is the first minion you played this turn, you may play an extra minion. Shuffle any number of Microbots from your discard pile into your deck.",
      fr: "Si c'est la première créature que vous jouez ce tour-ci, vous pouvez jouer une créature supplémentaire. Mélangez dans votre pioche autant de Microbots de votre défausse que vous voulez.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      if (firstMinionThisTurn(g, ctx.you)) {
        yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
      }
      // Out of play, only the cards printed as Microbots are Microbots.
      const pile = player(g, ctx.you).discard.filter((u) => defOf(g, u).microbot === true);
      const picked = yield* chooseCards(ctx, ctx.you, "shuffleIntoDeck", pile, 0, pile.length);
      shuffleIntoDeck(g, ctx.you, picked);
    },
  }),
  action({
    id: "tech-center",
    count: 2,
    name: { en: "Tech Center", fr: "Tech Center" },
    text: {
      en: "Choose a base. Draw a card for each of your minions there.",
      fr: "Choisissez une base. Piochez une carte pour chacune de vos créatures qui s'y trouvent.",
    },
    *onPlay(ctx) {
      const b = yield* chooseBase(ctx, ctx.you, "chooseBase", ctx.g.basesInPlay);
      // Stryker disable next-line ConditionalExpression: equivalent because bases are always in play, so b is never null
      if (b === null) return;
      draw(ctx.g, ctx.you, minionsOf(ctx.g, ctx.you, b).length);
    },
  }),
]);

function* nukebotBlast(ctx: Ctx, base: Uid): Eff {
  const victims = minionsOn(ctx.g, base).filter((m) => card(ctx.g, m).controller !== ctx.you);
  yield* destroyMinions(ctx, victims);
}
