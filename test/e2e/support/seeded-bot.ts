// The bot as `npm start` runs it (startBot with the environment's configuration), in a process of its
// own, its games seeded from SMASHUP_TEST_SEED and counting up: a test that kills it (SIGKILL) at a
// given point of a game meets the same deal every run, not a random hand that may take another path.

import { startBot } from "../../../src/bot/bot.ts";
import { parseConfig } from "../../../src/config/config.ts";
import { loggerFromConfig } from "../../../src/log/logger.ts";

let seed = Number(process.env.SMASHUP_TEST_SEED ?? "");
if (!Number.isInteger(seed)) throw new Error("SMASHUP_TEST_SEED must be an integer");
const config = parseConfig(process.env);
const starting = startBot({ config, log: loggerFromConfig(config), newSeed: () => seed++ });
// Installed before the bot is ready, as in src/main.ts: a test that stops it as soon as it sees the
// bot at work must get a clean stop, not the default SIGTERM death.
process.once("SIGTERM", () => {
  void starting.then((bot) => bot.stop()).then(() => process.exit(0));
});
await starting;
