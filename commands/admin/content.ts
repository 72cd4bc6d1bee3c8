// The boxes and factions an admin chooses from: the four boxes of the catalog, each faction
// "playable" when its cards are implemented (registered with the engine), each box playable when one
// of its factions is and so are the bases that faction brings (a game uses the registered bases of
// its factions' boxes, SETUP-5; a box's bases ship with its factions, so the bases of a faction still
// coming soon come with it). Read at each call, not at import: what is registered is what a new game
// can use.

import { CATALOG } from "../../cards/catalog.ts";
import { allFactions, hasBaseDef } from "../../src/engine/defs.ts";
import type { GuildSettings } from "../../src/store/index.ts";

export interface FactionInfo {
  id: string;
  box: string;
  playable: boolean;
}

export interface BoxInfo {
  id: string;
  factions: FactionInfo[];
  /** A faction of the box and every base of its playable factions are implemented: only such boxes can be enabled. */
  playable: boolean;
}

/** A two-player game needs two factions per player (DRAFT-1). */
export const MIN_FACTIONS_FOR_A_GAME = 4;

/** `hasBase` says which bases are implemented (the engine's registry; a test may narrow it). */
export function knownBoxes(hasBase: (key: string) => boolean = hasBaseDef): BoxInfo[] {
  const registered = allFactions();
  return CATALOG.map((box) => {
    const listed = box.factions.map((f) => f.id);
    const extra = registered.filter((f) => f.box === box.id && !listed.includes(f.id)).map((f) => f.id);
    const factions = [...listed, ...extra].map((id) => ({
      id,
      box: box.id,
      playable: registered.some((f) => f.id === id),
    }));
    const ready = new Set(factions.filter((f) => f.playable).map((f) => f.id));
    const basesReady = box.bases.filter((b) => ready.has(b.faction)).every((b) => hasBase(`base:${b.id}`));
    return { id: box.id, factions, playable: basesReady && factions.some((f) => f.playable) };
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
