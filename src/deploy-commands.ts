// `npm run deploy-commands`: registers the slash commands with Discord and
// exits, without starting the bot (which also does this at every start).
import { registry } from "../commands/index.ts";
import { registerCommands } from "./bot/register-commands.ts";
import { startupProblem } from "./bot/startup-errors.ts";
import { type Config, ConfigError, configWarnings, loadEnvFile, parseConfig } from "./config/config.ts";

let config: Config | undefined;
try {
  loadEnvFile();
  config = parseConfig(process.env);
  for (const warning of configWarnings(process.env)) process.stderr.write(`${warning}\n`);
  const { scope, count } = await registerCommands(config, registry.commandData());
  const where = scope === "guild" ? `in guild ${config.DISCORD_DEV_GUILD_ID}` : "globally";
  process.stdout.write(`Registered ${count} command(s) ${where}.\n`);
} catch (error) {
  const problem = error instanceof ConfigError ? error.message : config && startupProblem(error, config);
  process.stderr.write(`${problem ?? `Registration failed: ${error}`}\n`);
  process.exitCode = 1;
}
