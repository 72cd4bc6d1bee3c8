// The canvas's allocator runs without transparent huge pages and keeps freed memory for a second
// (src/picture/skia-memory.ts): the settings must reach it before the canvas's native module loads, whichever picture module a
// process imports first. Checked in a fresh process, where mimalloc prints its options
// (MIMALLOC_VERBOSE) when the canvas loads.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The allocator's options as it prints them when the canvas loads from `entry`. */
function options(entry: string, env: Record<string, string> = {}): string {
  const { MIMALLOC_ALLOW_THP: _, MIMALLOC_PURGE_DELAY: __, ...host } = process.env;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", `await import(${JSON.stringify(entry)});`],
    { env: { ...host, ...env, MIMALLOC_VERBOSE: "1" }, encoding: "utf8", timeout: 120_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stderr;
}

const option = (printed: string, name: string) => new RegExp(`option '${name}': (-?\\d+)`).exec(printed)?.[1];
const allowThp = (entry: string, env: Record<string, string> = {}) =>
  option(options(entry, env), "allow_thp");

describe("the canvas's allocator", () => {
  it("is set before the canvas loads, from the drawing and from the fonts alike", {
    timeout: 240_000,
  }, () => {
    expect(allowThp("./src/picture/draw.ts")).toBe("0");
    expect(allowThp("./src/picture/fonts.ts")).toBe("0");
  });

  it("keeps the host's own setting", { timeout: 120_000 }, () => {
    expect(allowThp("./src/picture/draw.ts", { MIMALLOC_ALLOW_THP: "1" })).toBe("1");
  });

  // Generous limits: each case starts a fresh process on a loaded machine.
  it("keeps freed memory a second before giving it back (not mimalloc's 10 ms), or the host's setting", {
    timeout: 240_000,
  }, () => {
    expect(option(options("./src/picture/draw.ts"), "purge_delay")).toBe("1000");
    expect(option(options("./src/picture/draw.ts", { MIMALLOC_PURGE_DELAY: "-1" }), "purge_delay")).toBe(
      "-1",
    );
  });
});
