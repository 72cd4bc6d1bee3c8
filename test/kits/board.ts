// A test-only faction and bases for the board rules (breakpoints, power without minions, the
// number of bases, borrowed base abilities), used before the real cards that need them exist.
// Each definition is a plain reading of a card of World Tour: Culture Shock or The Bigger Geekier
// Box, named after it in its comment; the tests import this file (box "test").

import { action, bases, faction, minion } from "../../cards/define.ts";
import {
  actionsOn,
  activeSeats,
  addBaseMarkers,
  addPowerUntil,
  baseCtx,
  baseMarkers,
  card,
  cardCtx,
  chooseBase,
  destroyBase,
  draw,
  gainPowerOnBase,
  gainVp,
  minionsOf,
  minionsOn,
  moveMinion,
  playBasesAt,
  playExtraBase,
  playSelf,
  putTopBaseOnBottom,
  registerBases,
  registerFaction,
  returnToHand,
  topBaseFaceUp,
  turnTopBaseDown,
  yesNo,
} from "../../src/engine/api.ts";

const text = (en: string) => ({ en, fr: en });

registerFaction(
  faction("boardkit", "test", text("Board test kit"), [
    minion({ id: "pawn", power: 2, count: 6, name: text("Kit Pawn"), text: text("No ability.") }),
    minion({ id: "rook", power: 3, count: 2, name: text("Kit Rook"), text: text("No ability.") }),
    // Cuzcu's reading, on a card: every action on this base (attached to it or to a minion there).
    action({
      id: "survey",
      count: 2,
      attach: "base",
      name: text("Kit Survey"),
      text: text("Play on a base. Ongoing: this base's breakpoint is reduced by 3 for each action on it."),
      breakpointBonus: (g, self, base) => (card(g, self).at === base ? -3 * actionsOn(g, base).length : 0),
    }),
    // The Storyteller's Hut's marker, placed by a card.
    action({
      id: "tale",
      count: 1,
      name: text("Kit Tale"),
      text: text("Place a story marker on Kit Hut if it is in play."),
      *onPlay(ctx) {
        for (const b of ctx.g.basesInPlay)
          if (ctx.g.bases[b]?.def === "base:kit-hut") addBaseMarkers(ctx.g, b, "story", 1);
      },
    }),
    // Armory: power no minion carries, from your other actions here (on minions there included).
    action({
      id: "banner",
      count: 2,
      attach: "base",
      name: text("Kit Banner"),
      text: text(
        "Play on a base. Ongoing: you have +2 power here for each of your other actions on this base.",
      ),
      playerPowerBonus(g, self, seat, base) {
        const c = card(g, self);
        if (c.at !== base || c.controller !== seat) return 0;
        return 2 * actionsOn(g, base).filter((a) => a !== self && card(g, a).controller === seat).length;
      },
    }),
    // Unity of the Tribes: counted once, when it resolves.
    action({
      id: "rally",
      count: 1,
      name: text("Kit Rally"),
      text: text(
        "Choose a base where you have a minion. Gain +2 power there for each base where you have at least one minion until the end of the turn.",
      ),
      *onPlay(ctx) {
        const { g, you } = ctx;
        const mine = g.basesInPlay.filter((b) => minionsOf(g, you, b).length > 0);
        const b = yield* chooseBase(ctx, you, "chooseBase", mine);
        if (b !== null) gainPowerOnBase(g, you, b, 2 * mine.length);
      },
    }),
    // Volcanic Uprising, its two halves as two cards.
    action({
      id: "erupt",
      count: 1,
      name: text("Kit Erupt"),
      text: text("Play the top card of the base deck as an extra base."),
      *onPlay(ctx) {
        playExtraBase(ctx.g);
      },
    }),
    action({
      id: "quake",
      count: 1,
      name: text("Kit Quake"),
      text: text("Destroy a base with no player's minions on it and replace it with two bases."),
      *onPlay(ctx) {
        const { g } = ctx;
        const empty = g.basesInPlay.filter((b) => minionsOn(g, b).length === 0);
        const b = yield* chooseBase(ctx, ctx.you, "chooseBase", empty);
        if (b === null) return;
        const at = destroyBase(g, b);
        playBasesAt(g, at, 2);
      },
    }),
    // A destroyed base with minions on it: they are discarded, not destroyed.
    action({
      id: "raze",
      count: 1,
      name: text("Kit Raze"),
      text: text("Destroy a base and replace it."),
      *onPlay(ctx) {
        const b = yield* chooseBase(ctx, ctx.you, "chooseBase", ctx.g.basesInPlay);
        if (b !== null) playBasesAt(ctx.g, destroyBase(ctx.g, b), 1);
      },
    }),
    // Signs in the Stars (CS-9).
    action({
      id: "signs",
      count: 1,
      attach: "base",
      name: text("Kit Signs"),
      text: text(
        "Play on a base. Ongoing: the top card of the base deck is face up; while it is, this base also has its abilities. At the start of each player's turn they may turn it down until the end of the turn. Talent: place the top card of the base deck on the bottom.",
      ),
      lendsTopBaseTo: (g, self) => (card(g, self).zone === "base" ? card(g, self).at : null),
      onEvents: ["turnStart"],
      on(g, self, ev) {
        if (ev.t !== "turnStart" || topBaseFaceUp(g) === null) return null;
        return {
          key: "kit-signs-turn-down",
          ctx: cardCtx(g, self, { you: ev.seat }),
          *run(ctx) {
            if (yield* yesNo(ctx, ctx.you, "turnTopBaseDown")) turnTopBaseDown(ctx.g, ctx.you);
          },
        };
      },
      talent: {
        from: "play",
        can: (g) => g.baseDeck.length > 1,
        *use(ctx) {
          putTopBaseOnBottom(ctx.g);
        },
      },
    }),
    // Finist the Falcon: could loop in one window but for the engine's once-per-window rule (CS-14).
    minion({
      id: "falcon",
      power: 3,
      count: 1,
      name: text("Kit Falcon"),
      text: text(
        "Special: before a base scores, move this minion there, or return it from there to your hand and play it on another base as an extra minion.",
      ),
      specials: [
        {
          window: "beforeScoring",
          from: "play",
          can: () => true,
          *use(ctx, w) {
            const { g, self } = ctx;
            if (card(g, self).at !== w.base) {
              moveMinion(ctx, self, w.base);
              return;
            }
            returnToHand(ctx, self);
            const to = yield* chooseBase(
              ctx,
              ctx.you,
              "chooseBase",
              g.basesInPlay.filter((b) => b !== w.base),
            );
            if (to !== null) yield* playSelf(ctx, to);
          },
        },
      ],
    }),
    // Cosplay's reaction, from play (BGB-3): the additional VP answers a gain and is not one.
    minion({
      id: "fan",
      power: 1,
      count: 2,
      name: text("Kit Fan"),
      text: text("Ongoing: after you gain 1 or more VP, gain 1 additional VP."),
      onEvents: ["vpGained"],
      on(g, self, ev) {
        // The VP cap only keeps a broken engine (a loop) from hanging the test run.
        if (ev.t !== "vpGained" || ev.seat !== card(g, self).controller || ev.amount > 50) return null;
        return {
          ctx: cardCtx(g, self),
          *run(ctx) {
            if ((ctx.g.players[ctx.you]?.vp ?? 0) < 100) gainVp(ctx.g, ctx.you, 1, "additional");
          },
        };
      },
    }),
    // Cosplay itself, from a hand: a reaction window for the gainer only (BGB-3, CS-3).
    action({
      id: "cosplay",
      count: 2,
      name: text("Kit Cosplay"),
      text: text("Special: play when you gain 1 or more VP. Gain an additional 1 VP."),
      specials: [
        {
          window: "vpGained",
          from: "hand",
          can: (_g, _self, seat, w) => w.event?.t === "vpGained" && w.event.seat === seat,
          *use(ctx) {
            yield* playSelf(ctx, -1);
            gainVp(ctx.g, ctx.you, 1, "additional");
          },
        },
      ],
    }),
    action({
      id: "chore",
      count: 2,
      name: text("Kit Chore"),
      text: text("No effect."),
      *onPlay() {},
    }),
  ]),
);

