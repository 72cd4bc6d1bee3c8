// The records of past games (issue 25): `/smashup games` (the server's ended games, each opened
// privately on its final board, log and file), `/smashup report` (a player's bug report) and the
// admins' side (`/smashup-admin report`, `/smashup-admin delete-data`). Names arrive escaped.

import type { Area } from "../locale.ts";

export interface PastGamesMessages {
  gamesCommand: { name: string; description: string };
  reportCommand: { name: string; description: string; option: string; optionDescription: string };
  adminReport: { name: string; description: string; option: string; optionDescription: string };
  adminDelete: { name: string; description: string };
  /** The list's title: page n of the server's ended games. */
  listTitle: (page: number) => string;
  /** First line of a listed game: its number on the page, date, channel (a mention), turns. */
  listHead: (n: number, date: string, channel: string, turns: number) => string;
  /** Second line: the players, the winner first with a trophy. */
  listPlayers: (players: string) => string;
  /** One player in that line: name, VP, factions. */
  listPlayer: (name: string, vp: number, factions: string) => string;
  cancelled: string;
  /** A game closed because its channel or thread was deleted (`thread`: which, when known). */
  channelDeleted: (thread: boolean | undefined) => string;
  noGames: string;
  previous: string;
  next: string;
  openPlaceholder: string;
  /** An option of the "open a game" menu. */
  openOption: (date: string, winner: string | null) => string;
  /** The opened game's line under its final scores. */
  opened: (date: string, channel: string, turns: number) => string;
  finalBoard: string;
  log: string;
  gameFile: string;
  /** The game asked for is not one of this server's ended games (deleted, forged button). */
  gameGone: string;
  /** The file is refused to this user. */
  fileRefused: string;
  fileAttached: string;
  /** `/smashup report`: no game in the channel. */
  noGameToReport: string;
  notAPlayer: string;
  reportStored: (id: number, decision: number) => string;
  /** After the reference: the game still runs, the file goes to the admins only. */
  reportWhileRunning: string;
  /** After the reference: the game is over, its file is attached. */
  reportGameOver: string;
  /** The admin's view of a report. */
  reportShown: (id: number, reporter: string, date: string, decision: number, release: string) => string;
  reportGameRuns: string;
  reportGameOverNote: string;
  noReport: (id: number) => string;
  /** `/smashup-admin report` without a number: the latest reports. */
  /** `/smashup-admin report channel:` and `off:`: where the admins are told of each new report. */
  noticeOptions: { channel: string; channelDescription: string; off: string; offDescription: string };
  /** The notice posted in that channel for each report (no file: `/smashup-admin report id:` has it). */
  reportNotice: (id: number, reporter: string, channel: string, decision: number, text: string) => string;
  /** Posted in the channel when an admin chooses it. */
  noticeChannelHello: string;
  noticeChannelSet: (channel: string) => string;
  noticeChannelOff: string;
  /** The bot cannot post in the chosen channel (gone, not a text channel, or no access). */
  noticeChannelUnusable: (channel: string) => string;
  /** Under the list of reports: where new ones are announced, if anywhere. */
  noticeChannelIs: (channel: string) => string;
  noticeChannelNone: string;
  reportsTitle: string;
  reportLine: (id: number, date: string, reporter: string, text: string) => string;
  noReports: string;
  deleteConfirm: (games: number, reports: number) => string;
  deleteButton: string;
  keepButton: string;
  deleteOpenGames: (open: number) => string;
  deleted: (games: number, reports: number) => string;
  kept: string;
  /** Dates: "28 Nov 2026". */
  dateLocale: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const pastGames: Area<PastGamesMessages> = {
  en: {
    gamesCommand: {
      name: "games",
      description: "This server's finished games: scores, boards, logs (only you see it)",
    },
    reportCommand: {
      name: "report",
      description: "Report a problem in this channel's game (a wrong rule, a bug)",
      option: "text",
      optionDescription: "What went wrong, in your words",
    },
    adminReport: {
      name: "report",
      description: "A player's report and its game's file (only you see it)",
      option: "id",
      optionDescription: "The report's number (#12: 12); without it, the latest reports",
    },
    adminDelete: {
      name: "delete-data",
      description: "Delete this server's finished games, reports and settings (asks first)",
    },
    listTitle: (page) => `Finished games — page ${page}`,
    listHead: (n, date, channel, turns) =>
      `**${n}.** ${date} · ${channel} · ${plural(turns, "turn", "turns")}`,
    listPlayers: (players) => players,
    listPlayer: (name, vp, factions) => `${name} ${vp} (${factions})`,
    cancelled: "cancelled",
    channelDeleted: (thread) =>
      thread === true
        ? "cancelled: its thread was deleted"
        : thread === false
          ? "cancelled: its channel was deleted"
          : "cancelled: its channel or thread was deleted",
    noGames: "No game has been finished on this server yet.",
    previous: "Newer",
    next: "Older",
    openPlaceholder: "Open a game…",
    openOption: (date, winner) => (winner ? `${date} — ${winner} won` : `${date} — no winner`),
    opened: (date, channel, turns) => `Played in ${channel} · ${date} · ${plural(turns, "turn", "turns")}`,
    finalBoard: "Final board",
    log: "Log",
    gameFile: "Game file",
    gameGone: "That game is no longer in this server's records.",
    fileRefused:
      "A game's file shows every hidden card: its players get it once the game is over, the server's admins at any time.",
    fileAttached: "The game's file: `npm run -s replay -- <file>` replays it exactly.",
    noGameToReport: "There is no game in this channel to report on.",
    notAPlayer: "Only the players of this channel's game can report on it.",
    reportStored: (id, decision) => `Report **#${id}** stored (at decision ${decision}). Thank you!`,
    reportWhileRunning:
      "The server's admins can read it with its game's file now. You get the file from `/smashup games` once the game is over (it shows hidden cards).",
    reportGameOver: "The game's file is attached.",
    reportShown: (id, reporter, date, decision, release) =>
      `**Report #${id}** by ${reporter} · ${date}\nDecision ${decision} · release ${release}`,
    reportGameRuns: "The game is still running: keep its file to yourself (it shows every hidden card).",
    reportGameOverNote: "The game is over.",
    noReport: (id) => `There is no report #${id} on this server.`,
    noticeOptions: {
      channel: "channel",
      channelDescription: "Tell the admins of each new report in this channel (no game file there)",
      off: "notices-off",
      offDescription: "Stop telling a channel of new reports",
    },
    reportNotice: (id, reporter, channel, decision, text) =>
      `📣 **Report #${id}** by ${reporter} in ${channel} (decision ${decision})\n${text}\nIts game's file: \`/smashup-admin report id:${id}\` (only you see it).`,
    noticeChannelHello: "📣 Players' reports of problems will be announced here (without their game's file).",
    noticeChannelSet: (channel) => `New reports will be announced in ${channel}.`,
    noticeChannelOff: "New reports will no longer be announced in a channel.",
    noticeChannelUnusable: (channel) =>
      `I can't post in ${channel}: choose a text channel where I can see and send messages.`,
    noticeChannelIs: (channel) => `New reports are announced in ${channel}.`,
    noticeChannelNone: "New reports are not announced: `/smashup-admin report channel:` chooses a channel.",
    reportsTitle: "**Latest reports** (`/smashup-admin report id:` shows one with its game's file)",
    reportLine: (id, date, reporter, text) => `**#${id}** ${date} · ${reporter} · ${text}`,
    noReports: "No player has reported a problem on this server.",
    deleteConfirm: (games, reports) =>
      `Delete this server's data: **${plural(games, "finished game", "finished games")}** (with their logs), **${plural(reports, "report", "reports")}** and the server's settings? This cannot be undone.`,
    deleteButton: "Delete it all",
    keepButton: "Keep",
    deleteOpenGames: (open) =>
      `${plural(open, "game is", "games are")} still open on this server: end ${open === 1 ? "it" : "them"} first (\`/smashup-admin end-game\` in ${open === 1 ? "its channel" : "their channels"}).`,
    deleted: (games, reports) =>
      `Deleted: ${plural(games, "game", "games")}, ${plural(reports, "report", "reports")} and the server's settings.`,
    kept: "Nothing was deleted.",
    dateLocale: "en-GB",
  },
  fr: {
    gamesCommand: {
      name: "parties",
      description: "Les parties terminées du serveur : scores, plateaux, historiques (vous seul les voyez)",
    },
    reportCommand: {
      name: "signaler",
      description: "Signaler un problème dans la partie de ce salon (une règle fausse, un bug)",
      option: "texte",
      optionDescription: "Ce qui ne va pas, avec vos mots",
    },
    adminReport: {
      name: "signalement",
      description: "Le signalement d'un joueur et le fichier de sa partie (vous seul le voyez)",
      option: "numéro",
      optionDescription: "Le numéro du signalement (#12 : 12) ; sans lui, les derniers signalements",
    },
    adminDelete: {
      name: "supprimer-données",
      description: "Supprimer les parties terminées, signalements et réglages du serveur (demande d'abord)",
    },
    listTitle: (page) => `Parties terminées — page ${page}`,
    listHead: (n, date, channel, turns) =>
      `**${n}.** ${date} · ${channel} · ${plural(turns, "tour", "tours")}`,
    listPlayers: (players) => players,
    listPlayer: (name, vp, factions) => `${name} ${vp} (${factions})`,
    cancelled: "annulée",
    channelDeleted: (thread) =>
      thread === true
        ? "annulée : son fil a été supprimé"
        : thread === false
          ? "annulée : son salon a été supprimé"
          : "annulée : son salon ou son fil a été supprimé",
    noGames: "Aucune partie n'a encore été terminée sur ce serveur.",
    previous: "Plus récentes",
    next: "Plus anciennes",
    openPlaceholder: "Ouvrir une partie…",
    openOption: (date, winner) => (winner ? `${date} — victoire de ${winner}` : `${date} — sans vainqueur`),
    opened: (date, channel, turns) => `Jouée dans ${channel} · ${date} · ${plural(turns, "tour", "tours")}`,
    finalBoard: "Plateau final",
    log: "Historique",
    gameFile: "Fichier de la partie",
    gameGone: "Cette partie n'est plus dans les archives du serveur.",
    fileRefused:
      "Le fichier d'une partie montre toutes les cartes cachées : ses joueurs le reçoivent une fois la partie finie, les admins du serveur à tout moment.",
    fileAttached: "Le fichier de la partie : `npm run -s replay -- <fichier>` la rejoue à l'identique.",
    noGameToReport: "Il n'y a pas de partie dans ce salon à signaler.",
    notAPlayer: "Seuls les joueurs de la partie de ce salon peuvent la signaler.",
    reportStored: (id, decision) => `Signalement **#${id}** enregistré (à la décision ${decision}). Merci !`,
    reportWhileRunning:
      "Les admins du serveur peuvent le lire dès maintenant avec le fichier de la partie. Vous recevrez ce fichier avec `/smashup parties` une fois la partie finie (il montre les cartes cachées).",
    reportGameOver: "Le fichier de la partie est joint.",
    reportShown: (id, reporter, date, decision, release) =>
      `**Signalement #${id}** de ${reporter} · ${date}\nDécision ${decision} · version ${release}`,
    reportGameRuns:
      "La partie est en cours : gardez son fichier pour vous (il montre toutes les cartes cachées).",
    reportGameOverNote: "La partie est terminée.",
    noReport: (id) => `Il n'y a pas de signalement #${id} sur ce serveur.`,
    noticeOptions: {
      channel: "salon",
      channelDescription:
        "Prévenir les admins de chaque nouveau signalement dans ce salon (sans fichier de partie)",
      off: "sans-avis",
      offDescription: "Ne plus prévenir un salon des nouveaux signalements",
    },
    reportNotice: (id, reporter, channel, decision, text) =>
      `📣 **Signalement #${id}** de ${reporter} dans ${channel} (décision ${decision})\n${text}\nLe fichier de sa partie : \`/smashup-admin signalement numéro:${id}\` (vous seul le voyez).`,
    noticeChannelHello:
      "📣 Les signalements de problèmes des joueurs seront annoncés ici (sans le fichier de leur partie).",
    noticeChannelSet: (channel) => `Les nouveaux signalements seront annoncés dans ${channel}.`,
    noticeChannelOff: "Les nouveaux signalements ne seront plus annoncés dans un salon.",
    noticeChannelUnusable: (channel) =>
      `Je ne peux pas écrire dans ${channel} : choisissez un salon textuel où je peux voir et envoyer des messages.`,
    noticeChannelIs: (channel) => `Les nouveaux signalements sont annoncés dans ${channel}.`,
    noticeChannelNone:
      "Les nouveaux signalements ne sont pas annoncés : `/smashup-admin signalement salon:` choisit un salon.",
    reportsTitle:
      "**Derniers signalements** (`/smashup-admin signalement numéro:` en montre un avec le fichier de sa partie)",
    reportLine: (id, date, reporter, text) => `**#${id}** ${date} · ${reporter} · ${text}`,
    noReports: "Aucun joueur n'a signalé de problème sur ce serveur.",
    deleteConfirm: (games, reports) =>
      `Supprimer les données du serveur : **${plural(games, "partie terminée", "parties terminées")}** (avec leurs historiques), **${plural(reports, "signalement", "signalements")}** et les réglages du serveur ? C'est définitif.`,
    deleteButton: "Tout supprimer",
    keepButton: "Garder",
    deleteOpenGames: (open) =>
      `${plural(open, "partie est encore ouverte", "parties sont encore ouvertes")} sur ce serveur : terminez-${open === 1 ? "la" : "les"} d'abord (\`/smashup-admin fin-de-partie\` dans ${open === 1 ? "son salon" : "leurs salons"}).`,
    deleted: (games, reports) =>
      `Supprimé : ${plural(games, "partie", "parties")}, ${plural(reports, "signalement", "signalements")} et les réglages du serveur.`,
    kept: "Rien n'a été supprimé.",
    dateLocale: "fr-FR",
  },
};
