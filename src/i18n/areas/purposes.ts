// What a prompt asks for, by purpose (src/engine/purposes.ts, whose English is the reference).

import { PURPOSES_EN, type Purpose } from "../../engine/purposes.ts";
import type { Area } from "../locale.ts";

export type PurposeMessages = Record<Purpose, string>;

export const purposes: Area<PurposeMessages> = {
  en: PURPOSES_EN,
  fr: {
    main: "Jouez une carte, utilisez une capacité ou terminez votre phase de jeu",
    mulligan: "Votre main de départ ne contient aucune créature. Prendre une nouvelle main ?",
    handLimit: "Défaussez-vous jusqu'à 10 cartes en main",
    chooseBaseToScore: "Choisissez la prochaine base conquise à décompter",
    orderTriggers: "Choisissez l'effet qui se résout en premier",
    beforeScoring: "Avant la conquête d'une base : utilisez un Spécial ou passez",
    afterScoring: "Après la conquête d'une base : utilisez un Spécial ou passez",
    playExtraMinion: "Vous pouvez jouer une créature supplémentaire",
    playExtraAction: "Vous pouvez jouer une action supplémentaire",
    destroy: "Choisissez une créature à détruire",
    destroyAction: "Choisissez une action à détruire",
    destroyCard: "Choisissez une carte à détruire",
    chooseMinion: "Choisissez une créature en jeu",
    searchZones: "Choisissez une carte de votre main, pioche ou défausse",
    return: "Choisissez une créature à renvoyer dans la main de son propriétaire",
    move: "Choisissez une créature à déplacer",
    moveDestination: "Choisissez la base où la déplacer",
    placeBottom: "Choisissez une créature à placer sous la pioche de son propriétaire",
    chooseBase: "Choisissez une base",
    choosePlayer: "Choisissez un joueur",
    chooseOwnMinion: "Choisissez une de vos créatures",
    discardFromHand: "Choisissez une carte à défausser",
    searchBaseDeck: "Choisissez une base dans la pioche Base",
    swapBase: "Choisissez la base en jeu à échanger",
    powerUp: "Choisissez une créature qui gagne de la force",
    ignoreBase: "Ignorer la capacité de cette base ?",
    chooseNextBase: "Choisissez la base qui remplace la base conquise",
    orderBaseDeck: "Choisissez la base à placer en premier sur la pioche Base",
    drawCard: "Piocher une carte ?",
    useAbility: "Utiliser cette capacité ?",
    nameFaction: "Nommez une faction",
    nameCard: "Nommez une carte",
    chooseCards: "Choisissez des cartes",
    toHand: "Choisissez une carte à prendre en main",
    shuffleIntoDeck: "Choisissez les cartes à mélanger dans votre pioche",
    orderDeckTop: "Choisissez la carte à placer en premier sur votre pioche",
    revealedAction:
      "La carte révélée est une action : prenez-la en main, jouez-la comme action supplémentaire ou laissez-la sur votre pioche",
    discardTop: "Défausser la première carte de votre pioche ? (Sinon, elle reste dessus)",
    deckBottom: "Placer la carte consultée sous votre pioche ? (Sinon, elle reste dessus)",
    searchMinion: "Choisissez une créature de votre pioche",
    toDeckTop: "Choisissez une carte à placer sur le dessus de votre pioche",
    drawOrExtraAction: "Piocher une carte ? (Sinon, vous pouvez jouer une action supplémentaire)",
    toHandAny: "Choisissez autant de cartes que vous voulez à prendre en main",
    toDiscardAny: "Choisissez autant de cartes que vous voulez à placer dans votre défausse",
    placeCounter: "Choisissez une créature sur laquelle placer un marqueur Force +1",
    removeCounters: "Choisissez une créature dont retirer des marqueurs Force +1 (ou arrêtez)",
    counterSource: "Choisissez une créature dont transférer des marqueurs Force +1",
    counterTarget: "Choisissez la créature qui reçoit les marqueurs Force +1",
    counterCount: "Combien de marqueurs Force +1 ?",
    handToDeckBottom: "Choisissez autant de cartes que vous voulez à placer sous votre pioche",
    preventDestroy: "Empêcher cette destruction ?",
    // Ancient Incas (culture-shock).
    returnAction: "Choisissez une de vos actions à renvoyer dans la main de son propriétaire",
    // Anansi Tales (culture-shock).
    giveCard: "Choisissez une carte de votre main à placer dans la main d'un autre joueur",
    // Board (E-B)
    chooseNextBaseRule:
      "Cette base a plusieurs capacités qui décident de ce qui vient après elle : choisissez celle qui s'applique",
    turnTopBaseDown: "Retourner face cachée la carte du dessus de la pioche Base jusqu'à la fin du tour ?",
    // Top of the deck, names, control, transfers (E-C)
    topOrBottom: "La placer sur le dessus ou sous la pioche de son propriétaire ?",
    searchDeck: "Choisissez une carte de votre pioche",
    destination: "Où va cette carte : dans la défausse de son propriétaire ou ailleurs ?",
    chooseReceiver: "Choisissez le joueur dans la main duquel va cette carte",
    notOwnedUsed: "Un joueur a utilisé une carte qui ne lui appartient pas : utilisez un Spécial ou passez",
    cardPlayed: "Une carte vient d'être jouée : utilisez un Spécial ou passez",
    vpGained: "Un joueur a gagné des PV : utilisez un Spécial ou passez",
    playExtraCard: "Vous pouvez jouer une carte supplémentaire",
    useRewardedAllowance: "Utiliser le jeu supplémentaire de cette carte, avec sa récompense ?",
    transferTarget: "Choisissez la créature sur laquelle cette carte passe",
    redirect: "Cette créature subit-elle l'effet à la place ?",
    // The number of bases (CS-8)
    playExtraBase: "Mettre en jeu la première carte de la pioche Base comme base supplémentaire ?",
    chooseMode: "Choisissez une option",
    destroyBase: "Choisissez une base à détruire",
    // Geeks (big-geeky-box).
    chooseForPlayer: "Choisissez ce que fait ce joueur",
    takeControl: "Choisissez une créature dont vous prenez le contrôle jusqu'à la fin du tour",
    takeLooked:
      "Prendre en main les cartes regardées ? (Dans ce cas, mélangez le reste de votre main dans votre pioche)",
    transferAction: "Choisissez une action en jeu à transférer",
    transferBase: "Choisissez la base sur laquelle passe cette action",
  },
};
