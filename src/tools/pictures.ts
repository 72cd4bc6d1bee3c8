// `npx tsx src/tools/pictures.ts [dir]`: draws the reference pictures (docs/pictures/*.png by
// default): a 4-player board mid-game and at its end with the VP chart, a 2-player board, the
// crowded table in English and French. PNG here so any viewer opens them; the bot sends the same
// pixels as lossless WebP (src/picture/index.ts).

import "../../cards/index.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { drawPicture, pictureJob } from "../picture/index.ts";
import { crowdedTable, randomGameBoards, randomGameEnd } from "../picture/samples.ts";

const dir = process.argv[2] ?? "docs/pictures";
mkdirSync(dir, { recursive: true });

const midGame = (() => {
  const boards = [
    ...randomGameBoards(11, 4, ["core", "culture-shock", "monster-smash", "big-geeky-box"], 150),
  ];
  return boards[Math.floor(boards.length / 2)];
})();
const samples = [
  { file: "board-4p-en", job: () => pictureJob(midGame!, "en") },
  {
    file: "final-4p-en",
    job: () =>
      pictureJob(
        randomGameEnd(11, 4, ["core", "culture-shock", "monster-smash", "big-geeky-box"]),
        "en",
        "final",
      ),
  },
  { file: "board-2p-fr", job: () => pictureJob(randomGameEnd(5, 2, ["core"]), "fr") },
  { file: "crowded-en", job: () => pictureJob(crowdedTable(4), "en") },
  { file: "crowded-fr", job: () => pictureJob(crowdedTable(4), "fr") },
];
for (const s of samples) {
  const job = s.job();
  const png = drawPicture(job, "png");
  const webp = drawPicture(job, "webp");
  writeFileSync(path.join(dir, `${s.file}.png`), png.bytes);
  process.stdout.write(
    `${s.file}: ${png.width}x${png.height}, PNG ${png.bytes.length} B, WebP ${webp.bytes.length} B\n`,
  );
}
