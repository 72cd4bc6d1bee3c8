// The board picture over many tables: random games of every box with 2, 3 and 4 players (boards
// along the game and at its end), the crowded table (8 bases, 12 minions on one base, the longest
// names of the boxes, counters, attached actions, a minion controlled by another player, story
// markers), in English and French. The layout's boxes must stay inside the canvas and inside
// their panel, no two elements may overlap, text that does not fit is shortened with an ellipsis,
// and the encoded image must decode at the layout's size.

import "../../cards/index.ts";
import { Worker } from "node:worker_threads";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { allFactions } from "../../src/engine/defs.ts";
import type { Locale } from "../../src/i18n/locale.ts";
import { font, registerFonts } from "../../src/picture/fonts.ts";
import {
  drawPicture,
  type Layout,
  type Picture,
  pictureJob,
  pictureLayout,
} from "../../src/picture/index.ts";
import type { Box, Element } from "../../src/picture/layout.ts";
import { MAX_HEIGHT, WIDTH } from "../../src/picture/layout.ts";
import {
  BOXES,
  crowdedTable,
  randomGameBoards,
  randomGameEnd,
  tallTable,
} from "../../src/picture/samples.ts";

const inside = (a: Box, b: Box) =>
  a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const show = (e: Element) => `${e.t} ${"text" in e ? JSON.stringify(e.text) : ""} ${JSON.stringify(e.box)}`;

registerFonts();
const ctx = createCanvas(1, 1).getContext("2d");
const textWidth = (text: string, size: number, bold: boolean) => {
  ctx.font = font(size, bold);
  return ctx.measureText(text).width;
};

/** Every rule of a sound layout (plain checks in the loops: millions of pairs). */
function checkLayout(layout: Layout, what: string): Layout {
  const problems: string[] = [];
  const fail = (msg: string) => problems.length < 5 && problems.push(`${what}: ${msg}`);
  if (layout.width !== WIDTH) fail(`width ${layout.width}`);
  const canvas = { x: 0, y: 0, w: layout.width, h: layout.height };
  const panels = layout.elements.filter((e) => e.t === "panel");
  const leaves = layout.elements.filter((e) => e.t !== "panel");
  for (const e of layout.elements) {
    if (!Number.isFinite(e.box.x + e.box.y + e.box.w + e.box.h) || e.box.w < 0 || e.box.h < 0)
      fail(`bad box ${show(e)}`);
    if (!inside(e.box, canvas)) fail(`outside the canvas: ${show(e)}`);
  }
  // Panels: side by side, or one inside the other (the highlight of the player whose turn it is).
  for (let i = 0; i < panels.length; i++) {
    for (let j = i + 1; j < panels.length; j++) {
      const a = panels[i] as Element;
      const b = panels[j] as Element;
      if (overlap(a.box, b.box) && !inside(a.box, b.box) && !inside(b.box, a.box))
        fail(`panels cross: ${show(a)} / ${show(b)}`);
    }
  }
  for (const e of leaves) {
    if (!panels.some((p) => inside(e.box, p.box))) fail(`outside every panel: ${show(e)}`);
    if (e.t === "text") {
      if (e.text.length === 0) fail("empty text");
      if (textWidth(e.text, e.size, e.bold) > e.box.w + 0.5) fail(`text wider than its box: ${show(e)}`);
    }
  }
  for (let i = 0; i < leaves.length; i++) {
    const a = (leaves[i] as Element).box;
    for (let j = i + 1; j < leaves.length; j++) {
      if (overlap(a, (leaves[j] as Element).box))
        fail(`overlap: ${show(leaves[i] as Element)} / ${show(leaves[j] as Element)}`);
    }
  }
  expect(problems).toEqual([]);
  return layout;
}

const LOCALES: Locale[] = ["en", "fr"];

