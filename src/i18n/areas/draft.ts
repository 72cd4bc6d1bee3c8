// Faction selection: the public draft message and the private pick.

import type { Area } from "../locale.ts";

export interface DraftMessages {
  title: string;
  order: (list: string) => string;
  yourPick: (mention: string) => string;
  freePick: (mentions: string) => string;
  picksTitle: string;
  noPick: string;
  leftTitle: (n: number) => string;
  pickButton: string;
  pickTitle: (n: number) => string;
  pickPlaceholder: (box: string) => string;
  nextPage: (page: number, pages: number) => string;
  nothingToPick: string;
  complete: string;
  more: (n: number) => string;
}

export const draft: Area<DraftMessages> = {
  en: {
    title: "Smash Up — faction selection",
    order: (list) => `Pick order: ${list}`,
    yourPick: (mention) => `${mention}, your pick!`,
    freePick: (mentions) => `${mentions}: choose your two factions.`,
    picksTitle: "Picks",
    noPick: "nothing yet",
    leftTitle: (n) => `Factions left (${n})`,
    pickButton: "Pick my faction",
    pickTitle: (n) => `Choose your faction (${n}/2)`,
    pickPlaceholder: (box) => `${box}: choose a faction`,
    nextPage: (page, pages) => `More factions ${page}/${pages} ▸`,
    nothingToPick: "You have no faction to pick right now.",
    complete: "Every player has two factions. The game begins!",
    more: (n) => `… and ${n} more`,
  },
  fr: {
    title: "Smash Up — choix des factions",
    order: (list) => `Ordre de choix : ${list}`,
    yourPick: (mention) => `${mention}, à vous de choisir !`,
    freePick: (mentions) => `${mentions} : choisissez vos deux factions.`,
    picksTitle: "Choix",
    noPick: "rien pour l'instant",
    leftTitle: (n) => `Factions restantes (${n})`,
    pickButton: "Choisir ma faction",
    pickTitle: (n) => `Choisissez votre faction (${n}/2)`,
    pickPlaceholder: (box) => `${box} : choisissez une faction`,
    nextPage: (page, pages) => `Autres factions ${page}/${pages} ▸`,
    nothingToPick: "Vous n'avez pas de faction à choisir pour l'instant.",
    complete: "Chaque joueur a ses deux factions. La partie commence !",
    more: (n) => `… et ${n} de plus`,
  },
};
