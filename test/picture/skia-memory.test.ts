// The canvas's allocator runs without transparent huge pages (src/picture/skia-memory.ts): the
// setting must reach it before the canvas's native module loads, whichever picture module a
// process imports first. Checked in a fresh process, where mimalloc prints its options
// (MIMALLOC_VERBOSE) when the canvas loads.

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function allowThp(entry: string, env: Record<string, string> = {}): string | undefined {
  const { MIMALLOC_ALLOW_THP: _, ...host } = process.env;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", `await import(${JSON.stringify(entry)});`],
    { env: { ...host, ...env, MIMALLOC_VERBOSE: "1" }, encoding: "utf8", timeout: 120_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return /option 'allow_thp': (\d+)/.exec(run.stderr)?.[1];
}

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
});
