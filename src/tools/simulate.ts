// `npm run -s simulate -- --games N --players P --seed S --boxes core[,...] [--bases core,...] [--plain] [--json]`
// Plays N complete games with random legal decisions and checks invariants after every step; the
// players also use hidden timing, standing orders and concessions, and games are restored as the
// store restores them (--plain: random answers only). With --json the last stdout line is the
// summary object. --bases names the boxes whose bases make the base deck (default: the boxes of
// the chosen factions, SETUP-5), e.g. a box whose bases are implemented before its factions.

import "../../cards/index.ts";
import { parseArgs } from "node:util";
import { CATALOG, catalogBox } from "../../cards/catalog.ts";
import { BOXES } from "../../cards/index.ts";
import { simulate } from "../drivers/simulate.ts";
import { hasBaseDef } from "../engine/defs.ts";

const USAGE = `Usage: npm run -s simulate -- [options]
  --games N         games to play (default 100)
  --players P       players per game, 2 to 4 (default 4)
  --seed S          seed of the first game (default 1)
  --boxes a,b       boxes whose factions are dealt (default core; implemented: ${BOXES.map((b) => b.id).join(", ")})
  --bases a,b       boxes whose bases make the base deck (default: the boxes of the chosen factions, SETUP-5)
  --max-turns T     a game still running after T turns counts as stuck (default 300)
  --replay-every K  restore the game as the store does every K decisions; 0: never (default 10)
  --plain           random answers only: no hidden timing, standing orders, concessions (default: with them)
  --json            the last stdout line is the summary object
  --help            this text
`;

function parsedArgs() {
  try {
    return parseArgs({ options: OPTIONS });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const OPTIONS = {
  games: { type: "string", default: "100" },
  players: { type: "string", default: "4" },
  seed: { type: "string", default: "1" },
  boxes: { type: "string", default: "core" },
  bases: { type: "string" },
  "max-turns": { type: "string", default: "300" },
  "replay-every": { type: "string", default: "10" },
  plain: { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  help: { type: "boolean", default: false },
} as const;

const { values } = parsedArgs();
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

function int(name: string, v: string | undefined, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`--${name} must be an integer between ${min} and ${max}\n`);
    process.exit(2);
  }
  return n;
}

const boxes = String(values.boxes)
  .split(",")
  .map((b) => b.trim())
  .filter(Boolean);
// Box ids of the catalog; a box is playable once its factions are registered (cards/index.ts).
for (const b of boxes) {
  const reason = !catalogBox(b)
    ? `unknown box "${b}" (boxes: ${CATALOG.map((c) => c.id).join(", ")})`
    : !BOXES.some((x) => x.id === b)
      ? `box "${b}" is not implemented yet`
      : null;
  if (reason) {
    process.stderr.write(`--boxes: ${reason}\n`);
    process.exit(2);
  }
}
if (boxes.length === 0) {
  process.stderr.write("--boxes: give at least one box id\n");
  process.exit(2);
}

const baseBoxes = values.bases === undefined ? undefined : values.bases.split(",").map((b) => b.trim());
for (const b of baseBoxes ?? []) {
  const box = catalogBox(b);
  if (!box?.bases.every((x) => hasBaseDef(`base:${x.id}`))) {
    process.stderr.write(`--bases: the bases of "${b}" are not all implemented\n`);
    process.exit(2);
  }
}

const opts = {
  games: int("games", values.games, 1, 1_000_000),
  players: int("players", values.players, 2, 4),
  seed: int("seed", values.seed, -(2 ** 31), 2 ** 31 - 1),
  boxes,
  ...(baseBoxes ? { baseBoxes } : {}),
  habits: !values.plain,
  maxTurns: int("max-turns", values["max-turns"], 1, 100_000),
  replayEvery: int("replay-every", values["replay-every"], 0, 1_000_000),
};

const problems: string[] = [];
const summary = simulate(opts, (m) => problems.push(m));
for (const p of problems.slice(0, 20)) process.stderr.write(`${p}\n`);
if (problems.length > 20) process.stderr.write(`... and ${problems.length - 20} more problems\n`);
if (values.json) {
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} else {
  process.stdout.write(
    `${summary.games} games, ${summary.finished} finished, ${summary.errors} errors, ${summary.stuck} stuck, ` +
      `${summary.invariantViolations} invariant violations; ${summary.turnsMean.toFixed(1)} turns and ` +
      `${summary.decisionsMean.toFixed(1)} decisions per game; ${summary.ms} ms (${summary.gamesPerSecond} games/s)\n` +
      `${summary.hiddenTimingGames} games with hidden timing (${summary.hiddenTimingWindows} Special prompts), ` +
      `${summary.autoPassToggles} standing orders toggled, ${summary.concessions} concessions ` +
      `(${summary.concessionWins} games won by the last player left), ${summary.restores} restores\n`,
  );
}
process.exitCode = summary.errors + summary.stuck + summary.invariantViolations > 0 ? 1 : 0;
