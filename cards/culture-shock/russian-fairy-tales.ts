// Russian Fairy Tales (World Tour: Culture Shock): minions that leave play to bring others off the
// top of a deck, a pair of trees that fetch each other, and tricks with hands and decks
// (readings: docs/boxes/culture-shock.md §2.4).

import {
  type Among,
  addCounters,
  allMinions,
  anyTarget,
  type Ctx,
  canMove,
  card,
  cardCtx,
  chooseBase,
  chooseCard,
  chooseCards,
  chooseLabel,
  chooseSeat,
  chooseTarget,
  defOf,
  destroyMinion,
  detach,
  draw,
  type Eff,
  type GameState,
  giveControl,
  grantExtra,
  handToDeck,
  hasName,
  mayAffect,
  minionsOn,
  moveMinion,
  offerExtraCard,
  offerExtraMinion,
  others,
  placeOnDeck,
  player,
  playOffTop,
  put,
  putInDiscard,
  putInHand,
  putOnDeck,
  returnToHand,
  revealUntil,
  searchZones,
  seatsFrom,
  shuffleBack,
  shuffleDeck,
  shuffleIntoOwnerDeck,
  targets,
  transferAction,
  transferToAnotherMinion,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { randomInt } from "../../src/engine/rng.ts";
import { action, faction, minion } from "../define.ts";

const isMinion = (g: GameState) => (uid: Uid) => defOf(g, uid).type === "minion";
const isAction = (g: GameState) => (uid: Uid) => defOf(g, uid).type === "action";

/**
 * "Place a minion on the bottom of its owner's deck to have them play a minion off the top of their
 * deck there as an extra minion; then they shuffle" (Baba Yaga, Transformation). The owner plays
 * (TOPDECK-1, TOPDECK-5); nothing is played if the placing was prevented (TERM-TO).
 */
function* transform(ctx: Ctx, target: Uid): Eff {
  const { g } = ctx;
  const { owner, at } = card(g, target);
  // Stryker disable next-line StringLiteral: equivalent because every end but "top" is the bottom (placeOnDeck, putOnDeck, handToDeck)
  if (!placeOnDeck(ctx, target, "bottom")) return;
  yield* playOffTop(ctx, owner, "minion", { bases: [at] });
  shuffleDeck(g, owner);
}

/** The other minions on Baba Yaga's base that her talent may place. */
const babaTargets = <T = Uid[]>(g: GameState, self: Uid, among: Among<T> = targets as Among<T>): T =>
  // Stryker disable next-line StringLiteral: equivalent because no protection of ours tells one kind of effect from another
  among(cardCtx(g, self), "place", (m) => m !== self, minionsOn(g, card(g, self).at));

/** "Search your hand, deck and/or discard pile for `name`; put it into your hand or play it as an
 * extra minion" (The Birch, The Birch Woman). */
function* fetchPartner(ctx: Ctx, name: string, bases?: Uid[]): Eff {
  const { g, you } = ctx;
  const found = yield* searchZones(
    ctx,
    you,
    ["hand", "deck", "discard"],
    (u) => isMinion(g)(u) && hasName(g, u, name),
    "searchZones",
    true,
  );
  if (found === null) return;
  const played = yield* offerExtraCard(ctx, you, { cards: [found], bases, optional: true });
  if (played === null) putInHand(g, found);
}

export default faction(
  "russian-fairy-tales",
  "culture-shock",
  { en: "Russian Fairy Tales", fr: "Contes Féeriques Russes" },
  [
    minion({
      id: "baba-yaga",
      power: 5,
      count: 1,
      name: { en: "Baba Yaga", fr: "Baba Yaga" },
      text: {
        en: "Talent: put another minion here on the bottom of its owner's deck; that player plays a minion off the top of their deck here as an extra minion, then shuffles their deck.",
        fr: "Talent : placez une autre créature d'ici sous la pioche de son propriétaire ; ce joueur joue ici, comme créature supplémentaire, une créature du dessus de sa pioche, puis mélange sa pioche.",
      },
      talent: {
        from: "play",
        // Not offered when every other minion here is protected from it.
        can: (g, self) => babaTargets(g, self, anyTarget),
        *use(ctx) {
          const t = yield* chooseTarget(ctx, ctx.you, "chooseMinion", "place", babaTargets(ctx.g, ctx.self));
          // Stryker disable next-line ConditionalExpression: equivalent because the talent is offered only with a target (can), and the choice is mandatory
          if (t !== null) yield* transform(ctx, t);
        },
      },
    }),
    minion({
      id: "finist-the-falcon",
      power: 4,
      count: 1,
      name: { en: "Finist the Falcon", fr: "Finist-Clair-Faucon" },
      text: {
        en: "Special: before a base scores, you may move this minion there; or, if it is there, return it to your hand and play it on another base as an extra minion.",
        fr: "Spécial : avant la conquête d'une base, vous pouvez y déplacer cette créature ; ou, si elle s'y trouve, la reprendre en main et la jouer sur une autre base comme créature supplémentaire.",
      },
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          // The engine offers a Special from play to its controller only, once per window (CS-14);
          // a move that a restriction forbids (Mo'ai, CS-13) is no option.
          can: (g, self, _seat, w) => card(g, self).at === w.base || canMove(cardCtx(g, self), self, w.base),
          *use(ctx, w) {
            const { g, you, self } = ctx;
            if (card(g, self).at !== w.base) {
              moveMinion(ctx, self, w.base);
              return;
            }
            // Stryker disable next-line ConditionalExpression: equivalent because Finist returns itself, its controller's own effect, which no protection of ours stops
            if (!returnToHand(ctx, self)) return;
            const elsewhere = g.basesInPlay.filter((b) => b !== w.base);
            yield* offerExtraMinion(ctx, you, { cards: [self], bases: elsewhere });
          },
        },
      ],
    }),
    minion({
      id: "the-birch-woman",
      power: 4,
      count: 1,
      name: { en: "The Birch Woman", fr: "La Dame au Bouleau" },
      nameRefs: ["The Birch"],
      text: {
        en: "Ongoing: after this minion goes from play to a discard pile, you may search your hand, deck and/or discard pile for The Birch and put it into your hand or play it as an extra minion.",
        fr: "Permanent : après que cette créature est passée du jeu à une défausse, vous pouvez chercher Le Bouleau dans votre main, votre pioche et/ou votre défausse et le prendre en main ou le jouer comme créature supplémentaire.",
      },
      onEvents: ["minionDestroyed", "minionDiscarded"],
      on(g, self, ev) {
        // CARD-DAME-AU-BOULEAU: destroyed, or discarded with its scored base; "you" = its
        // controller when it left.
        if ((ev.t !== "minionDestroyed" && ev.t !== "minionDiscarded") || ev.uid !== self) return null;
        // Not onto the base that scored: its cards are being discarded (CS-16, the engine's rule).
        return {
          ctx: { ...cardCtx(g, self), you: ev.controller },
          run: (ctx) => theBirchWomanFetch(ctx),
        };
      },
    }),
    minion({
      id: "the-gray-wolf",
      power: 3,
      count: 1,
      name: { en: "The Gray Wolf", fr: "Le Loup Gris" },
      text: {
        en: "Talent: put this minion on top of its owner's deck to play an extra minion here and place a +1 power counter on it.",
        fr: "Talent : placez cette créature sur le dessus de la pioche de son propriétaire pour jouer ici une créature supplémentaire et placer un marqueur Force +1 sur elle.",
      },
      talent: {
        from: "play",
        can: () => true,
        *use(ctx) {
          const here = card(ctx.g, ctx.self).at;
          if (!placeOnDeck(ctx, ctx.self, "top")) return;
          const played = yield* offerExtraMinion(ctx, ctx.you, { bases: [here], optional: true });
          if (played !== null) addCounters(ctx, played, 1);
        },
      },
    }),
    minion({
      id: "the-birch",
      power: 2,
      count: 1,
      name: { en: "The Birch", fr: "Le Bouleau" },
      nameRefs: ["The Birch Woman"],
      text: {
        en: "Ongoing: at the start of your turn, you may destroy this minion to search your hand, deck and/or discard pile for The Birch Woman and put it into your hand or play it here as an extra minion.",
        fr: "Permanent : au début de votre tour, vous pouvez détruire cette créature pour chercher La Dame au Bouleau dans votre main, votre pioche et/ou votre défausse et la prendre en main ou la jouer ici comme créature supplémentaire.",
      },
      onEvents: ["turnStart"],
      on(g, self, ev) {
        if (ev.t !== "turnStart" || card(g, self).controller !== ev.seat) return null;
        return {
          ctx: cardCtx(g, self),
          run: (ctx) => theBirchFetch(ctx, self),
        };
      },
    }),
    minion({
      id: "toad",
      power: 0,
      count: 1,
      name: { en: "Toad", fr: "Crapaud" },
      text: {
        en: "You may give control of this minion to another player to shuffle another of their minions here into its owner's deck.",
        fr: "Vous pouvez donner le contrôle de cette créature à un autre joueur pour mélanger une autre de ses créatures d'ici dans la pioche de son propriétaire.",
      },
      *onPlay(ctx, base) {
        const { g, you, self } = ctx;
        const to = yield* chooseSeat(ctx, you, "chooseReceiver", others(g, you), true);
        // Stryker disable next-line ConditionalExpression: equivalent because declined (null) finds no minion of "nobody" to shuffle, and nothing of ours stops giving control of your own Toad
        if (to === null || !giveControl(ctx, self, to)) return;
        const theirs = targets(
          ctx,
          // Stryker disable next-line StringLiteral: equivalent because no protection of ours tells one kind of effect from another
          "place",
          (m) => m !== self && card(g, m).controller === to,
          minionsOn(g, base),
        );
        // Stryker disable next-line StringLiteral: equivalent because no protection of these boxes tells one kind of effect from another (no shield hook reads the kind)
        const t = yield* chooseTarget(ctx, you, "chooseMinion", "place", theirs);
        if (t !== null) shuffleIntoOwnerDeck(ctx, t);
      },
    }),
    minion({
      id: "foolish-magician",
      power: 3,
      count: 2,
      name: { en: "Foolish Magician", fr: "Magicien Insensé" },
      text: {
        en: "Draw three cards, then put three cards from your hand on the top and/or bottom of your deck, in the order you choose.",
        fr: "Piochez trois cartes, puis placez trois cartes de votre main sur le dessus et/ou sous votre pioche, dans l'ordre de votre choix.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        draw(g, you, 3);
        for (let i = 0; i < 3; i++) {
          const pick = yield* chooseCard(ctx, you, "chooseCards", player(g, you).hand);
          if (pick === null) return;
          const end = yield* chooseLabel(ctx, you, "topOrBottom", ["deckTop", "deckBottom"]);
          // Stryker disable next-line StringLiteral: equivalent because every end but "top" is the bottom
          handToDeck(g, you, [pick], end === "deckTop" ? "top" : "bottom");
        }
      },
    }),
    minion({
      id: "tsar-eagle",
      power: 2,
      count: 2,
      name: { en: "Tsar Eagle", fr: "Aigle du Tsar" },
      text: {
        en: "Choose one: draw a card; or put a minion from another player's discard pile on top of that player's deck.",
        fr: "Au choix : piochez une carte ; ou placez une créature de la défausse d'un autre joueur sur le dessus de la pioche de ce joueur.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        const theirs = others(g, you).flatMap((s) => player(g, s).discard.filter(isMinion(g)));
        // With no minion in another discard pile, only the draw is a real choice.
        if (theirs.length === 0 || (yield* yesNo(ctx, you, "drawCard"))) {
          draw(g, you, 1);
          return;
        }
        const pick = yield* chooseCard(ctx, you, "toDeckTop", theirs);
        // Stryker disable next-line ConditionalExpression: equivalent because the list is not empty (checked above) and the choice is mandatory
        if (pick !== null) putOnDeck(g, pick, "top");
      },
    }),
    action({
      id: "bewitched",
      count: 1,
      attach: "minion",
      name: { en: "Bewitched", fr: "Envoûtement" },
      text: {
        en: "Play on a minion. Ongoing: this minion has +2 power. When it leaves play, transfer this card to another minion in play.",
        fr: "Jouez sur une créature. Permanent : cette créature a +2 en force. Quand elle quitte le jeu, transférez cette carte sur une autre créature en jeu.",
      },
      // Only asked while in play, where an attach card is attached.
      powerBonus: (g, self, target) => (card(g, self).at === target ? 2 : 0),
      *whenHostLeaves(ctx, self) {
        return yield* transferToAnotherMinion(ctx, self);
      },
    }),
    action({
      id: "fetch-i-know-not-what",
      count: 1,
      name: { en: "Fetch I Know Not What", fr: "Rapporte-moi je ne sais quoi" },
      text: {
        en: "Reveal cards from the top of your deck until you reveal two actions. Put any number of those actions into your hand and shuffle the other revealed cards into your deck.",
        fr: "Révélez les cartes du dessus de votre pioche jusqu'à révéler deux actions. Prenez en main autant de ces actions que vous voulez et mélangez les autres cartes révélées dans votre pioche.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        // TOPDECK-3: the deck running out ends the reveal with what was found.
        const { found, others: rest } = revealUntil(g, you, isAction(g), 2);
        const kept = yield* chooseCards(ctx, you, "toHandAny", found, 0, found.length);
        for (const u of kept) putInHand(g, u);
        shuffleBack(g, [...found.filter((u) => !kept.includes(u)), ...rest]);
      },
    }),
    action({
      id: "go-i-know-not-whither",
      count: 1,
      name: { en: "Go I Know Not Whither", fr: "Va je ne sais où" },
      text: {
        en: "Choose a base. For each other player, shuffle a random minion they control there into its owner's deck.",
        fr: "Choisissez une base. Pour chaque autre joueur, mélangez dans la pioche de son propriétaire une créature prise au hasard parmi celles que ce joueur y contrôle.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        const base = yield* chooseBase(ctx, you, "chooseBase", g.basesInPlay);
        // Stryker disable next-line ConditionalExpression: equivalent because bases are always in play and the choice is mandatory
        if (base === null) return;
        for (const s of seatsFrom(g, you)) {
          if (s === you) continue;
          // Stryker disable next-line StringLiteral: equivalent because no protection of ours tells one kind of effect from another
          const theirs = targets(ctx, "place", (m) => card(g, m).controller === s, minionsOn(g, base));
          if (theirs.length === 0) continue;
          shuffleIntoOwnerDeck(ctx, theirs[randomInt(g, theirs.length)] as Uid);
        }
      },
    }),
    action({
      id: "go-see-my-sister",
      count: 1,
      attach: "base",
      name: { en: "Go See My Sister", fr: "Va voir ma sœur" },
      text: {
        en: "Play on a base. Ongoing: after you play or move one of your minions here, you may draw a card.",
        fr: "Jouez sur une base. Permanent : après que vous avez joué ou déplacé une de vos créatures ici, vous pouvez piocher une carte.",
      },
      onEvents: ["minionPlayed", "minionMoved"],
      on(g, self, ev) {
        const me = card(g, self);
        // "One of your minions": one you control (TERM-YOURCARDS) as it arrives; a minion enters
        // play under the control of the player who plays it, so that check covers "you play".
        const here =
          (ev.t === "minionPlayed" && ev.base === me.at) ||
          // Stryker disable next-line ConditionalExpression: equivalent because the only other event with to and by (actionTransferred) names a minion in to, never this base
          (ev.t === "minionMoved" && ev.to === me.at && ev.by === me.controller);
        if (!here || card(g, ev.uid).controller !== me.controller) return null;
        return {
          ctx: cardCtx(g, self),
          run: (ctx) => drawOnYes(ctx),
        };
      },
    }),
    action({
      id: "mass-transformation",
      count: 1,
      name: { en: "Mass Transformation", fr: "Transformation de masse" },
      text: {
        en: "Each player puts their hand on the bottom of their deck, then draws as many cards.",
        fr: "Chaque joueur place sa main sous sa pioche, puis pioche autant de cartes.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        for (const s of seatsFrom(g, you)) {
          const hand = [...player(g, s).hand];
          // Stryker disable next-line StringLiteral: equivalent because every end but "top" is the bottom
          handToDeck(g, s, hand, "bottom");
          draw(g, s, hand.length);
        }
      },
    }),
    action({
      id: "the-frog-princess",
      count: 1,
      attach: "ownMinion",
      name: { en: "The Frog Princess", fr: "La Princesse Grenouille" },
      text: {
        en: "Play on one of your minions. Talent: put this minion on the bottom of its owner's deck to play a minion off the top of your deck here as an extra minion and transfer this card to it; then shuffle your deck.",
        fr: "Jouez sur une de vos créatures. Talent : placez cette créature sous la pioche de son propriétaire pour jouer ici, comme créature supplémentaire, une créature du dessus de votre pioche et y transférer cette carte ; mélangez ensuite votre pioche.",
      },
      talent: {
        from: "play",
        // Stryker disable next-line ConditionalExpression: equivalent because a talent is offered only from play, where this card is attached
        can: (g, self) => card(g, self).zone === "attached",
        *use(ctx) {
          const { g, you, self } = ctx;
          const host = card(g, self).at;
          const here = card(g, host).at;
          // CARD-PRINCESSE-GRENOUILLE: the card waits off its host while the host is placed.
          // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent because the host is your own minion and your own card affects it (protections of ours stop other players' cards only)
          if (!mayAffect(ctx, host, "place")) return;
          detach(g, self);
          put(g, self, "limbo", card(g, self).owner);
          // Stryker disable next-line StringLiteral: equivalent because every end but "top" is the bottom (placeOnDeck, putOnDeck, handToDeck)
          if (!placeOnDeck(ctx, host, "bottom")) return;
          const [found] = yield* playOffTop(ctx, you, "minion", { bases: [here] });
          // Stryker disable next-line ConditionalExpression: equivalent because transferAction refuses a minion that is not in play (a revealed one discarded, TOPDECK-5)
          const landed = found !== undefined && card(g, found).zone === "base";
          if (!landed || !transferAction(ctx, self, { minion: found })) putInDiscard(g, self);
          shuffleDeck(g, you);
        },
      },
    }),
    action({
      id: "the-water-of-life",
      count: 2,
      name: { en: "The Water of Life", fr: "L'Eau de la Vie" },
      text: {
        en: "Put a minion from your discard pile on top of your deck. You may play an extra action.",
        fr: "Placez une créature de votre défausse sur le dessus de votre pioche. Vous pouvez jouer une action supplémentaire.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        const pick = yield* chooseCard(ctx, you, "toDeckTop", player(g, you).discard.filter(isMinion(g)));
        if (pick !== null) putOnDeck(g, pick, "top");
        yield* grantExtra(ctx, you, { kind: "action", source: ctx.def });
      },
    }),
    action({
      id: "transformation",
      count: 2,
      name: { en: "Transformation", fr: "Transformation" },
      text: {
        en: "Put a minion on the bottom of its owner's deck; that player plays a minion off the top of their deck on that base as an extra minion, then shuffles their deck.",
        fr: "Placez une créature sous la pioche de son propriétaire ; ce joueur joue sur cette base, comme créature supplémentaire, une créature du dessus de sa pioche, puis mélange sa pioche.",
      },
      *onPlay(ctx) {
        const t = yield* chooseTarget(
          ctx,
          ctx.you,
          "chooseMinion",
          "place",
          // Stryker disable next-line StringLiteral: equivalent because no protection of ours tells one kind of effect from another
          targets(ctx, "place", () => true, allMinions(ctx.g)),
        );
        if (t !== null) yield* transform(ctx, t);
      },
    }),
  ],
);

function* drawOnYes(ctx: Ctx): Eff {
  if (yield* yesNo(ctx, ctx.you, "drawCard")) draw(ctx.g, ctx.you, 1);
}

function* theBirchFetch(ctx: Ctx, self: Uid): Eff {
  // Stryker disable next-line ConditionalExpression: equivalent because a trigger whose card left play is dropped before it runs (sourceActive)
  if (card(ctx.g, self).zone !== "base") return;
  if (!(yield* yesNo(ctx, ctx.you, "useAbility"))) return;
  const here = card(ctx.g, self).at;
  // CARD-BOULEAU: only its own destruction pays for the search (TERM-TO).
  if (!(yield* destroyMinion(ctx, self))) return;
  yield* fetchPartner(ctx, "The Birch Woman", [here]);
}

function* theBirchWomanFetch(ctx: Ctx): Eff {
  yield* fetchPartner(ctx, "The Birch");
}
