// The picture's layout, computed as boxes before anything is drawn: panels (the header, one card
// per base, the footer, the chart) and the elements inside them (texts measured with the real
// font, player marks, power badges, counter tokens, the power bars, the chart). The tests assert
// on these boxes: every element inside the canvas and inside its panel, no two elements
// overlapping; text that does not fit its room is shortened with an ellipsis.
//
// Size: 800 px wide, as tall as the table needs up to MAX_HEIGHT: a crowded table is laid out
// again with shorter lines, then with only the first minions of each player on a base drawn in
// full and the others listed on one line ("+3 more: …"; the text board has them all). Discord shows an image about 400 px wide on a
// phone, so the smallest text (18 px) reads at about 9 px there and the names at 10–12 px, and
// the picture stays sharp on the 2–3× screens phones have; a tap opens it full size.

import type { PicBase, PicChart, PicGroup, PictureModel } from "./model.ts";
import { INK } from "./palette.ts";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Element =
  | { t: "panel"; box: Box; fill: string; stroke?: string; strokeWidth?: number }
  | { t: "text"; box: Box; text: string; size: number; bold: boolean; color: string }
  | { t: "mark"; box: Box; seat: number; letter: string }
  | { t: "badge"; box: Box; text: string; fill: string; ink: string; size: number }
  | { t: "stripe"; box: Box; seat: number }
  | { t: "bar"; box: Box; segments: { seat: number; w: number }[]; tick: number | null }
  | { t: "chart"; box: Box; chart: PicChart; letters: string[] };

export interface Layout {
  width: number;
  height: number;
  elements: Element[];
}

/** Width of `text` in the picture's font (`bold`, `size` px). */
export type Measure = (text: string, size: number, bold: boolean) => number;

export const WIDTH = 800;
const MARGIN = 12;
const GAP = 10;
const PAD = 10;
const ELLIPSIS = "…";

/**
 * The tallest picture: Discord scales an image to fit the phone's screen, so a taller one shows
 * its text smaller (1,600 px is two phone screens of 800 px wide picture).
 */
export const MAX_HEIGHT = 1600;

/** Line heights and sizes of the base cards, footer and chart: normal, or compact for a crowded table. */
interface Density {
  line: number;
  small: number;
  minionSize: number;
  attachedLine: number;
  chartH: number;
  /** Minions of one player on one base drawn in full; the rest are listed on one line. */
  maxMinions: number;
}

const NORMAL: Density = {
  line: 30,
  small: 26,
  minionSize: 21,
  attachedLine: 22,
  chartH: 300,
  maxMinions: Number.POSITIVE_INFINITY,
};
const COMPACT: Density = {
  line: 25,
  small: 22,
  minionSize: 19,
  attachedLine: 20,
  chartH: 220,
  maxMinions: Number.POSITIVE_INFINITY,
};
/** The last resort of a very crowded table (a final picture with its chart). */
const DENSE: Density = { line: 22, small: 20, minionSize: 18, attachedLine: 18, chartH: 170, maxMinions: 0 };
/** With COMPACT, the fewest minions per player and base drawn in full before giving up on the cap. */
const FEWEST_IN_FULL = 0;
const MOST_IN_FULL = 6;

/** A text element and its leaves, built left to right on one line. */
class Builder {
  readonly elements: Element[] = [];
  constructor(
    readonly measure: Measure,
    readonly d: Density = NORMAL,
  ) {}

  panel(box: Box, fill: string, stroke?: string, strokeWidth?: number): void {
    const p: Element = { t: "panel", box, fill };
    if (stroke) {
      p.stroke = stroke;
      p.strokeWidth = strokeWidth ?? 1;
    }
    this.elements.push(p);
  }

