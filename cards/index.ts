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
import madScientists from "./monster-smash/mad-scientists.ts";

export const BOXES = [
  { id: "core", name: { en: "Smash Up (core set)", fr: "Smash Up (boîte de base)" } },
] as const;

for (const f of [aliens, dinosaurs, robots, tricksters, ninjas, pirates, wizards, zombies])
  registerFaction(f);
registerBases(coreBases);
// Monster Smash's bases and factions are registered as they are implemented. A server admin can
// enable the box once its bases and one of its factions are (commands/admin/content.ts); the
// simulator offers it once it is listed in BOXES.
registerBases(monsterSmashBases);
registerFaction(madScientists);
