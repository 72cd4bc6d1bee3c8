// A complete game with the Culture Shock and Bigger Geekier Box factions, on a server whose admins
// enabled only those two boxes: a snake draft of four of their seven factions, a base deck of the two boxes'
// registered bases (SETUP-5), then play to the game-over message through clicks by a simple
// policy, with the privacy checks after every interaction (Anansi's cards change hands).

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBox } from "../../cards/catalog.ts";
import { engineSetupSchema } from "../../src/app/index.ts";
import { factionDef } from "../../src/engine/defs.ts";
import { msg } from "../../src/i18n/index.ts";
import { openGame } from "./support/games.ts";
import { Policy, WHOLE_GAME_MS } from "./support/policy.ts";
import { PrivacyWatch } from "./support/privacy.ts";
import { Table } from "./support/table.ts";

const BOXES = ["culture-shock", "big-geeky-box"];
const WRITTEN = [
  "anansi-tales",
  "ancient-incas",
  "geeks",
  "grimms-fairy-tales",
  "polynesian-voyagers",
  "russian-fairy-tales",
  "smash-up-all-stars",
];

describe("a Culture Shock and Bigger Geekier Box game in a channel", () => {
  let table: Table;
  beforeAll(async () => {
    table = await Table.open({ players: 2, seed: 37 });
    await table.db.store.updateGuildSettings(table.guild.id, { enabledBoxes: BOXES });
  });
  afterAll(() => table?.close());

  it("drafts four of the written factions, plays on the two boxes' bases, and reaches the game-over message", {
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
    const drafted = started?.players.flatMap((p) => p.factions) ?? [];
    expect(drafted).toHaveLength(4);
    expect(new Set(drafted).size).toBe(4);
    for (const f of drafted) expect(WRITTEN).toContain(f);
    const engine = engineSetupSchema.parse((started?.game.setup as { engine?: unknown } | undefined)?.engine);
    // SETUP-5: the boxes of the drafted factions (the draft may leave the All Stars out).
    expect(engine.baseBoxes).toEqual([...new Set(drafted.map((f) => factionDef(f)?.box))].sort());
    expect(policy.board().id).toBe(message.id);
    const bases = new Set(BOXES.flatMap((b) => catalogBox(b)?.bases.map((x) => x.name.en) ?? []));
    // The compact board: each base's line starts with its name in bold, then total/breakpoint.
    const shownBases = [
      ...(policy.board().embeds[1]?.description ?? "").matchAll(/^\*\*(.+?)\*\* \d+\/\d+/gm),
    ]
      .map((m) => m[1] ?? "")
      .filter((name) => bases.has(name));
    // Players + 1 bases in play, all of the two boxes (SETUP-5).
    expect(shownBases).toHaveLength(3);

    const { board } = await policy.playToTheEnd();

    const stored = await table.db.store.loadGame(gameId);
    expect(stored?.game.status).toBe("finished");
    expect(board.content).toBe(msg("en").board.over);
    expect(table.channel.messages.at(-1)?.embeds[0]?.title).toMatch(/^Game over — (alice|bob) wins!$/);
    watch.checkLogs();
    table.fake.assertNoViolations();
  });
});
