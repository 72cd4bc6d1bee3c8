import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { lockDataDir } from "../../src/db/data-dir-lock.ts";

const root = await mkdtemp(path.join(tmpdir(), "smashup-lock-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("keeps a second user out of a data folder until the first lets go", async () => {
  const dir = path.join(root, "postgres");
  const release = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(/in use by this process/);
  await release();
  const again = await lockDataDir(dir);
  await again();
});

it("refuses a folder locked by another live process", async () => {
  const dir = path.join(root, "busy");
  await writeFile(`${dir}.lock`, String(process.ppid));
  await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`in use by pid ${process.ppid}`));
});

it("takes over the lock of a process that is gone", async () => {
  const dir = path.join(root, "stale");
  const gone = spawnSync(process.execPath, [
    "-e",
    "process.stdout.write(String(process.pid))",
  ]).stdout.toString();
  await writeFile(`${dir}.lock`, gone);
  const release = await lockDataDir(dir);
  expect(await readFile(`${dir}.lock`, "utf8")).toBe(String(process.pid));
  await release();
});
