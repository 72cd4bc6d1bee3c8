// Rule mutants (`npm run mutation -- --rules`): hand-written wrong readings of a card's text ("per
// base read as per minion", "forgets the shuffle", "one above the printed limit"), kept in
// test/mutation/rule-mutants/*.json beside the tests. Stryker's mutants change syntax; these change
// the rule a card was read as, which is what a card test must notice (docs/testing.md, "Tests that
// catch a wrong reading").
//
// Each mutant is applied to a temporary copy of the project (never to the worktree), the test
// files covering it run there, and the mutant is killed when they fail. A mutant whose `find` text
// is no longer in its file (the card was rewritten) is reported stale, not run.

import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { z } from "zod";

export const RuleMutant = z
  .object({
    /** Unique, stable: `<faction or base>/<card>-<mistake in a few words>`. */
    id: z.string().regex(/^[\w./-]+$/),
    /** Project-relative path of the mutated file. */
    file: z.string(),
    /** Text replaced; it must occur exactly once in the file. */
    find: z.string().min(1),
    replace: z.string(),
    /** The wrong reading this stands for, in the rulebook's words. */
    mistake: z.string().min(1),
    /** Test files to run; default: coveringTests(file). */
    tests: z.array(z.string()).optional(),
  })
  .strict();
export type RuleMutant = z.infer<typeof RuleMutant>;

export type Status = "killed" | "survived" | "stale" | "timeout";

export interface MutantResult {
  id: string;
  file: string;
  mistake: string;
  status: Status;
  /** Why a stale mutant was not run, or the first failing test of a killed one. */
  detail?: string;
  tests: string[];
  seconds: number;
}

export interface Summary {
  total: number;
  killed: number;
  survived: number;
  stale: number;
  timeout: number;
  /** survived / (killed + timeout + survived), stale left out; null when nothing ran. */
  survivalRate: number | null;
  results: MutantResult[];
}

export const MUTANT_DIR = "test/mutation/rule-mutants";

/** Every mutant of the JSON files in `dir`, checked for shape and unique ids. */
export function loadMutants(root: string, dir = MUTANT_DIR): RuleMutant[] {
  const all: RuleMutant[] = [];
  const files = readdirSync(join(root, dir))
    .filter((f) => f.endsWith(".json"))
    .sort();
  for (const f of files) {
    const parsed = z.array(RuleMutant).safeParse(JSON.parse(readFileSync(join(root, dir, f), "utf8")));
    if (!parsed.success) throw new Error(`${dir}/${f}: ${parsed.error.message}`);
    all.push(...parsed.data);
  }
  const seen = new Set<string>();
  for (const m of all) {
    if (seen.has(m.id)) throw new Error(`rule mutant id "${m.id}" used twice`);
    seen.add(m.id);
  }
  return all;
}

/**
 * The test files of a card file: under test/cards/<box>/, those named after it
 * (`<name>.test.ts`, `<name>.rules.test.ts`; a file under cards/<box>/bases/ is `bases-<name>`).
 */
