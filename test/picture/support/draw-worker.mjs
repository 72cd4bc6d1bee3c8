// Entry of the test's worker thread: TypeScript through tsx's loader, then the worker itself.
import { register } from "tsx/esm/api";

register();
await import("./draw-worker.ts");
