import type { Clock } from "./clock.ts";

const DISCORD_EPOCH = 1_420_070_400_000n;
const MAX_INCREMENT = 0xfffn;

/**
 * Issues real-looking snowflakes from the fake clock. discord.js derives
 * `createdTimestamp` from them, so they must encode the fake time, and they must
 * grow strictly so that "newest first" listings sort like Discord's.
 */
export class SnowflakeFactory {
  private lastMs = 0n;
  private increment = 0n;

  constructor(private readonly clock: Clock) {}

  next(): string {
    let ms = BigInt(Math.floor(this.clock.now()));
    if (ms < this.lastMs) ms = this.lastMs;
    if (ms === this.lastMs) {
      this.increment += 1n;
      if (this.increment > MAX_INCREMENT) {
        ms += 1n;
        this.increment = 0n;
      }
    } else {
      this.increment = 0n;
    }
    this.lastMs = ms;
    return (((ms - DISCORD_EPOCH) << 22n) | (1n << 17n) | (1n << 12n) | this.increment).toString();
  }
}

export function snowflakeTimestamp(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}
