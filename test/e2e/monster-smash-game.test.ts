// A complete game with the Monster Smash factions only, on a server whose admins enabled that box
// alone: a snake draft of its four factions, a base deck of its eight bases (SETUP-5), then play
// to the game-over message through clicks by a simple policy, with the privacy checks after every
// interaction. Counters, talents and the box's own prompts go through the same panels as the
// core set's.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBox } from "../../cards/catalog.ts";
import { engineSetupSchema } from "../../src/app/index.ts";
import { msg } from "../../src/i18n/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table } from "./support/table.ts";

const MONSTER_SMASH = catalogBox("monster-smash");

describe("a Monster Smash game in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 31 });
    await table.db.store.updateGuildSettings(table.guild.id, { enabledBoxes: ["monster-smash"] });
  });
  afterAll(() => table?.close());

  it("drafts the box's four factions, plays on its eight bases, and reaches the game-over message", {
    timeout: WHOLE_GAME_MS,
  }, async () => {
    const { gameId, message } = await openGame(table, { selection: "draft", vp: 8 });
    const watch = new PrivacyWatch(table, gameId);
    const policy = new Policy(table, gameId, { afterStep: () => watch.check() });

    await policy.playUntil(
      (board) => !board.interactiveComponents.some((c) => "custom_id" in c && c.custom_id.startsWith("lb:")),
    );
    const started = await table.db.store.loadGame(gameId);
    expect(started?.game.status).toBe("active");
    expect(started?.players.flatMap((p) => p.factions).sort()).toEqual(
      MONSTER_SMASH?.factions.map((f) => f.id).sort(),
    );
    const engine = engineSetupSchema.parse((started?.game.setup as { engine?: unknown } | undefined)?.engine);
    expect(engine.baseBoxes).toEqual(["monster-smash"]);
    expect(policy.board().id).toBe(message.id);
    const bases = new Set(MONSTER_SMASH?.bases.map((b) => b.name.en));
    // The compact board: each base's line starts with its name in bold, then total/breakpoint.
    const shownBases = [
      ...(policy.board().embeds[1]?.description ?? "").matchAll(/^\*\*(.+?)\*\* \d+\/\d+/gm),
    ]
      .map((m) => m[1] ?? "")
      .filter((name) => bases.has(name));
    // Players + 1 bases in play, all of the box (SETUP-5).
    expect(shownBases).toHaveLength(3);

    const { board } = await policy.playToTheEnd();

    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(board.content).toBe(msg("en").board.over);
    expect(table.channel.messages.at(-1)?.embeds[0]?.title).toMatch(/^Game over — (alice|bob) wins!$/);
    // The box's counters were placed and shown on the board along the way, named as counters
    // ("Worker 3 (1 +1 power counter)").
    const boards = table.channel.messages.flatMap((m) =>
      [...m.history, m.data].flatMap((v) => (v.embeds ?? []).map((e) => e.description ?? "")),
    );
    const counted = Array.from({ length: 9 }, (_, n) => ` (${msg("en").board.counters(n + 1)})`);
    expect(boards.some((text) => counted.some((c) => text.includes(c)))).toBe(true);
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
