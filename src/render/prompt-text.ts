// One sentence for what a pending prompt is about, shared by the board, the notices and the panel:
// its purpose, plus the base of a Special window or the card or base whose ability asks.

import type { PromptSummary, PublicView } from "../engine/view.ts";
import { board as boardText } from "../i18n/areas/board.ts";
import { purposeText } from "../i18n/engine-text.ts";
import type { Names } from "./names.ts";

/** The base a Special window is about ("beforeScoring:12" → 12), or null. */
export function windowBase(window: string | undefined): number | null {
  const m = window ? /^[A-Za-z]+:(\d+)$/.exec(window) : null;
  return m ? Number(m[1]) : null;
}

export function promptAbout(p: Pick<PromptSummary, "purpose" | "source" | "window">, names: Names): string {
  const t = boardText[names.locale];
  const purpose = purposeText(p.purpose, names.locale);
  const base = windowBase(p.window);
  if (base !== null) return t.windowAbout(purpose, names.base(base));
  if (p.source) return t.promptAbout(purpose, names.anyDef(p.source.def));
  return purpose;
}

/** Total and breakpoint of a base in play, for option descriptions ("12/16"). */
export function baseScore(view: PublicView, base: number): string | null {
  const b = view.bases.find((x) => x.uid === base);
  return b ? `${b.total}/${b.breakpoint}` : null;
}
