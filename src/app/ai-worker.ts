// The AI pool's worker (piscina): one job in, the AI's answer out. Runs in a worker thread, so a
// long search never holds the event loop that answers the players' clicks.

import { type AiJob, decideJob } from "./ai-job.ts";

export default function decide(job: AiJob): string[] {
  return decideJob(job);
}
