// A stand-in for the bot process in the embedded database's crash tests: it opens the database
// on DATA_DIR (argv[2]) exactly as the bot does, stores a lobby in channel argv[3], prints
// "ready", and then waits. SIGTERM / SIGINT: the bot's graceful stop (a query after the signal,
// then close). SIGUSR2: an exit that skips close(), as a second Ctrl-C does.
import pino from "pino";
import { openDatabase } from "../../src/db/database.ts";
import { PrismaStore } from "../../src/store/index.ts";

const [dataDir, channelId] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ dataDir, log: pino({ level: "silent" }) });
const store = new PrismaStore(database.prisma);
await store.createGame({ guildId: "holder", channelId, setup: { by: "holder" }, snapshot: null });

// The handlers first, then "ready": the test signals as soon as it reads it, and a signal that
// came before its handler would end the process the default way (no exit code; seen under load).
const keepAlive = setInterval(() => undefined, 60_000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    // The server must still answer while the bot finishes its work after the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const open = await store.loadActiveGameByChannel(channelId);
    process.stdout.write(`after ${signal}: ${open ? "answered" : "missing"}\n`);
    await database.close();
    clearInterval(keepAlive);
    process.exit(0);
  });
}
process.once("SIGUSR2", () => process.exit(3));
process.stdout.write("ready\n");
