// The board picture's room: the one door the rest of the bot uses. It imports the engine's
// public view and the renderer's inputs (one way); nothing in src/engine or src/render imports it.
//
// Contract (shared by the drawing and the wiring):
// - `pictureJob(input, locale, kind)` turns what the text board shows (the public view, the
//   players, the names) into a plain JSON-serialisable job: everything the picture needs and
//   nothing else (no prompt, no log beyond the latest scoring), so it can cross to a worker thread
//   and two equal jobs mean an unchanged picture (compare `JSON.stringify(job)`). It needs the
//   card definitions (main thread, cards registered); the job carries names already resolved.
// - `drawPicture(job)` draws it (synchronous, CPU-bound: run it in the worker pool; it needs only
//   @napi-rs/canvas and the fonts, no card definitions) and returns the encoded image. A worker
//   should import it from ./draw.ts, which loads neither discord.js nor the cards.
// - Game over: `pictureJob({ ...input, vpHistory }, locale, "final")` adds a chart of each
//   player's VP over the turns under the table. `vpHistory(entries, seats)` builds it from the
//   game's whole public log: `publicHistory(exported, current)?.entries` (src/app/history.ts) or
//   `Engine.history(setup, decisions)`; without it the final picture is the table alone. The bot
//   reads the gains as the game goes (`VpTracker`, ./vp-tracker.ts: no replay); for a game it did
//   not follow from its start it leaves the replay to the worker: `finalTask(input, locale,
//   replay)` is the final job with an empty chart and the game's decisions, which `drawTask`
//   (./draw-job.ts) replays before drawing.
//
// Size: 800 px wide (Discord shows it ~400 px wide on a phone), as tall as the table needs.
// Format: PNG with a 256-colour palette (./png.ts), measured against Skia's PNG and lossless WebP
// in docs/pictures/README.md: the fewest bytes and the least CPU of the three, and every client
// and viewer opens a PNG.

import type { Locale } from "../i18n/locale.ts";
import type { BoardInput } from "../render/board.ts";
import type { PictureJob } from "./draw.ts";
import type { PictureTask } from "./draw-job.ts";
import { buildModel } from "./model.ts";
import type { VpHistory } from "./vp-history.ts";
import type { VpReplay } from "./vp-replay.ts";

export {
  drawPicture,
  encodeLayout,
  IMAGE_FORMAT,
  type ImageFormat,
  type Picture,
  type PictureJob,
  pictureLayout,
} from "./draw.ts";
export { type DrawnPicture, drawTask, type PictureTask } from "./draw-job.ts";
export type { Layout } from "./layout.ts";
export type { PictureModel } from "./model.ts";
export { type VpHistory, vpHistory } from "./vp-history.ts";
export { VpTracker } from "./vp-tracker.ts";

/** The board input, plus the VP history the final picture charts (optional). */
export type PictureInput = BoardInput & { vpHistory?: VpHistory };

/**
 * The final picture's job whose VP chart is rebuilt where it is drawn (./draw-job.ts) from the
 * game's setup and decisions: the replay is no work for the main thread. `job` (without the
 * decisions) names the picture: equal for equal tables, whatever the chart.
 */
export function finalTask(
  input: BoardInput,
  locale: Locale,
  replay: Omit<VpReplay, "seats">,
): { job: PictureJob; task: PictureTask } {
  const job = finalJob(input, locale);
  return { job, task: { ...job, replay: { ...replay, seats: input.view.players.length } } };
}

/** The final job of `finalTask` (its chart's texts, no series yet): what names the final picture. */
export function finalJob(input: BoardInput, locale: Locale): PictureJob {
  return pictureJob({ ...input, vpHistory: { series: [] } }, locale, "final");
}

export function pictureJob(
  input: PictureInput,
  locale: Locale,
  kind: PictureJob["kind"] = "board",
): PictureJob {
  return { kind, locale, model: buildModel(input, locale, kind) };
}
