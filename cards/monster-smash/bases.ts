// The 8 bases of Monster Smash (readings: docs/boxes/monster-smash.md §2.5).

import {
  addCounters,
  addPowerUntil,
  baseCtx,
  type Ctx,
  card,
  chooseCard,
  type Eff,
  firstPlayOnThisTurn,
  type GameState,
  minionsOf,
  minionsOn,
  moveMinion,
  others,
  placeCounterOnEach,
  playerPowerOn,
  targets,
  type Uid,
  yesNo,
} from "../../src/engine/api.ts";
import { bases } from "../define.ts";

/** A minion on this base now (not an action attached to one of them). */
function isHere(g: GameState, uid: Uid, base: Uid): boolean {
  return minionsOn(g, base).includes(uid);
}

export default bases("monster-smash", [
  {
    id: "egg-chamber",
    faction: "giant-ants",
    breakpoint: 17,
    vp: [3, 1, 1],
    name: { en: "Egg Chamber", fr: "Egg Chamber" },
    text: {
      en: "Minions here that have +1 power counters cannot be destroyed.",
      fr: "Les créatures ici qui portent des marqueurs Force +1 ne peuvent pas être détruites.",
    },
    indestructible: (g, self, target) => isHere(g, target, self) && card(g, target).counters > 0,
  },
  {
    id: "the-hill",
    faction: "giant-ants",
    breakpoint: 23,
    vp: [4, 2, 1],
    name: { en: "The Hill", fr: "The Hill" },
    text: {
      en: "At the start of each player's turn, that player may move one of their minions from another base to here.",
      fr: "Au début du tour de chaque joueur, ce joueur peut déplacer ici une de ses créatures depuis une autre base.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      if (ev.t !== "turnStart") return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run: (ctx) => theHillMove(ctx, self),
      };
    },
  },
  {
    id: "golem-schloss",
    faction: "mad-scientists",
    breakpoint: 22,
    vp: [4, 3, 2],
    name: { en: "Golem Schloß", fr: "Manoir Golem" },
    text: {
      en: "After this base scores, the winner places a +1 power counter on each of their minions.",
      fr: "Après la conquête de cette base, le vainqueur place un marqueur Force +1 sur chacune de ses créatures.",
    },
    *afterScore(ctx, r) {
      // SCORE-13, CARD-MANOIR-GOLEM: every tied winner, in priority order; each places them as if
      // by themself, on every minion they control in play.
      for (const w of r.winners) placeCounterOnEach({ ...ctx, you: w }, minionsOf(ctx.g, w));
    },
  },
  {
    id: "laboratorium",
    faction: "mad-scientists",
    breakpoint: 25,
    vp: [5, 3, 3],
    name: { en: "Laboratorium", fr: "Laboratorium" },
    text: {
      en: "After the first minion is played here each turn, its controller places a +1 power counter on it.",
      fr: "Après que la première créature de chaque tour a été jouée ici, son contrôleur y place un marqueur Force +1.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== self || !firstPlayOnThisTurn(g, self)) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run(ctx) {
          addCounters({ ...ctx, you: card(ctx.g, ev.uid).controller }, ev.uid, 1);
        },
      };
    },
  },
  {
    id: "castle-blood",
    faction: "vampires",
    breakpoint: 18,
    vp: [3, 1, 1],
    name: { en: "Castle Blood", fr: "Castle Blood" },
    text: {
      en: "After you play a minion here, if another player has more power here than you, you may place a +1 power counter on it.",
      fr: "Après que vous avez joué une créature ici, si un autre joueur a plus de force que vous ici, vous pouvez y placer un marqueur Force +1.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      // Stryker disable next-line ConditionalExpression: equivalent because the other events naming this base (an action played, a minion destroyed or discarded, scoring) name no minion still here when the trigger resolves, which run checks
      if (ev.t !== "minionPlayed") return null;
      if (ev.base !== self) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run: (ctx) => lockerRoomCounter(ctx, ev.uid, self),
      };
    },
  },
  {
    id: "crypt",
    faction: "vampires",
    breakpoint: 20,
    vp: [4, 2, 2],
    name: { en: "Crypt", fr: "Crypt" },
    text: {
      en: "After one or more minions here are destroyed, the player who destroyed them may place a +1 power counter on one of their minions here.",
      fr: "Après la destruction d'une ou plusieurs créatures ici, le joueur qui les a détruites peut placer un marqueur Force +1 sur une de ses créatures ici.",
    },
    onEvents: ["minionDestroyed"],
    on(g, self, ev) {
      if (ev.t !== "minionDestroyed" || ev.base !== self) return null;
      return {
        // One counter per destroying player for the minions destroyed together (MS-8).
        key: `crypt:${self}:${ev.by}`,
        ctx: baseCtx(g, self, ev.by),
        run: (ctx) => cryptCounter(ctx, self),
      };
    },
  },
  {
    id: "moot-site",
    faction: "werewolves",
    breakpoint: 15,
    vp: [2, 1, 0],
    name: { en: "Moot Site", fr: "Moot Site" },
    text: {
      en: "After the first minion is played here each turn, it gains +2 power until the end of the turn.",
      fr: "Après que la première créature de chaque tour a été jouée ici, elle gagne +2 en force jusqu'à la fin du tour.",
    },
    onEvents: ["minionPlayed"],
    on(g, self, ev) {
      if (ev.t !== "minionPlayed" || ev.base !== self || !firstPlayOnThisTurn(g, self)) return null;
      return {
        ctx: baseCtx(g, self, ev.seat),
        run(ctx) {
          addPowerUntil(ctx, ev.uid, 2);
        },
      };
    },
  },
  {
    id: "standing-stones",
    faction: "werewolves",
    breakpoint: 20,
    vp: [4, 2, 1],
    name: { en: "Standing Stones", fr: "Standing Stones" },
    text: {
      en: "During your turn, one of your minions here may use its talent twice.",
      fr: "Pendant votre tour, une de vos créatures ici peut utiliser son talent deux fois.",
    },
    // "During your turn" and "your minions" need no check: the engine asks only about a talent its
    // controller uses in their own play phase (TERM-TALENT, play.ts).
    extraTalentUse: (g, self, uid) => isHere(g, uid, self),
  },
]);

function* cryptCounter(ctx: Ctx, self: Uid): Eff {
  const mine = targets(ctx, "counter", () => true, minionsOf(ctx.g, ctx.you, self));
  const t = yield* chooseCard(ctx, ctx.you, "placeCounter", mine, true);
  if (t !== null) addCounters(ctx, t, 1);
}

function* lockerRoomCounter(ctx: Ctx, uid: Uid, self: Uid): Eff {
  const { g: st, you } = ctx;
  if (!isHere(st, uid, self)) return;
  // Compared after the play: the new minion counts for its player.
  const mine = playerPowerOn(st, you, self);
  const behind = others(st, you).some((s) => playerPowerOn(st, s, self) > mine);
  if (behind && (yield* yesNo(ctx, you, "useAbility"))) addCounters(ctx, uid, 1);
}

function* theHillMove(ctx: Ctx, self: Uid): Eff {
  // START-4: "that player" is the one whose turn starts.
  const mine = targets(ctx, "move", (m) => card(ctx.g, m).at !== self, minionsOf(ctx.g, ctx.you));
  const t = yield* chooseCard(ctx, ctx.you, "move", mine, true);
  if (t !== null) moveMinion(ctx, t, self);
}
