// Playing in a channel: the bot's own answers (router failures, refused clicks), the replies of
// the /smashup game commands, their names and descriptions as Discord shows them, and the public
// notices the announcer adds to the board (turns, kick votes). Links and mentions arrive ready.

import type { Area } from "../locale.ts";

export type Permission = "viewChannel" | "sendMessages" | "embedLinks" | "readMessageHistory";

/** Name and description of a subcommand or option, for Discord's command list. */
export interface Described {
  name: string;
  description: string;
}

export interface PlayMessages {
  router: {
    failure: string;
    unknownCommand: string;
    staleComponent: string;
    shuttingDown: string;
    databaseRestarting: string;
  };
  /** A custom_id the bot did not make for this game and channel. */
  invalidButton: string;
  noGame: (newCommand: string) => string;
  notWaitingForYou: string;
  missingPermissions: (list: string) => string;
  permissions: Record<Permission, string>;
  lobbyOpened: (link: string) => string;
  lobbyNotPosted: (boardCommand: string) => string;
  busyChannel: (link: string) => string;
  /** The channel's game message could not be found among its latest messages. */
  busyChannelFar: (boardCommand: string) => string;
  boardPosted: (link: string) => string;
  boardNotPosted: string;
  unknownBox: (typed: string) => string;
  notPlayPrompt: string;
  unknownCard: (typed: string) => string;
  chooseTarget: (card: string) => string;
  unknownTarget: (typed: string, card: string) => string;
  noAbility: string;
  unknownAbility: (typed: string) => string;
  cannotEndTurn: string;
  autoPassOn: string;
  autoPassOff: string;
  concedeConfirm: string;
  concedeButton: string;
  conceded: string;
  kickVoted: (target: string) => string;
  kickVoteButton: (target: string) => string;
  on: string;
  off: string;
  commands: {
    new: Described;
    board: Described;
    hand: Described;
    play: Described;
    talent: Described;
    endTurn: Described;
    concede: Described;
    ai: Described;
    kick: Described;
    autopass: Described;
    discard: Described;
  };
  options: {
    boxes: Described;
    selection: Described;
    vp: Described;
    timer: Described;
    hiddenTiming: Described;
    pictures: Described;
    card: Described;
    base: Described;
    ability: Described;
    player: Described;
    state: Described;
    pileOf: Described;
  };
}

