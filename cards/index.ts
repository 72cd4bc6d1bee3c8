// Every supported card set, registered with the engine on import.

import { registerBases, registerFaction } from "../src/engine/api.ts";
import aliens from "./core/aliens.ts";
import coreBases from "./core/bases.ts";
import dinosaurs from "./core/dinosaurs.ts";
import ninjas from "./core/ninjas.ts";
import pirates from "./core/pirates.ts";
import robots from "./core/robots.ts";
import tricksters from "./core/tricksters.ts";
import wizards from "./core/wizards.ts";
import zombies from "./core/zombies.ts";
import monsterSmashBases from "./monster-smash/bases.ts";
import giantAnts from "./monster-smash/giant-ants.ts";
import madScientists from "./monster-smash/mad-scientists.ts";
import vampires from "./monster-smash/vampires.ts";
import werewolves from "./monster-smash/werewolves.ts";

export const BOXES = [
  { id: "core", name: { en: "Smash Up (core set)", fr: "Smash Up (boîte de base)" } },
] as const;

for (const f of [aliens, dinosaurs, robots, tricksters, ninjas, pirates, wizards, zombies])
  registerFaction(f);
registerBases(coreBases);
// Monster Smash: its bases and the factions implemented so far. The box is not in BOXES yet (the
// simulator and default settings don't offer it); commands/admin/content.ts makes it enable-able
// by an admin as soon as one of its factions is registered.
registerBases(monsterSmashBases);
registerFaction(giantAnts);
registerFaction(vampires);
registerFaction(madScientists);
registerFaction(werewolves);
