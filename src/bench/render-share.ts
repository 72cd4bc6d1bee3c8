// The share of a click's CPU spent rendering (issue 22: render ≤ 20 % of a click's CPU), read from
// V8's sampling profiler over a run of clicks: a sample counts as rendering when any frame of its
// stack is in the render layer — the renderers and texts (src/render, src/i18n), the views they
// are given (src/discord/views.ts and the engine's public and player views it calls), and the
// messages built from them (the board, the notices, the panels of commands/game). Everything else
// the process did meanwhile (load, act, save, Discord's REST layer, garbage collection) is the
// rest of the click's CPU; idle time counts for neither.

import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/** Files whose frames are rendering, by the end of their path. */
export const RENDER_FILES = [
  /\/src\/render\//,
  /\/src\/i18n\//,
  /\/src\/discord\/views\.ts$/,
  /\/src\/discord\/game-message\.ts$/,
  /\/src\/discord\/notices\.ts$/,
  /\/commands\/game\/views\.ts$/,
  /\/commands\/game\/undo-button\.ts$/,
  /\/commands\/game\/story\.ts$/,
];

/** Whether a frame of this script URL is rendering. */
export function isRenderFile(url: string): boolean {
  return RENDER_FILES.some((file) => file.test(url));
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
}

export interface RenderShare {
  /** Samples whose stack holds a render frame, over all samples the process was not idle. */
  share: number;
  samples: number;
}

/** Runs `task` under the sampling profiler (every `intervalUs` µs) and reads its render share. */
export async function withRenderShare<T>(
  task: () => Promise<T>,
  intervalUs = 500,
): Promise<{ value: T; render: RenderShare }> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: intervalUs });
    await session.post("Profiler.start");
    const value = await task();
    const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
    // RENDER_PROFILE_OUT=<file>: the profiled run's CPU profile as `node --cpu-prof` writes it
    // (src/bench/render-breakdown.ts reads where its rendering went).
    const out = process.env.RENDER_PROFILE_OUT;
    if (out) writeFileSync(out, JSON.stringify(profile));
    return { value, render: renderShareOf(profile) };
  } finally {
    session.disconnect();
  }
}

/** The render share of a V8 CPU profile (as `node --cpu-prof` writes it, too). */
export function renderShareOf(profile: Profile): RenderShare {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const rendering = new Map<number, boolean>();
  const isRendering = (id: number): boolean => {
    const known = rendering.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const up = parent.get(id);
    const value =
      (node !== undefined && isRenderFile(node.callFrame.url)) || (up !== undefined && isRendering(up));
    rendering.set(id, value);
    return value;
  };
  let busy = 0;
  let render = 0;
  for (const id of profile.samples ?? []) {
    if (byId.get(id)?.callFrame.functionName === "(idle)") continue;
    busy += 1;
    if (isRendering(id)) render += 1;
  }
  return { share: busy ? Math.round((render / busy) * 1000) / 1000 : 0, samples: busy };
}
