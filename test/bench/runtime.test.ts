import { describe, expect, it } from "vitest";
import { benchRuntime, describeRuntime } from "../../src/bench/runtime.ts";

// The bench says which Node and V8 flags the measured process had (issue 22, jit46), and that
// `--maglev` does nothing on a Node built without Maglev (Node 20's official builds).

const node20 = { version: "v20.20.2", v8: "11.3.244.8-node.38", configVariables: { v8_enable_maglev: 0 } };
const node24 = { version: "v24.11.0", v8: "13.6.233.10-node.28", configVariables: { v8_enable_maglev: 1 } };

describe("the bench's runtime description", () => {
  it("reports the bot's own start (`--import tsx`) without a warning", () => {
    const runtime = describeRuntime({ ...node20, execArgv: ["--import", "tsx"] });
    expect(runtime).toEqual({
      node: "v20.20.2",
      v8: "11.3.244.8-node.38",
      execArgv: ["--import", "tsx"],
      maglevInBuild: false,
      flagsBeyondTheBot: [],
      warnings: [],
    });
    // `npm run bench` goes through tsx's CLI, which loads itself with two flags of its own.
    const tsxCli = [
      "--require",
      "/work/app/node_modules/tsx/dist/preflight.cjs",
      "--import",
      "file:///work/app/node_modules/tsx/dist/loader.mjs",
    ];
    expect(describeRuntime({ ...node20, execArgv: tsxCli })).toMatchObject({
      flagsBeyondTheBot: [],
      warnings: [],
    });
    expect(describeRuntime({ ...node20, execArgv: ["--import=tsx"] }).flagsBeyondTheBot).toEqual([]);
  });

  it("names every flag the bot does not start with", () => {
    const runtime = describeRuntime({
      ...node20,
      execArgv: [
        "--max-semi-space-size=32",
        "--import",
        "tsx",
        "--import",
        "./other.ts",
        "--single-threaded",
      ],
    });
    expect(runtime.flagsBeyondTheBot).toEqual([
      "--max-semi-space-size=32",
      "--import",
      "./other.ts",
      "--single-threaded",
    ]);
    expect(runtime.warnings).toEqual([
      "measured with --max-semi-space-size=32 --import ./other.ts --single-threaded, which the bot does not start with " +
        "(npm start: node --import tsx src/main.ts)",
    ]);
  });

  it("warns that --maglev does nothing on a Node built without Maglev", () => {
    for (const flag of ["--maglev", "--stress-maglev", "--stress_maglev"]) {
      const runtime = describeRuntime({ ...node20, execArgv: [flag, "--import", "tsx"] });
      expect(runtime.execArgv).toEqual([flag, "--import", "tsx"]);
      expect(runtime.flagsBeyondTheBot).toEqual([flag]);
      expect(runtime.warnings).toHaveLength(2);
      expect(runtime.warnings[0]).toContain(`${flag} does nothing here`);
    }
    // Other Maglev-named flags are not the switch.
    expect(describeRuntime({ ...node20, execArgv: ["--maglev-inlining"] }).warnings).toHaveLength(1);
  });

  it("takes --maglev at its word where V8 has Maglev", () => {
    const runtime = describeRuntime({ ...node24, execArgv: ["--maglev", "--import", "tsx"] });
    expect(runtime.maglevInBuild).toBe(true);
    expect(runtime.flagsBeyondTheBot).toEqual(["--maglev"]);
    expect(runtime.warnings).toHaveLength(1);
    expect(runtime.warnings[0]).not.toContain("does nothing");
  });

  it("describes this process from process.version, versions.v8, execArgv and config", () => {
    const runtime = benchRuntime();
    expect(runtime.node).toBe(process.version);
    expect(runtime.v8).toBe(process.versions.v8);
    expect(runtime.execArgv).toEqual(process.execArgv);
    expect(runtime.maglevInBuild).toBe(
      Number((process.config as { variables?: Record<string, unknown> }).variables?.v8_enable_maglev) === 1,
    );
  });
});
