// `/smashup-admin`: the server's boxes, banned factions and default game options, and ending a
// stuck game. Everything here is shown to the admin privately, except the public note of an
// ended game (in the game's language).

import type { BaseDeck } from "../../store/guild-settings.ts";
import type { Area } from "../locale.ts";

type SelectionMode = "draft" | "free" | "random";

export interface AdminMessages {
  /** Of the top-level /smashup-admin command. */
  commandDescription: string;
  descriptions: {
    boxes: string;
    ban: string;
    unban: string;
    defaults: string;
    endGame: string;
    factionOption: string;
    vpTargetOption: string;
    turnTimerOption: string;
    selectionOption: string;
    hiddenTimingOption: string;
    picturesOption: string;
    languageOption: string;
  };
  /** Choice labels of the slash options (Discord shows them as typed). */
  choices: {
    timerNone: string;
    hours: (hours: number) => string;
    selection: Record<SelectionMode, string>;
  };
  refused: {
    notAllowed: string;
    guildOnly: string;
    /** A component whose custom_id is not one the bot made. */
    invalidButton: string;
  };
  boxes: {
    title: string;
    intro: string;
    enabled: string;
    disabled: string;
    comingSoon: string;
    /** A box the server enabled earlier whose factions are not playable (any more). */
    enabledNotPlayable: string;
    /** `otherName`: the box's name in the other language, when it differs. */
    line: (status: string, name: string, otherName: string | null, factions: string) => string;
    factionCount: (playable: number, total: number) => string;
    placeholder: string;
    saved: (boxes: string) => string;
    atLeastOne: string;
    notPlayable: (box: string) => string;
    /** The panel's line saying which bases new games use (SETUP-5). */
    baseDeck: Record<BaseDeck, string>;
    baseDeckOption: Record<BaseDeck, string>;
    baseDeckPlaceholder: string;
    baseDeckSaved: (deck: BaseDeck) => string;
  };
  factions: {
    bannedTitle: string;
    noneBanned: string;
    banned: (faction: string) => string;
    alreadyBanned: (faction: string) => string;
    unbanned: (faction: string) => string;
    notBanned: (faction: string) => string;
    unknown: (typed: string) => string;
    /** An autocomplete suggestion. */
    suggestion: (faction: string, box: string) => string;
    comingSoonSuggestion: (faction: string, box: string) => string;
    /** Fewer playable factions than a two-player game needs. */
    tooFew: (playable: number, needed: number) => string;
  };
  defaults: {
    title: string;
    intro: string;
    vpTarget: string;
    turnTimer: string;
    selection: string;
    hiddenTiming: string;
    language: string;
    timerValue: (hours: number) => string;
    selectionValue: Record<SelectionMode, string>;
    hiddenTimingValue: (on: boolean) => string;
    pictures: string;
    /** The value, with how to change it (the panel has no room for a sixth menu). */
    picturesValue: (on: boolean) => string;
    languageName: Record<"auto" | "en" | "fr", string>;
    vpValue: (vp: number) => string;
    placeholders: {
      vpTarget: string;
      turnTimer: string;
      selection: string;
      hiddenTiming: string;
      language: string;
    };
    saved: string;
    /** `field` is one of the labels above. */
    invalid: (field: string) => string;
  };
  endGame: {
    noGame: string;
    /** `players`: mentions of the seated players (shown privately, never pinged). */
    confirm: (players: string, inLobby: boolean) => string;
    confirmButton: string;
    keepButton: string;
    ended: string;
    kept: string;
    /** The confirm button of a game that is no longer the open game of the channel. */
    gone: string;
    failed: string;
    /** Public, in the game's language. `admin` is a mention that does not ping. */
    publicNote: (admin: string) => string;
  };
}