registerBases(
  bases("test", [
    // Storyteller's Hut: markers that are not +1 power counters lower the breakpoint.
    {
      id: "kit-hut",
      faction: "boardkit",
      breakpoint: 24,
      vp: [4, 2, 1],
      name: text("Kit Hut"),
      text: text("This base's breakpoint is reduced by 2 for each story marker on it."),
      breakpointBonus: (g, self, base) => (base === self ? -2 * baseMarkers(g, self, "story") : 0),
    },
    // Tropical Paradise: a starting breakpoint other than the printed one (TERM-INITIAL).
    {
      id: "kit-paradise",
      faction: "boardkit",
      breakpoint: 20,
      vp: [3, 2, 1],
      name: text("Kit Paradise"),
      text: text("If each player has one or more minions on this base, its starting breakpoint is 0."),
      initialBreakpoint(g, self, base) {
        if (base !== self) return null;
        const here = minionsOn(g, self).map((m) => card(g, m).controller);
        return activeSeats(g).every((s) => here.includes(s)) ? 0 : null;
      },
    },
    // Giant Turnip: recomputed at every read.
    {
      id: "kit-turnip",
      faction: "boardkit",
      breakpoint: 30,
      vp: [5, 3, 3],
      name: text("Kit Turnip"),
      text: text("This base's breakpoint is reduced by 1 for each minion on it."),
      breakpointBonus: (g, self, base) => (base === self ? -minionsOn(g, self).length : 0),
    },
    // Island Chain: an extra base after this one scores.
    {
      id: "kit-chain",
      faction: "boardkit",
      breakpoint: 17,
      vp: [3, 1, 1],
      name: text("Kit Chain"),
      text: text("After this base scores, play the top card of the base deck as an extra base."),
      nextBase: true,
      *afterScore(ctx) {
        playExtraBase(ctx.g, ctx.base);
      },
    },
    // The Central Brain's kind: a power bonus for the minions on "this base".
    {
      id: "kit-brainy",
      faction: "boardkit",
      breakpoint: 19,
      vp: [4, 2, 1],
      name: text("Kit Brainy"),
      text: text("Each minion here has +1 power."),
      powerBonus: (g, self, target) =>
        card(g, target).zone === "base" && card(g, target).at === self ? 1 : 0,
    },
    // Gingerbread House's step: a before-scoring base ability (Part A, CS-14).
    {
      id: "kit-oven",
      faction: "boardkit",
      breakpoint: 21,
      vp: [4, 2, 1],
      name: text("Kit Oven"),
      text: text("Before this base scores, each minion here gets +1 power until the end of the turn."),
      *beforeScore(ctx) {
        for (const m of minionsOn(ctx.g, ctx.base)) addPowerUntil(ctx, m, 1);
      },
    },
    {
      id: "kit-bell",
      faction: "boardkit",
      breakpoint: 22,
      vp: [4, 2, 1],
      name: text("Kit Bell"),
      text: text("Before this base scores, the active player draws a card."),
      *beforeScore(ctx) {
        draw(ctx.g, ctx.you, 1);
      },
    },
    // Island Peak's kind: a triggered base ability, "you" being the player whose turn starts.
    {
      id: "kit-peak",
      faction: "boardkit",
      breakpoint: 23,
      vp: [4, 2, 1],
      name: text("Kit Peak"),
      text: text("At the start of your turn, draw a card if you have a minion here."),
      onEvents: ["turnStart"],
      on(g, self, ev) {
        if (ev.t !== "turnStart" || minionsOf(g, ev.seat, self).length === 0) return null;
        return {
          ctx: baseCtx(g, self, ev.seat),
          *run(ctx) {
            draw(ctx.g, ctx.you, 1);
          },
        };
      },
    },
    // School of Wizardry's kind: the replacement is chosen, not drawn.
    {
      id: "kit-school",
      faction: "boardkit",
      breakpoint: 20,
      vp: [3, 2, 1],
      name: text("Kit School"),
      text: text(
        "After this base scores, the active player looks at the top 3 bases and chooses the replacement.",
      ),
      *chooseReplacement(ctx) {
        const top = ctx.g.baseDeck.slice(0, 3);
        const b = yield* chooseBase(ctx, ctx.you, "chooseNextBase", top);
        return b;
      },
    },
    // A base that is always eligible (breakpoint 0): scores as soon as it is checked.
    {
      id: "kit-void",
      faction: "boardkit",
      breakpoint: 0,
      vp: [1, 0, 0],
      name: text("Kit Void"),
      text: text("No ability."),
    },
  ]),
);
