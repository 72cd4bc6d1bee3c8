// The picture's fonts come with the project (the dejavu-fonts-ttf npm package), never from the
// system: the same glyphs on every machine, and `npm ci` is all a host needs. DejaVu Sans covers
// Latin, Greek, Cyrillic and the symbols drawn (▶ ★ …); the condensed cut fits more of a name.

// First: the canvas's allocator reads its options when the canvas loads (./skia-memory.ts).
import "./skia-memory.ts";
import { createRequire } from "node:module";
import path from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

export const FONT = { regular: "PicSans", bold: "PicSansBold" } as const;

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  const ok =
    GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansCondensed.ttf"), FONT.regular) &&
    GlobalFonts.registerFromPath(path.join(dir, "DejaVuSansCondensed-Bold.ttf"), FONT.bold);
  if (!ok) throw new Error(`the picture's fonts did not load from ${dir}`);
  registered = true;
}

/** A CSS font string for the canvas. */
export function font(size: number, bold = false): string {
  return `${size}px ${bold ? FONT.bold : FONT.regular}`;
}
