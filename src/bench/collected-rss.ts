// The RSS of this process once collected, for the memory benches (run with --expose-gc).

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * Full collections until the RSS stops falling (each one also hands freed native memory back, so
 * the figure after two of them still varied by ±5 % from run to run); in MB.
 */
export function collectedRssMb(): number {
  let rss = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 8; round++) {
    gc();
    const now = process.memoryUsage().rss;
    if (rss - now < 2 ** 20) {
      rss = Math.min(rss, now);
      break;
    }
    rss = now;
  }
  return Math.round((rss / 2 ** 20) * 10) / 10;
}
