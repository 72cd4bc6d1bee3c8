// Whole random games, rendered at every prompt: the board, the notice, the addressee's panel
// (with every answer reachable through it) and an idle panel of another player must all be
// messages Discord accepts, in both languages.

import "../../cards/index.ts";
import { describe, expect, it } from "vitest";
import { randomChoice, randomSetup } from "../../src/drivers/simulate.ts";
import { Engine } from "../../src/engine/engine.ts";
import { makeChooserRng } from "../../src/engine/rng.ts";
import { playerView, publicView } from "../../src/engine/view.ts";
import type { Locale } from "../../src/i18n/locale.ts";
import { renderBoardDetails } from "../../src/render/board.ts";
import { BOARD_CHARS, readSize, renderBoard } from "../../src/render/compact-board.ts";
import { viewDefs } from "../../src/render/names.ts";
import { renderPromptNotice } from "../../src/render/notice.ts";
import { renderPanel } from "../../src/render/panel.ts";
import { expectEveryOptionReachable } from "./explore.ts";
import { expectValid } from "./support.ts";

const GAME_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const players = [
  { userId: "100000000000000001", name: "Alice" },
  { userId: "100000000000000002", name: "Bob *the* _builder_" },
  { userId: "100000000000000003", name: "Chloé" },
  { userId: "100000000000000004", name: "@everyone" },
];

function playAndRender(seed: number, seats: number, locale: Locale): { prompts: number; kinds: Set<string> } {
  const engine = Engine.start(randomSetup(seed, seats, ["core"], 40));
  const rng = makeChooserRng(seed ^ 0x5151);
  const kinds = new Set<string>();
  let prompts = 0;
  for (let version = 1; engine.prompt; version++) {
    const p = engine.prompt;
    kinds.add(`${p.kind}:${p.purpose}`);
    prompts++;
    const pub = publicView(engine.g, p);
    const board = { gameId: GAME_ID, version, view: pub, players, defs: viewDefs(engine.g, pub) };
    const compact = renderBoard(board, locale);
    expectValid(compact);
    expect(readSize(compact.content, compact.embeds)).toBeLessThanOrEqual(BOARD_CHARS);
    expectValid(renderBoardDetails(board, locale));
    if (p.seat !== pub.turn.active) expectValid(renderPromptNotice(board, pub.prompt!, locale));
    const mine = playerView(engine.g, p, p.seat);
    expectEveryOptionReachable({ ...board, view: mine, defs: viewDefs(engine.g, mine) }, locale);
    const other = playerView(engine.g, p, (p.seat + 1) % seats);
    expectValid(renderPanel({ ...board, view: other, defs: viewDefs(engine.g, other) }, locale));
    const r = engine.submit({ seat: p.seat, prompt: p.id, choice: randomChoice(p, rng) });
    expect(r).toEqual({ ok: true });
  }
  const end = publicView(engine.g, null);
  expectValid(
    renderBoard({ gameId: GAME_ID, version: 0, view: end, players, defs: viewDefs(engine.g, end) }, locale),
  );
  return { prompts, kinds };
}

describe("rendering random games", () => {
  it("renders every prompt of games of 2, 3 and 4 players, in French and English", () => {
    const kinds = new Set<string>();
    let prompts = 0;
    for (const [seed, seats, locale] of [
      [11, 4, "fr"],
      [12, 2, "en"],
      [13, 3, "en"],
    ] as const) {
      const r = playAndRender(seed, seats, locale);
      prompts += r.prompts;
      for (const k of r.kinds) kinds.add(k);
    }
    expect(prompts).toBeGreaterThan(150);
    expect(kinds.has("main:main")).toBe(true);
  });
});
