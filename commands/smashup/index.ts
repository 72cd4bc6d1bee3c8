import { InteractionContextType, SlashCommandBuilder } from "discord.js";
import type { CommandModule } from "../types.ts";
import { UserError } from "../user-error.ts";
import { helpSubcommand } from "./help.ts";
import type { Subcommand } from "./subcommand.ts";

// Every player-facing action is a subcommand of /smashup, so the bot takes a
// single name in the guild's command list. Add a subcommand by appending it here.
const subcommands: Subcommand[] = [];
subcommands.push(helpSubcommand(() => subcommands));

const data = new SlashCommandBuilder()
  .setName("smashup")
  .setDescription("Play Smash Up in this channel")
  .setContexts(InteractionContextType.Guild);
for (const sub of subcommands) {
  data.addSubcommand((builder) => {
    const described = builder.setName(sub.name).setDescription(sub.description);
    return sub.options ? sub.options(described) : described;
  });
}

export const smashup: CommandModule = {
  commands: [
    {
      data: data.toJSON(),
      async execute(interaction, context) {
        const name = interaction.options.getSubcommand();
        const sub = subcommands.find((candidate) => candidate.name === name);
        if (!sub) throw new UserError(`\`/smashup ${name}\` no longer exists.`);
        await sub.execute(interaction, context);
      },
    },
  ],
};
