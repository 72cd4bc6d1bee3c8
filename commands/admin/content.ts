// The boxes and factions an admin chooses from: the four boxes of the catalog, each faction
// "playable" when its cards are implemented (registered with the engine). Read at each call, not
// at import: what is registered is what a new game can use.

import { CATALOG } from "../../cards/catalog.ts";
import { allFactions } from "../../src/engine/defs.ts";
import type { GuildSettings } from "../../src/store/index.ts";

export interface FactionInfo {
  id: string;
  box: string;
  playable: boolean;
}

export interface BoxInfo {
  id: string;
  factions: FactionInfo[];
  /** At least one of its factions is playable: only such boxes can be enabled. */
  playable: boolean;
}

/** A two-player game needs two factions per player (DRAFT-1). */
export const MIN_FACTIONS_FOR_A_GAME = 4;

export function knownBoxes(): BoxInfo[] {
  const registered = allFactions();
  return CATALOG.map((box) => {
    const listed = box.factions.map((f) => f.id);
    const extra = registered.filter((f) => f.box === box.id && !listed.includes(f.id)).map((f) => f.id);
    const factions = [...listed, ...extra].map((id) => ({
      id,
      box: box.id,
      playable: registered.some((f) => f.id === id),
    }));
    return { id: box.id, factions, playable: factions.some((f) => f.playable) };
  });
}

export function knownFactions(): FactionInfo[] {
  return knownBoxes().flatMap((box) => box.factions);
}

/** Factions a new game of this server could offer: playable, in an enabled box, not banned. */
export function offeredFactionCount(
  settings: Pick<GuildSettings, "enabledBoxes" | "bannedFactions">,
): number {
  return knownFactions().filter(
    (f) => f.playable && settings.enabledBoxes.includes(f.box) && !settings.bannedFactions.includes(f.id),
  ).length;
}
