// `npm run deploy-commands`: registers the slash commands with Discord and
// exits, without starting the bot (which also does this at every start).
import { registry } from "../commands/index.ts";
import { registerCommands } from "./bot/register-commands.ts";
import { ConfigError, loadEnvFile, parseConfig } from "./config/config.ts";

try {
  loadEnvFile();
  const config = parseConfig(process.env);
  const { scope, count } = await registerCommands(config, registry.commandData());
  const where = scope === "guild" ? `in guild ${config.DISCORD_DEV_GUILD_ID}` : "globally";
  process.stdout.write(`Registered ${count} command(s) ${where}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `Registration failed: ${error}`}\n`);
  process.exitCode = 1;
}
