// `npm start`: the bot process. Everything happens in startBot(); this file
// only turns a failed start (src/bot/startup-errors.ts) into one line and signals into a clean stop.
import { startBot } from "./bot/bot.ts";
import { oneLine, startupProblem } from "./bot/startup-errors.ts";
import { type Config, ConfigError, configWarnings, loadEnvFile, parseConfig } from "./config/config.ts";
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
for (const warning of configWarnings(process.env)) log.warn(warning);

process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));

const starting = startBot({
  config,
  log,
  // The embedded database server would not start again: a clean stop, then a non-zero exit, so
  // that the service manager (Docker restart:, systemd) restarts the whole bot.
  onDatabaseLost: () => {
    const stopping = starting.then((bot) => bot.stop());
    const deadline = new Promise((resolve) => setTimeout(resolve, 15_000).unref());
    void Promise.race([stopping, deadline]).finally(() => process.exit(1));
  },
}).catch((error: unknown) => {
  const problem = startupProblem(error, config);
  if (problem) process.stderr.write(`${problem}\n`);
  else {
    // Not a foreseen failure: the whole error in the log, and still one line that says what to do.
    log.fatal({ err: error }, "the bot could not start");
    process.stderr.write(
      `The bot could not start: ${oneLine(String((error as Error)?.message ?? error))}. This looks like a bug: please report it with the log line above.\n`,
    );
  }
  process.exit(1);
});

// Installed before the bot is ready: "bot ready" is logged inside startBot, and a supervisor that
// stops the bot as soon as it reads that line must get a clean stop, not the default SIGTERM death.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "shutting down");
    // A second signal means "now": skip the graceful part.
    process.once(signal, () => process.exit(1));
    starting
      .then((bot) => bot.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, "unclean shutdown");
          process.exit(1);
        },
      );
  });
}