export const play: Area<PlayMessages> = {
  en: {
    router: {
      failure: "Something went wrong on our side (it has been logged). Please try again.",
      unknownCommand: "This command is not available any more.",
      staleComponent: "This button or menu is no longer active.",
      shuttingDown: "The bot is restarting. Please try again in a few seconds.",
      databaseRestarting: "The database is restarting. Please try again in a moment: nothing saved is lost.",
    },
    invalidButton: "This button is not valid for a game in this channel. Nothing was changed.",
    noGame: (newCommand) => `There is no game in this channel. Start one with ${newCommand}.`,
    notWaitingForYou: "The game is not waiting for you right now.",
    missingPermissions: (list) =>
      `I can't run a game in this channel: I need these permissions here: ${list}.`,
    permissions: {
      viewChannel: "View Channel",
      sendMessages: "Send Messages",
      embedLinks: "Embed Links",
      readMessageHistory: "Read Message History",
    },
    lobbyOpened: (link) =>
      `Your game is open: ${link}. Players join with its Join button; press Start when everyone is in.`,
    lobbyNotPosted: (boardCommand) =>
      `Your game is open, but I could not post its message here. Check my permissions, then use ${boardCommand}.`,
    busyChannel: (link) =>
      `This channel already has a game: ${link}. Finish it, or start one in another channel.`,
    busyChannelFar: (boardCommand) =>
      `This channel already has a game (${boardCommand} shows it again). Finish it, or start one in another channel.`,
    boardPosted: (link) => `The board is at the bottom of the channel again: ${link}`,
    boardNotPosted:
      "I could not post the board in this channel. Check that I may view the channel, send messages, embed links and read its history.",
    unknownBox: (typed) => `"${typed}" is not a box this server offers.`,
    notPlayPrompt:
      "You can't play a card right now: the game is waiting for another choice from you. Open your hand to make it.",
    unknownCard: (typed) => `"${typed}" is not a card you can play right now.`,
    chooseTarget: (card) => `Choose where to play ${card} with the base option.`,
    unknownTarget: (typed, card) => `"${typed}" is not a place where ${card} can be played right now.`,
    noAbility: "You have no talent or ability to use right now.",
    unknownAbility: (typed) => `"${typed}" is not an ability you can use right now.`,
    cannotEndTurn: "You can only end your turn while you are playing cards on your turn.",
    autoPassOn: "From now on you pass automatically in Special windows when you can't respond.",
    autoPassOff: "You will be asked in every Special window again.",
    concedeConfirm: "Concede this game? Your cards leave the game and you can't come back.",
    concedeButton: "Concede",
    conceded: "You have left the game.",
    kickVoted: (target) => `Your vote to remove ${target} is counted.`,
    kickVoteButton: (target) => `Vote to remove ${target}`,
    on: "on",
    off: "off",
    commands: {
      new: { name: "new", description: "Open a game of Smash Up in this channel" },
      board: { name: "board", description: "Show the game's board again at the bottom of the channel" },
      hand: { name: "hand", description: "Open your hand and what you can do now (only you see it)" },
      play: { name: "play", description: "Play a card from your hand" },
      talent: { name: "talent", description: "Use a talent or an ability of one of your cards" },
      endTurn: { name: "end-turn", description: "Stop playing cards and end your turn" },
      concede: { name: "concede", description: "Leave the game (asks for confirmation)" },
      ai: { name: "ai", description: "AI players: the host adds them; take your seat back from one" },
      kick: { name: "kick", description: "Vote to remove a player who is away" },
      autopass: {
        name: "autopass",
        description: "Pass automatically in Special windows when you can't respond",
      },
      discard: { name: "discard", description: "Look through the discard piles (only you see the answer)" },
    },
    options: {
      boxes: { name: "boxes", description: "Boxes to play with, separated by commas (default: all enabled)" },
      selection: { name: "selection", description: "How players get their factions" },
      vp: { name: "vp", description: "Victory points needed to win (default 15)" },
      timer: { name: "timer", description: "Hours a player has to act before the bot plays safe for them" },
      hiddenTiming: {
        name: "hidden-timing",
        description: "Ask every player in every Special window, so nobody learns who could respond",
      },
      pictures: { name: "pictures", description: "Show the board as a picture too (default: the server's)" },
      card: { name: "card", description: "The card to play" },
      base: { name: "base", description: "Where to play it: a base, or a minion for some actions" },
      ability: { name: "card", description: "The card whose talent or ability to use" },
      player: { name: "player", description: "The player to remove" },
      state: { name: "state", description: "On or off" },
      pileOf: { name: "player", description: "Whose discard pile (default: everyone's)" },
    },
  },
  fr: {
    router: {
      failure: "Un problème est survenu de notre côté (il a été enregistré). Veuillez réessayer.",
      unknownCommand: "Cette commande n'est plus disponible.",
      staleComponent: "Ce bouton ou ce menu n'est plus actif.",
      shuttingDown: "Le bot redémarre. Réessayez dans quelques secondes.",
      databaseRestarting:
        "La base de données redémarre. Réessayez dans un instant : rien de ce qui est enregistré n'est perdu.",
    },
    invalidButton: "Ce bouton n'est valable pour aucune partie de ce salon. Rien n'a changé.",
    noGame: (newCommand) => `Il n'y a pas de partie dans ce salon. Lancez-en une avec ${newCommand}.`,
    notWaitingForYou: "La partie ne vous attend pas en ce moment.",
    missingPermissions: (list) =>
      `Je ne peux pas mener de partie dans ce salon : il me faut ici ces permissions : ${list}.`,
    permissions: {
      viewChannel: "Voir le salon",
      sendMessages: "Envoyer des messages",
      embedLinks: "Intégrer des liens",
      readMessageHistory: "Voir les anciens messages",
    },
    lobbyOpened: (link) =>
      `Votre partie est ouverte : ${link}. Les joueurs la rejoignent avec son bouton Rejoindre ; lancez-la quand tout le monde est là.`,
    lobbyNotPosted: (boardCommand) =>
      `Votre partie est ouverte, mais je n'ai pas pu publier son message ici. Vérifiez mes permissions, puis utilisez ${boardCommand}.`,
    busyChannel: (link) =>
      `Ce salon a déjà une partie : ${link}. Terminez-la, ou lancez-en une dans un autre salon.`,
    busyChannelFar: (boardCommand) =>
      `Ce salon a déjà une partie (${boardCommand} l'affiche de nouveau). Terminez-la, ou lancez-en une dans un autre salon.`,
    boardPosted: (link) => `Le plateau est de nouveau en bas du salon : ${link}`,
    boardNotPosted:
      "Je n'ai pas pu publier le plateau dans ce salon. Vérifiez que je peux voir le salon, y envoyer des messages, intégrer des liens et lire son historique.",
    unknownBox: (typed) => `« ${typed} » n'est pas une boîte proposée sur ce serveur.`,
    notPlayPrompt:
      "Vous ne pouvez pas jouer de carte maintenant : la partie attend un autre choix de votre part. Ouvrez votre main pour le faire.",
    unknownCard: (typed) => `« ${typed} » n'est pas une carte que vous pouvez jouer maintenant.`,
    chooseTarget: (card) => `Choisissez où jouer ${card} avec l'option base.`,
    unknownTarget: (typed, card) => `« ${typed} » n'est pas un endroit où jouer ${card} maintenant.`,
    noAbility: "Vous n'avez pas de talent ni de capacité à utiliser maintenant.",
    unknownAbility: (typed) => `« ${typed} » n'est pas une capacité que vous pouvez utiliser maintenant.`,
    cannotEndTurn: "Vous ne pouvez finir votre tour que pendant que vous jouez des cartes, à votre tour.",
    autoPassOn:
      "Désormais, vous passez automatiquement dans les fenêtres de Spéciales quand vous ne pouvez pas répondre.",
    autoPassOff: "Vous serez de nouveau sollicité dans chaque fenêtre de Spéciales.",
    concedeConfirm: "Abandonner cette partie ? Vos cartes quittent la partie et vous ne pourrez pas revenir.",
    concedeButton: "Abandonner",
    conceded: "Vous avez quitté la partie.",
    kickVoted: (target) => `Votre vote pour exclure ${target} est compté.`,
    kickVoteButton: (target) => `Voter pour exclure ${target}`,
    on: "activé",
    off: "désactivé",
    commands: {
      new: { name: "nouvelle", description: "Ouvrir une partie de Smash Up dans ce salon" },
      board: { name: "plateau", description: "Afficher de nouveau le plateau de la partie en bas du salon" },
      hand: {
        name: "main",
        description: "Ouvrir votre main et ce que vous pouvez faire (vous seul la voyez)",
      },
      play: { name: "jouer", description: "Jouer une carte de votre main" },
      talent: { name: "talent", description: "Utiliser un talent ou une capacité d'une de vos cartes" },
      endTurn: { name: "fin-du-tour", description: "Arrêter de jouer des cartes et finir votre tour" },
      concede: { name: "abandonner", description: "Quitter la partie (demande confirmation)" },
      ai: { name: "ia", description: "Joueurs IA : l'hôte en ajoute ; reprendre sa place à une IA" },
      kick: { name: "exclure", description: "Voter pour exclure un joueur absent" },
      autopass: {
        name: "passe-auto",
        description:
          "Passer automatiquement dans les fenêtres de Spéciales quand vous ne pouvez pas répondre",
      },
      discard: { name: "défausse", description: "Consulter les défausses (vous seul voyez la réponse)" },
    },
    options: {
      boxes: {
        name: "boîtes",
        description: "Boîtes utilisées, séparées par des virgules (par défaut : toutes celles activées)",
      },
      selection: { name: "sélection", description: "Comment les joueurs obtiennent leurs factions" },
      vp: { name: "pv", description: "Points de victoire pour gagner (15 par défaut)" },
      timer: {
        name: "minuteur",
        description: "Heures qu'a un joueur pour agir avant que le bot joue prudemment à sa place",
      },
      hiddenTiming: {
        name: "timing-caché",
        description: "Solliciter chaque joueur dans chaque fenêtre de Spéciales, pour ne rien révéler",
      },
      pictures: {
        name: "images",
        description: "Montrer aussi le plateau en image (par défaut : le choix du serveur)",
      },
      card: { name: "carte", description: "La carte à jouer" },
      base: { name: "base", description: "Où la jouer : une base, ou une créature pour certaines actions" },
      ability: { name: "carte", description: "La carte dont utiliser le talent ou la capacité" },
      player: { name: "joueur", description: "Le joueur à exclure" },
      state: { name: "état", description: "Activé ou désactivé" },
      pileOf: { name: "joueur", description: "La défausse de qui (par défaut : de tout le monde)" },
    },
  },
};
