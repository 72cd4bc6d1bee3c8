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
import werewolves from "./monster-smash/werewolves.ts";

export const BOXES = [
  { id: "core", name: { en: "Smash Up (core set)", fr: "Smash Up (boîte de base)" } },
] as const;

for (const f of [aliens, dinosaurs, robots, tricksters, ninjas, pirates, wizards, zombies])
  registerFaction(f);
registerBases(coreBases);
// Monster Smash's bases are registered ahead of its factions; the box can't be enabled until a
// faction of it is implemented (commands/admin/content.ts), and no game draws them before then.
registerBases(monsterSmashBases);
registerFaction(werewolves);
