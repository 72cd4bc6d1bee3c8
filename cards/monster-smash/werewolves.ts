// Werewolves (Monster Smash): raw power that grows until the end of the turn, and bigger wolves
// eating smaller ones (readings: docs/boxes/monster-smash.md §2.4).

import {
  addPowerUntil,
  baseOf,
  type CardDef,
  type Ctx,
  card,
  cardCtx,
  chooseCard,
  chooseTarget,
  destroyMinions,
  destroyWeakerThanYours,
  draw,
  type Eff,
  type GameState,
  grantExtra,
  minionsOf,
  minionsOn,
  others,
  playerPowerOn,
  power,
  setBreakpointUntilEndOfTurn,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

type Special = NonNullable<CardDef["specials"]>[number];
type Talent = NonNullable<CardDef["talent"]>;

/** "Special: before this base scores, …" on a minion in play: usable in the window of its own
 * base (the engine offers it once per window, windows.ts). */
function beforeThisBaseScores(effect: (ctx: Ctx, base: Uid) => void): Special {
  return {
    window: "beforeScoring",
    from: "play",
    can: (g, self, _seat, w) => card(g, self).at === w.base,
    *use(ctx, w) {
      effect(ctx, w.base);
    },
  };
}

/** The minion carrying this action has the highest power on its base, ties included (§4). */
function hostIsStrongestHere(g: GameState, self: Uid): boolean {
  const host = card(g, self).at;
  const p = power(g, host);
  return minionsOn(g, baseOf(g, host)).every((m) => power(g, m) <= p);
}

/** "Talent: if this minion has the highest power here, …" on an action attached to a minion. */
function strongestTalent(effect: (ctx: Ctx) => Eff): Talent {
  return { from: "play", can: (g, self) => hostIsStrongestHere(g, self), use: effect };
}

/** Full Moon's rules, printed the same on the Werewolves' card and on the All Stars' own card of that
 * name (BGB-6: a different card, same effect). */
export const fullMoon = {
  name: { en: "Full Moon", fr: "Full Moon" },
  attach: "base",
  text: {
    en: "Play on a base. Ongoing: each of your minions here has +1 power.",
    fr: "Jouez sur une base. Permanent : chacune de vos créatures ici a +1 en force.",
  },
  powerBonus(g: GameState, self: Uid, target: Uid): number {
    const moon = card(g, self);
    const t = card(g, target);
    return t.at === moon.at && t.controller === moon.controller ? 1 : 0;
  },
} as const;

export default faction("werewolves", "monster-smash", { en: "Werewolves", fr: "Loups-garous" }, [
  minion({
    id: "pack-alpha",
    power: 5,
    count: 1,
    name: { en: "Pack Alpha", fr: "Pack Alpha" },
    text: {
      en: "Special: before this base scores, each of your minions here gains +1 power until the end of the turn.",
      fr: "Spécial : avant la conquête de cette base, chacune de vos créatures ici gagne +1 en force jusqu'à la fin du tour.",
    },
    specials: [
      beforeThisBaseScores((ctx, base) => {
        for (const m of minionsOf(ctx.g, ctx.you, base)) addPowerUntil(ctx, m, 1);
      }),
    ],
  }),
  minion({
    id: "loup-garou",
    power: 4,
    count: 2,
    name: { en: "Loup-Garou", fr: "Loup-Garou" },
    text: {
      en: "Special: before this base scores, this minion gains +2 power until the end of the turn.",
      fr: "Spécial : avant la conquête de cette base, cette créature gagne +2 en force jusqu'à la fin du tour.",
    },
    specials: [beforeThisBaseScores((ctx) => addPowerUntil(ctx, ctx.self, 2))],
  }),
  minion({
    id: "teenage-wolf",
    power: 3,
    count: 3,
    name: { en: "Teenage Wolf", fr: "Teenage Wolf" },
    text: {
      en: "Talent: this minion gains +1 power until the end of the turn.",
      fr: "Talent : cette créature gagne +1 en force jusqu'à la fin du tour.",
    },
    talent: {
      from: "play",
      can: () => true,
      *use(ctx) {
        addPowerUntil(ctx, ctx.self, 1);
      },
    },
  }),
  minion({
    id: "howler",
    power: 2,
    count: 4,
    name: { en: "Howler", fr: "Howler" },
    text: {
      en: "This minion gains +2 power until the end of the turn.",
      fr: "Cette créature gagne +2 en force jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      addPowerUntil(ctx, ctx.self, 2);
    },
  }),
  action({
    id: "chew-toy",
    count: 2,
    name: { en: "Chew Toy", fr: "Chew Toy" },
    // "Lower" is strict (§4).
    text: {
      en: "Choose one of your minions. Destroy a minion with less power than it on its base.",
      fr: "Choisissez une de vos créatures. Détruisez une créature de force inférieure à la sienne sur sa base.",
    },
    *onPlay(ctx) {
      yield* destroyWeakerThanYours(ctx);
    },
  }),
  action({
    id: "frenzy",
    count: 2,
    name: { en: "Frenzy", fr: "Frenzy" },
    text: {
      en: "Each of your minions with power 4 or more gains +1 power until the end of the turn.",
      fr: "Chacune de vos créatures de force 4 ou plus gagne +1 en force jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      // "Each": the strong ones are picked before any of them grows.
      const strong = minionsOf(ctx.g, ctx.you).filter((m) => power(ctx.g, m) >= 4);
      for (const m of strong) addPowerUntil(ctx, m, 1);
    },
  }),
  action({ id: "full-moon", count: 1, ...fullMoon }),
  action({
    id: "leader-of-the-pack",
    count: 1,
    name: { en: "Leader of the Pack", fr: "Leader of the Pack" },
    attach: "minion",
    text: {
      en: "Play on a minion. Talent: if this minion has the highest power here, you may play an extra action.",
      fr: "Jouez sur une créature. Talent : si cette créature a la plus grande force ici, vous pouvez jouer une action supplémentaire.",
    },
    // The action's own talent, used by whoever controls the action (MS-2).
    talent: strongestTalent(function* (ctx) {
      yield* grantExtra(ctx, ctx.you, { kind: "action", source: ctx.def });
    }),
  }),
  action({
    id: "let-the-dog-out",
    count: 1,
    name: { en: "Let the Dog Out", fr: "Let the Dog Out" },
    text: {
      en: "Choose one of your minions. Destroy any number of minions on its base whose total power is at most its power.",
      fr: "Choisissez une de vos créatures. Détruisez autant de créatures de sa base que vous voulez, d'une force totale au plus égale à la sienne.",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // Minions of `base`, but those in `out`, whose power fits in `budget`.
      const fitting = (base: Uid, budget: number, out: Uid[]) =>
        // Stryker disable next-line StringLiteral: equivalent because no protection of these boxes tells one kind of effect from another (no shield hook reads the kind)
        targets(ctx, "destroy", (m) => !out.includes(m) && power(g, m) <= budget, minionsOn(g, base));
      const useful = minionsOf(g, ctx.you).filter((m) => fitting(card(g, m).at, power(g, m), [m]).length > 0);
      const mine = yield* chooseCard(ctx, ctx.you, "chooseOwnMinion", useful);
      if (mine === null) return;
      // One at a time, each option fitting what is left; then all of them go together.
      const base = card(g, mine).at;
      let budget = power(g, mine);
      const chosen: Uid[] = [];
      for (;;) {
        // Each one picked is designated: an Ensign may take it, and its own power is what counts.
        const t = yield* chooseTarget(
          ctx,
          ctx.you,
          "destroy",
          "destroy",
          fitting(base, budget, [mine, ...chosen]),
          true,
        );
        if (t === null) break;
        chosen.push(t);
        budget -= power(g, t);
      }
      yield* destroyMinions(ctx, chosen);
    },
  }),
  action({
    id: "marking-territory",
    count: 1,
    name: { en: "Marking Territory", fr: "Marking Territory" },
    attach: "base",
    // Low-confidence original: "reduce to 0" lasts until the end of the turn, as the errata says (§4).
    text: {
      en: "Play on a base. Ongoing: at the start of your turn, if you have more power here than each other player, this base's breakpoint is 0 until the end of the turn.",
      fr: "Jouez sur une base. Permanent : au début de votre tour, si vous avez plus de force ici que chacun des autres joueurs, la résistance de cette base est de 0 jusqu'à la fin du tour.",
    },
    onEvents: ["turnStart"],
    on(g, self, ev) {
      if (ev.t !== "turnStart" || ev.seat !== card(g, self).controller || !aheadHere(g, self)) return null;
      const ctx = cardCtx(g, self);
      return {
        def: ctx.def,
        ctx,
        run(ctx) {
          // Read again: another start-of-turn effect may have changed the powers first.
          if (aheadHere(ctx.g, self)) setBreakpointUntilEndOfTurn(ctx.g, card(ctx.g, self).at, 0);
        },
      };
    },
  }),
  action({
    id: "moontouched",
    count: 1,
    name: { en: "Moontouched", fr: "Moontouched" },
    attach: "minion",
    text: {
      en: "Play on a minion. Talent: if this minion has the highest power here, draw a card.",
      fr: "Jouez sur une créature. Talent : si cette créature a la plus grande force ici, piochez une carte.",
    },
    talent: strongestTalent(function* (ctx) {
      draw(ctx.g, ctx.you, 1);
    }),
  }),
  action({
    id: "unstoppable",
    count: 1,
    name: { en: "Unstoppable", fr: "Unstoppable" },
    attach: "minion",
    text: {
      en: "Play on a minion. Ongoing: this minion cannot be destroyed.",
      fr: "Jouez sur une créature. Permanent : cette créature ne peut pas être détruite.",
    },
    indestructible: (g, self, target) => card(g, self).at === target,
  }),
]);

/** Marking Territory's controller has more power on its base than each other player. */
function aheadHere(g: GameState, self: Uid): boolean {
  const { controller: you, at: base } = card(g, self);
  const mine = playerPowerOn(g, you, base);
  return others(g, you).every((s) => playerPowerOn(g, s, base) < mine);
}
