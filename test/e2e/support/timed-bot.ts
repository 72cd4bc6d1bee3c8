// The bot as a process of its own whose turn timers run on a clock the test sets: the time of
// SMASHUP_TEST_NOW (ISO), fixed, checked every SMASHUP_TEST_TICK_MS. Otherwise `npm start`'s
// startBot with the environment's configuration, so that a test can kill it (SIGKILL) mid-tick.
// SIGUSR2 asks for a whole tick that begins after it; the answer is a line (wholeTick() in
// support/bot-process.ts).

import { startBot } from "../../../src/bot/bot.ts";
import { parseConfig } from "../../../src/config/config.ts";
import { loggerFromConfig } from "../../../src/log/logger.ts";
import { watchTicks } from "./ticks.ts";

const now = new Date(process.env.SMASHUP_TEST_NOW ?? "");
if (Number.isNaN(now.getTime())) throw new Error("SMASHUP_TEST_NOW must be an ISO date");
const config = parseConfig(process.env);
const log = loggerFromConfig(config);
const starting = startBot({
  config,
  log,
  now: () => now,
  timerIntervalMs: Number(process.env.SMASHUP_TEST_TICK_MS ?? 100),
  rest: { globalRequestsPerSecond: 100_000 },
});
// Installed before the bot is ready, as in src/main.ts: a test that stops it as soon as it sees the
// bot at work must get a clean stop, not the default SIGTERM death (likewise SIGUSR2's).
process.once("SIGTERM", () => {
  void starting.then((bot) => bot.stop()).then(() => process.exit(0));
});
const nextTick = starting.then((bot) => watchTicks(bot));
let asked = 0;
process.on("SIGUSR2", () => {
  const n = ++asked;
  void nextTick
    .then((tick) => tick())
    .then(() => process.stdout.write(`${JSON.stringify({ msg: "test: whole tick", n })}\n`));
});
await starting;
