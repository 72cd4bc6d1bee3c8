// The 16 bases of the core set.

import {
  baseCtx,
  type Ctx,
  card,
  chooseBase,
  chooseBaseOrder,
  chooseCard,
  chooseTarget,
  destroyChosen,
  detach,
  discardFromHand,
  draw,
  drawBase,
  type Eff,
  gainVp,
  grantExtra,
  log,
  mayIgnoreBase,
  minionsOf,
  minionsOn,
  moveMinion,
  moveToChosenBase,
  placeOnDeck,
  player,
  playerPowerOn,
  power,
  put,
  returnChosen,
  type Seat,
  seatsFrom,
  targets,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { bases } from "../define.ts";

/** Infiltrate lets its controller ignore a base's ability; they choose each time it would bind them. */
function* ignoresBase(ctx: Ctx, seat: Seat): Eff<boolean> {
  if (!mayIgnoreBase(ctx.g, ctx.base, seat)) return false;
  return yield* yesNo({ ...ctx, you: seat }, seat, "ignoreBase");
}

/** Another player's minion can't be picked through a base's ability its controller ignores (Infiltrate). */
function notShieldedByIgnoring(ctx: Ctx, minion: Uid, chooser: Seat): boolean {
  const controller = card(ctx.g, minion).controller;
  return controller === chooser || !mayIgnoreBase(ctx.g, ctx.base, controller);
}

export default bases("core", [
  {
    id: "the-homeworld",
    faction: "aliens",
    breakpoint: 23,
    vp: [4, 2, 1],
    name: { en: "The Homeworld", fr: "The Homeworld" },
    text: {
      en: "After each time a minion is played here, its owner may play an extra minion of power 2 or less.",
      fr: "Après chaque fois qu'une créature est jouée ici, son propriétaire peut jouer une créature supplémentaire de force 2 ou moins.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== self) return null;
      const owner = card(g, ev.uid).owner;
      return {
        ctx: baseCtx(g, self, owner),
        run: (ctx) => grantExtra(ctx, owner, { kind: "minion", maxPower: 2, source: ctx.def }),
      };
    },
  },
  {
    id: "the-mothership",
    faction: "aliens",
    breakpoint: 20,
    vp: [4, 2, 1],
    name: { en: "The Mothership", fr: "Vaisseau-Amiral" },
    text: {
      en: "After this base scores, the winner may return one of their minions of power 3 or less from here to their hand.",
      fr: "Après la conquête de cette base, le vainqueur peut reprendre en main une de ses créatures de force 3 ou moins présente ici.",
    },
    *afterScore(ctx, r) {
      for (const w of r.winners) {
        yield* returnChosen(
          { ...ctx, you: w },
          (m) => card(ctx.g, m).controller === w && power(ctx.g, m) <= 3,
          {
            from: minionsOn(ctx.g, ctx.base),
            optional: true,
          },
        );
      }
    },
  },
  {
    id: "jungle-oasis",
    faction: "dinosaurs",
    breakpoint: 12,
    vp: [2, 0, 0],
    name: { en: "Jungle Oasis", fr: "Oasis Luxuriante" },
    text: { en: "No ability.", fr: "Aucune capacité." },
  },
  {
    id: "tar-pits",
    faction: "dinosaurs",
    breakpoint: 16,
    vp: [4, 3, 2],
    name: { en: "Tar Pits", fr: "Tar Pits" },
    text: {
      en: "After each time a minion is destroyed here, put it on the bottom of its owner's deck.",
      fr: "Après chaque destruction d'une créature ici, placez-la sous la pioche de son propriétaire.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.base !== self) return null;
      return {
        ctx: baseCtx(g, self, ev.owner),
        run: (ctx) => tarPitsBottom(ctx, ev.uid, ev.owner),
      };
    },
  },
  {
    id: "ninja-dojo",
    faction: "ninjas",
    breakpoint: 18,
    vp: [2, 3, 2],
    name: { en: "Ninja Dojo", fr: "Dojo Ninja" },
    text: {
      en: "After this base scores, the winner may destroy any one minion.",
      fr: "Après la conquête de cette base, le vainqueur peut détruire une créature au choix.",
    },
    *afterScore(ctx, r) {
      // SCORE-13: every tied winner may use it, in priority order.
      for (const w of r.winners) {
        yield* destroyChosen({ ...ctx, you: w }, (m) => notShieldedByIgnoring(ctx, m, w), { optional: true });
      }
    },
  },
  {
    id: "temple-of-goju",
    faction: "ninjas",
    breakpoint: 18,
    vp: [2, 3, 2],
    name: { en: "Temple of Goju", fr: "Temple of Goju" },
    text: {
      en: "After this base scores, put each player's highest-power minion here on the bottom of its owner's deck.",
      fr: "Après la conquête de cette base, placez la créature la plus forte de chaque joueur ici sous la pioche de son propriétaire.",
    },
    *afterScore(ctx) {
      const { g } = ctx;
      for (const seat of seatsFrom(g, g.turn.active)) {
        const mine = minionsOf(g, seat, ctx.base);
        if (mine.length === 0) continue;
        if (yield* ignoresBase(ctx, seat)) continue;
        const top = Math.max(...mine.map((m) => power(g, m)));
        const tied = mine.filter((m) => power(g, m) === top);
        // No player uses this ability: each player's minion is placed as if by that player, so a
        // protection against "another player's ability" (Tooth and Claw) doesn't stop it.
        const sctx = { ...ctx, you: seat };
        const t = yield* chooseCard(sctx, seat, "placeBottom", tied);
        // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent because the choice among a non-empty tie is mandatory, and placeOnDeck puts anything but "top" at the bottom
        if (t !== null) placeOnDeck(sctx, t, "bottom");
      }
    },
  },
  {
    id: "the-grey-opal",
    faction: "pirates",
    breakpoint: 17,
    vp: [3, 1, 1],
    name: { en: "The Grey Opal", fr: "The Grey Opal" },
    text: {
      en: "After this base scores, each player other than the winner may move any one minion from here to another base rather than discarding it.",
      fr: "Après la conquête de cette base, chaque joueur autre que le vainqueur peut déplacer une créature au choix d'ici vers une autre base au lieu de la défausser.",
    },
    *afterScore(ctx, r) {
      const { g } = ctx;
      for (const seat of seatsFrom(g, g.turn.active)) {
        if (r.winners.includes(seat)) continue;
        const sctx = { ...ctx, you: seat };
        // "A minion": any minion here, whoever controls it (CONFLICT-10), except one whose
        // controller ignores this base's ability (Infiltrate).
        // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
        const any = targets(sctx, "move", (m) => notShieldedByIgnoring(ctx, m, seat), minionsOn(g, ctx.base));
        const t = yield* chooseTarget(sctx, seat, "move", "move", any, true);
        if (t !== null) yield* moveToChosenBase(sctx, t);
      }
    },
  },
  {
    id: "tortuga",
    faction: "pirates",
    breakpoint: 21,
    vp: [4, 3, 2],
    name: { en: "Tortuga", fr: "Tortuga" },
    text: {
      en: "After this base scores and is replaced, the runner-up may move one of their minions on another base to the replacement base.",
      fr: "Après la conquête de cette base et son remplacement, le deuxième peut déplacer une de ses créatures d'une autre base vers la base de remplacement.",
    },
    *afterReplaced(ctx, r, replacement) {
      const { g } = ctx;
      for (const seat of r.runnersUp) {
        const sctx = { ...ctx, you: seat };
        const mine = targets(
          sctx,
          // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
          "move",
          // Stryker disable next-line ConditionalExpression: equivalent because the replacement base has just entered play, with no minion on it
          (m) => card(g, m).controller === seat && card(g, m).at !== replacement,
        );
        const t = yield* chooseCard(sctx, seat, "move", mine, true);
        if (t !== null) moveMinion(sctx, t, replacement);
      }
    },
  },
  {
    id: "factory-436-1337",
    faction: "robots",
    breakpoint: 25,
    vp: [2, 2, 1],
    name: { en: "Factory 436-1337", fr: "Factory 436-1337" },
    text: {
      en: "When this base scores, the winner gains 1 VP for every 5 power they have here.",
      fr: "Lors de la conquête de cette base, le vainqueur gagne 1 PV par tranche de 5 de force qu'il a ici.",
    },
    *onScore(ctx, r) {
      for (const w of r.winners) gainVp(ctx.g, w, Math.floor(playerPowerOn(ctx.g, w, ctx.base) / 5));
    },
  },
  {
    id: "the-central-brain",
    faction: "robots",
    breakpoint: 19,
    vp: [4, 2, 1],
    name: { en: "The Central Brain", fr: "The Central Brain" },
    text: { en: "Each minion here has +1 power.", fr: "Chaque créature ici a +1 en force." },
    // Stryker disable next-line ConditionalExpression: equivalent because current power is only asked of minions in play, which are on a base
    powerBonus: (g, self, target) => (card(g, target).zone === "base" && card(g, target).at === self ? 1 : 0),
  },
  {
    id: "cave-of-shinies",
    faction: "tricksters",
    breakpoint: 23,
    vp: [4, 2, 1],
    name: { en: "Cave of Shinies", fr: "Cave of Shinies" },
    text: {
      en: "After each time a minion is destroyed here, its owner gains 1 VP.",
      fr: "Après chaque destruction d'une créature ici, son propriétaire gagne 1 PV.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.base !== self) return null;
      return {
        ctx: baseCtx(g, self, ev.owner),
        run(ctx) {
          gainVp(ctx.g, ev.owner, 1);
        },
      };
    },
  },
  {
    id: "mushroom-kingdom",
    faction: "tricksters",
    breakpoint: 20,
    vp: [5, 3, 2],
    name: { en: "Mushroom Kingdom", fr: "Mushroom Kingdom" },
    text: {
      en: "At the start of each player's turn, that player may move one of another player's minions from any base to here.",
      fr: "Au début du tour de chaque joueur, ce joueur peut déplacer ici une créature d'un autre joueur depuis n'importe quelle base.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      if (ev.t !== "turnStart") return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run: (ctx) => mushroomKingdomMove(ctx),
      };
    },
  },
  {
    id: "school-of-wizardry",
    faction: "wizards",
    breakpoint: 20,
    vp: [3, 2, 1],
    name: { en: "School of Wizardry", fr: "School of Wizardry" },
    text: {
      en: "After this base scores, the winner looks at the top three bases of the base deck, chooses one to replace this base, and puts the others back in any order.",
      fr: "Après la conquête de cette base, le vainqueur regarde les trois premières bases de la pioche Base, en choisit une pour remplacer celle-ci et remet les autres dans l'ordre de son choix.",
    },
    *chooseReplacement(ctx, r): Eff<Uid | null> {
      const { g } = ctx;
      // SCORE-13: choosing the next base makes sense once; the first winner in priority order does it.
      const w = r.winners[0];
      // Stryker disable next-line ConditionalExpression: equivalent because a base that scores has a winner: its breakpoint is above 0, so someone has power there
      if (w === undefined) return null;
      // Stryker disable next-line ConditionalExpression: equivalent because drawing the top base and putting it back changes nothing when the deck is not empty
      if (g.baseDeck.length === 0) {
        const b = drawBase(g);
        // Stryker disable next-line ConditionalExpression: equivalent because the base deck and its discard pile are never both empty: 16 core bases, at most 5 in play
        if (b === null) return null;
        g.baseDeck.unshift(b);
      }
      const top = g.baseDeck.slice(0, 3);
      const wctx = { ...ctx, you: w };
      const pick = (yield* chooseBase(wctx, w, "chooseNextBase", top)) as Uid;
      const ordered = yield* chooseBaseOrder(
        wctx,
        w,
        "orderBaseDeck",
        top.filter((b) => b !== pick),
      );
      g.baseDeck.splice(0, top.length, pick, ...ordered);
      return pick;
    },
  },
  {
    id: "the-great-library",
    faction: "wizards",
    breakpoint: 22,
    vp: [4, 2, 1],
    name: { en: "The Great Library", fr: "The Great Library" },
    text: {
      en: "After this base scores, every player with minions here may draw a card.",
      fr: "Après la conquête de cette base, chaque joueur ayant des créatures ici peut piocher une carte.",
    },
    *afterScore(ctx) {
      const { g } = ctx;
      for (const seat of seatsFrom(g, g.turn.active)) {
        if (minionsOf(g, seat, ctx.base).length === 0) continue;
        if (yield* yesNo({ ...ctx, you: seat }, seat, "drawCard")) draw(g, seat, 1);
      }
    },
  },
  {
    id: "evans-city-cemetery",
    faction: "zombies",
    breakpoint: 20,
    vp: [5, 3, 2],
    name: { en: "Evans City Cemetery", fr: "Cimetière d'Evans City" },
    text: {
      en: "After this base scores, the winner discards their hand and draws five cards.",
      fr: "Après la conquête de cette base, le vainqueur défausse sa main et pioche cinq cartes.",
    },
    *afterScore(ctx, r) {
      const { g } = ctx;
      for (const w of r.winners) {
        if (yield* ignoresBase(ctx, w)) continue;
        discardFromHand(g, w, player(g, w).hand.slice());
        draw(g, w, 5);
      }
    },
  },
  {
    id: "rhodes-plaza-mall",
    faction: "zombies",
    breakpoint: 24,
    vp: [0, 0, 0],
    name: { en: "Rhodes Plaza Mall", fr: "Rhodes Plaza Mall" },
    text: {
      en: "When this base scores, each player gains 1 VP for each of their minions here.",
      fr: "Lors de la conquête de cette base, chaque joueur gagne 1 PV par créature qu'il a ici.",
    },
    *onScore(ctx) {
      const { g } = ctx;
      for (const seat of seatsFrom(g, g.turn.active)) gainVp(g, seat, minionsOf(g, seat, ctx.base).length);
    },
  },
]);

function* mushroomKingdomMove(ctx: Ctx): Eff {
  const { g: st } = ctx;
  // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
  const options = targets(ctx, "move", (m) => {
    const c = card(st, m);
    return c.controller !== ctx.you && c.at !== ctx.base && !mayIgnoreBase(st, ctx.base, c.controller);
  });
  const t = yield* chooseTarget(ctx, ctx.you, "move", "move", options, true);
  if (t !== null) moveMinion(ctx, t, ctx.base);
}

function* tarPitsBottom(ctx: Ctx, uid: Uid, owner: Seat): Eff {
  const c = card(ctx.g, uid);
  // Stryker disable next-line ConditionalExpression: equivalent in the core set: a destroyed minion is in its owner's discard pile when this runs, as no core card takes one out before its triggers resolve
  if (c.zone !== "discard") return;
  if (yield* ignoresBase(ctx, owner)) return;
  detach(ctx.g, uid);
  put(ctx.g, uid, "deck", c.owner);
  log(ctx.g, "placeBottom", [uid]);
}