describe("the board picture's layout", () => {
  it("holds for boards along random games of every box, 2 to 4 players, in both languages", () => {
    let boards = 0;
    let finals = 0;
    for (const box of BOXES) {
      for (const players of [2, 3, 4]) {
        const seed = 100 + players * 7 + box.length;
        // A box with too few factions for the table is played with the core set.
        const boxes =
          allFactions().filter((f) => f.box === box).length >= 2 * players ? [box] : [box, "core"];
        for (const input of randomGameBoards(seed, players, boxes, 40)) {
          for (const locale of LOCALES) {
            const final = input.vpHistory !== undefined;
            checkLayout(
              pictureLayout(pictureJob(input, locale, final ? "final" : "board")),
              `${box} ${players}p seed ${seed} v${input.version} ${locale}`,
            );
            if (final) finals++;
            else boards++;
          }
        }
      }
    }
    expect(boards).toBeGreaterThan(120);
    expect(finals).toBe(BOXES.length * 3 * 2);
  }, 120_000); // ~150 000 box comparisons per board; slow on a loaded machine, never a timing assertion

  it("holds for the crowded table (8 bases, 12 minions on one base, longest names) with 2 to 4 players", () => {
    for (const players of [2, 3, 4]) {
      const input = crowdedTable(players);
      expect(input.view.bases.length).toBe(8);
      expect(input.view.bases[0]?.minions.length).toBe(12);
      expect(input.view.bases[0]?.minions.some((m) => m.owner !== m.controller)).toBe(true);
      expect(input.view.bases[0]?.minions.some((m) => m.attached.length > 0)).toBe(true);
      for (const locale of LOCALES) {
        const layout = checkLayout(pictureLayout(pictureJob(input, locale)), `crowded ${players}p ${locale}`);
        // 12 minions on the first base: 12 power badges beside their names there.
        expect(
          layout.elements.filter((e) => e.t === "badge" && /^\d+$/.test(e.text)).length,
        ).toBeGreaterThanOrEqual(12 + 8);
      }
    }
  });

  it("caps the height: a table too tall is drawn compact, the minions beyond the first few on one line", () => {
    for (const players of [2, 3, 4]) {
      const input = tallTable(players);
      const crowded = crowdedTable(players);
      for (const locale of LOCALES) {
        for (const kind of ["board", "final"] as const) {
          const what = `tall ${kind} ${players}p ${locale}`;
          const layout = checkLayout(pictureLayout(pictureJob(input, locale, kind)), what);
          expect(layout.height, what).toBeLessThanOrEqual(MAX_HEIGHT);
          // The minions not drawn in full are named on one line with their power: after "+N more"
          // under those drawn in full, or (the densest layout) in place of their player's name.
          const more = layout.elements.filter(
            (e) => e.t === "text" && (/^\+\d+ (more|autres): /.test(e.text) || /^[^,]+ -?\d+, /.test(e.text)),
          );
          expect(more.length, what).toBeGreaterThan(0);
        }
      }
      // The crowded table itself fits without hiding a minion.
      const normal = pictureLayout(pictureJob(crowded, "en"));
      expect(normal.height).toBeLessThanOrEqual(MAX_HEIGHT);
      expect(normal.elements.some((e) => e.t === "text" && / more: /.test(e.text))).toBe(false);
    }
  });

  it("shortens what does not fit with an ellipsis (a 32-character name, long faction names)", () => {
    const layout = pictureLayout(pictureJob(crowdedTable(4), "fr"));
    const texts = layout.elements.flatMap((e) => (e.t === "text" ? [e.text] : []));
    expect(texts).toContain("Alice");
    expect(texts.some((t) => t.startsWith("Bérénice-Géraldine") && t.endsWith("…"))).toBe(true);
    expect(texts).not.toContain("Bérénice-Géraldine de Montmorency");
  });

  it("marks the base being scored, and the winner at the end", () => {
    const input = crowdedTable(3);
    (input.view.bases[2] as { scoring: boolean }).scoring = true;
    const layout = checkLayout(pictureLayout(pictureJob(input, "en")), "scoring");
    expect(layout.elements.some((e) => e.t === "badge" && e.text === "SCORING NOW")).toBe(true);
    const fr = checkLayout(pictureLayout(pictureJob(input, "fr")), "scoring fr");
    expect(fr.elements.some((e) => e.t === "badge" && e.text === "DÉCOMPTE EN COURS")).toBe(true);
    const end = randomGameEnd(3, 3, ["core"]);
    expect(end.view.result?.winner).not.toBeNull();
    const final = checkLayout(pictureLayout(pictureJob(end, "en", "final")), "final");
    expect(final.elements.some((e) => e.t === "chart")).toBe(true);
    expect(final.elements.some((e) => e.t === "text" && e.text === "★")).toBe(true);
  });

  it("shows the face-up top of the base deck, borrowed abilities (CS-9) and a player who left", () => {
    const input = crowdedTable(4);
    input.view.baseDeckTop = "base:tar-pits";
    (input.view.bases[1] as { borrowed?: string[] }).borrowed = ["base:tar-pits"];
    (input.view.players[2] as { out: boolean }).out = true;
    for (const [locale, top, also, out] of [
      ["en", "face up on top: Tar Pits", "Also: Tar Pits", "left the game"],
      ["fr", "face visible dessus : Tar Pits", "Aussi : Tar Pits", "a quitté la partie"],
    ] as const) {
      const layout = checkLayout(pictureLayout(pictureJob(input, locale)), `extras ${locale}`);
      const texts = layout.elements.flatMap((e) => (e.t === "text" ? [e.text] : []));
      expect(texts.some((t) => t.includes(top))).toBe(true);
      expect(texts).toContain(also);
      expect(texts.some((t) => t.startsWith(out))).toBe(true);
    }
  });
});

