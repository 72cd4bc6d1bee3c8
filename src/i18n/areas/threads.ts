// Games in threads (issue 26): the `thread` option of /smashup new and of the admin defaults, the
// thread's name, and the answers when the bot may not open one.

import type { ThreadPermission } from "../../discord/threads.ts";
import type { Area } from "../locale.ts";

export interface ThreadMessages {
  option: { name: string; description: string };
  adminOption: string;
  /** The thread's name (at most 100 characters; cut by the bot). */
  threadName: (host: string) => string;
  missingPermissions: (list: string) => string;
  permissions: Record<ThreadPermission, string>;
  notOpened: string;
  /** Under "this channel already has a game", in a channel. */
  busyHint: string;
  lobbyOpened: (thread: string, link: string) => string;
  /** The admin panel's line. */
  field: string;
  value: (on: boolean) => string;
}

export const threads: Area<ThreadMessages> = {
  en: {
    option: {
      name: "thread",
      description: "Open the game in a new thread of this channel (default: the server's)",
    },
    adminOption: "Open each new game in its own thread of the channel (the host can still choose)",
    threadName: (host) => `Smash Up — ${host}`,
    missingPermissions: (list) =>
      `I can't open a thread for the game here: I need these permissions in this channel: ${list}. You can also start it without a thread (thread: False).`,
    permissions: {
      createPublicThreads: "Create Public Threads",
      sendMessagesInThreads: "Send Messages in Threads",
    },
    notOpened:
      "I could not open a thread for the game here. Check my permissions (Create Public Threads, Send Messages in Threads), or start it without a thread.",
    busyHint: "Or open another one in a thread of this channel: `/smashup new thread: True`.",
    lobbyOpened: (thread, link) =>
      `Your game is open in its own thread ${thread}: ${link}. Players join with its Join button; press Start when everyone is in.`,
    field: "Game threads",
    value: (on) =>
      on
        ? "On: each new game opens in its own thread (`thread: False` to turn it off)"
        : "Off: games are played in the channel itself (`thread: True` for a thread each)",
  },
  fr: {
    option: {
      name: "fil",
      description: "Ouvrir la partie dans un nouveau fil de ce salon (par défaut : le choix du serveur)",
    },
    adminOption: "Ouvrir chaque nouvelle partie dans son propre fil du salon (l'hôte peut encore choisir)",
    threadName: (host) => `Smash Up — ${host}`,
    missingPermissions: (list) =>
      `Je ne peux pas ouvrir de fil pour la partie ici : il me faut dans ce salon ces permissions : ${list}. Vous pouvez aussi la lancer sans fil (fil : False).`,
    permissions: {
      createPublicThreads: "Créer des fils publics",
      sendMessagesInThreads: "Envoyer des messages dans les fils",
    },
    notOpened:
      "Je n'ai pas pu ouvrir de fil pour la partie ici. Vérifiez mes permissions (Créer des fils publics, Envoyer des messages dans les fils), ou lancez-la sans fil.",
    busyHint: "Ou ouvrez-en une autre dans un fil de ce salon : `/smashup nouvelle fil: True`.",
    lobbyOpened: (thread, link) =>
      `Votre partie est ouverte dans son propre fil ${thread} : ${link}. Les joueurs la rejoignent avec son bouton Rejoindre ; lancez-la quand tout le monde est là.`,
    field: "Fils de partie",
    value: (on) =>
      on
        ? "Activé : chaque nouvelle partie s'ouvre dans son propre fil (`fil : False` pour l'enlever)"
        : "Désactivé : les parties se jouent dans le salon même (`fil : True` pour un fil chacune)",
  },
};
