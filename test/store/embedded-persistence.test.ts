import { type ChildProcess, spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { isRunning } from "../../src/db/data-dir-lock.ts";
import { embeddedClusterDir, openDatabase } from "../../src/db/database.ts";
import { tempFolder } from "../../src/db/throwaway.ts";
import { PrismaStore } from "../../src/store/index.ts";
import { projectRoot } from "../support/run-entry.ts";
import { until } from "../support/until.ts";

// The bot's own path with DATABASE_URL unset: a PostgreSQL server on DATA_DIR/postgres, started,
// used, stopped, and started again; also after the bot was killed in every way a process dies.

const folder = await tempFolder();
const dataDir = folder.dir;
const log = pino({ level: "silent" });
afterAll(() => folder.remove());

const tsxLoader = import.meta.resolve("tsx");
const holderScript = path.join(projectRoot, "test/support/embedded-holder.ts");

interface Holder {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A bot stand-in that opened the database and stored a lobby in `channelId` (embedded-holder.ts). */
async function startHolder(channelId: string): Promise<Holder> {
  const child = spawn(process.execPath, ["--import", tsxLoader, holderScript, dataDir, channelId], {
    // Its own process group, to send it a terminal's Ctrl-C (the whole group).
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = await Promise.race([
    (async () => {
      while (!output.includes("ready\n")) await sleep(50);
      return true;
    })(),
    exited.then(() => false),
  ]);
  if (!ready) throw new Error(`the holder did not start:\n${output}`);
  return { child, output: () => output, exited };
}

async function serverPid(): Promise<number> {
  const contents = await readFile(path.join(embeddedClusterDir(dataDir), "postmaster.pid"), "utf8");
  return Number.parseInt(contents.split("\n")[0] as string, 10);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the database as the bot does and returns the lobby stored in `channelId`, if any. */
async function reopenAndFind(channelId: string) {
  const database = await openDatabase({ dataDir, log });
  try {
    return await new PrismaStore(database.prisma).loadActiveGameByChannel(channelId);
  } finally {
    await database.close();
  }
}

// Each test starts and stops PostgreSQL servers (initdb once): the first took 102 s at a load of
// 40 on 2 cores. A limit that only catches a hang.
describe("the embedded database", { timeout: 300_000 }, () => {
  it("keeps its data across a restart and keeps a second bot out", async () => {
    const first = await openDatabase({ dataDir, log });
    expect(first.embedded).toBe(true);
    // Two servers on one folder would corrupt it.
    await expect(openDatabase({ dataDir, log })).rejects.toThrow(/in use by this process/);
    const created = await new PrismaStore(first.prisma).createGame({
      guildId: "g",
      channelId: "c",
      setup: { seed: 7 },
      snapshot: { turn: 0 },
      players: [{ userId: "alice", seat: 0, factions: ["dinosaurs"] }],
    });
    await new PrismaStore(first.prisma).saveGame({
      id: created.game.id,
      expectedVersion: 0,
      appendDecisions: [{ seq: 1, userId: "alice", seat: 0, answer: { ok: true } }],
    });
    await first.close();

    const second = await openDatabase({ dataDir, log });
    try {
      const reloaded = await new PrismaStore(second.prisma).loadActiveGameByChannel("c");
      expect(reloaded?.game).toMatchObject({ id: created.game.id, version: 1, setup: { seed: 7 } });
      expect(reloaded?.players).toEqual(created.players);
      expect(reloaded?.decisions.map((d) => d.answer)).toEqual([{ ok: true }]);
    } finally {
      await second.close();
    }
  });

  it("stops the server a bot killed with kill -9 left running, and keeps every row", async () => {
    const holder = await startHolder("killed-bot");
    const pid = await serverPid();
    holder.child.kill("SIGKILL");
    await holder.exited;
    // The server outlives its bot: it runs in its own process group.
    expect(isRunning(pid)).toBe(true);

    expect(await reopenAndFind("killed-bot")).toMatchObject({ game: { setup: { by: "holder" } } });
    expect(isRunning(pid)).toBe(false);
  });

  it("starts again after the bot and its server were both killed (a stale postmaster.pid)", async () => {
    const holder = await startHolder("killed-server");
    const pid = await serverPid();
    holder.child.kill("SIGKILL");
    process.kill(pid, "SIGKILL");
    await holder.exited;
    await until(() => !isRunning(pid), "the server is gone");

    // Crash recovery replays what was committed.
    expect(await reopenAndFind("killed-server")).toMatchObject({ game: { setup: { by: "holder" } } });
  });

  it("starts again when postmaster.pid names a live process that is not its server", async () => {
    const other = spawn("sleep", ["60"]);
    try {
      const pidFile = path.join(embeddedClusterDir(dataDir), "postmaster.pid");
      await writeFile(pidFile, `${other.pid}\n${embeddedClusterDir(dataDir)}\n`);
      expect(await reopenAndFind("killed-bot")).not.toBeNull();
    } finally {
      other.kill();
    }
  });

  it("on Ctrl-C, keeps answering until the bot closes it, then stops", async () => {
    const holder = await startHolder("ctrl-c");
    const pid = await serverPid();
    // A terminal sends SIGINT to the bot's whole process group.
    process.kill(-(holder.child.pid as number), "SIGINT");
    expect(await holder.exited).toBe(0);
    expect(holder.output()).toContain("after SIGINT: answered");
    expect(isRunning(pid)).toBe(false);
  });

  it("stops with a bot that exits without closing it", async () => {
    const holder = await startHolder("abrupt-exit");
    const pid = await serverPid();
    holder.child.kill("SIGUSR2");
    expect(await holder.exited).toBe(3);
    await until(() => !isRunning(pid), "the server stops");
    expect(await reopenAndFind("abrupt-exit")).not.toBeNull();
  });
});