  /** `text` shortened with an ellipsis to fit `max` px; null when not even the ellipsis fits. */
  fit(text: string, size: number, bold: boolean, max: number): { text: string; w: number } | null {
    const full = this.measure(text, size, bold);
    if (full <= max) return { text, w: full };
    const cps = Array.from(text);
    let lo = 0;
    let hi = cps.length - 1;
    let best: { text: string; w: number } | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const candidate = `${cps.slice(0, mid).join("").trimEnd()}${ELLIPSIS}`;
      const w = this.measure(candidate, size, bold);
      if (w <= max) {
        best = { text: candidate, w };
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return best;
  }

  /**
   * A one-line text at (x, line top y) in a line of height `lineH`, at most `max` px wide
   * (ellipsis), aligned left or right of x. Returns its width (0 when nothing fits).
   */
  text(
    text: string,
    x: number,
    y: number,
    lineH: number,
    size: number,
    opts: { bold?: boolean; color?: string; max: number; align?: "left" | "right" },
  ): number {
    const bold = opts.bold ?? false;
    const fitted = this.fit(text, size, bold, opts.max);
    if (!fitted || fitted.text === "") return 0;
    const w = Math.ceil(fitted.w);
    const h = Math.min(lineH, Math.ceil(size * 1.25));
    const left = opts.align === "right" ? x - w : x;
    this.elements.push({
      t: "text",
      box: { x: left, y: y + Math.floor((lineH - h) / 2), w, h },
      text: fitted.text,
      size,
      bold,
      color: opts.color ?? INK.text,
    });
    return w;
  }

  mark(seat: number, letter: string, x: number, y: number, lineH: number, size: number): number {
    this.elements.push({
      t: "mark",
      box: { x, y: y + Math.floor((lineH - size) / 2), w: size, h: size },
      seat,
      letter,
    });
    return size;
  }

  /** A rounded tag with centred text (power, counters); right-aligned when `align` says so. */
  badge(
    text: string,
    x: number,
    y: number,
    lineH: number,
    size: number,
    fill: string,
    ink: string,
    minW: number,
    align: "left" | "right" = "left",
  ): number {
    const w = Math.max(minW, Math.ceil(this.measure(text, size, true)) + 10);
    const h = Math.min(lineH - 2, Math.ceil(size * 1.35));
    const left = align === "right" ? x - w : x;
    this.elements.push({
      t: "badge",
      box: { x: left, y: y + Math.floor((lineH - h) / 2), w, h },
      text,
      fill,
      ink,
      size,
    });
    return w;
  }
}

export function layoutPicture(model: PictureModel, measure: Measure): Layout {
  let layout = layoutAt(model, measure, NORMAL);
  if (layout.height <= MAX_HEIGHT) return layout;
  layout = layoutAt(model, measure, COMPACT);
  for (const density of [COMPACT, DENSE])
    for (let keep = MOST_IN_FULL; layout.height > MAX_HEIGHT && keep >= FEWEST_IN_FULL; keep--)
      layout = layoutAt(model, measure, { ...density, maxMinions: keep });
  return layout;
}

function layoutAt(model: PictureModel, measure: Measure, density: Density): Layout {
  const b = new Builder(measure, density);
  let y = MARGIN;
  y = header(b, model, y) + GAP;
  y = bases(b, model, y);
  y = footer(b, model, y) + GAP;
  if (model.chart) y = chart(b, model, model.chart, y) + GAP;
  return { width: WIDTH, height: y - GAP + MARGIN, elements: b.elements };
}

const TITLE_H = 38;
/** A player's cell: name and VP, factions, counts. */
const CELL_H = 30 + 24 + 24 + 6;

const COL_W = (WIDTH - 2 * MARGIN - GAP) / 2;

/** The title line, then the players two by two (seat order reads left to right, then down). */
function header(b: Builder, model: PictureModel, top: number): number {
  const x0 = MARGIN + PAD;
  const inner = WIDTH - 2 * MARGIN - 2 * PAD;
  const rows = Math.ceil(model.players.length / 2);
  const height = PAD + TITLE_H + rows * CELL_H + PAD;
  b.panel({ x: MARGIN, y: top, w: WIDTH - 2 * MARGIN, h: height }, INK.panel);
  const y = top + PAD;
  const goalW = b.text(model.goal, x0 + inner, y, TITLE_H, 20, {
    color: INK.muted,
    max: 240,
    align: "right",
  });
  b.text(model.title, x0, y, TITLE_H, 27, { bold: true, max: inner - goalW - 16 });
  model.players.forEach((p, i) => {
    const cx = MARGIN + (i % 2) * (COL_W + GAP);
    const cy = y + TITLE_H + Math.floor(i / 2) * CELL_H;
    if (p.active || p.winner) {
      b.panel(
        { x: cx + 4, y: cy, w: COL_W - 8, h: CELL_H - 4 },
        INK.panelActive,
        p.winner ? INK.modified : undefined,
        2,
      );
    }
    const left = cx + PAD;
    const right = cx + COL_W - PAD;
    let x = left;
    x += b.mark(p.seat, p.letter, x, cy, 30, 28) + 8;
    const vpW = b.text(p.vpText, right, cy, 30, 25, { bold: true, max: 100, align: "right" });
    let nameRoom = right - vpW - 10 - x;
    if (p.active || p.winner) {
      // Whose turn it is (▶) or who won (★), next to the VP.
      nameRoom -=
        b.text(p.active ? "▶" : "★", right - vpW - 8, cy, 30, 22, { bold: true, max: 24, align: "right" }) +
        8;
    }
    b.text(p.name, x, cy, 30, 22, { bold: true, color: p.out ? INK.muted : INK.text, max: nameRoom });
    b.text(p.factions, left, cy + 30, 24, 18, { color: INK.muted, max: right - left });
    b.text(p.countsText, left, cy + 54, 24, 18, { color: INK.muted, max: right - left });
  });
  return top + height;
}

/**
 * The base cards in two columns, each card going to the shorter column (so a crowded base does
 * not leave a hole beside it); the order reads down the columns from the top.
 */
function bases(b: Builder, model: PictureModel, top: number): number {
  const bottoms = [top, top];
  for (const base of model.bases) {
    const k = (bottoms[1] as number) < (bottoms[0] as number) ? 1 : 0;
    const x = MARGIN + k * (COL_W + GAP);
    const y = bottoms[k] as number;
    const inner = new Builder(b.measure, b.d);
    const h = baseCard(inner, model, base, x, y);
    b.panel({ x, y, w: COL_W, h }, INK.panel, base.scoring ? INK.scoring : INK.border, base.scoring ? 4 : 1);
    b.elements.push(...inner.elements);
    bottoms[k] = y + h + GAP;
  }
  return Math.max(...bottoms);
}

/** One base card at (x, top); returns its height. */
function baseCard(b: Builder, model: PictureModel, base: PicBase, x: number, top: number): number {
  const x0 = x + PAD;
  const inner = COL_W - 2 * PAD;
  const right = x0 + inner;
  const { line: LINE, small: SMALL } = b.d;
  let y = top + PAD;
  b.text(base.name, x0, y, 32, 23, { bold: true, max: inner });
  y += 32;
  const powerW = b.text(base.powerText, right, y, LINE, 24, { bold: true, max: 110, align: "right" });
  let used = powerW + 10;
  if (base.printedText) {
    used +=
      b.text(base.printedText, right - used, y, LINE, 18, { color: INK.muted, max: 130, align: "right" }) +
      10;
  }
  if (base.vpText) b.text(base.vpText, x0, y, LINE, 20, { color: INK.muted, max: inner - used });
  y += LINE + 2;
  const scale = inner / Math.max(base.breakpoint, base.total, 1);
  const segments = base.powerBySeat
    .map((power, seat) => ({ seat, w: Math.max(0, power) * scale }))
    .filter((s) => s.w > 0);
  b.elements.push({
    t: "bar",
    box: { x: x0, y, w: inner, h: 14 },
    segments,
    tick: base.breakpoint > 0 ? Math.min(inner, base.breakpoint * scale) : null,
  });
  y += 14 + 8;
  if (base.scoring) {
    const w = Math.min(inner, Math.ceil(b.measure(model.labels.scoringNow, 18, true)) + 20);
    b.elements.push({
      t: "badge",
      box: { x: x0, y, w, h: 26 },
      text: model.labels.scoringNow,
      fill: INK.scoring,
      ink: "#ffffff",
      size: 18,
    });
    y += 26 + 6;
  }
  if (base.groups.length === 0) {
    b.text(model.labels.noMinions, x0, y, LINE, 20, { color: INK.muted, max: inner });
    y += LINE;
  }
  for (const g of base.groups) y = group(b, model, g, x0, y, inner) + 6;
  if (base.actions.length > 0) {
    b.text(model.labels.onBase, x0, y, SMALL, 18, { color: INK.muted, max: inner });
    y += SMALL;
    for (const a of base.actions) {
      const letter = letterOf(model, a.seat);
      let ax = x0 + b.mark(a.seat, letter, x0, y, SMALL, Math.min(22, SMALL)) + 6;
      let room = right - ax;
      if (a.counters > 0)
        room -= b.badge(`+${a.counters}`, right, y, SMALL, 16, INK.token, "#000000", 28, "right") + 6;
      ax += b.text(a.name, ax, y, SMALL, 20, { max: room });
      y += SMALL;
    }
  }
  for (const note of base.notes) {
    b.text(note, x0, y, SMALL, 18, { color: INK.muted, max: inner });
    y += SMALL;
  }
  return y + PAD - top;
}

function letterOf(model: PictureModel, seat: number): string {
  return model.players.find((p) => p.seat === seat)?.letter ?? String(seat + 1);
}

/** A player's minions on a base, under a line with their mark and total power there. */
function group(b: Builder, model: PictureModel, g: PicGroup, x0: number, top: number, inner: number): number {
  const right = x0 + inner;
  const x1 = x0 + 12;
  const { line: LINE, small: SMALL } = b.d;
  let y = top;
  const player = model.players.find((p) => p.seat === g.seat);
  const powerW = b.text(g.powerText, right, y, LINE, 20, { bold: true, max: 120, align: "right" });
  const mx = x1 + b.mark(g.seat, letterOf(model, g.seat), x1, y, LINE, Math.min(26, LINE - 2)) + 8;
  // The densest layout (no minion drawn in full): the mark names the player, the line lists the minions.
  const oneLine = b.d.maxMinions === 0 && g.minions.length > 0;
  const title = oneLine ? g.minions.map((m) => `${m.name} ${m.power}`).join(", ") : (player?.name ?? "?");
  b.text(title, mx, y, LINE, oneLine ? 18 : 20, {
    bold: !oneLine,
    color: oneLine ? INK.text : INK.muted,
    max: right - powerW - 10 - mx,
  });
  y += LINE;
  if (g.bonus) {
    b.text(g.bonus, x1, y, SMALL, 18, { color: INK.muted, max: inner - 12 });
    y += SMALL;
  }
  const full = g.minions.length > b.d.maxMinions ? g.minions.slice(0, b.d.maxMinions) : g.minions;
  for (const m of full) {
    const modified = m.power !== m.printed;
    const badgeW = b.badge(
      String(m.power),
      x1,
      y,
      LINE,
      18,
      modified ? INK.modified : INK.badge,
      modified ? "#000000" : INK.text,
      34,
    );
    let r = right;
    if (m.counters > 0) r -= b.badge(`+${m.counters}`, r, y, LINE, 16, INK.token, "#000000", 30, "right") + 6;
    if (m.owner !== undefined) {
      // Controlled by another player: the owner's mark after a small arrow.
      r -= b.mark(m.owner, letterOf(model, m.owner), r - 22, y, LINE, Math.min(22, LINE - 2)) + 2;
      r -= b.text("⇄", r, y, LINE, 18, { color: INK.muted, max: 20, align: "right" }) + 6;
    }
    const nx = x1 + badgeW + 8;
    b.text(m.name, nx, y, LINE, b.d.minionSize, { max: r - nx });
    y += LINE;
    if (m.attached.length > 0) {
      const list = m.attached
        .map((a) => {
          const counters = a.counters > 0 ? ` +${a.counters}` : "";
          const owner = a.owner !== undefined ? ` (${letterOf(model, a.owner)})` : "";
          return `${a.name}${counters}${owner}`;
        })
        .join(", ");
      b.text(`↳ ${list}`, nx, y, b.d.attachedLine, 18, { color: INK.muted, max: right - nx });
      y += b.d.attachedLine;
    }
  }
  const rest = g.minions.slice(full.length);
  if (rest.length > 0 && !oneLine) {
    // A crowded table's compact picture: the other minions on one line, with their power.
    const list = rest.map((m) => `${m.name} ${m.power}`).join(", ");
    b.text(`+${rest.length} ${model.labels.more}: ${list}`, x1, y, b.d.attachedLine, 18, {
      color: INK.muted,
      max: inner - 12,
    });
    y += b.d.attachedLine;
  }
  b.elements.push({ t: "stripe", box: { x: x0, y: top + 3, w: 5, h: y - top - 6 }, seat: g.seat });
  return y;
}

function footer(b: Builder, model: PictureModel, top: number): number {
  const x0 = MARGIN + PAD;
  const inner = WIDTH - 2 * MARGIN - 2 * PAD;
  const right = x0 + inner;
  const inner2 = new Builder(b.measure, b.d);
  const LINE = b.d.line;
  let y = top + PAD;
  if (model.latest) {
    let x = x0 + inner2.text(model.latest.title, x0, y, LINE, 20, { bold: true, max: inner }) + 14;
    for (const place of model.latest.places) {
      const w = (place.seat >= 0 ? 28 : 0) + Math.ceil(b.measure(place.text, 20, false));
      if (x + w > right && x > x0) {
        y += LINE;
        x = x0 + 12;
      }
      if (place.seat >= 0) x += inner2.mark(place.seat, letterOf(model, place.seat), x, y, LINE, 22) + 6;
      x += inner2.text(place.text, x, y, LINE, 20, { max: right - x }) + 16;
    }
    y += LINE;
  }
  inner2.text(model.footer, x0, y, LINE, 20, { color: INK.muted, max: inner });
  y += LINE + PAD;
  b.panel({ x: MARGIN, y: top, w: WIDTH - 2 * MARGIN, h: y - top }, INK.panel);
  b.elements.push(...inner2.elements);
  return y;
}

function chart(b: Builder, model: PictureModel, c: PicChart, top: number): number {
  const x0 = MARGIN + PAD;
  const inner = WIDTH - 2 * MARGIN - 2 * PAD;
  const { line: LINE, chartH: CHART_H } = b.d;
  const height = PAD + LINE + CHART_H + PAD;
  b.panel({ x: MARGIN, y: top, w: WIDTH - 2 * MARGIN, h: height }, INK.panel);
  b.text(c.title, x0, top + PAD, LINE, 22, { bold: true, max: inner });
  b.elements.push({
    t: "chart",
    box: { x: x0, y: top + PAD + LINE, w: inner, h: CHART_H },
    chart: c,
    letters: model.players.map((p) => p.letter),
  });
  return top + height;
}
