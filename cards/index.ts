// Every supported card set, registered with the engine on import.

import { registerBases, registerFaction } from "../src/engine/api.ts";
import bigGeekyBoxBases from "./big-geeky-box/bases.ts";
import geeks from "./big-geeky-box/geeks.ts";
import smashUpAllStars from "./big-geeky-box/smash-up-all-stars.ts";
import aliens from "./core/aliens.ts";
import coreBases from "./core/bases.ts";
import dinosaurs from "./core/dinosaurs.ts";
import ninjas from "./core/ninjas.ts";
import pirates from "./core/pirates.ts";
import robots from "./core/robots.ts";
import tricksters from "./core/tricksters.ts";
import wizards from "./core/wizards.ts";
import zombies from "./core/zombies.ts";
import anansiTales from "./culture-shock/anansi-tales.ts";
import ancientIncas from "./culture-shock/ancient-incas.ts";
import cultureShockBases from "./culture-shock/bases.ts";
import grimmsFairyTales from "./culture-shock/grimms-fairy-tales.ts";
import polynesianVoyagers from "./culture-shock/polynesian-voyagers.ts";
import russianFairyTales from "./culture-shock/russian-fairy-tales.ts";
import monsterSmashBases from "./monster-smash/bases.ts";
import giantAnts from "./monster-smash/giant-ants.ts";
import madScientists from "./monster-smash/mad-scientists.ts";
import vampires from "./monster-smash/vampires.ts";
import werewolves from "./monster-smash/werewolves.ts";

export const BOXES = [
  { id: "core", name: { en: "Smash Up (core set)", fr: "Smash Up (boîte de base)" } },
  { id: "monster-smash", name: { en: "Monster Smash", fr: "Monstres Sacrés" } },
  {
    id: "culture-shock",
    name: { en: "World Tour: Culture Shock", fr: "Tournée Mondiale : Choc des Cultures" },
  },
  { id: "big-geeky-box", name: { en: "The Bigger Geekier Box", fr: "L'Énorme Boîte pour Geek" } },
] as const;

for (const f of [aliens, dinosaurs, robots, tricksters, ninjas, pirates, wizards, zombies])
  registerFaction(f);
registerBases(coreBases);
registerBases(monsterSmashBases);
registerFaction(giantAnts);
registerFaction(vampires);
registerFaction(madScientists);
registerFaction(werewolves);
// Culture Shock and the Bigger Geekier Box: the factions written so far; the others stay "coming
// soon" (commands/admin/content.ts) until their files are registered here.
registerBases(cultureShockBases);
registerFaction(ancientIncas);
registerFaction(anansiTales);
registerFaction(grimmsFairyTales);
registerFaction(polynesianVoyagers);
registerFaction(russianFairyTales);
registerBases(bigGeekyBoxBases);
registerFaction(geeks);
registerFaction(smashUpAllStars);
