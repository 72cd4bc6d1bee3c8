import { admin } from "./admin/index.ts";
import { createRegistry } from "./registry.ts";
import { smashup } from "./smashup/index.ts";
import type { CommandModule } from "./types.ts";

/** Every command module of the bot. */
export const commandModules: readonly CommandModule[] = [smashup, admin];

export const registry = createRegistry(commandModules);
