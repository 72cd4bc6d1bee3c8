// The AI seats panel (issue 23) and its custom_ids: what the host, a replaced player and anyone
// else see, in both languages, within Discord's limits.

import { describe, expect, it } from "vitest";
import type { GameSetupRecord } from "../../src/app/setup.ts";
import { decodeConfirmId } from "../../src/discord/confirm-id.ts";
import { renderAiPanel } from "../../src/render/ai-panel.ts";
import { decodeCustomId, encodeCustomId } from "../../src/render/index.ts";

const GAME = "0b7f3c52-1d7e-4a8e-9a51-3c2f0e1b9d44";

function setup(patch: Partial<GameSetupRecord> = {}): GameSetupRecord {
  return {
    v: 1,
    hostId: "111",
    options: {
      boxes: ["core"],
      selectionMode: "random",
      vpTarget: 15,
      turnTimerHours: 0,
      hiddenTiming: false,
    },
    seats: [
      { userId: "111", name: "alice", factions: [] },
      { userId: "ai:1", name: "🤖 Hard AI", factions: [], ai: "hard" },
    ],
    stage: "lobby",
    bannedFactions: [],
    locale: "en",
    seed: 1,
    ...patch,
  };
}

const labels = (p: ReturnType<typeof renderAiPanel>) =>
  p.components.map((r) => r.components.map((c) => ("label" in c ? c.label : "")));

describe("the AI seats panel", () => {
  it("offers the host three levels and a removal per AI; the ids decode to what they say", () => {
    const panel = renderAiPanel({ gameId: GAME, version: 4, setup: setup(), userId: "111" }, "en");
    expect(labels(panel)).toEqual([["Add Easy AI", "Add Normal AI", "Add Hard AI"], ["Remove 🤖 Hard AI"]]);
    const ids = panel.components.flatMap((r) =>
      r.components.map((c) => ("custom_id" in c ? c.custom_id : "")),
    );
    expect(ids.map((id) => decodeCustomId(id))).toMatchObject([
      { verb: "aiadd", level: "easy", version: 4 },
      { verb: "aiadd", level: "normal" },
      { verb: "aiadd", level: "hard" },
      { verb: "airm", seat: 1 },
    ]);
    expect(ids.every((id) => id.length <= 100)).toBe(true);
    const fr = renderAiPanel(
      { gameId: GAME, version: 4, setup: setup({ locale: "fr" }), userId: "111" },
      "fr",
    );
    expect(labels(fr)[0]).toEqual([
      "Ajouter une IA facile",
      "Ajouter une IA normale",
      "Ajouter une IA difficile",
    ]);
  });

  it("disables adding at a full table; refuses forged levels and seats", () => {
    const full = setup({
      seats: [0, 1, 2, 3]
        .map((i) => ({
          userId: i === 0 ? "111" : `ai:${i}`,
          name: `s${i}`,
          factions: [],
          ai: i === 0 ? undefined : ("easy" as const),
        }))
        .map((s) => (s.ai ? s : { userId: s.userId, name: s.name, factions: s.factions })),
    });
    const panel = renderAiPanel({ gameId: GAME, version: 1, setup: full, userId: "111" }, "en");
    expect(panel.components[0]?.components.every((c) => "disabled" in c && c.disabled)).toBe(true);
    const ref = { prefix: "lb", gameId: GAME, version: 1, promptId: 0 } as const;
    const good = encodeCustomId({ ...ref, verb: "aiadd", level: "hard" });
    expect(decodeCustomId(good.replace(/hard$/, "godlike"))).toBeNull();
    expect(decodeCustomId(encodeCustomId({ ...ref, verb: "airm", seat: 3 }).replace(/3$/, "9"))).toBeNull();
  });

  it("shows a replaced player the way back; anyone else what the command is for", () => {
    const playing = setup({
      stage: "playing",
      seats: [
        { userId: "111", name: "alice", factions: ["aliens", "ninjas"] },
        {
          userId: "ai:1",
          name: "🤖 Normal AI (for bob)",
          factions: ["robots", "wizards"],
          ai: "normal",
          replaced: { userId: "222", name: "bob" },
        },
      ],
    });
    const bob = renderAiPanel({ gameId: GAME, version: 9, setup: playing, userId: "222" }, "en");
    expect(bob.content).toBe("🤖 Normal AI (for bob) plays your seat. Take it back?");
    const id = bob.components[0]?.components[0];
    expect(decodeConfirmId(id && "custom_id" in id ? id.custom_id : "")).toEqual({
      gameId: GAME,
      verb: "back",
    });
    const alice = renderAiPanel({ gameId: GAME, version: 9, setup: playing, userId: "111" }, "en");
    expect(alice.components).toEqual([]);
  });
});
