// Zombies (core set): minions keep coming back from the discard pile.

import {
  baseOf,
  card,
  cardCtx,
  cardDef,
  chooseBase,
  chooseCard,
  chooseCards,
  chooseLabel,
  defOf,
  destroyAction,
  type GameState,
  grantExtra,
  log,
  lookTop,
  minionPlayForbidden,
  minionsOf,
  offerExtraMinion,
  player,
  playSelf,
  putInDiscard,
  putInHand,
  type Seat,
  showTo,
  shuffleDeck,
  shuffleIntoDeck,
  topOfDeck,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

const nameOf = (g: GameState, uid: Uid): string => defOf(g, uid).name.en;

/** "Only one Tenacious Z each turn" is about the name (BGB-6): a reprint shares the key. */
const onceKey = (g: GameState, self: Uid): string => `once:${nameOf(g, self)}`;

/**
 * The card names found among `uids`, one label per name: the definition key of the first card
 * with that name (clients render it in their language), sorted so the order reveals nothing.
 */
function namesAmong(g: GameState, uids: Uid[]): string[] {
  const byName = new Map<string, string>();
  // Stryker disable next-line ConditionalExpression: equivalent because in the core set cards of the same name share one key
  for (const u of uids) if (!byName.has(nameOf(g, u))) byName.set(nameOf(g, u), defOf(g, u).key);
  return [...byName.values()].sort();
}

function withNameOf(g: GameState, uids: Uid[], key: string): Uid[] {
  const name = cardDef(key).name.en;
  return uids.filter((u) => nameOf(g, u) === name);
}

/** The bases a minion of `seat` may be played on right now (Overrun forbids some). */
function basesFor(g: GameState, seat: Seat, uid: Uid): Uid[] {
  return g.basesInPlay.filter((b) => !minionPlayForbidden(g, seat, uid, b));
}

/** Whether the card is an action attached to `base`. */
function attachedTo(g: GameState, self: Uid, base: Uid): boolean {
  const c = card(g, self);
  // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an action played on a base lies on it
  return c.zone === "base" && c.at === base;
}

export default faction("zombies", "core", { en: "Zombies", fr: "Zombis" }, [
  minion({
    id: "zombie-lord",
    power: 5,
    count: 1,
    name: { en: "Zombie Lord", fr: "Zombie Lord" },
    text: {
      en: "You may play an extra minion of power 2 or less from your discard pile on each base where you have no minions.",
      fr: "Vous pouvez jouer une créature supplémentaire de force 2 ou moins depuis votre défausse sur chaque base où vous n'avez aucune créature.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const used = new Set<Uid>();
      // One offer at a time (the player picks the base), each base at most once, until declined.
      for (;;) {
        const empty = g.basesInPlay.filter((b) => !used.has(b) && minionsOf(g, ctx.you, b).length === 0);
        // Stryker disable next-line ConditionalExpression: equivalent because an offer with no base has no option and returns null (a shortcut)
        if (empty.length === 0) return;
        const played = yield* offerExtraMinion(ctx, ctx.you, {
          // Stryker disable next-line MethodExpression: equivalent because the list is read before the discard pile changes (the copy only guards against that)
          cards: player(g, ctx.you).discard.slice(),
          maxPower: 2,
          bases: empty,
        });
        if (played === null) return;
        // Stryker disable next-line ConditionalExpression: equivalent in the core set because the next line marks the base the minion went to, and no minion a Zombie Lord can play puts another in play; the two records overlap
        for (const b of empty) if (minionsOf(g, ctx.you, b).length > 0) used.add(b);
        const at = baseOf(g, played);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent for the same reason (the line above marks it while it stays there)
        if (at >= 0) used.add(at);
      }
    },
  }),
  minion({
    id: "grave-digger",
    power: 4,
    count: 2,
    name: { en: "Grave Digger", fr: "Grave Digger" },
    text: {
      en: "You may put a minion from your discard pile into your hand.",
      fr: "Vous pouvez prendre en main une créature de votre défausse.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const minions = player(g, ctx.you).discard.filter((u) => defOf(g, u).type === "minion");
      const pick = yield* chooseCard(ctx, ctx.you, "toHand", minions, true);
      if (pick !== null) putInHand(g, pick);
    },
  }),
  minion({
    id: "tenacious-z",
    power: 2,
    count: 3,
    name: { en: "Tenacious Z", fr: "Tenacious Z" },
    nameRefs: ["Tenacious Z"],
    text: {
      en: "Special: during your turn, you may play this card from your discard pile as an extra minion. You may use the ability of only one Tenacious Z each turn.",
      fr: "Spécial : pendant votre tour, vous pouvez jouer cette carte depuis votre défausse comme créature supplémentaire. Vous ne pouvez utiliser la capacité que d'un seul Tenacious Z par tour.",
    },
    playPhase: {
      from: "discard",
      can: (g, self, seat) =>
        !g.turn.usedOnce.includes(onceKey(g, self)) && basesFor(g, seat, self).length > 0,
      *use(ctx) {
        const { g } = ctx;
        g.turn.usedOnce.push(onceKey(g, ctx.self));
        const b = yield* chooseBase(ctx, ctx.you, "chooseBase", basesFor(g, ctx.you, ctx.self));
        // A real play through a Special: it doesn't use the free minion play (PLAY-12).
        // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent because `can` requires a base, the choice is mandatory, and the flag only matters to extras granted in the play phase, which Tenacious Z grants none of
        if (b !== null) yield* playSelf(ctx, b);
      },
    },
  }),
  minion({
    id: "walker",
    power: 2,
    count: 4,
    name: { en: "Walker", fr: "Walker" },
    text: {
      en: "Look at the top card of your deck. Discard it or leave it on top of your deck.",
      fr: "Regardez la première carte de votre pioche. Défaussez-la ou laissez-la sur le dessus de votre pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const top = lookTop(g, ctx.you);
      if (top === null) return;
      showTo(g, ctx.you, [top]); // TERM-LOOK: only this player sees it.
      if (yield* yesNo(ctx, ctx.you, "discardTop")) {
        putInDiscard(g, top);
        log(g, "discard", [ctx.you, top]);
      }
    },
  }),
  action({
    id: "grave-robbing",
    count: 2,
    name: { en: "Grave Robbing", fr: "Grave Robbing" },
    text: {
      en: "Put a card from your discard pile into your hand.",
      fr: "Prenez en main une carte de votre défausse.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // Stryker disable next-line MethodExpression: equivalent because the list is read before the discard pile changes (the copy only guards against that)
      const pick = yield* chooseCard(ctx, ctx.you, "toHand", player(g, ctx.you).discard.slice());
      if (pick !== null) putInHand(g, pick);
    },
  }),
  action({
    id: "lend-a-hand",
    count: 1,
    name: { en: "Lend a Hand", fr: "Lend a Hand" },
    text: {
      en: "Shuffle any number of cards from your discard pile into your deck.",
      fr: "Mélangez autant de cartes de votre défausse que vous voulez dans votre pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // Stryker disable next-line MethodExpression: equivalent because the list is read before the discard pile changes (the copy only guards against that)
      const discard = player(g, ctx.you).discard.slice();
      const chosen = yield* chooseCards(ctx, ctx.you, "shuffleIntoDeck", discard, 0, discard.length);
      shuffleIntoDeck(g, ctx.you, chosen);
    },
  }),
  action({
    id: "mall-crawl",
    count: 1,
    name: { en: "Mall Crawl", fr: "Mall Crawl" },
    text: {
      en: "Search your deck for any number of cards with the same name and put them into your discard pile. Shuffle your deck.",
      fr: "Cherchez dans votre pioche autant de cartes portant le même nom que vous voulez et placez-les dans votre défausse. Mélangez votre pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      topOfDeck(g, ctx.you); // DECK-1: searching an empty deck refills it first.
      const deck = player(g, ctx.you).deck;
      const key = yield* chooseLabel(ctx, ctx.you, "nameCard", namesAmong(g, deck));
      if (key !== null) {
        const candidates = withNameOf(g, deck, key);
        const chosen = yield* chooseCards(ctx, ctx.you, "toDiscardAny", candidates, 0, candidates.length);
        for (const u of chosen) {
          putInDiscard(g, u);
          log(g, "toDiscard", [u]);
        }
      }
      shuffleDeck(g, ctx.you); // DECK-4
    },
  }),
  action({
    id: "not-enough-bullets",
    count: 1,
    name: { en: "Not Enough Bullets", fr: "Not Enough Bullets" },
    text: {
      en: "Put any number of minions with the same name from your discard pile into your hand.",
      fr: "Prenez en main autant de créatures portant le même nom de votre défausse que vous voulez.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const minions = player(g, ctx.you).discard.filter((u) => defOf(g, u).type === "minion");
      const key = yield* chooseLabel(ctx, ctx.you, "nameCard", namesAmong(g, minions));
      if (key === null) return;
      const candidates = withNameOf(g, minions, key);
      const chosen = yield* chooseCards(ctx, ctx.you, "toHandAny", candidates, 0, candidates.length);
      for (const u of chosen) putInHand(g, u);
    },
  }),
  action({
    id: "outbreak",
    count: 1,
    name: { en: "Outbreak", fr: "Outbreak" },
    text: {
      en: "Play an extra minion on a base where you have no minions.",
      fr: "Jouez une créature supplémentaire sur une base où vous n'avez aucune créature.",
    },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "minion", emptyBaseOnly: true, source: ctx.def });
    },
  }),
  action({
    id: "overrun",
    count: 1,
    name: { en: "Overrun", fr: "Overrun" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: other players can't play minions on this base. Destroy this card at the start of your turn.",
      fr: "Jouez sur une base. Permanent : les autres joueurs ne peuvent pas jouer de créatures sur cette base. Détruisez cette carte au début de votre tour.",
    },
    allowMinionPlay: (g, self, seat, _minion, base) =>
      !(attachedTo(g, self, base) && seat !== card(g, self).controller),
    onEvents: ["turnStart"],
    on(g, self, ev) {
      const c = card(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an Overrun lies on its base
      if (ev.t !== "turnStart" || c.zone !== "base" || ev.seat !== c.controller) return null;
      return {
        ctx: cardCtx(g, self),
        orderFree: true,
        run(ctx) {
          destroyAction(ctx, ctx.self);
        },
      };
    },
  }),
  action({
    id: "they-keep-coming",
    count: 2,
    name: { en: "They Keep Coming", fr: "They Keep Coming" },
    text: {
      en: "Play an extra minion from your discard pile.",
      fr: "Jouez une créature supplémentaire depuis votre défausse.",
    },
    *onPlay(ctx) {
      // PLAY-9 (c): the card says where the minion comes from, so it is played now or never.
      // Stryker disable next-line MethodExpression: equivalent because the list is read before the discard pile changes (the copy only guards against that)
      yield* offerExtraMinion(ctx, ctx.you, { cards: player(ctx.g, ctx.you).discard.slice() });
    },
  }),
  action({
    id: "theyre-coming-to-get-you",
    count: 1,
    name: { en: "They're Coming To Get You", fr: "They're Coming To Get You" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: on your turn, you may play a minion here from your discard pile instead of from your hand.",
      fr: "Jouez sur une base. Permanent : à votre tour, vous pouvez jouer ici une créature depuis votre défausse au lieu de votre main.",
    },
    allowPlayFromDiscard: (g, self, seat, base) =>
      attachedTo(g, self, base) && seat === card(g, self).controller,
  }),
]);
