import { createRegistry } from "./registry.ts";
import { smashup } from "./smashup/index.ts";
import type { CommandModule } from "./types.ts";

/** Every command module of the bot. */
export const commandModules: readonly CommandModule[] = [smashup];

export const registry = createRegistry(commandModules);
