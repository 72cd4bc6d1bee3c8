import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from "discord.js";
import type { CommandModule, ComponentHandler, SlashCommand } from "./types.ts";

/** Separates a component handler's prefix from the rest of a custom_id. */
export const CUSTOM_ID_SEPARATOR = ":";

export interface CommandRegistry {
  command(name: string): SlashCommand | undefined;
  component(customId: string): ComponentHandler | undefined;
  /** The body of the PUT that registers every command with Discord. */
  commandData(): RESTPostAPIChatInputApplicationCommandsJSONBody[];
}

/** Indexes the modules' commands by name and components by prefix; a name or prefix used twice is a startup error. */
export function createRegistry(modules: readonly CommandModule[]): CommandRegistry {
  const commands = new Map<string, SlashCommand>();
  const components = new Map<string, ComponentHandler>();
  for (const module of modules) {
    for (const command of module.commands ?? []) {
      if (commands.has(command.data.name)) throw new Error(`two commands are named /${command.data.name}`);
      commands.set(command.data.name, command);
    }
    for (const component of module.components ?? []) {
      if (!/^[a-z0-9-]+$/.test(component.prefix))
        throw new Error(`bad component prefix "${component.prefix}"`);
      if (components.has(component.prefix))
        throw new Error(`two component handlers use "${component.prefix}"`);
      components.set(component.prefix, component);
    }
  }
  return {
    command: (name) => commands.get(name),
    component: (customId) => components.get(customId.split(CUSTOM_ID_SEPARATOR, 1)[0] ?? ""),
    commandData: () => [...commands.values()].map((command) => command.data),
  };
}
