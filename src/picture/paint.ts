// Draws a computed layout (./layout.ts) on a canvas. Nothing here decides where things go: each
// element is drawn inside its own box.

import type { SKRSContext2D } from "@napi-rs/canvas";
import { font } from "./fonts.ts";
import type { Box, Element } from "./layout.ts";
import type { PicChart } from "./model.ts";
import { INK, type Shape, seatStyle } from "./palette.ts";

export function paint(ctx: SKRSContext2D, width: number, height: number, elements: readonly Element[]): void {
  ctx.fillStyle = INK.background;
  ctx.fillRect(0, 0, width, height);
  for (const e of elements) {
    switch (e.t) {
      case "panel":
        roundRect(ctx, e.box, 10);
        ctx.fillStyle = e.fill;
        ctx.fill();
        if (e.stroke) {
          const w = e.strokeWidth ?? 1;
          roundRect(ctx, inset(e.box, w / 2), 10);
          ctx.strokeStyle = e.stroke;
          ctx.lineWidth = w;
          ctx.stroke();
        }
        break;
      case "text":
        ctx.font = font(e.size, e.bold);
        ctx.fillStyle = e.color;
        ctx.textAlign = "left";
        ctx.textBaseline = "alphabetic";
        ctx.fillText(e.text, e.box.x, baseline(e.box, e.size));
        break;
      case "mark":
        drawMark(ctx, e.box, e.seat, e.letter);
        break;
      case "badge":
        roundRect(ctx, e.box, Math.min(8, e.box.h / 2));
        ctx.fillStyle = e.fill;
        ctx.fill();
        ctx.font = font(e.size, true);
        ctx.fillStyle = e.ink;
        ctx.textAlign = "center";
        ctx.textBaseline = "alphabetic";
        ctx.fillText(e.text, e.box.x + e.box.w / 2, baseline(e.box, e.size), e.box.w - 4);
        break;
      case "stripe":
        ctx.fillStyle = seatStyle(e.seat).color;
        ctx.fillRect(e.box.x, e.box.y, e.box.w, e.box.h);
        break;
      case "bar": {
        roundRect(ctx, e.box, e.box.h / 2);
        ctx.fillStyle = INK.barTrack;
        ctx.fill();
        ctx.save();
        roundRect(ctx, e.box, e.box.h / 2);
        ctx.clip();
        let x = e.box.x;
        for (const s of e.segments) {
          ctx.fillStyle = seatStyle(s.seat).color;
          ctx.fillRect(x, e.box.y, s.w, e.box.h);
          x += s.w;
          // A thin gap between players' parts, so neighbours read apart without colour.
          ctx.fillStyle = INK.barTrack;
          ctx.fillRect(x - 1, e.box.y, 2, e.box.h);
        }
        ctx.restore();
        if (e.tick !== null) {
          ctx.fillStyle = INK.text;
          ctx.fillRect(e.box.x + e.tick - 2, e.box.y, 3, e.box.h);
        }
        break;
      }
      case "chart":
        drawChart(ctx, e.box, e.chart, e.letters);
        break;
    }
  }
}

/** The alphabetic baseline that centres a line of `size` px in `box`. */
function baseline(box: Box, size: number): number {
  return box.y + box.h / 2 + size * 0.36;
}

function inset(b: Box, d: number): Box {
  return { x: b.x + d, y: b.y + d, w: b.w - 2 * d, h: b.h - 2 * d };
}

function roundRect(ctx: SKRSContext2D, b: Box, r: number): void {
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, r);
}

function shapePath(ctx: SKRSContext2D, shape: Shape, cx: number, cy: number, s: number): void {
  const r = s / 2;
  ctx.beginPath();
  switch (shape) {
    case "circle":
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      break;
    case "square":
      ctx.rect(cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8);
      break;
    case "triangle":
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r * 1.05, cy + r * 0.85);
      ctx.lineTo(cx - r * 1.05, cy + r * 0.85);
      ctx.closePath();
      break;
    case "diamond":
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r, cy);
      ctx.lineTo(cx, cy + r);
      ctx.lineTo(cx - r, cy);
      ctx.closePath();
      break;
  }
}

