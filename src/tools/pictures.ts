// `npx tsx src/tools/pictures.ts [dir]`: draws the reference pictures (docs/pictures/*.png by
// default) exactly as the bot sends them, and prints each one's size and bytes in the three
// formats measured (indexed PNG, sent; Skia's lossless WebP; Skia's RGBA PNG).

import "../../cards/index.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawPicture, type PictureInput, type PictureJob, pictureJob } from "../picture/index.ts";
import { BOXES, crowdedTable, randomGameBoards, randomGameEnd, tallTable } from "../picture/samples.ts";

const dir = process.argv[2] ?? "docs/pictures";
mkdirSync(dir, { recursive: true });

/** The first board of a seeded 4-player game where a base is being scored. */
function scoringBoard(): PictureInput {
  for (const b of randomGameBoards(11, 4, [...BOXES], 1)) if (b.view.bases.some((x) => x.scoring)) return b;
  throw new Error("no scoring board in that game");
}

const samples: { file: string; job: () => PictureJob }[] = [
  { file: "board-4p-scoring-en", job: () => pictureJob(scoringBoard(), "en") },
  { file: "final-4p-en", job: () => pictureJob(randomGameEnd(9, 4, [...BOXES]), "en", "final") },
  { file: "final-3p-fr", job: () => pictureJob(randomGameEnd(3, 3, ["core"]), "fr", "final") },
  { file: "board-2p-fr", job: () => pictureJob(randomGameEnd(5, 2, ["core"]), "fr") },
  { file: "crowded-8-bases-en", job: () => pictureJob(crowdedTable(4), "en") },
  { file: "crowded-8-bases-fr", job: () => pictureJob(crowdedTable(4), "fr") },
  // Over the height cap at the normal size: drawn compact (src/picture/layout.ts, MAX_HEIGHT).
  { file: "tall-final-4p-en", job: () => pictureJob(tallTable(4), "en", "final") },
  { file: "tall-board-3p-fr", job: () => pictureJob(tallTable(3), "fr") },
];
for (const s of samples) {
  const job = s.job();
  const png = drawPicture(job);
  writeFileSync(path.join(dir, `${s.file}.png`), png.bytes);
  const webp = drawPicture(job, "webp").bytes.length;
  const rgba = drawPicture(job, "png-rgba").bytes.length;
  process.stdout.write(
    `| ${s.file}.png | ${png.width}×${png.height} | ${png.bytes.length} | ${webp} | ${rgba} |\n`,
  );
}
