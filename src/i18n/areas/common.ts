// Words shared by several screens.

import type { Area } from "../locale.ts";

export interface CommonMessages {
  yes: string;
  no: string;
  pass: string;
  player: (n: number) => string;
}

export const common: Area<CommonMessages> = {
  en: {
    yes: "Yes",
    no: "No",
    pass: "Pass",
    player: (n) => `Player ${n}`,
  },
  fr: {
    yes: "Oui",
    no: "Non",
    pass: "Passer",
    player: (n) => `Joueur ${n}`,
  },
};
