// `npm start`: the bot process. Everything happens in startBot(); this file
// only turns configuration problems into one line and signals into a clean stop.
import { DiscordjsErrorCodes } from "discord.js";
import { startBot } from "./bot/bot.ts";
import { type Config, ConfigError, loadEnvFile, parseConfig } from "./config/config.ts";
import { loggerFromConfig } from "./log/logger.ts";

function readConfig(): Config {
  try {
    loadEnvFile();
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const log = loggerFromConfig(config);

process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));

const bot = await startBot({ config, log }).catch((error: unknown) => {
  if ((error as { code?: unknown }).code === DiscordjsErrorCodes.TokenInvalid) {
    process.stderr.write(
      "Discord rejected DISCORD_TOKEN: reset it in the Developer Portal (Bot → Reset Token).\n",
    );
  } else {
    log.fatal({ err: error }, "the bot could not start");
  }
  process.exit(1);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "shutting down");
    // A second signal means "now": skip the graceful part.
    process.once(signal, () => process.exit(1));
    bot.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "unclean shutdown");
        process.exit(1);
      },
    );
  });
}
