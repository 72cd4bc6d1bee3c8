// The lobby message: seats, options and the buttons to join and start.

import type { BaseDeck } from "../../store/guild-settings.ts";
import type { Area } from "../locale.ts";

type Mode = "draft" | "free" | "random";

export interface LobbyMessages {
  title: string;
  host: (name: string) => string;
  seatsTitle: (n: number, max: number) => string;
  hostMark: string;
  freeSeat: string;
  optionsTitle: string;
  boxes: (list: string) => string;
  /** Which bases the game will use (SETUP-5; set by the server's admins). */
  baseDeck: Record<BaseDeck, string>;
  mode: (mode: string) => string;
  modes: Record<Mode, string>;
  modeHelp: Record<Mode, string>;
  vpTarget: (n: number) => string;
  timer: (hours: number) => string;
  hiddenTiming: (on: boolean) => string;
  hiddenTimingHelp: string;
  pictures: (on: boolean) => string;
  needPlayers: (min: number) => string;
  hostHint: string;
  join: string;
  leave: string;
  start: string;
  cancel: string;
  hiddenToggle: (on: boolean) => string;
  boxesPlaceholder: string;
  modePlaceholder: string;
  vpPlaceholder: string;
  timerPlaceholder: string;
  vpOption: (n: number) => string;
  timerOption: (hours: number) => string;
  cancelled: string;
  started: string;
}

export const lobby: Area<LobbyMessages> = {
  en: {
    title: "Smash Up — new game",
    host: (name) => `Host: ${name}`,
    seatsTitle: (n, max) => `Players (${n}/${max})`,
    hostMark: "host",
    freeSeat: "free seat",
    optionsTitle: "Options",
    boxes: (list) => `Boxes: ${list}`,
    baseDeck: {
      factions: "Bases: those of the boxes of the factions chosen",
      boxes: "Bases: every base of these boxes",
    },
    mode: (mode) => `Faction selection: ${mode}`,
    modes: { draft: "draft", free: "free pick", random: "random" },
    modeHelp: {
      draft: "Snake draft, as in the rulebook",
      free: "Everyone picks their two factions",
      random: "Two random factions each",
    },
    vpTarget: (n) => `Victory at ${n} VP`,
    timer: (hours) => (hours === 0 ? "Turn timer: none" : `Turn timer: ${hours} h`),
    hiddenTiming: (on) => `Hidden timing: ${on ? "on" : "off"}`,
    hiddenTimingHelp: "With hidden timing, every player is asked in every Special window.",
    pictures: (on) => `Board picture: ${on ? "on" : "off"}`,
    needPlayers: (min) => `At least ${min} players are needed to start.`,
    hostHint: "The host sets the options below and starts the game.",
    join: "Join",
    leave: "Leave",
    start: "Start",
    cancel: "Cancel",
    hiddenToggle: (on) => `Hidden timing: ${on ? "on" : "off"}`,
    boxesPlaceholder: "Boxes to play with",
    modePlaceholder: "Faction selection",
    vpPlaceholder: "Victory points to win",
    timerPlaceholder: "Turn timer",
    vpOption: (n) => `${n} VP`,
    timerOption: (hours) => (hours === 0 ? "No turn timer" : `${hours} hours per turn`),
    cancelled: "This game was cancelled.",
    started: "The game has started.",
  },
  fr: {
    title: "Smash Up — nouvelle partie",
    host: (name) => `Hôte : ${name}`,
    seatsTitle: (n, max) => `Joueurs (${n}/${max})`,
    hostMark: "hôte",
    freeSeat: "place libre",
    optionsTitle: "Options",
    boxes: (list) => `Boîtes : ${list}`,
    baseDeck: {
      factions: "Bases : celles des boîtes des factions choisies",
      boxes: "Bases : toutes celles de ces boîtes",
    },
    mode: (mode) => `Choix des factions : ${mode}`,
    modes: { draft: "draft", free: "choix libre", random: "aléatoire" },
    modeHelp: {
      draft: "Draft en serpent, comme dans la règle",
      free: "Chacun choisit ses deux factions",
      random: "Deux factions au hasard pour chacun",
    },
    vpTarget: (n) => `Victoire à ${n} PV`,
    timer: (hours) => (hours === 0 ? "Minuteur de tour : aucun" : `Minuteur de tour : ${hours} h`),
    hiddenTiming: (on) => `Timing caché : ${on ? "oui" : "non"}`,
    hiddenTimingHelp: "Avec le timing caché, chaque joueur est sollicité à chaque fenêtre de Spéciales.",
    pictures: (on) => `Plateau en image : ${on ? "oui" : "non"}`,
    needPlayers: (min) => `Il faut au moins ${min} joueurs pour commencer.`,
    hostHint: "L'hôte règle les options ci-dessous et lance la partie.",
    join: "Rejoindre",
    leave: "Quitter",
    start: "Commencer",
    cancel: "Annuler",
    hiddenToggle: (on) => `Timing caché : ${on ? "oui" : "non"}`,
    boxesPlaceholder: "Boîtes utilisées",
    modePlaceholder: "Choix des factions",
    vpPlaceholder: "Points de victoire pour gagner",
    timerPlaceholder: "Minuteur de tour",
    vpOption: (n) => `${n} PV`,
    timerOption: (hours) => (hours === 0 ? "Pas de minuteur" : `${hours} heures par tour`),
    cancelled: "Cette partie a été annulée.",
    started: "La partie a commencé.",
  },
};