describe("the board picture's image", () => {
  it("decodes at the layout's size, within 150 KB for 4 players, in both languages", async () => {
    const inputs = [
      { input: crowdedTable(4), kind: "board" as const },
      { input: randomGameEnd(11, 4, [...BOXES]), kind: "final" as const },
      { input: randomGameEnd(5, 2, ["core"]), kind: "board" as const },
    ];
    for (const { input, kind } of inputs) {
      for (const locale of LOCALES) {
        const job = pictureJob(input, locale, kind);
        const layout = pictureLayout(job);
        const picture = drawPicture(job);
        expect(picture.name).toBe(`${kind}.png`);
        expect([picture.width, picture.height]).toEqual([layout.width, layout.height]);
        const image = await loadImage(Buffer.from(picture.bytes));
        expect([image.width, image.height]).toEqual([layout.width, layout.height]);
        expect(picture.bytes.length).toBeLessThanOrEqual(150 * 1024);
        const webp = drawPicture(job, "webp");
        expect(webp.name).toBe(`${kind}.webp`);
        const fromWebp = await loadImage(Buffer.from(webp.bytes));
        expect([fromWebp.width, fromWebp.height]).toEqual([layout.width, layout.height]);
      }
    }
  });

  it("is drawn by a worker thread from a structured-cloned job, with no card definitions there", async () => {
    const job = pictureJob(crowdedTable(4), "fr");
    const here = drawPicture(job);
    const worker = new Worker(new URL("./support/draw-worker.mjs", import.meta.url), {
      workerData: job,
    });
    const there = await new Promise<Picture>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    expect([there.name, there.width, there.height]).toEqual([here.name, here.width, here.height]);
    expect(Buffer.from(there.bytes).equals(Buffer.from(here.bytes))).toBe(true);
  }, 60_000); // a worker loading TypeScript on a loaded machine

  it("has a plain-data job: it survives JSON and equal tables give equal jobs", () => {
    const input = crowdedTable(4);
    const job = pictureJob(input, "en");
    expect(JSON.parse(JSON.stringify(job))).toEqual(job);
    expect(JSON.stringify(pictureJob(crowdedTable(4), "en"))).toBe(JSON.stringify(job));
    expect(JSON.stringify(pictureJob(input, "fr"))).not.toBe(JSON.stringify(job));
    // A new prompt or a new log line that is not a scoring changes nothing drawn.
    const later = { ...input, version: input.version + 1, view: { ...input.view, prompt: null, log: [] } };
    expect(JSON.stringify(pictureJob(later, "en"))).toBe(JSON.stringify(job));
  });
});
