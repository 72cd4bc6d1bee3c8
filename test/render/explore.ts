// Clicks through a panel the way a player can: every page button, every card of the card select,
// and collects which answers the panel can send. Proves that no option of a prompt is out of reach
// (pagination, card → target, marks) and that every state of the panel is a valid message.

import { expect } from "vitest";
import type { Locale } from "../../src/i18n/locale.ts";
import { decodeCustomId, type PanelUi } from "../../src/render/custom-id.ts";
import { nextPanelUi, type PanelInput, renderPanel } from "../../src/render/panel.ts";
import { buttons, customIds, expectValid, selects } from "./support.ts";

export interface Reach {
  /** Option ids a single click or a single select value sends. */
  picks: Set<string>;
  /** Option indices that can be marked (multi-choice beyond one select). */
  marks: Set<number>;
  /** A "none" answer is offered. */
  decline: boolean;
  /** Options offered by a multi-value select (pick several at once). */
  multi: Set<string>;
  states: number;
}

export function explorePanel(input: PanelInput, locale: Locale, maxStates = 400): Reach {
  const prompt = input.view.myPrompt;
  const reach: Reach = { picks: new Set(), marks: new Set(), decline: false, multi: new Set(), states: 0 };
  const queue: (PanelUi | undefined)[] = [input.ui];
  const seen = new Set<string>();
  while (queue.length > 0 && reach.states < maxStates) {
    const ui = queue.shift();
    const key = JSON.stringify(ui ?? {});
    if (seen.has(key)) continue;
    seen.add(key);
    reach.states++;
    const p = renderPanel(ui ? { ...input, ui } : input, locale);
    expectValid(p);
    const ids = customIds(p);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of buttons(p)) {
      const a = decodeCustomId(b.custom_id);
      expect(a, b.custom_id).not.toBeNull();
      if (a?.prefix !== "sg") continue;
      expect(a.gameId).toBe(input.gameId);
      expect(a.version).toBe(input.version);
      if (a.verb === "pick" && a.arg !== undefined && !b.disabled) reach.picks.add(a.arg);
      if (a.verb === "done" && a.marked.length === 0 && !b.disabled) reach.decline = true;
      if (a.verb === "page") queue.push(a.ui);
    }
    for (const s of selects(p)) {
      const a = decodeCustomId(s.custom_id);
      expect(a, s.custom_id).not.toBeNull();
      if (a?.prefix !== "sg") continue;
      if (a.verb === "pick") {
        for (const o of s.options) {
          if ((s.max_values ?? 1) > 1) reach.multi.add(o.value);
          else reach.picks.add(o.value);
        }
      } else if (a.verb === "card") {
        for (const o of s.options) queue.push(nextPanelUi(a, [o.value], prompt));
      } else if (a.verb === "mark") {
        for (const o of s.options) {
          const next = nextPanelUi(a, [o.value], prompt);
          if ("marked" in next) for (const i of next.marked) reach.marks.add(i);
        }
      }
    }
  }
  return reach;
}

/** Asserts that a prompt's every answer can be given through its panel. */
export function expectEveryOptionReachable(input: PanelInput, locale: Locale): Reach {
  const prompt = input.view.myPrompt;
  if (!prompt) throw new Error("no prompt for this viewer");
  const reach = explorePanel(input, locale);
  const ids = prompt.options.map((o) => o.id);
  if (prompt.max <= 1) {
    expect(ids.filter((id) => !reach.picks.has(id))).toEqual([]);
  } else {
    const missing = prompt.options.filter((o, i) => !reach.multi.has(o.id) && !reach.marks.has(i) && i < 240);
    expect(missing.map((o) => o.id)).toEqual([]);
  }
  if (prompt.min === 0 && prompt.kind === "choose") {
    expect(reach.decline || reach.multi.size > 0).toBe(true);
  }
  return reach;
}
