// Smash Up All Stars (The Bigger Geekier Box; French "Dream Team"): twenty single cards, most of
// them reprints of other factions' cards under their own ids. A reprint is its own card (BGB-6):
// its faction is the All Stars, only its name is shared (readings: docs/boxes/big-geeky-box.md §2.2).

import {
  addCounters,
  addPowerUntil,
  baseOf,
  type Ctx,
  card,
  cardCtx,
  chooseBase,
  chooseCard,
  chooseTarget,
  defOf,
  destroyChosen,
  destroyMinion,
  draw,
  type Eff,
  type GameEvent,
  type GameState,
  grantExtra,
  log,
  lookTopN,
  minionPlayForbidden,
  minionsOf,
  moveMinion,
  offerDestination,
  offerExtraAction,
  offerExtraMinion,
  others,
  player,
  powerAtMost,
  putInHand,
  putOnBottom,
  putOnTop,
  revealTopN,
  type Seat,
  searchDeck,
  shuffleIntoOwnerDeck,
  targets,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";
import { fullMoon } from "../monster-smash/werewolves.ts";
import { fan, nonInfiniteLoop } from "./geeks.ts";

const isMinion = (g: GameState, uid: Uid) => defOf(g, uid).type === "minion";
const isAction = (g: GameState, uid: Uid) => defOf(g, uid).type === "action";

/** "Search your deck for a minion …" (G.E.L.F., Sprout), to play it here as an extra minion: only
 * minions that may be played on `here` are offered, so the one found can always be played. The
 * deck is shuffled (DECK-4); the card found waits in limbo. */
function* searchMinion(ctx: Ctx, here: Uid, fits: (uid: Uid) => boolean): Eff<Uid | null> {
  const { g, you } = ctx;
  const playable = (u: Uid) => isMinion(g, u) && fits(u) && !minionPlayForbidden(g, you, u, here);
  return yield* searchDeck(ctx, you, playable, "searchMinion");
}

/** Plays the minion set aside by searchMinion on `here`, at once (PLAY-9 c: the card is named). */
function* playFoundHere(ctx: Ctx, found: Uid, here: Uid): Eff {
  yield* offerExtraMinion(ctx, ctx.you, { cards: [found], bases: [here], optional: false });
}

/** Puts a card of `seat`'s discard pile matching `fits` on top of their deck (mandatory if any). */
function* discardToDeckTop(ctx: Ctx, fits: (uid: Uid) => boolean): Eff {
  const { g, you } = ctx;
  const pick = yield* chooseCard(ctx, you, "toDeckTop", player(g, you).discard.filter(fits));
  if (pick === null) return;
  putOnTop(g, [pick]);
  log(g, "placeTop", [pick]);
}

/** A minion arriving on a base: played (by its player) or moved (by whoever moved it). */
function arrival(ev: GameEvent): { by: Seat; to: Uid } | null {
  if (ev.t === "minionPlayed") return { by: ev.seat, to: ev.base };
  // Stryker disable next-line ConditionalExpression: equivalent because only a move carries a destination (`to`): any other event has none and fails the caller's base check
  if (ev.t === "minionMoved") return { by: ev.by, to: ev.to };
  return null;
}

/** Square Deal's stop: some other player holds fewer cards than `seat`. */
function someoneHasFewer(g: GameState, seat: Seat): boolean {
  const mine = player(g, seat).hand.length;
  return others(g, seat).some((s) => player(g, s).hand.length < mine);
}

/** The French rulebook lists the faction as "Dream Team" (BGB-Q12). */
const NAME = { en: "Smash Up All Stars", fr: "Dream Team" };

export default faction("smash-up-all-stars", "big-geeky-box", NAME, [
  minion({
    id: "king-rex",
    power: 7,
    count: 1,
    name: { en: "King Rex", fr: "King Rex" },
    text: { en: "No ability.", fr: "Aucune capacité." },
  }),
  minion({
    id: "granny",
    power: 4,
    count: 1,
    name: { en: "Granny", fr: "Granny" },
    text: {
      en: "Talent: look at the top card of your deck; leave it on top or put it on the bottom.",
      fr: "Talent : regardez la première carte de votre pioche ; laissez-la sur le dessus ou placez-la sous votre pioche.",
    },
    talent: {
      from: "play",
      can: () => true,
      *use(ctx) {
        const { g, you } = ctx;
        // TERM-LOOK: only this player sees it; the others learn that one card was looked at.
        const [top] = lookTopN(g, you, 1);
        if (top === undefined) return;
        // Where it goes is not logged by name: the card stays hidden.
        if (yield* yesNo(ctx, you, "deckBottom")) putOnBottom(g, [top]);
        else putOnTop(g, [top]);
      },
    },
  }),
  minion({
    id: "gelf",
    power: 4,
    count: 1,
    name: { en: "G.E.L.F.", fr: "G.E.L.F." },
    text: {
      en: "Talent: search your deck for a minion of power 4 or less other than a G.E.L.F.; shuffle this minion into your deck and play the minion found on this base as an extra minion.",
      fr: "Talent : cherchez dans votre pioche une créature de force 4 ou moins autre qu'un G.E.L.F. ; mélangez cette créature dans votre pioche et jouez la créature trouvée sur cette base comme créature supplémentaire.",
    },
    talent: {
      from: "play",
      can: () => true,
      *use(ctx) {
        const { g, self } = ctx;
        const here = baseOf(g, self);
        const name = defOf(g, self).name.en;
        // Printed power: the card is in the deck. "Non-G.E.L.F." compares names (BGB-6).
        // Stryker disable next-line ConditionalExpression: equivalent because the All Stars have a single G.E.L.F., in play while the deck is searched
        const fits = (u: Uid) => defOf(g, u).power <= 4 && defOf(g, u).name.en !== name;
        const found = yield* searchMinion(ctx, here, fits);
        // The text does both: G.E.L.F. goes into its owner's deck even when nothing is found.
        shuffleIntoOwnerDeck(ctx, self);
        if (found !== null) yield* playFoundHere(ctx, found, here);
      },
    },
  }),
  minion({
    id: "imperial-dragon",
    power: 3,
    count: 1,
    name: { en: "Imperial Dragon", fr: "Imperial Dragon" },
    text: {
      en: "Ongoing: after another player plays or moves a minion to this base, draw a card.",
      fr: "Permanent : après qu'un autre joueur a joué ou déplacé une créature sur cette base, piochez une carte.",
    },
    onEvents: ["minionPlayed", "minionMoved"],
    on(g, self, ev) {
      const c = card(g, self);
      const a = arrival(ev);
      if (a?.to !== c.at || a.by === c.controller) return null;
      return {
        ctx: cardCtx(g, self),
        run(ctx) {
          draw(ctx.g, ctx.you, 1);
        },
      };
    },
  }),
  minion({
    id: "lab-assistant",
    power: 3,
    count: 1,
    name: { en: "Lab Assistant", fr: "Lab Assistant" },
    text: {
      en: "Place a +1 power counter on another one of your minions.",
      fr: "Placez un marqueur Force +1 sur une autre de vos créatures.",
    },
    *onPlay(ctx) {
      const { g, you, self } = ctx;
      const mine = targets(ctx, "counter", (m) => m !== self, minionsOf(g, you));
      // Stryker disable next-line StringLiteral: equivalent because no redirection in play tells one kind of effect from another
      const t = yield* chooseTarget(ctx, you, "placeCounter", "counter", mine);
      if (t !== null) addCounters(ctx, t, 1);
    },
  }),
  minion({
    id: "puck",
    power: 3,
    count: 1,
    name: { en: "Puck", fr: "Puck" },
    text: {
      en: "Choose one: you may play an extra action; or draw a card.",
      fr: "Au choix : vous pouvez jouer une action supplémentaire ; ou piochez une carte.",
    },
    *onPlay(ctx) {
      if (yield* yesNo(ctx, ctx.you, "drawOrExtraAction")) draw(ctx.g, ctx.you, 1);
      else yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
  minion({
    id: "ensign",
    power: 2,
    count: 1,
    name: { en: "Ensign", fr: "Ensign" },
    text: {
      en: "Ongoing: when another player plays a card whose effect targets another of your minions on this base, you may have it target this minion instead.",
      fr: "Permanent : quand un autre joueur joue une carte dont l'effet vise une autre de vos créatures de cette base, vous pouvez faire qu'il vise cette créature à la place.",
    },
    // BGB-5: the engine offers it only when Ensign is itself a legal target of the same effect
    // (BGB-Q4) and not the designated minion, then asks its controller.
    redirect(g, self, ctx, target) {
      const me = card(g, self);
      const t = card(g, target);
      // "Plays a card": the played card's own effect (on play, or its Special), not a talent or a
      // later trigger; "another player": not Ensign's controller (TERM-DIRECTLY).
      return ctx.played && ctx.you !== me.controller && t.controller === me.controller && t.at === me.at;
    },
  }),
  minion({ id: "fan", power: 2, count: 1, ...fan }),
  minion({
    id: "servitor-of-cthulhu",
    power: 2,
    count: 1,
    name: { en: "Servitor of Cthulhu", fr: "Servitor of Cthulhu" },
    text: {
      en: "Talent: destroy this minion and put an action from your discard pile on top of your deck.",
      fr: "Talent : détruisez cette créature et placez une action de votre défausse sur le dessus de votre pioche.",
    },
    talent: {
      from: "play",
      can: () => true,
      *use(ctx) {
        // Two instructions, not a "to": the action goes on top even if this minion survives.
        yield* destroyMinion(ctx, ctx.self);
        yield* discardToDeckTop(ctx, (u) => isAction(ctx.g, u));
      },
    },
  }),
  minion({
    id: "sprout",
    power: 2,
    count: 1,
    name: { en: "Sprout", fr: "Sprout" },
    text: {
      en: "Ongoing: at the start of your turn, destroy this minion; then you may search your deck for a minion of power 3 or less and play it on this base as an extra minion, shuffling your deck.",
      fr: "Permanent : au début de votre tour, détruisez cette créature ; vous pouvez ensuite chercher dans votre pioche une créature de force 3 ou moins et la jouer sur cette base comme créature supplémentaire, en mélangeant votre pioche.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      if (ev.t !== "turnStart" || ev.seat !== card(g, self).controller) return null;
      return {
        ctx: cardCtx(g, self),
        run: (ctx) => sproutRegrow(ctx, self),
      };
    },
  }),
  action({
    id: "begin-the-summoning",
    count: 1,
    name: { en: "Begin the Summoning", fr: "Begin the Summoning" },
    text: {
      en: "Put a minion from your discard pile on top of your deck. You may play an extra action.",
      fr: "Placez une créature de votre défausse sur le dessus de votre pioche. Vous pouvez jouer une action supplémentaire.",
    },
    *onPlay(ctx) {
      yield* discardToDeckTop(ctx, (u) => isMinion(ctx.g, u));
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
  action({
    id: "favor-of-dionysus",
    count: 1,
    name: { en: "Favor of Dionysus", fr: "Favor of Dionysus" },
    text: {
      en: "One of your minions gets +1 power until the end of the turn. You may play an extra action. You may put this card on top of your deck instead of your discard pile.",
      fr: "Une de vos créatures gagne +1 en force jusqu'à la fin du tour. Vous pouvez jouer une action supplémentaire. Vous pouvez placer cette carte sur le dessus de votre pioche au lieu de la défausser.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      const mine = targets(ctx, "power", () => true, minionsOf(g, you));
      // Stryker disable next-line StringLiteral: equivalent because no redirection in play tells one kind of effect from another
      const t = yield* chooseTarget(ctx, you, "powerUp", "power", mine);
      if (t !== null) addPowerUntil(ctx, t, 1);
      yield* grantExtra(ctx, you, { kind: "action", source: ctx.def });
      // ORDER-1 step 5: offered to its controller instead of the discard pile (CS-2).
      offerDestination(ctx, ctx.self, { to: "deck", where: "top" });
    },
  }),
  action({
    id: "friendship-power",
    count: 1,
    name: { en: "Friendship Power", fr: "Friendship Power" },
    text: {
      en: "Move one of your minions to another base where you have a minion. You may put this card into your hand instead of your discard pile.",
      fr: "Déplacez une de vos créatures vers une autre base où vous avez une créature. Vous pouvez reprendre cette carte en main au lieu de la défausser.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      // Another base than the moved minion's, where you have a minion (not counting the moved one).
      const friendlyBases = (m: Uid) =>
        g.basesInPlay.filter((b) => b !== card(g, m).at && minionsOf(g, you, b).length > 0);
      // Stryker disable next-line StringLiteral: equivalent because no protection of these boxes tells one kind of effect from another (no shield hook reads the kind)
      const movable = targets(ctx, "move", (m) => friendlyBases(m).length > 0, minionsOf(g, you));
      offerDestination(ctx, ctx.self, { to: "hand", seat: you });
      // Stryker disable next-line StringLiteral: equivalent because no redirection in play tells one kind of effect from another
      const m = yield* chooseTarget(ctx, you, "move", "move", movable);
      if (m === null) return;
      const to = yield* chooseBase(ctx, you, "moveDestination", friendlyBases(m));
      // Stryker disable next-line ConditionalExpression: equivalent because the choice is mandatory among a non-empty list (m was chosen among the minions with a destination)
      if (to !== null) moveMinion(ctx, m, to);
    },
  }),
  action({ id: "full-moon", count: 1, ...fullMoon }),
  action({
    id: "ghostly-arrival",
    count: 1,
    name: { en: "Ghostly Arrival", fr: "Ghostly Arrival" },
    text: {
      en: "You may play an extra minion and/or an extra action.",
      fr: "Vous pouvez jouer une créature supplémentaire et/ou une action supplémentaire.",
    },
    *onPlay(ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "minion", source: ctx.def });
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    },
  }),
  action({
    id: "its-astounding",
    count: 1,
    name: { en: "It's Astounding", fr: "It's Astounding" },
    text: {
      en: "Play an action from your discard pile as an extra action.",
      fr: "Jouez une action de votre défausse comme action supplémentaire.",
    },
    *onPlay(ctx) {
      // This card is still resolving, not yet in the discard pile (ORDER-3): it can't replay itself.
      yield* offerExtraAction(ctx, ctx.you, { cards: player(ctx.g, ctx.you).discard, optional: false });
    },
  }),
  action({ id: "non-infinite-loop", count: 1, ...nonInfiniteLoop }),
  action({
    id: "prepare-for-battle",
    count: 1,
    name: { en: "Prepare for Battle", fr: "Prepare for Battle" },
    text: {
      en: "Reveal the top two cards of your deck. Put one into your hand and the other on the bottom of your deck.",
      fr: "Révélez les deux premières cartes de votre pioche. Prenez-en une en main et placez l'autre sous votre pioche.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      // Shown to everyone; they wait in limbo, so an empty deck is refilled (DECK-1).
      const revealed = revealTopN(g, you, 2);
      const kept = yield* chooseCard(ctx, you, "toHand", revealed);
      if (kept !== null) putInHand(g, kept);
      putOnBottom(
        g,
        revealed.filter((u) => u !== kept),
      );
    },
  }),
  action({
    id: "seeing-stars",
    count: 1,
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
    id: "square-deal",
    count: 1,
    name: { en: "Square Deal", fr: "Square Deal" },
    text: {
      en: "Draw cards one at a time until another player has fewer cards in hand than you.",
      fr: "Piochez des cartes une à une jusqu'à ce qu'un autre joueur ait moins de cartes en main que vous.",
    },
    *onPlay(ctx) {
      const { g, you } = ctx;
      // OPEN-12: with deck and discard exhausted the draws stop.
      while (!someoneHasFewer(g, you)) if (draw(g, you, 1).length === 0) break;
    },
  }),
]);

function* sproutRegrow(ctx: Ctx, self: Uid): Eff {
  // "This base": where Sprout is when it is destroyed.
  const here = card(ctx.g, self).at;
  yield* destroyMinion(ctx, self);
  // BGB-Q6: original wording. "You may search": declining looks at nothing, so the deck
  // is not shuffled.
  if (!(yield* yesNo(ctx, ctx.you, "useAbility"))) return;
  const found = yield* searchMinion(ctx, here, (u) => defOf(ctx.g, u).power <= 3);
  if (found !== null) yield* playFoundHere(ctx, found, here);
}
