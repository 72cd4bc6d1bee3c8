// Tables shared by the allowance tests (OPEN-17): positions where two extras of different
// restrictions pay for the same turn's minions.

import "../../cards/index.ts";
import { table } from "../harness/table.ts";

/** Bases that grant nothing and restrict no play. */
export const QUIET_BASES = [{ id: "jungle-oasis" }, { id: "the-grey-opal" }, { id: "tar-pits" }];

/**
 * Seat 0's turn with Zapbot (its extra: a minion of power 2 or less) and Outbreak (an extra minion
 * on a base where you have none) in hand, two power-1 Microbots (m1, m2) and a Warbot (war).
 */
export function zapbotAndOutbreak() {
  return table({
    players: [
      {
        factions: ["zombies", "robots"],
        hand: [
          { card: "robots:zapbot", as: "zap" },
          { card: "zombies:outbreak", as: "ob" },
          { card: "robots:microbot-archive", as: "m1" },
          { card: "robots:microbot-alpha", as: "m2" },
          { card: "robots:warbot", as: "war" },
        ],
      },
      { factions: ["aliens", "dinosaurs"] },
    ],
    bases: QUIET_BASES,
  });
}