export const admin: Area<AdminMessages> = {
  en: {
    commandDescription: "Smash Up settings of this server (Manage Server)",
    descriptions: {
      boxes: "Choose which boxes the games of this server use",
      ban: "Ban a faction from the games of this server",
      unban: "Allow a banned faction again",
      defaults: "Default options of new games on this server",
      endGame: "End the game of this channel (for a stuck game)",
      factionOption: "The faction",
      vpTargetOption: "Victory points needed to win (15 in the rulebook)",
      turnTimerOption: "Time a player has to act before the bot plays a safe move",
      selectionOption: "How players get their factions",
      hiddenTimingOption: "Ask every player in every Special window, so timing reveals nothing",
      picturesOption: "Show the board as a picture too (the host can still turn it off)",
      languageOption: "Language of the games' public messages",
    },
    choices: {
      timerNone: "No timer",
      hours: (hours) => `${hours} hours`,
      selection: { draft: "Draft (rulebook order)", free: "Free pick", random: "Random" },
    },
    refused: {
      notAllowed: "You need the **Manage Server** permission to change the bot's settings on this server.",
      guildOnly: "This command only works in a server.",
      invalidButton: "This button or menu is not valid. Nothing was changed.",
    },
    boxes: {
      title: "Boxes on this server",
      intro:
        "New games offer the factions and bases of the enabled boxes only. Games in progress keep theirs.",
      enabled: "✅ Enabled",
      disabled: "⬜ Disabled",
      comingSoon: "🕒 Coming soon",
      enabledNotPlayable: "✅ Enabled, but no faction of it is playable yet",
      line: (status, name, otherName, factions) =>
        `${status} — **${name}**${otherName ? ` (${otherName})` : ""} · ${factions}`,
      factionCount: (playable, total) =>
        playable === total ? `${total} factions` : `${playable} of ${total} factions playable`,
      placeholder: "Boxes to enable",
      saved: (boxes) => `Saved. Enabled boxes: ${boxes}.`,
      atLeastOne: "At least one box must stay enabled.",
      notPlayable: (box) =>
        `${box} can't be enabled yet: not all of its playable factions' bases are implemented, or it has no playable faction.`,
      baseDeck: {
        factions: "🗺️ Base deck: the bases of the boxes of the factions chosen (rulebook).",
        boxes: "🗺️ Base deck: every base of the boxes a game is played with, whatever the factions chosen.",
      },
      baseDeckOption: {
        factions: "Bases of the chosen factions' boxes (rulebook)",
        boxes: "All bases of the game's boxes",
      },
      baseDeckPlaceholder: "Base deck of new games",
      baseDeckSaved: (deck) =>
        deck === "factions"
          ? "Saved. New games use the bases of the boxes of the factions chosen."
          : "Saved. New games use every base of their boxes.",
    },
    factions: {
      bannedTitle: "Banned factions",
      noneBanned: "No faction is banned on this server.",
      banned: (faction) => `${faction} is now banned: new games on this server won't offer it.`,
      alreadyBanned: (faction) => `${faction} is already banned.`,
      unbanned: (faction) => `${faction} is allowed again in new games.`,
      notBanned: (faction) => `${faction} is not banned.`,
      unknown: (typed) => `There is no faction called “${typed}”. Pick one from the suggestions.`,
      suggestion: (faction, box) => `${faction} — ${box}`,
      comingSoonSuggestion: (faction, box) => `${faction} — ${box} (coming soon)`,
      tooFew: (playable, needed) =>
        `⚠️ Only ${playable} playable ${playable === 1 ? "faction is" : "factions are"} left in the enabled boxes: a game needs at least ${needed} (two per player).`,
    },
    defaults: {
      title: "Default options of new games",
      intro: "The host of a game can still change them in the lobby.",
      vpTarget: "Victory points to win",
      turnTimer: "Turn timer",
      selection: "Faction selection",
      hiddenTiming: "Hidden timing",
      language: "Language of public messages",
      timerValue: (hours) => (hours === 0 ? "No timer" : `${hours} hours`),
      selectionValue: { draft: "Draft (rulebook order)", free: "Free pick", random: "Random" },
      hiddenTimingValue: (on) =>
        on
          ? "On: every player is asked in every Special window"
          : "Off: players who can't respond are skipped",
      pictures: "Board picture",
      picturesValue: (on) =>
        on
          ? "On: the board is also shown as a picture (`pictures: False` to turn it off)"
          : "Off: text board only (`pictures: True` to turn it on)",
      languageName: { auto: "Server language", en: "English", fr: "Français" },
      vpValue: (vp) => `${vp} VP`,
      placeholders: {
        vpTarget: "Victory points to win",
        turnTimer: "Turn timer",
        selection: "Faction selection",
        hiddenTiming: "Hidden timing",
        language: "Language of public messages",
      },
      saved: "Saved.",
      invalid: (field) => `That value of “${field}” is not valid. Nothing was changed.`,
    },
    endGame: {
      noGame: "There is no game in lobby or in play in this channel.",
      confirm: (players, inLobby) =>
        `End the game of this channel${inLobby ? " (still in its lobby)" : ""}? Players: ${players}. It can't be resumed afterwards.`,
      confirmButton: "End the game",
      keepButton: "Keep it",
      ended: "The game is over: it has been cancelled.",
      kept: "Nothing changed: the game goes on.",
      gone: "That game is no longer open in this channel. Nothing was changed.",
      failed: "The game could not be ended. Nothing was changed; please try again.",
      publicNote: (admin) => `🛑 ${admin}, a server admin, ended this game.`,
    },
  },
  fr: {
    commandDescription: "Réglages Smash Up de ce serveur (Gérer le serveur)",
    descriptions: {
      boxes: "Choisir les boîtes utilisées par les parties de ce serveur",
      ban: "Bannir une faction des parties de ce serveur",
      unban: "Autoriser de nouveau une faction bannie",
      defaults: "Options par défaut des nouvelles parties de ce serveur",
      endGame: "Terminer la partie de ce salon (partie bloquée)",
      factionOption: "La faction",
      vpTargetOption: "Points de victoire pour gagner (15 dans les règles)",
      turnTimerOption: "Temps laissé à un joueur avant que le bot joue un coup sans risque",
      selectionOption: "Comment les joueurs obtiennent leurs factions",
      hiddenTimingOption: "Interroger chaque joueur à chaque fenêtre Spéciale, pour ne rien trahir",
      picturesOption: "Montrer aussi le plateau en image (l'hôte peut encore l'enlever)",
      languageOption: "Langue des messages publics des parties",
    },
    choices: {
      timerNone: "Pas de minuteur",
      hours: (hours) => `${hours} heures`,
      selection: { draft: "Draft (ordre des règles)", free: "Choix libre", random: "Au hasard" },
    },
    refused: {
      notAllowed:
        "Il faut la permission **Gérer le serveur** pour changer les réglages du bot sur ce serveur.",
      guildOnly: "Cette commande ne fonctionne que sur un serveur.",
      invalidButton: "Ce bouton ou ce menu n'est pas valide. Rien n'a changé.",
    },
    boxes: {
      title: "Boîtes de ce serveur",
      intro:
        "Les nouvelles parties ne proposent que les factions et les bases des boîtes activées. Les parties en cours gardent les leurs.",
      enabled: "✅ Activée",
      disabled: "⬜ Désactivée",
      comingSoon: "🕒 Bientôt disponible",
      enabledNotPlayable: "✅ Activée, mais aucune de ses factions n'est encore jouable",
      line: (status, name, otherName, factions) =>
        `${status} — **${name}**${otherName ? ` (${otherName})` : ""} · ${factions}`,
      factionCount: (playable, total) =>
        playable === total
          ? `${total} factions`
          : `${playable} faction${playable > 1 ? "s" : ""} jouable${playable > 1 ? "s" : ""} sur ${total}`,
      placeholder: "Boîtes à activer",
      saved: (boxes) => `Enregistré. Boîtes activées : ${boxes}.`,
      atLeastOne: "Au moins une boîte doit rester activée.",
      notPlayable: (box) =>
        `${box} ne peut pas encore être activée : il manque des bases de ses factions jouables, ou elle n'en a aucune.`,
      baseDeck: {
        factions: "🗺️ Pioche de bases : les bases des boîtes des factions choisies (règle).",
        boxes:
          "🗺️ Pioche de bases : toutes les bases des boîtes de la partie, quelles que soient les factions choisies.",
      },
      baseDeckOption: {
        factions: "Bases des boîtes des factions choisies (règle)",
        boxes: "Toutes les bases des boîtes de la partie",
      },
      baseDeckPlaceholder: "Pioche de bases des nouvelles parties",
      baseDeckSaved: (deck) =>
        deck === "factions"
          ? "Enregistré. Les nouvelles parties utilisent les bases des boîtes des factions choisies."
          : "Enregistré. Les nouvelles parties utilisent toutes les bases de leurs boîtes.",
    },
    factions: {
      bannedTitle: "Factions bannies",
      noneBanned: "Aucune faction n'est bannie sur ce serveur.",
      banned: (faction) =>
        `${faction} est maintenant bannie : les nouvelles parties de ce serveur ne la proposeront plus.`,
      alreadyBanned: (faction) => `${faction} est déjà bannie.`,
      unbanned: (faction) => `${faction} est de nouveau autorisée dans les nouvelles parties.`,
      notBanned: (faction) => `${faction} n'est pas bannie.`,
      unknown: (typed) => `Aucune faction ne s'appelle « ${typed} ». Choisissez-en une dans les suggestions.`,
      suggestion: (faction, box) => `${faction} — ${box}`,
      comingSoonSuggestion: (faction, box) => `${faction} — ${box} (bientôt disponible)`,
      tooFew: (playable, needed) =>
        `⚠️ ${playable > 1 ? `Il ne reste que ${playable} factions jouables` : playable === 1 ? "Il ne reste qu'une faction jouable" : "Il ne reste aucune faction jouable"} dans les boîtes activées : une partie en demande au moins ${needed} (deux par joueur).`,
    },
    defaults: {
      title: "Options par défaut des nouvelles parties",
      intro: "L'hôte d'une partie peut encore les changer dans le salon d'attente.",
      vpTarget: "Points de victoire pour gagner",
      turnTimer: "Minuteur de tour",
      selection: "Choix des factions",
      hiddenTiming: "Timing caché",
      language: "Langue des messages publics",
      timerValue: (hours) => (hours === 0 ? "Pas de minuteur" : `${hours} heures`),
      selectionValue: { draft: "Draft (ordre des règles)", free: "Choix libre", random: "Au hasard" },
      hiddenTimingValue: (on) =>
        on
          ? "Activé : chaque joueur est interrogé à chaque fenêtre Spéciale"
          : "Désactivé : les joueurs qui ne peuvent pas répondre sont passés",
      pictures: "Plateau en image",
      picturesValue: (on) =>
        on
          ? "Activé : le plateau est aussi montré en image (`images: False` pour l'enlever)"
          : "Désactivé : plateau en texte seulement (`images: True` pour le remettre)",
      languageName: { auto: "Langue du serveur", en: "English", fr: "Français" },
      vpValue: (vp) => `${vp} PV`,
      placeholders: {
        vpTarget: "Points de victoire pour gagner",
        turnTimer: "Minuteur de tour",
        selection: "Choix des factions",
        hiddenTiming: "Timing caché",
        language: "Langue des messages publics",
      },
      saved: "Enregistré.",
      invalid: (field) => `Cette valeur de « ${field} » n'est pas valide. Rien n'a changé.`,
    },
    endGame: {
      noGame: "Il n'y a pas de partie en attente ou en cours dans ce salon.",
      confirm: (players, inLobby) =>
        `Terminer la partie de ce salon${inLobby ? " (encore en attente de joueurs)" : ""} ? Joueurs : ${players}. Elle ne pourra pas être reprise.`,
      confirmButton: "Terminer la partie",
      keepButton: "La garder",
      ended: "La partie est terminée : elle a été annulée.",
      kept: "Rien n'a changé : la partie continue.",
      gone: "Cette partie n'est plus ouverte dans ce salon. Rien n'a changé.",
      failed: "La partie n'a pas pu être terminée. Rien n'a changé ; réessayez.",
      publicNote: (admin) => `🛑 ${admin}, administrateur du serveur, a mis fin à cette partie.`,
    },
  },
};
