// A worker thread that draws one job, as a worker of the pool does: it imports only the drawing
// half of the door (src/picture/draw.ts), without the cards.
import { parentPort, workerData } from "node:worker_threads";
import { drawPicture, type PictureJob } from "../../../src/picture/draw.ts";

const picture = drawPicture(workerData as PictureJob);
parentPort?.postMessage(picture, [picture.bytes.buffer as ArrayBuffer]);
