// Dinosaurs (core set): big minions, power boosts and brutal destruction.

import {
  addBreakpointUntilEndOfTurn,
  addPowerUntil,
  any,
  baseOf,
  card,
  chooseCard,
  chooseTarget,
  chooseUntargeted,
  countNamedOn,
  destroyChosen,
  destroyMinions,
  destroyWeakerThanYours,
  minionsOf,
  minionsOn,
  power,
  powerAtMost,
  printedName,
  targets,
  type Uid,
} from "../../src/engine/api.ts";
import { action, faction, minion } from "../define.ts";

export default faction("dinosaurs", "core", { en: "Dinosaurs", fr: "Dinosaures" }, [
  minion({
    id: "king-rex",
    power: 7,
    count: 1,
    name: { en: "King Rex", fr: "King Rex" },
    text: { en: "No ability.", fr: "Aucune capacité." },
  }),
  minion({
    id: "laseratops",
    power: 4,
    count: 2,
    name: { en: "Laseratops", fr: "Laseratops" },
    text: {
      en: "Destroy a minion of power 2 or less on this base.",
      fr: "Détruisez une créature de force 2 ou moins sur cette base.",
    },
    *onPlay(ctx, base) {
      yield* destroyChosen(ctx, powerAtMost(ctx.g, 2), { from: minionsOn(ctx.g, base) });
    },
  }),
  minion({
    id: "armor-stego",
    power: 3,
    count: 3,
    name: { en: "Armor Stego", fr: "Armor Stego" },
    text: {
      en: "Ongoing: +2 power during other players' turns.",
      fr: "Permanent : +2 en force pendant le tour des autres joueurs.",
    },
    powerBonus: (g, self, target) => (target === self && g.turn.active !== card(g, self).controller ? 2 : 0),
  }),
  minion({
    id: "war-raptor",
    power: 2,
    count: 4,
    name: { en: "War Raptor", fr: "Raptor de combat" },
    nameRefs: ["War Raptor"],
    text: {
      en: "Ongoing: +1 power for each War Raptor on this base, this one included.",
      fr: "Permanent : +1 en force pour chaque Raptor de combat sur cette base, celui-ci compris.",
    },
    powerBonus(g, self, target) {
      if (target !== self) return 0;
      // By name: a reprint counts, and so does a card bearing the name here (Grimms' Blessing,
      // CARD-BENEDICTION-GRIMM), which gets nothing back from the Raptors.
      return countNamedOn(g, card(g, self).at, printedName(g, self));
    },
  }),
  action({
    id: "augmentation",
    count: 2,
    name: { en: "Augmentation", fr: "Augmentation" },
    text: {
      en: "A minion gets +4 power until the end of your turn.",
      fr: "Une créature gagne +4 en force jusqu'à la fin de votre tour.",
    },
    *onPlay(ctx) {
      // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
      const t = yield* chooseTarget(ctx, ctx.you, "powerUp", "power", targets(ctx, "power", any));
      if (t !== null) addPowerUntil(ctx, t, 4);
    },
  }),
  action({
    id: "howl",
    count: 2,
    name: { en: "Howl", fr: "Howl" },
    text: {
      en: "Each of your minions gets +1 power until the end of your turn.",
      fr: "Chacune de vos créatures gagne +1 en force jusqu'à la fin de votre tour.",
    },
    *onPlay(ctx) {
      for (const m of minionsOf(ctx.g, ctx.you)) addPowerUntil(ctx, m, 1);
    },
  }),
  action({
    id: "natural-selection",
    count: 1,
    name: { en: "Natural Selection", fr: "Natural Selection" },
    text: {
      en: "Choose one of your minions. Destroy a minion on its base with less power than it.",
      fr: "Choisissez une de vos créatures. Détruisez une créature de sa base ayant une force inférieure à la sienne.",
    },
    *onPlay(ctx) {
      yield* destroyWeakerThanYours(ctx);
    },
  }),
  action({
    id: "rampage",
    count: 1,
    name: { en: "Rampage", fr: "Rampage" },
    text: {
      en: "Choose one of your minions. Its base's breakpoint is reduced by its power until the end of the turn.",
      fr: "Choisissez une de vos créatures. La résistance de sa base est réduite de sa force jusqu'à la fin du tour.",
    },
    *onPlay(ctx) {
      const mine = yield* chooseCard(ctx, ctx.you, "chooseOwnMinion", minionsOf(ctx.g, ctx.you));
      if (mine === null) return;
      addBreakpointUntilEndOfTurn(ctx.g, baseOf(ctx.g, mine), -power(ctx.g, mine));
    },
  }),
  action({
    id: "survival-of-the-fittest",
    count: 1,
    name: { en: "Survival of the Fittest", fr: "Survival of the Fittest" },
    text: {
      en: "On each base that has a minion with more power than another, destroy the weakest minion (you choose among ties).",
      fr: "Sur chaque base où une créature est plus forte qu'une autre, détruisez la créature la plus faible (vous choisissez en cas d'égalité).",
    },
    *onPlay(ctx) {
      const { g } = ctx;
      // One destruction on every base at once: each base's weakest is picked before any goes.
      const doomed: Uid[] = [];
      for (const b of g.basesInPlay) {
        const here = minionsOn(g, b);
        // Stryker disable next-line ConditionalExpression: equivalent because one minion fails the max === low test below and none offers nothing to choose (a shortcut only)
        if (here.length < 2) continue;
        const powers = here.map((m) => power(g, m));
        const low = Math.min(...powers);
        if (Math.max(...powers) === low) continue;
        // Stryker disable next-line StringLiteral: equivalent because no protection in the core set tells one kind of effect from another
        const weakest = targets(ctx, "destroy", (m) => power(g, m) === low, here);
        // "On each base": the weakest is not designated (OPEN-15); the player only settles a tie.
        const t = yield* chooseUntargeted(ctx, ctx.you, "destroy", weakest, "each");
        if (t !== null) doomed.push(t);
      }
      yield* destroyMinions(ctx, doomed);
    },
  }),
  action({
    id: "tooth-and-claw-and-guns",
    count: 1,
    name: { en: "Tooth and Claw... and Guns", fr: "Tooth and Claw... and Guns" },
    attach: "minion",
    // Bigger Geekier Box errata (2018): only other players' abilities are stopped.
    text: {
      en: "Play on a minion. Ongoing: if another player's ability would affect this minion, destroy this card instead and the ability does not affect the minion.",
      fr: "Jouez sur une créature. Permanent : si la capacité d'un autre joueur devait affecter cette créature, détruisez plutôt cette carte et la capacité n'affecte pas la créature.",
    },
    shield(g, self, target, ctx) {
      const c = card(g, self);
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where this card is always attached, and its own ctx (it has no ability) has ctx.you === its controller, which the next line already answers with null
      if (c.zone !== "attached" || c.at !== target || ctx.self === self) return null;
      return ctx.you !== c.controller ? "absorb" : null;
    },
  }),
  action({
    id: "upgrade",
    count: 1,
    name: { en: "Upgrade", fr: "Upgrade" },
    attach: "minion",
    text: {
      en: "Play on a minion. Ongoing: this minion has +2 power.",
      fr: "Jouez sur une créature. Permanent : cette créature a +2 en force.",
    },
    powerBonus: (g, self, target) =>
      // Stryker disable next-line ConditionalExpression: equivalent because only cards in play are asked (sources.ts), where an Upgrade is always attached
      card(g, self).zone === "attached" && card(g, self).at === target ? 2 : 0,
  }),
  action({
    id: "wildlife-preserve",
    count: 1,
    name: { en: "Wildlife Preserve", fr: "Wildlife Preserve" },
    attach: "base",
    text: {
      en: "Play on a base. Ongoing: your minions here are not affected by other players' actions.",
      fr: "Jouez sur une base. Permanent : vos créatures ici ne sont pas affectées par les actions des autres joueurs.",
    },
    shield(g, self, target, ctx) {
      const c = card(g, self);
      const t = card(g, target);
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent because only cards in play are asked (sources.ts), where this card is on a base, and protections are asked about minions in play, or about a bad attach target that play.ts refuses anyway
      if (c.zone !== "base" || t.zone !== "base" || t.at !== c.at) return null;
      return t.controller === c.controller && ctx.isAction && ctx.you !== c.controller ? "immune" : null;
    },
  }),
]);
