// The game a component names, checked against where it was clicked: a custom_id is only trusted
// for a game of this very channel, at a version and prompt the game has really had. Anything else
// is a forged or foreign id (the caller says so and changes nothing).

import type { GameSnapshot } from "../../src/app/index.ts";
import type { CommandContext } from "../types.ts";

export interface ComponentRef {
  /** `sg`: the prompt id is an engine prompt's; `lb`: the number of faction picks made. */
  prefix: "sg" | "lb";
  gameId: string;
  version: number;
  promptId: number;
}

interface Where {
  guildId: string | null;
  channelId: string | null;
}

export async function gameOfComponent(
  where: Where,
  context: CommandContext,
  ref: ComponentRef,
  options: { cached?: boolean } = {},
): Promise<GameSnapshot | null> {
  // A click that saves may start from the cached game (its save checks the version); anything
  // else shows the game as stored.
  const cached = options.cached ? await context.games.cached(ref.gameId, ref.version) : null;
  if (cached) return checked(where, ref, cached);
  if (!options.cached) return checked(where, ref, await context.games.load(ref.gameId));
  // Not held (its first click since a restart or an eviction): the click will publish, and what
  // the channel was shown is read beside the game's load and replay rather than beside its save
  // (the two reads no longer queue behind each other's server time at the save). Dropped if the
  // id does not hold up: a read for a game of another channel is not kept for its next publish.
  context.announcer.expect(ref.gameId);
  let snapshot: GameSnapshot | null = null;
  try {
    snapshot = checked(where, ref, await context.games.load(ref.gameId));
    return snapshot;
  } finally {
    // Also when the load failed: the click goes no further.
    if (!snapshot) context.announcer.forget(ref.gameId);
  }
}

/** The game, if the component's id holds up against it and where it was clicked. */
function checked(where: Where, ref: ComponentRef, snapshot: GameSnapshot | null): GameSnapshot | null {
  if (!snapshot) return null;
  const { record, engine } = snapshot;
  if (record.channelId !== where.channelId || record.guildId !== where.guildId) return null;
  if (ref.version > record.version) return null;
  const seen = ref.prefix === "sg" ? (engine?.g.promptSeq ?? 0) : 2 * snapshot.setup.seats.length;
  if (ref.promptId > seen) return null;
  return snapshot;
}
