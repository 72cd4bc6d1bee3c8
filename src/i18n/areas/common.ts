// Words shared by several screens.

import type { Area } from "../locale.ts";

export interface CommonMessages {
  yes: string;
  no: string;
  pass: string;
  player: (n: number) => string;
  /** A player whose display name another player of the game also has: told apart by seat. */
  sameName: (name: string, seat: number) => string;
}

export const common: Area<CommonMessages> = {
  en: {
    yes: "Yes",
    no: "No",
    pass: "Pass",
    player: (n) => `Player ${n}`,
    sameName: (name, seat) => `${name} (seat ${seat})`,
  },
  fr: {
    yes: "Oui",
    no: "Non",
    pass: "Passer",
    player: (n) => `Joueur ${n}`,
    sameName: (name, seat) => `${name} (place ${seat})`,
  },
};