/** A player's mark: their shape in their colour, their letter inside. */
export function drawMark(ctx: SKRSContext2D, box: Box, seat: number, letter: string): void {
  const st = seatStyle(seat);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  shapePath(ctx, st.shape, cx, cy, box.w);
  ctx.fillStyle = st.color;
  ctx.fill();
  const size = Math.round(box.w * (st.shape === "triangle" || st.shape === "diamond" ? 0.46 : 0.6));
  ctx.font = font(size, true);
  ctx.fillStyle = st.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  const dy = st.shape === "triangle" ? box.h * 0.14 : 0;
  ctx.fillText(letter, cx, cy + size * 0.36 + dy, box.w * 0.7);
}

function niceStep(max: number): number {
  for (const s of [1, 2, 5, 10, 20, 50]) if (max / s <= 6) return s;
  return 100;
}

function drawChart(ctx: SKRSContext2D, box: Box, c: PicChart, letters: readonly string[]): void {
  const turns = Math.max(1, ...c.series.map((s) => s.length - 1));
  const top = Math.max(c.target, 1, ...c.series.flat());
  const left = box.x + 40;
  const right = box.x + box.w - 40;
  const y0 = box.y + 8;
  const bottom = box.y + box.h - 30;
  const sx = (t: number) => left + ((right - left) * t) / turns;
  const sy = (v: number) => bottom - ((bottom - y0) * v) / top;
  ctx.font = font(16);
  ctx.fillStyle = INK.muted;
  ctx.textBaseline = "alphabetic";
  const yStep = niceStep(top);
  for (let v = 0; v <= top; v += yStep) {
    ctx.fillStyle = INK.grid;
    ctx.fillRect(left, Math.round(sy(v)), right - left, 1);
    ctx.fillStyle = INK.muted;
    ctx.textAlign = "right";
    ctx.fillText(String(v), left - 8, sy(v) + 6);
  }
  const xStep = niceStep(turns) * (turns > 30 ? 2 : 1);
  ctx.textAlign = "center";
  for (let t = 0; t <= turns; t += xStep) ctx.fillText(String(t), sx(t), bottom + 20);
  // The axis' name under the VP labels, left of turn 0.
  ctx.textAlign = "right";
  ctx.fillText(c.axis, left - 8, bottom + 20);
  // The goal: a dashed line at the VP target.
  ctx.save();
  ctx.setLineDash([8, 6]);
  ctx.strokeStyle = INK.text;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(left, sy(c.target));
  ctx.lineTo(right, sy(c.target));
  ctx.stroke();
  ctx.restore();
  // Lines, with each seat's shape every few turns and its mark at the end (not colour alone).
  const every = Math.max(1, Math.ceil(turns / 10));
  const ends: { seat: number; y: number }[] = [];
  c.series.forEach((s, seat) => {
    const st = seatStyle(seat);
    ctx.strokeStyle = st.color;
    ctx.lineWidth = 3;
    ctx.lineJoin = "round";
    ctx.beginPath();
    s.forEach((v, t) => {
      // Seats drawn slightly apart so equal scores stay visible.
      const yy = sy(v) + (seat - (c.series.length - 1) / 2) * 2;
      if (t === 0) ctx.moveTo(sx(t), yy);
      else ctx.lineTo(sx(t), yy);
    });
    ctx.stroke();
    s.forEach((v, t) => {
      if (t % every !== 0 || t === 0) return;
      shapePath(ctx, st.shape, sx(t), sy(v), 10);
      ctx.fillStyle = st.color;
      ctx.fill();
    });
    ends.push({ seat, y: sy(s[s.length - 1] ?? 0) });
  });
  // End marks pushed apart so they never cover each other.
  ends.sort((a, b) => a.y - b.y);
  for (let i = 1; i < ends.length; i++) {
    const prev = ends[i - 1] as { y: number };
    const cur = ends[i] as { y: number };
    if (cur.y - prev.y < 24) cur.y = prev.y + 24;
  }
  const overflow = (ends[ends.length - 1]?.y ?? 0) - (bottom + 10);
  if (overflow > 0) for (const e of ends) e.y -= overflow;
  for (const e of ends) {
    drawMark(ctx, { x: right + 8, y: e.y - 11, w: 22, h: 22 }, e.seat, letters[e.seat] ?? String(e.seat + 1));
  }
}
