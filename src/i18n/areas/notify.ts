// Notices where you are (issue 26): `/smashup notify` (channel pings or direct messages, and "tell me
// when the player before me starts"), the direct messages themselves, the note when Discord refused
// one, and `/smashup games mine:` (the server's games waiting for you). Names arrive escaped.

import type { Area } from "../locale.ts";

export interface NotifyMessages {
  command: {
    name: string;
    description: string;
    how: string;
    howDescription: string;
    channel: string;
    dm: string;
    before: string;
    beforeDescription: string;
  };
  /** The settings after the command, one short line each. */
  nowChannel: string;
  nowDm: string;
  beforeOn: string;
  beforeOff: string;
  /** Under the settings while DMs are off because Discord refused one. */
  refusedOn: (date: string) => string;
  /** A DM sent to check, when the player turns DMs on. */
  dmTest: string;
  /** DMs turned on but Discord refused the check: they stay off. */
  dmRefusedNow: string;
  /** DM: your turn starts (turn n) in a channel of a server; the link opens the board. */
  dmTurn: (turn: number, where: string) => string;
  /** DM: a choice waits for you. */
  dmChoice: (where: string) => string;
  /** DM: your faction pick waits. */
  dmPick: (where: string) => string;
  /** DM: the player before you started their turn (you play next). */
  dmBefore: (name: string, where: string) => string;
  /** "#channel (Server)". */
  where: (channel: string, server: string) => string;
  openGame: string;
  /** Channel: the player seated after the active one asked to hear it (a ping). */
  upNext: (mention: string) => string;
  /** Channel, on the ping of a player whose DM Discord refused. */
  refusedNote: string;
  mine: {
    option: string;
    optionDescription: string;
    title: string;
    none: string;
    /** One game: its channel, what waits, since when (a Discord timestamp), the link. */
    line: (n: number, channel: string, what: string, since: string, link: string) => string;
    yourTurn: (turn: number) => string;
    choice: string;
    pick: string;
    board: string;
  };
}

export const notify: Area<NotifyMessages> = {
  en: {
    command: {
      name: "notify",
      description: "Where you hear that a game waits for you: pings here or direct messages",
      how: "how",
      howDescription: "Pings in the game's channel (default) or direct messages",
      channel: "Pings in the game's channel",
      dm: "Direct messages",
      before: "before-me",
      beforeDescription: "Also tell me when the player before me starts their turn",
    },
    nowChannel: "🔔 Your notices: **pings in the game's channel**.",
    nowDm: "✉️ Your notices: **direct messages** (your turn, a choice waiting for you).",
    beforeOn: "⏭️ You hear when the player before you starts their turn.",
    beforeOff: "⏭️ Not told when the player before you starts (`before-me:` to change).",
    refusedOn: (date) => `⚠️ Discord refused me a direct message to you on ${date}: DMs were turned off.`,
    dmTest: "✉️ Smash Up: your notices come here from now on.",
    dmRefusedNow:
      "⚠️ Discord refused my direct message (your DMs are closed to me): you keep pings in the channel.",
    dmTurn: (turn, where) => `🎲 **Your turn** (turn ${turn}) in ${where}.`,
    dmChoice: (where) => `❓ **A choice waits for you** in ${where}.`,
    dmPick: (where) => `🃏 **Your faction pick** waits in ${where}.`,
    dmBefore: (name, where) => `⏭️ ${name} started their turn in ${where}: **you play next**.`,
    where: (channel, server) => `${channel} (${server})`,
    openGame: "Open the game",
    upNext: (mention) => `⏭️ ${mention} you play next.`,
    refusedNote:
      "⚠️ Discord refused my direct message to you: back to pings here. `/smashup notify` to change.",
    mine: {
      option: "mine",
      optionDescription: "Only the games waiting for you, oldest wait first",
      title: "⏳ Games waiting for you",
      none: "No game of this server waits for you.",
      line: (n, channel, what, since, link) => `${n}. ${channel} · ${what} · ${since} · ${link}`,
      yourTurn: (turn) => `your turn (turn ${turn})`,
      choice: "a choice",
      pick: "your faction pick",
      board: "board",
    },
  },
  fr: {
    command: {
      name: "notifications",
      description: "Où vous apprenez qu'une partie vous attend : mentions ici ou messages privés",
      how: "comment",
      howDescription: "Mentions dans le salon de la partie (par défaut) ou messages privés",
      channel: "Mentions dans le salon de la partie",
      dm: "Messages privés",
      before: "avant-moi",
      beforeDescription: "Me prévenir aussi quand le joueur avant moi commence son tour",
    },
    nowChannel: "🔔 Vos notifications : **mentions dans le salon de la partie**.",
    nowDm: "✉️ Vos notifications : **messages privés** (votre tour, un choix qui vous attend).",
    beforeOn: "⏭️ Vous êtes prévenu quand le joueur avant vous commence son tour.",
    beforeOff: "⏭️ Pas prévenu quand le joueur avant vous commence (`avant-moi:` pour changer).",
    refusedOn: (date) =>
      `⚠️ Discord m'a refusé un message privé pour vous le ${date} : les MP ont été coupés.`,
    dmTest: "✉️ Smash Up : vos notifications arrivent ici désormais.",
    dmRefusedNow:
      "⚠️ Discord a refusé mon message privé (vos MP me sont fermés) : vous gardez les mentions dans le salon.",
    dmTurn: (turn, where) => `🎲 **À vous de jouer** (tour ${turn}) dans ${where}.`,
    dmChoice: (where) => `❓ **Un choix vous attend** dans ${where}.`,
    dmPick: (where) => `🃏 **Votre choix de factions** vous attend dans ${where}.`,
    dmBefore: (name, where) => `⏭️ ${name} a commencé son tour dans ${where} : **vous jouez ensuite**.`,
    where: (channel, server) => `${channel} (${server})`,
    openGame: "Ouvrir la partie",
    upNext: (mention) => `⏭️ ${mention} vous jouez ensuite.`,
    refusedNote:
      "⚠️ Discord a refusé mon message privé : retour aux mentions ici. `/smashup notifications` pour changer.",
    mine: {
      option: "les-miennes",
      optionDescription: "Seulement les parties qui vous attendent, la plus ancienne attente d'abord",
      title: "⏳ Parties qui vous attendent",
      none: "Aucune partie de ce serveur ne vous attend.",
      line: (n, channel, what, since, link) => `${n}. ${channel} · ${what} · ${since} · ${link}`,
      yourTurn: (turn) => `votre tour (tour ${turn})`,
      choice: "un choix",
      pick: "votre choix de factions",
      board: "plateau",
    },
  },
};
