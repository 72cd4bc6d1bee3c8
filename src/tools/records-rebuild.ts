// `npm run -s records-rebuild -- [--guild ID]`: the records (src/records) read again from the stored
// games, in order, for one server or every one: after a deploy on a bot that already has finished
// games, after a change of a server's "rate AI games" setting, or whenever records are in doubt.
// The database is the bot's own (DATABASE_URL, else the embedded server on DATA_DIR, which must
// not be running a bot at the same time).

import "../../cards/index.ts";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/database.ts";
import { createLogger } from "../log/logger.ts";
import { RecordsDb } from "../records/index.ts";

const { values } = parseArgs({ options: { guild: { type: "string" } } });
const log = createLogger({ level: "info", pretty: false });
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || "./data",
  log,
});
try {
  const records = new RecordsDb(database.prisma);
  let last = 0;
  const total = await records.rebuild(values.guild, (recorded) => {
    if (recorded - last >= 500) {
      last = recorded;
      log.info({ recorded }, "records rebuilt so far");
    }
  });
  log.info({ guild: values.guild ?? "every server", games: total }, "records rebuilt");
} finally {
  await database.close();
}
