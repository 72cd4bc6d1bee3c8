// Grimms' Fairy Tales (World Tour: Culture Shock): characters that are stronger beside their
// partners, cards that name other cards, and searches that put the right card on top of the deck
// (readings: docs/boxes/culture-shock.md §2.3).

import {
  addPowerUntil,
  allActionsInPlay,
  allMinions,
  anyNamedOn,
  baseOf,
  type CardDef,
  type Ctx,
  card,
  cardCtx,
  chooseBase,
  chooseCard,
  chooseCards,
  chooseTarget,
  chooseUntargeted,
  defOf,
  destroyAction,
  destroyChosen,
  destroyMinion,
  type Eff,
  type GameState,
  grantExtra,
  hasName,
  minionCountOf,
  minionNamedInPlay,
  minionsOf,
  minionsOn,
  moveMinion,
  namedPower,
  offerExtraMinion,
  ownedMinionNames,
  player,
  powerAtMost,
  printedName,
  putInDiscard,
  putInHand,
  putOnTop,
  searchDeck,
  searchZones,
  shuffleIntoDeck,
  shuffleIntoOwnerDeck,
  targets,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

/** "X is here": a card on `base` bearing the name X for `self`'s ability, Grimms' Blessing included
 * (CARD-BENEDICTION-GRIMM). */
function namedHere(g: GameState, base: Uid, name: string, self: Uid): boolean {
  // Stryker disable next-line ObjectLiteral: equivalent because no card bears the name of its own partner, so excluding the asking card changes nothing
  return anyNamedOn(g, base, name, { excluding: self });
}

/** "Ongoing: this minion has +2 power if X is here" (Gretel, Hansel, Rose Red, The Other Snow White). */
function withPartner(partner: string): Pick<CardDef, "powerBonus" | "nameRefs"> {
  return {
    nameRefs: [partner],
    powerBonus: (g, self, target) =>
      target === self && namedHere(g, card(g, self).at, partner, self) ? 2 : 0,
  };
}

/** "Search your deck for a card ... and place it on top of your deck": the search shuffles the deck
 * (DECK-4), then the card found goes on top. */
function* searchToTop(ctx: Ctx, filter: (uid: Uid) => boolean): Eff {
  const pick = yield* searchDeck(ctx, ctx.you, filter, "searchDeck");
  if (pick !== null) putOnTop(ctx.g, [pick]);
}

const isMinionCard = (g: GameState) => (uid: Uid) => defOf(g, uid).type === "minion";
const isActionCard = (g: GameState) => (uid: Uid) => defOf(g, uid).type === "action";

export default faction(
  "grimms-fairy-tales",
  "culture-shock",
  { en: "Grimms' Fairy Tales", fr: "Contes de Grimm" },
  [
    minion({
      id: "big-bad-wolf",
      power: 6,
      count: 1,
      name: { en: "Big Bad Wolf", fr: "Grand Méchant Loup" },
      nameRefs: ["Red Riding Hood"],
      text: {
        en: "If no minion named Red Riding Hood is in play, you may destroy a minion of power 4 or less here. Ongoing: after this minion is destroyed, play another minion from your discard pile on its base as an extra minion.",
        fr: "Si aucune créature Petit Chaperon Rouge n'est en jeu, vous pouvez détruire une créature de force 4 ou moins ici. Permanent : après la destruction de cette créature, jouez une autre créature de votre défausse sur sa base comme créature supplémentaire.",
      },
      *onPlay(ctx, base) {
        if (minionNamedInPlay(ctx.g, "Red Riding Hood")) return;
        yield* destroyChosen(ctx, powerAtMost(ctx.g, 4), { from: minionsOn(ctx.g, base), optional: true });
      },
      onEvents: ["minionDestroyed"],
      on(g, self, ev) {
        if (ev.t !== "minionDestroyed" || ev.uid !== self) return null;
        return {
          ctx: cardCtx(g, self),
          run: (ctx) => bigBadWolfReplay(ctx, self, ev.base),
        };
      },
    }),
    minion({
      id: "charming-princess",
      power: 4,
      count: 1,
      name: { en: "Charming Princess", fr: "Charmante Princesse" },
      nameRefs: ["Prince Charming"],
      text: {
        en: "Talent: if Prince Charming is here, play an extra minion here.",
        fr: "Talent : si Prince Charmant est ici, jouez une créature supplémentaire ici.",
      },
      talent: {
        from: "play",
        can: (g, self) => namedHere(g, card(g, self).at, "Prince Charming", self),
        *use(ctx) {
          yield* grantExtra(ctx, ctx.you, {
            kind: "minion",
            base: card(ctx.g, ctx.self).at,
            source: ctx.def,
          });
        },
      },
    }),
    minion({
      id: "prince-charming",
      power: 4,
      count: 1,
      name: { en: "Prince Charming", fr: "Prince Charmant" },
      nameRefs: ["Charming Princess"],
      text: {
        en: "Talent: if Charming Princess is here, play an extra action.",
        fr: "Talent : si Charmante Princesse est ici, jouez une action supplémentaire.",
      },
      talent: {
        from: "play",
        can: (g, self) => namedHere(g, card(g, self).at, "Charming Princess", self),
        *use(ctx) {
          yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
        },
      },
    }),
    minion({
      id: "red-riding-hood",
      power: 3,
      count: 1,
      name: { en: "Red Riding Hood", fr: "Petit Chaperon Rouge" },
      nameRefs: ["Big Bad Wolf"],
      text: {
        en: "Ongoing: while no minion named Big Bad Wolf is in play, each of your minions here has +1 power.",
        fr: "Permanent : tant qu'aucune créature Grand Méchant Loup n'est en jeu, chacune de vos créatures ici a +1 en force.",
      },
      powerBonus(g, self, target) {
        const me = card(g, self);
        const t = card(g, target);
        if (t.at !== me.at || t.controller !== me.controller) return 0;
        return minionNamedInPlay(g, "Big Bad Wolf") ? 0 : 1;
      },
    }),
    minion({
      id: "rumpelstiltskin",
      power: 3,
      count: 1,
      name: { en: "Rumpelstiltskin", fr: "Rumpelstiltskin" },
      text: {
        en: "Search your deck for a card, shuffle your deck and put that card on top.",
        fr: "Cherchez une carte dans votre pioche, mélangez votre pioche et placez cette carte sur le dessus.",
      },
      *onPlay(ctx) {
        yield* searchToTop(ctx, () => true);
      },
    }),
    minion({
      id: "the-frog-prince",
      power: 3,
      count: 1,
      name: { en: "The Frog Prince", fr: "The Frog Prince" },
      text: {
        en: "Ongoing: after you play another minion here, you may shuffle this minion into its owner's deck to play a minion from your discard pile here as an extra minion.",
        fr: "Permanent : après que vous avez joué une autre créature ici, vous pouvez mélanger cette créature dans la pioche de son propriétaire pour jouer une créature de votre défausse ici comme créature supplémentaire.",
      },
      onEvents: ["minionPlayed"],
      on(g, self, ev) {
        const me = card(g, self);
        if (ev.t !== "minionPlayed" || ev.uid === self || ev.base !== me.at || ev.seat !== me.controller)
          return null;
        return {
          ctx: cardCtx(g, self),
          run: (ctx) => frogPrinceReturn(ctx, self),
        };
      },
    }),
    minion({
      id: "gretel",
      power: 2,
      count: 1,
      name: { en: "Gretel", fr: "Gretel" },
      text: {
        en: "Ongoing: +2 power while Hansel is here.",
        fr: "Permanent : +2 en force tant que Hansel est ici.",
      },
      ...withPartner("Hansel"),
    }),
    minion({
      id: "hansel",
      power: 2,
      count: 1,
      name: { en: "Hansel", fr: "Hansel" },
      text: {
        en: "Ongoing: +2 power while Gretel is here.",
        fr: "Permanent : +2 en force tant que Gretel est ici.",
      },
      ...withPartner("Gretel"),
    }),
    minion({
      id: "rose-red",
      power: 2,
      count: 1,
      name: { en: "Rose Red", fr: "Rose Red" },
      text: {
        en: "Ongoing: +2 power while The Other Snow White is here.",
        fr: "Permanent : +2 en force tant que The Other Snow White est ici.",
      },
      ...withPartner("The Other Snow White"),
    }),
    minion({
      id: "the-other-snow-white",
      power: 2,
      count: 1,
      name: { en: "The Other Snow White", fr: "The Other Snow White" },
      text: {
        en: "Ongoing: +2 power while Rose Red is here.",
        fr: "Permanent : +2 en force tant que Rose Red est ici.",
      },
      ...withPartner("Rose Red"),
    }),
    action({
      id: "another-story",
      count: 1,
      name: { en: "Another Story", fr: "Another Story" },
      text: {
        en: "Shuffle up to three cards from your discard pile into your deck.",
        fr: "Mélangez jusqu'à trois cartes de votre défausse dans votre pioche.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        const picked = yield* chooseCards(ctx, you, "shuffleIntoDeck", player(g, you).discard, 0, 3);
        shuffleIntoDeck(g, you, picked);
      },
    }),
    action({
      id: "basket-of-goodies",
      count: 1,
      name: { en: "Basket of Goodies", fr: "Basket of Goodies" },
      text: {
        en: "Search your deck for an action, shuffle your deck and put that action on top.",
        fr: "Cherchez une action dans votre pioche, mélangez votre pioche et placez cette action sur le dessus.",
      },
      *onPlay(ctx) {
        yield* searchToTop(ctx, isActionCard(ctx.g));
      },
    }),
    action({
      id: "breadcrumbs",
      count: 1,
      name: { en: "Breadcrumbs", fr: "Breadcrumbs" },
      text: {
        en: "Move up to two of your minions from one base to one other base.",
        fr: "Déplacez jusqu'à deux de vos créatures d'une même base vers une même autre base.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
        const movable = (from?: Uid) => targets(ctx, "move", () => true, minionsOf(g, you, from));
        const first = yield* chooseCard(ctx, you, "move", movable(), true);
        if (first === null) return;
        const from = card(g, first).at;
        const second = yield* chooseCard(
          ctx,
          you,
          "move",
          movable(from).filter((m) => m !== first),
          true,
        );
        const to = yield* chooseBase(
          ctx,
          you,
          "moveDestination",
          g.basesInPlay.filter((b) => b !== from),
        );
        // Stryker disable next-line ConditionalExpression: equivalent because the destination is a mandatory choice among the other bases, never empty (SETUP-7)
        if (to === null) return;
        moveMinion(ctx, first, to);
        if (second !== null) moveMinion(ctx, second, to);
      },
    }),
    action({
      id: "fairy-godmothers-blessing",
      count: 1,
      name: { en: "Fairy Godmother's Blessing", fr: "Fairy Godmother's Blessing" },
      text: {
        en: "Search your deck for a minion, shuffle your deck and put that minion on top.",
        fr: "Cherchez une créature dans votre pioche, mélangez votre pioche et placez cette créature sur le dessus.",
      },
      *onPlay(ctx) {
        yield* searchToTop(ctx, isMinionCard(ctx.g));
      },
    }),
    action({
      id: "grimms-blessing",
      count: 2,
      attach: "base",
      name: { en: "Grimms' Blessing", fr: "Bénédiction des Grimm" },
      text: {
        en: "Play on a base. Ongoing: while you have two or more minions here, this card also bears the name of every minion you own, for the other cards here (it is still not a minion and has none of their abilities).",
        fr: "Jouez sur une base. Permanent : tant que vous avez au moins deux créatures ici, cette carte porte aussi le nom de chaque créature dont vous êtes le propriétaire, pour les autres cartes ici (elle n'est pas une créature et n'a aucune de leurs capacités).",
      },
      nameGrant(g, self) {
        // "You": its controller, who must have two minions here; the names are of the minions they own.
        const me = card(g, self);
        if (minionCountOf(g, me.controller, me.at) < 2) return null;
        return ownedMinionNames(g, me.controller);
      },
      // The power its names bring (Microbot Fixer's +1) counts in its controller's total here (APOWER-1).
      playerPowerBonus(g, self, seat, base) {
        const me = card(g, self);
        return me.controller === seat && me.at === base ? namedPower(g, self) : 0;
      },
    }),
    action({
      id: "mouse-bird-and-sausage",
      count: 1,
      name: { en: "Mouse, Bird and Sausage", fr: "Mouse, Bird and Sausage" },
      text: {
        en: "Choose up to two minions of the same faction on one base. Each gets +2 power until the end of the turn.",
        fr: "Choisissez jusqu'à deux créatures d'une même faction sur une même base. Chacune gagne +2 en force jusqu'à la fin du tour.",
      },
      *onPlay(ctx) {
        const { g, you } = ctx;
        const first = yield* chooseTarget(
          ctx,
          you,
          "powerUp",
          "power",
          // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
          targets(ctx, "power", () => true),
          true,
        );
        if (first === null) return;
        const faction = defOf(g, first).faction;
        const same = (m: Uid) => m !== first && defOf(g, m).faction === faction;
        const second = yield* chooseTarget(
          ctx,
          you,
          "powerUp",
          "power",
          // Stryker disable next-line StringLiteral: equivalent because no protection in play tells one kind of effect from another
          targets(ctx, "power", same, minionsOn(g, card(g, first).at)),
          true,
        );
        addPowerUntil(ctx, first, 2);
        if (second !== null) addPowerUntil(ctx, second, 2);
      },
    }),
    action({
      id: "teamwork",
      count: 2,
      name: { en: "Teamwork", fr: "Teamwork" },
      text: {
        en: "Choose a minion in play. Search your hand, deck and/or discard pile for a minion whose name appears in that minion's text; put it into your hand or play it as an extra minion.",
        fr: "Choisissez une créature en jeu. Cherchez dans votre main, votre pioche et/ou votre défausse une créature dont le nom figure dans le texte de cette créature ; prenez-la en main ou jouez-la comme créature supplémentaire.",
      },
      *onPlay(ctx) {
        yield* teamwork(ctx);
      },
    }),
    action({
      id: "the-woodsmans-axe",
      count: 1,
      name: { en: "The Woodsman's Axe", fr: "La Hache du Bûcheron" },
      text: {
        en: "Choose one: destroy an action played on a base to play an extra action; or destroy a minion named Big Bad Wolf to search your deck for a minion and play it on that base as an extra minion.",
        fr: "Au choix : détruisez une action jouée sur une base pour jouer une action supplémentaire ; ou détruisez une créature Grand Méchant Loup pour chercher une créature dans votre pioche et la jouer sur cette base comme créature supplémentaire.",
      },
      *onPlay(ctx) {
        yield* woodsmansAxe(ctx);
      },
    }),
  ],
);

/** The Woodsman's Axe: "destroy A to do B" twice over (TERM-TO). Which card is destroyed says which
 * mode is used, so one choice among the actions on bases and the minions named Big Bad Wolf. */
function* woodsmansAxe(ctx: Ctx): Eff {
  const { g, you } = ctx;
  const onBases = allActionsInPlay(g).filter((a) => card(g, a).zone === "base");
  // CARD-GRAND-MECHANT-LOUP: "the minion Big Bad Wolf", never a Grimms' Blessing bearing that name.
  // Stryker disable next-line StringLiteral,ObjectLiteral,BooleanLiteral: equivalent because no protection tells kinds apart, and targets() looks at minions only, so a Blessing bearing the name is never among them whatever minionOnly says
  const wolves = targets(ctx, "destroy", (m) => hasName(g, m, "Big Bad Wolf", { minionOnly: true }));
  // A lone target is taken without a prompt, so a lone Wolf needs no purpose of its own.
  const purpose = wolves.length === 0 ? "destroyAction" : "destroyCard";
  const pick = yield* chooseTarget(ctx, you, purpose, "destroy", [...onBases, ...wolves]);
  if (pick === null) return;
  if (onBases.includes(pick)) {
    if (destroyAction(ctx, pick)) yield* grantExtra(ctx, you, { kind: "action", source: ctx.def });
    return;
  }
  const base = baseOf(g, pick);
  if (!(yield* destroyMinion(ctx, pick))) return;
  const minion = yield* searchDeck(ctx, you, isMinionCard(g), "searchDeck");
  if (minion === null) return;
  const played = yield* offerExtraMinion(ctx, you, { cards: [minion], bases: [base], optional: false });
  // A minion found that can't be played there is discarded, as one found on top of the deck (TOPDECK-5).
  if (played === null) putInDiscard(g, minion);
}

/** Teamwork: the names in the chosen minion's abilities are its definition's `nameRefs` (CS-10). The
 * card found is played now or never (PLAY-9: the extra names its card); declined, it goes to hand. */
function* teamwork(ctx: Ctx): Eff {
  const { g, you } = ctx;
  // Chosen only to read its abilities' names: nothing is done to it.
  const chosen = yield* chooseUntargeted(ctx, you, "chooseMinion", allMinions(g), "reads");
  if (chosen === null) return;
  const names = defOf(g, chosen).nameRefs ?? [];
  if (names.length === 0) return;
  // Stryker disable next-line ConditionalExpression: equivalent because only minion cards bear the names nameRefs list (no action is named after a minion)
  const partner = (u: Uid) => defOf(g, u).type === "minion" && names.includes(printedName(g, u));
  const pick = yield* searchZones(ctx, you, ["hand", "deck", "discard"], partner, "searchZones");
  if (pick === null) return;
  const played = yield* offerExtraMinion(ctx, you, { cards: [pick] });
  if (played === null) putInHand(g, pick);
}

function* frogPrinceReturn(ctx: Ctx, self: Uid): Eff {
  const { g, you } = ctx;
  const minions = () => player(g, you).discard.filter(isMinionCard(g));
  // TERM-TO: with no minion to play, the shuffle would buy nothing; it is not offered.
  if (minions().length === 0) return;
  if (!(yield* yesNo(ctx, you, "useAbility"))) return;
  const here = card(g, self).at;
  if (!shuffleIntoOwnerDeck(ctx, self)) return;
  yield* offerExtraMinion(ctx, you, { cards: minions(), bases: [here] });
}

function* bigBadWolfReplay(ctx: Ctx, self: Uid, base: Uid): Eff {
  const discard = player(ctx.g, ctx.you).discard.filter((u) => u !== self);
  yield* offerExtraMinion(ctx, ctx.you, { cards: discard, bases: [base] });
}