export function coveringTests(root: string, file: string): string[] {
  const m = /^cards\/([^/]+)\/(?:(bases)\/)?([^/]+)\.ts$/.exec(file);
  if (!m) return [];
  const [, box, sub, name] = m;
  const stem = sub ? `bases-${name}` : (name as string);
  const dir = join("test/cards", box as string);
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((f) => f === `${stem}.test.ts` || f === `${stem}.rules.test.ts`)
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** Applies a mutant to a text; null when `find` is absent or not unique (stale). */
export function applyMutant(text: string, m: Pick<RuleMutant, "find" | "replace">): string | null {
  const at = text.indexOf(m.find);
  if (at < 0 || text.indexOf(m.find, at + 1) >= 0) return null;
  return text.slice(0, at) + m.replace + text.slice(at + m.find.length);
}

export function staleReason(text: string | null, m: RuleMutant): string {
  if (text === null) return `${m.file} does not exist`;
  const at = text.indexOf(m.find);
  return at < 0 ? "find text not in the file" : "find text occurs more than once";
}

/** A copy of what the tests need (cards, src, test, configs), node_modules linked. */
export function copyProject(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rule-mutants-"));
  for (const entry of [
    "cards",
    "src",
    "test",
    "package.json",
    "tsconfig.json",
    "vitest.mutation.config.ts",
  ]) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

export interface RunOptions {
  /** Seconds one test run may take before the mutant counts as a timeout (a loop it caused). */
  timeoutSeconds: number;
  log?: (line: string) => void;
}

interface TestRun {
  ok: boolean;
  /** Tests that ran (passed or failed): a run of none proves nothing. */
  ran: number;
  timedOut: boolean;
  firstFailure?: string;
}

function runTests(dir: string, tests: string[], timeoutSeconds: number): TestRun {
  const vitest = join(dir, "node_modules", ".bin", "vitest");
  const r = spawnSync(vitest, ["run", "--config", "vitest.mutation.config.ts", "--bail", "1", ...tests], {
    cwd: dir,
    encoding: "utf8",
    timeout: timeoutSeconds * 1000,
    env: { ...process.env, FORCE_COLOR: "0", DATABASE_URL: "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const timedOut = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === "ETIMEDOUT";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: vitest colours its report even in a pipe
  const out = `${r.stdout}\n${r.stderr}`.replace(/\u001b\[[0-9;]*m/g, "");
  const failure = /^\s*(?:FAIL|×)\s+(.+)$/m.exec(out)?.[1]?.trim();
  const counts = /^\s*Tests\s+(.*)$/m.exec(out)?.[1] ?? "";
  const ran = [...counts.matchAll(/(\d+) (?:passed|failed)/g)].reduce((n, x) => n + Number(x[1]), 0);
  return { ok: r.status === 0, ran, timedOut, ...(failure ? { firstFailure: failure } : {}) };
}

/**
 * Runs every mutant in a fresh copy of `root`. The copy's files are restored after each mutant and
 * the copy is removed at the end; the worktree itself is only read.
 */
export function runMutants(root: string, mutants: RuleMutant[], opts: RunOptions): Summary {
  const log = opts.log ?? (() => {});
  const dir = copyProject(root);
  const results: MutantResult[] = [];
  const baseline = new Map<string, TestRun>();
  // Interrupted (Ctrl-C), the copy goes too: nothing of a run outlives it.
  const interrupted = () => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  try {
    for (const m of mutants) {
      // Listed test files not written yet are left out (a mutant with none left is stale).
      const tests = (m.tests ?? coveringTests(dir, m.file)).filter((t) => existsSync(join(dir, t)));
      const path = join(dir, m.file);
      const original = existsSync(path) ? readFileSync(path, "utf8") : null;
      const mutated = original === null ? null : applyMutant(original, m);
      const base = { id: m.id, file: m.file, mistake: m.mistake, tests };
      if (mutated === null || tests.length === 0) {
        const detail = tests.length === 0 ? "no covering test file" : staleReason(original, m);
        results.push({ ...base, status: "stale", detail, seconds: 0 });
        log(`stale     ${m.id}: ${detail}`);
        continue;
      }
      // The covering tests must pass without the mutant, or a failure would prove nothing.
      const key = tests.join(" ");
      let clean = baseline.get(key);
      if (!clean) {
        clean = runTests(dir, tests, opts.timeoutSeconds);
        baseline.set(key, clean);
        if (!clean.ok) log(`baseline FAILS for ${key}: ${clean.firstFailure ?? "(see vitest output)"}`);
      }
      if (!clean.ok || clean.ran === 0) {
        const detail = clean.ok ? `no test ran in ${key}` : `covering tests fail without it: ${key}`;
        results.push({ ...base, status: "stale", detail, seconds: 0 });
        log(`stale     ${m.id}: ${detail}`);
        continue;
      }
      const started = performance.now();
      writeFileSync(path, mutated);
      let run: TestRun;
      try {
        run = runTests(dir, tests, opts.timeoutSeconds);
      } finally {
        writeFileSync(path, original as string);
      }
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      const status: Status = run.timedOut ? "timeout" : run.ok ? "survived" : "killed";
      results.push({
        ...base,
        status,
        ...(run.firstFailure && status === "killed" ? { detail: run.firstFailure } : {}),
        seconds,
      });
      log(`${status.padEnd(9)} ${m.id}`);
    }
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    rmSync(dir, { recursive: true, force: true });
  }
  return summarise(results);
}

export function summarise(results: MutantResult[]): Summary {
  const count = (s: Status) => results.filter((r) => r.status === s).length;
  const killed = count("killed");
  const survived = count("survived");
  const timeout = count("timeout");
  const ran = killed + survived + timeout;
  return {
    total: results.length,
    killed,
    survived,
    stale: count("stale"),
    timeout,
    survivalRate: ran === 0 ? null : Math.round((survived / ran) * 10000) / 10000,
    results,
  };
}

export function writeSummary(path: string, summary: Summary): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
}

export function describeSummary(s: Summary, root: string, path: string): string {
  const rate = s.survivalRate === null ? "–" : `${(s.survivalRate * 100).toFixed(1)} %`;
  const lines = [
    `rule mutants: ${s.total} (killed ${s.killed}, timeout ${s.timeout}, survived ${s.survived}, stale ${s.stale}); survival ${rate}`,
  ];
  for (const r of s.results.filter((x) => x.status === "survived" || x.status === "stale")) {
    lines.push(`  ${r.status}: ${r.id} (${r.mistake})${r.detail ? ` — ${r.detail}` : ""}`);
  }
  lines.push(`summary: ${relative(root, path) || basename(path)}`);
  return lines.join("\n");
}
