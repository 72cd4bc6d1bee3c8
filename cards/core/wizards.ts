// Wizards (core set): extra actions, card draw and deck manipulation.

import {
  actionPlayable,
  card,
  chooseCard,
  chooseCards,
  chooseLabel,
  chooseOrder,
  defOf,
  destroyMinion,
  detach,
  draw,
  type GameState,
  grantExtra,
  minionsOf,
  offerExtraAction,
  others,
  player,
  power,
  put,
  putInHand,
  putOnDeck,
  reveal,
  revealTop,
  shuffleDeck,
  shuffleIntoDeck,
  topOfDeck,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

const isAction = (g: GameState, uid: Uid): boolean => defOf(g, uid).type === "action";

export default faction("wizards", "core", { en: "Wizards", fr: "Sorciers" }, [
  minion({
    id: "archmage",
    power: 4,
    count: 1,
    name: { en: "Archmage", fr: "Archmage" },
    // Original printed text (the POD talent version is not used).
    text: {
      en: "Ongoing: you may play an extra action on each of your turns.",
      fr: "Permanent : vous pouvez jouer une action supplémentaire à chacun de vos tours.",
    },
    // The engine lets it pay for one action per turn (TERM-YOURTURN).
    ongoingExtra: (g, self, seat) =>
      // Stryker disable next-line ConditionalExpression: equivalent because the engine asks only the cards the player controls (allowances.ts); kept to spell out "your turns"
      card(g, self).controller === seat ? { kind: "action", source: card(g, self).def } : null,
  }),
  minion({
    id: "chronomage",
    power: 3,
    count: 2,
    name: { en: "Chronomage", fr: "Chronomage" },
    text: {
      en: "You may play an extra action this turn.",
      fr: "Vous pouvez jouer une action supplémentaire ce tour-ci.",
    },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
  minion({
    id: "enchantress",
    power: 2,
    count: 3,
    name: { en: "Enchantress", fr: "Enchantress" },
    text: { en: "Draw a card.", fr: "Piochez une carte." },
    *onPlay(ctx) {
      draw(ctx.g, ctx.you, 1);
    },
  }),
  minion({
    id: "neophyte",
    power: 2,
    count: 4,
    name: { en: "Neophyte", fr: "Neophyte" },
    text: {
      en: "Reveal the top card of your deck. If it is an action, you may put it into your hand or play it as an extra action. Otherwise, leave it on top of your deck.",
      fr: "Révélez la première carte de votre pioche. Si c'est une action, vous pouvez la prendre en main ou la jouer comme action supplémentaire. Sinon, laissez-la sur le dessus de votre pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const top = revealTop(g, ctx.you);
      if (top === null || !isAction(g, top)) return;
      const labels = actionPlayable(g, ctx.you, top) ? ["hand", "play", "top"] : ["hand", "top"];
      const pick = yield* chooseLabel(ctx, ctx.you, "revealedAction", labels);
      if (pick === "hand") putInHand(g, top);
      // PLAY-9 (a): the extra names this very card, so it is played now or never.
      else if (pick === "play") yield* offerExtraAction(ctx, ctx.you, { cards: [top], optional: false });
    },
  }),
  action({
    id: "mass-enchantment",
    count: 1,
    name: { en: "Mass Enchantment", fr: "Mass Enchantment" },
    text: {
      en: "Reveal the top card of each other player's deck. You may play one revealed action as an extra action. The other revealed cards stay on top of their decks.",
      fr: "Révélez la première carte de la pioche de chaque autre joueur. Vous pouvez jouer une des actions révélées comme action supplémentaire. Les autres cartes révélées restent sur le dessus de leur pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const revealed: Uid[] = [];
      for (const seat of others(g, ctx.you)) {
        const top = revealTop(g, seat);
        if (top !== null) revealed.push(top);
      }
      // You control the played card; it still goes to its owner's discard pile (CONFLICT-11).
      // Stryker disable next-line MethodExpression: equivalent because offerExtraAction offers actions only
      const actions = revealed.filter((u) => isAction(g, u));
      yield* offerExtraAction(ctx, ctx.you, { cards: actions });
    },
  }),
  action({
    id: "mystic-studies",
    count: 2,
    name: { en: "Mystic Studies", fr: "Mystic Studies" },
    text: { en: "Draw two cards.", fr: "Piochez deux cartes." },
    *onPlay(ctx) {
      draw(ctx.g, ctx.you, 2);
    },
  }),
  action({
    id: "portal",
    count: 1,
    name: { en: "Portal", fr: "Portal" },
    text: {
      en: "Reveal the top five cards of your deck. Put any number of the revealed minions into your hand. Put the other cards back on top of your deck in any order.",
      fr: "Révélez les cinq premières cartes de votre pioche. Prenez en main autant de créatures révélées que vous voulez. Remettez les autres cartes sur le dessus de votre pioche dans l'ordre de votre choix.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const revealed: Uid[] = [];
      // The revealed cards wait in limbo, so an empty deck is refilled from the discard (DECK-1).
      for (let i = 0; i < 5; i++) {
        const top = revealTop(g, ctx.you);
        if (top === null) break;
        detach(g, top);
        put(g, top, "limbo", ctx.you);
        revealed.push(top);
      }
      const minions = revealed.filter((u) => !isAction(g, u));
      const taken = yield* chooseCards(ctx, ctx.you, "toHandAny", minions, 0, minions.length);
      for (const u of taken) putInHand(g, u);
      const rest = revealed.filter((u) => !taken.includes(u));
      const ordered = yield* chooseOrder(ctx, ctx.you, "orderDeckTop", rest);
      // The first card chosen ends on top.
      // Stryker disable next-line MethodExpression: equivalent because `ordered` is not read after being reversed
      for (const u of ordered.slice().reverse()) putOnDeck(g, u, "top");
    },
  }),
  action({
    id: "sacrifice",
    count: 1,
    name: { en: "Sacrifice", fr: "Sacrifice" },
    text: {
      en: "Choose one of your minions. Draw cards equal to its power. Destroy that minion.",
      fr: "Choisissez une de vos créatures. Piochez autant de cartes que sa force. Détruisez cette créature.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      const mine = yield* chooseCard(ctx, ctx.you, "chooseOwnMinion", minionsOf(g, ctx.you));
      if (mine === null) return;
      // Not a "to" effect: the draw happens even if the minion can't be destroyed.
      draw(g, ctx.you, power(g, mine));
      yield* destroyMinion(ctx, mine);
    },
  }),
  action({
    id: "scry",
    count: 1,
    name: { en: "Scry", fr: "Scry" },
    text: {
      en: "Search your deck for an action and reveal it. Put it into your hand, then shuffle your deck.",
      fr: "Cherchez une action dans votre pioche et révélez-la. Prenez-la en main, puis mélangez votre pioche.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      topOfDeck(g, ctx.you); // DECK-1: searching an empty deck refills it first.
      const actions = player(g, ctx.you).deck.filter((u) => isAction(g, u));
      const pick = yield* chooseCard(ctx, ctx.you, "toHand", actions);
      if (pick !== null) {
        reveal(g, ctx.you, [pick]);
        putInHand(g, pick);
      }
      shuffleDeck(g, ctx.you); // DECK-4
    },
  }),
  action({
    id: "summon",
    count: 2,
    name: { en: "Summon", fr: "Summon" },
    text: { en: "Play an extra minion.", fr: "Jouez une créature supplémentaire." },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
    },
  }),
  action({
    id: "time-loop",
    count: 1,
    name: { en: "Time Loop", fr: "Time Loop" },
    text: { en: "Play two extra actions.", fr: "Jouez deux actions supplémentaires." },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
  action({
    id: "winds-of-change",
    count: 1,
    name: { en: "Winds of Change", fr: "Winds of Change" },
    text: {
      en: "Shuffle your hand into your deck and draw five cards. You may play an extra action.",
      fr: "Mélangez votre main dans votre pioche et piochez cinq cartes. Vous pouvez jouer une action supplémentaire.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      shuffleIntoDeck(g, ctx.you, player(g, ctx.you).hand.slice());
      draw(g, ctx.you, 5);
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
]);
