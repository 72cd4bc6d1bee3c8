// The board picture's room: the one door the rest of the bot uses. It imports the engine's
// public view and the renderer's inputs (one way); nothing in src/engine or src/render imports it.
//
// Contract (shared by the drawing and the wiring):
// - `pictureJob(input, locale)` turns what the text board shows (the public view, the players,
//   the names) into a plain JSON-serialisable job: everything the picture needs and nothing
//   else, so it can cross to a worker thread and two equal jobs mean an unchanged picture.
// - `drawPicture(job)` draws it (synchronous, CPU-bound: run it in the worker pool) and returns
//   the encoded image.
//
// This first version is a placeholder the picture branch replaces with the real drawing behind
// the same signatures: the job is a small summary and the image a fixed 1x1 PNG.

import type { Locale } from "../i18n/locale.ts";
import type { BoardInput } from "../render/board.ts";

export interface PictureJob {
  kind: "board" | "final";
  locale: Locale;
  /** Everything drawn, as plain data (the drawing branch defines it). */
  model: unknown;
}

export interface Picture {
  /** The encoded image. */
  bytes: Uint8Array;
  /** File name of the attachment, e.g. "board.png" (the extension says the format). */
  name: string;
  width: number;
  height: number;
}

export function pictureJob(
  input: BoardInput,
  locale: Locale,
  kind: PictureJob["kind"] = "board",
): PictureJob {
  const v = input.view;
  return { kind, locale, model: { bases: v.bases.length, players: input.players.length } };
}

// 1x1 transparent PNG.
const PLACEHOLDER = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function drawPicture(job: PictureJob): Picture {
  void job;
  return { bytes: new Uint8Array(PLACEHOLDER), name: "board.png", width: 1, height: 1 };
}
