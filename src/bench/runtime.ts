// Which Node and which V8 flags the measured process had (issue 22, jit46): the bench's figures
// are the bot's only when the process that measured them ran as the bot runs (`npm start`:
// `node --import tsx src/main.ts`, no V8 flag; the bot sets none at run time either). Every JSON
// of the bench carries this, so that a figure measured with extra flags says so.
//
// Maglev, V8's mid-tier compiler, is on by default from Node 22. Node 20's official builds are
// made without it (`process.config.variables.v8_enable_maglev` is 0; nodejs/node#51360 turned
// it on in 22): there `--maglev` is accepted and does nothing (V8 declares the flag read-only,
// `%OptimizeMaglevOnNextCall` prints "Maglev is not enabled.", `--trace-opt` shows TurboFan
// only). Measured at stop 46: docs/bench/README.md, "the first run and Maglev on Node 20".

export interface BenchRuntime {
  /** `process.version`, e.g. "v20.20.2". */
  node: string;
  /** `process.versions.v8`. */
  v8: string;
  /** The flags the process was started with (`process.execArgv`): `--import tsx` for the bot. */
  execArgv: string[];
  /** Whether this Node's V8 was built with Maglev (Node 24's official builds; not 20's nor 22's). */
  maglevInBuild: boolean;
  /**
   * The start flags beyond loading TypeScript (`--import`/`--require` of tsx, as `npm start` and
   * `npm run bench` give): empty when the process ran as the bot runs.
   */
  flagsBeyondTheBot: string[];
  /** Why a flag given to the process does not do what its name says, if one does not. */
  warnings: string[];
}

export interface RuntimeFacts {
  version: string;
  v8: string;
  execArgv: readonly string[];
  /** `process.config.variables` (only `v8_enable_maglev` is read). */
  configVariables: Readonly<Record<string, unknown>>;
}

/** What the bench reports about the process it measured (pure: the facts are given). */
export function describeRuntime(facts: RuntimeFacts): BenchRuntime {
  const maglevInBuild = Number(facts.configVariables.v8_enable_maglev ?? 0) === 1;
  const warnings: string[] = [];
  const maglevFlags = facts.execArgv.filter((arg) =>
    /^--(stress-)?maglev(=|$)/.test(arg.replaceAll("_", "-")),
  );
  if (!maglevInBuild && maglevFlags.length > 0) {
    warnings.push(
      `${maglevFlags.join(" ")} does nothing here: Node ${facts.version}'s V8 (${facts.v8}) is built without Maglev ` +
        "(process.config.variables.v8_enable_maglev is not 1); the figures are TurboFan's, as without the flag",
    );
  }
  const flagsBeyondTheBot = beyondTheBot(facts.execArgv);
  if (flagsBeyondTheBot.length > 0) {
    warnings.push(
      `measured with ${flagsBeyondTheBot.join(" ")}, which the bot does not start with (npm start: node --import tsx src/main.ts)`,
    );
  }
  return {
    node: facts.version,
    v8: facts.v8,
    execArgv: [...facts.execArgv],
    maglevInBuild,
    flagsBeyondTheBot,
    warnings,
  };
}

/** The flags left once tsx's loaders (`--import tsx`, tsx's CLI's `--require …preflight.cjs`) are taken out. */
function beyondTheBot(execArgv: readonly string[]): string[] {
  const loadsTsx = (module: string | undefined) =>
    module !== undefined && /(^|[/\\])tsx([/\\]|$)/.test(module);
  const rest: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] as string;
    if ((arg === "--import" || arg === "--require" || arg === "-r") && loadsTsx(execArgv[i + 1])) i++;
    else if (/^--(import|require)=/.test(arg) && loadsTsx(arg.slice(arg.indexOf("=") + 1))) continue;
    else rest.push(arg);
  }
  return rest;
}

/** This process's runtime. */
export function benchRuntime(): BenchRuntime {
  return describeRuntime({
    version: process.version,
    v8: process.versions.v8,
    execArgv: process.execArgv,
    configVariables: (process.config as { variables?: Record<string, unknown> }).variables ?? {},
  });
}
