// `npm run -s replay -- file.json [--to N] [--log] [--scenario out.json] [--locale fr]`
// Replays a game's file (the attachment of `/smashup-admin report`, or of `/smashup games` once
// the game is over) under today's release: says whether it reproduces the stored game exactly or
// where the two releases diverge, shows the position at decision N (default: the report's
// decision, else the end), prints the whole log with --log (private lines included, marked), and
// with --scenario writes the scenario of that position, checked to reach the same state.
// Exit code: 0 reproduced, 1 diverged, 2 bad usage or unreadable file.

import "../../cards/index.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { RELEASE } from "../app/release.ts";
import type { Engine } from "../engine/engine.ts";
import { localizedNames, logLine } from "../i18n/index.ts";
import { replayGameFile } from "../records/replay.ts";
import { positionOf, scenarioOfGame, scenarioPosition } from "../records/replay-scenario.ts";
import { type GameFile, parseGameFile } from "../records/report-file.ts";

const USAGE = `Usage: npm run -s replay -- <game file.json> [options]
  --to N             the position after N decisions (default: the report's decision, else the end)
  --log              print the game's log up to there (private lines marked with their reader)
  --scenario F.json  write the scenario of that position (for test/scenarios/)
  --locale en|fr     language of the log (default en)
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function args() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        to: { type: "string" },
        log: { type: "boolean", default: false },
        scenario: { type: "string" },
        locale: { type: "string", default: "en" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (e) {
    fail((e as Error).message);
  }
}

function where(engine: Engine, file: GameFile): string {
  const g = engine.g;
  const name = (seat: number) => file.seats[seat]?.name ?? `seat ${seat}`;
  const vp = g.players.map((p, seat) => `${name(seat)} ${p.vp}`).join(", ");
  const prompt = engine.prompt;
  const waits = prompt
    ? `waits for ${name(prompt.seat)}: ${prompt.kind}/${prompt.purpose}`
    : "no question pending";
  const state = engine.over
    ? `game over (${g.result?.reason}, winner ${g.result?.winner === null || g.result?.winner === undefined ? "none" : name(g.result.winner)})`
    : `turn ${g.turn.number}, ${name(g.turn.active)}'s ${g.turn.phase} phase`;
  return `${state}; VP ${vp}; ${waits}`;
}

function main(): void {
  const { values, positionals } = args();
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const path = positionals[0];
  if (!path || positionals.length > 1) fail("give one game file");
  let file: GameFile;
  try {
    file = parseGameFile(readFileSync(path, "utf8"));
  } catch (e) {
    fail(`cannot read ${path} as a game file: ${(e as Error).message}`);
  }
  const total = file.decisions.length;
  const to = values.to === undefined ? (file.report?.decision ?? total) : Number(values.to);
  if (!Number.isInteger(to) || to < 0 || to > total) fail(`--to must be a whole number from 0 to ${total}`);
  const locale = values.locale === "fr" ? "fr" : "en";

  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `game ${file.gameId} · stored by release ${file.release ?? "unknown"} · replayed by ${RELEASE} · ${total} decisions`,
  );
  if (file.report) out(`report #${file.report.id} at decision ${file.report.decision}: ${file.report.text}`);

  // The whole game first: the verdict on the releases covers every decision.
  const whole = replayGameFile(file);
  if (whole.divergence) {
    const d = whole.divergence;
    const at = d.at > total ? "at the end" : `at decision ${d.at}`;
    out(`DIVERGES ${at} (${d.kind}): ${d.detail}`);
  } else {
    const same = file.release === RELEASE ? "the same release" : `release ${file.release ?? "unknown"}`;
    out(
      `reproduces the stored game exactly: ${whole.applied}/${total} decisions, every question as ${same} asked it`,
    );
  }

  const result = to === total ? whole : replayGameFile(file, to);
  out(`position after ${result.applied} decisions: ${where(result.engine, file)}`);

  if (values.log) {
    const names = localizedNames(
      result.engine.g,
      file.seats.map((s) => s.name),
      locale,
    );
    for (const entry of result.log) {
      const to = entry.to === -1 ? "" : `[to ${file.seats[entry.to]?.name ?? entry.to}] `;
      out(`  ${to}${logLine(entry, names, locale)}`);
    }
  }

  if (values.scenario) {
    if (result.applied < to) fail(`the game does not replay to decision ${to}: no scenario written`);
    const scenario = scenarioOfGame(file, result.initial, to, result.engine);
    writeFileSync(values.scenario, `${JSON.stringify(scenario, null, 1)}\n`);
    let check: string;
    try {
      check =
        scenarioPosition(scenario) === positionOf(result.engine.g)
          ? "it reaches the same position"
          : "WARNING: it reaches another position than the replay";
    } catch (e) {
      check = `WARNING: it does not run: ${(e as Error).message}`;
    }
    out(`scenario written to ${values.scenario}: ${check}`);
  }
  process.exitCode = whole.divergence ? 1 : 0;
}

main();
