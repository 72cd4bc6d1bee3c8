// The embedded server restarted after its death (src/db/embedded-supervisor.ts): on the same port
// when it is still free, on another one when someone took it meanwhile, and the pool of a client
// made on the server's URL function drops its dead connections and connects to the new server.
// The data folder's lock stays this process's all along. Timeouts: a server start on a busy machine.

import { createServer, type Server } from "node:net";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../../src/db/data-dir-lock.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../src/db/embedded.ts";
import { createPrismaClient, type PrismaClient } from "../../src/db/prisma.ts";
import { type TempFolder, tempFolder } from "../../src/db/throwaway.ts";
import { until } from "../support/until.ts";

const SLOW_MS = 180_000;

let folder: TempFolder;
let server: EmbeddedPostgres;
let prisma: PrismaClient;
let hold: Promise<void> = Promise.resolve();
const lines: { msg: string; port?: number }[] = [];
const log = pino(
  { level: "info" },
  { write: (line: string) => lines.push(JSON.parse(line) as { msg: string; port?: number }) },
);

beforeAll(async () => {
  folder = await tempFolder();
  server = await startEmbeddedPostgres({
    dataDir: path.join(folder.dir, "cluster"),
    log,
    restart: { beforeRestart: () => hold },
  });
  prisma = createPrismaClient(() => server.url);
}, SLOW_MS);
afterAll(async () => {
  if (process.env.SHOW_LINES) console.log(lines);
  await prisma?.$disconnect();
  await server?.close();
  await folder?.remove();
}, SLOW_MS);

const backs = () => lines.filter((line) => line.msg === "the embedded database server is back");

async function killAndWaitForRestart(during?: () => Promise<void>): Promise<void> {
  const before = backs().length;
  let release: () => void = () => {};
  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  process.kill(server.pid as number, "SIGKILL");
  await until(() => !server.available, "the death is seen");
  expect(server.pid).toBeUndefined();
  await during?.();
  release();
  await until(() => backs().length > before, "the server is back");
  expect(server.available).toBe(true);
}

const backendPid = async () =>
  (await prisma.$queryRawUnsafe<{ pid: number }[]>("SELECT pg_backend_pid() AS pid"))[0]?.pid;

describe("the embedded server killed with SIGKILL", () => {
  it("comes back on its port, and the client's pool reconnects", { timeout: SLOW_MS }, async () => {
    const port = server.port;
    const first = await backendPid();
    await prisma.$executeRawUnsafe("CREATE TABLE kept (n int)");
    await prisma.$executeRawUnsafe("INSERT INTO kept VALUES (1)");
    await killAndWaitForRestart(async () => {
      // Another bot cannot take the folder meanwhile: this process still holds its lock.
      await expect(lockDataDir(path.join(folder.dir, "cluster"))).rejects.toThrow(/in use/);
    });
    expect(server.port).toBe(port);
    // The pooled connection to the dead server is dropped (tried once more on a fresh one).
    const second = await backendPid().catch(() => backendPid());
    expect(second).not.toBe(first);
    expect(await prisma.$queryRawUnsafe("SELECT n FROM kept")).toEqual([{ n: 1 }]);
  });

  it("comes back on another port when its own was taken meanwhile", { timeout: SLOW_MS }, async () => {
    const port = server.port;
    let squatter: Server | undefined;
    await killAndWaitForRestart(async () => {
      // It hangs up on whoever calls (the readiness probe of the start it made fail).
      squatter = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => squatter?.listen(port, "127.0.0.1", resolve));
    });
    try {
      expect(server.port).not.toBe(port);
      expect(server.url).toContain(`:${server.port}/`);
      expect(lines.some((line) => line.msg.includes("port is taken"))).toBe(true);
      await backendPid().catch(() => undefined);
      expect(await prisma.$queryRawUnsafe("SELECT n FROM kept")).toEqual([{ n: 1 }]);
    } finally {
      await new Promise((resolve) => squatter?.close(resolve));
    }
  });
});
