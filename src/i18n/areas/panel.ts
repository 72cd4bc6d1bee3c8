// A player's private panel: their hand and the choice the game is waiting for from them.
// Names arrive already escaped for Discord markdown where they end up in embeds.

import type { Area } from "../locale.ts";

export interface PanelMessages {
  handTitle: (n: number) => string;
  emptyHand: string;
  minion: (power: number) => string;
  action: string;
  /** Where a card is, for the descriptions of options. */
  inHand: string;
  fromDiscard: string;
  inDiscardOf: (name: string) => string;
  onBase: (base: string) => string;
  onMinion: (minion: string, base: string) => string;
  controlledBy: (name: string) => string;
  /** A minion's owner, when another player controls it. */
  ownedBy: (name: string) => string;
  /** +1 power counters on a card in play. */
  counters: (n: number) => string;
  /** A base's printed breakpoint, for a base not in play. */
  breakpoint: (n: number) => string;
  cardPlaceholder: string;
  targetPlaceholder: (card: string) => string;
  abilityPlaceholder: string;
  optionPlaceholder: string;
  /** How many options to pick, for the select's placeholder and the panel text. */
  chooseCount: (min: number, max: number) => string;
  play: (card: string) => string;
  playOn: (card: string, where: string) => string;
  talent: (card: string) => string;
  useCard: (card: string) => string;
  endTurn: string;
  /** End turn asks first while a minion and an action can still be played (issue 21). */
  endTurnQuestion: string;
  endTurnLeft: string;
  keepPlaying: string;
  endTurnAnyway: string;
  endTurnNeverAsk: string;
  /** The button that turns the question back on, and the notes that say which way it is now. */
  askAgain: string;
  askingOff: string;
  askingOn: string;
  dontPlay: string;
  none: string;
  nextCards: (page: number, pages: number) => string;
  nextTargets: (page: number, pages: number) => string;
  nextAbilities: (page: number, pages: number) => string;
  nextOptions: (page: number, pages: number) => string;
  confirm: (n: number) => string;
  marked: (list: string) => string;
  markedNone: string;
  onlyFirst: (n: number) => string;
  autoPass: (on: boolean) => string;
  autoPassHelp: string;
  showBoard: string;
  source: (name: string) => string;
  chosen: (name: string) => string;
  noPlayable: string;
  youLeft: string;
  waitingTitle: string;
  /** Answers of "the revealed card is an action" (Neophyte). */
  choiceWords: {
    hand: string;
    play: string;
    top: string;
    deckTop: string;
    deckBottom: string;
    /** Modes of Volcanic Uprising. */
    extraBase: string;
    destroyBase: string;
    /** Griefer's choices for another player. */
    randomDiscard: string;
    destroyOwnMinion: string;
    shuffleDiscard: string;
  };
  keepHand: string;
  /** Cards the pending choice lets the player look at, privately (TERM-LOOK). */
  lookingAt: (n: number) => string;
  /** Cards the player looked at privately earlier this turn. */
  seenThisTurn: (n: number) => string;
  /** The select that shows a hand card's whole text (the hand shows names first). */
  readPlaceholder: string;
  /** That select's first option: every card's text at once. */
  allTexts: string;
}

export const panel: Area<PanelMessages> = {
  en: {
    handTitle: (n) => `Your hand (${n})`,
    emptyHand: "Your hand is empty.",
    minion: (power) => `minion · power ${power}`,
    action: "action",
    inHand: "in your hand",
    fromDiscard: "from your discard pile",
    inDiscardOf: (name) => `in ${name}'s discard pile`,
    onBase: (base) => `on ${base}`,
    onMinion: (minion, base) => `on ${minion} (${base})`,
    controlledBy: (name) => `${name}'s`,
    ownedBy: (name) => `owned by ${name}`,
    counters: (n) => (n === 1 ? "1 +1 power counter" : `${n} +1 power counters`),
    breakpoint: (n) => `breakpoint ${n}`,
    cardPlaceholder: "Choose a card to play",
    targetPlaceholder: (card) => `Where do you play ${card}?`,
    abilityPlaceholder: "Use an ability",
    optionPlaceholder: "Choose",
    chooseCount: (min, max) =>
      min === max ? `Choose ${min}` : min === 0 ? `Choose up to ${max}` : `Choose ${min} to ${max}`,
    play: (card) => `Play ${card}`,
    playOn: (card, where) => `${card} → ${where}`,
    talent: (card) => `Talent: ${card}`,
    useCard: (card) => `Use ${card}`,
    endTurn: "End turn",
    endTurnQuestion: "End your turn?",
    endTurnLeft: "You can still play a minion and an action this turn.",
    keepPlaying: "Keep playing",
    endTurnAnyway: "End turn anyway",
    endTurnNeverAsk: "End turn, don't ask me again",
    askAgain: "Ask before ending my turn",
    askingOff: "Turn ended. End turn no longer asks, even with plays left.",
    askingOn: "End turn will ask again when you still have a minion and an action to play.",
    dontPlay: "Don't play",
    none: "None",
    nextCards: (page, pages) => `Cards ${page}/${pages} ▸`,
    nextTargets: (page, pages) => `Targets ${page}/${pages} ▸`,
    nextAbilities: (page, pages) => `Abilities ${page}/${pages} ▸`,
    nextOptions: (page, pages) => `Choices ${page}/${pages} ▸`,
    confirm: (n) => `Confirm (${n})`,
    marked: (list) => `Selected: ${list}`,
    markedNone: "Nothing selected yet.",
    onlyFirst: (n) => `Only the first ${n} choices can be selected here.`,
    autoPass: (on) => (on ? "Auto-pass: on" : "Auto-pass: off"),
    autoPassHelp: "Auto-pass: skip Special windows automatically when you can't respond.",
    showBoard: "Show the board",
    source: (name) => `From ${name}`,
    chosen: (name) => `Chosen: ${name}`,
    noPlayable: "No card can be played right now.",
    youLeft: "You have left this game.",
    waitingTitle: "Nothing to do right now",
    choiceWords: {
      hand: "Put it into my hand",
      play: "Play it now",
      top: "Leave it on top",
      deckTop: "On top of the deck",
      deckBottom: "At the bottom of the deck",
      extraBase: "Put the top base into play as an extra base",
      destroyBase: "Destroy a base with no minions, replace it with two",
      randomDiscard: "Discards a random card",
      destroyOwnMinion: "Destroys one of their minions",
      shuffleDiscard: "Shuffles their discard pile into their deck",
    },
    keepHand: "Keep my hand",
    lookingAt: (n) =>
      n === 1
        ? "You look at this card (only you see it)"
        : `You look at these ${n} cards (only you see them)`,
    seenThisTurn: (n) =>
      n === 1 ? "The card you looked at this turn" : `The ${n} cards you looked at this turn`,
    readPlaceholder: "Card texts: read a card of your hand",
    allTexts: "All my cards' texts",
  },
  fr: {
    handTitle: (n) => `Votre main (${n})`,
    emptyHand: "Votre main est vide.",
    minion: (power) => `créature · force ${power}`,
    action: "action",
    inHand: "dans votre main",
    fromDiscard: "depuis votre défausse",
    inDiscardOf: (name) => `dans la défausse de ${name}`,
    onBase: (base) => `sur ${base}`,
    onMinion: (minion, base) => `sur ${minion} (${base})`,
    controlledBy: (name) => `à ${name}`,
    ownedBy: (name) => `appartient à ${name}`,
    counters: (n) => (n <= 1 ? `${n} marqueur Force +1` : `${n} marqueurs Force +1`),
    breakpoint: (n) => `résistance ${n}`,
    cardPlaceholder: "Choisissez une carte à jouer",
    targetPlaceholder: (card) => `Où jouer ${card} ?`,
    abilityPlaceholder: "Utiliser une capacité",
    optionPlaceholder: "Choisissez",
    chooseCount: (min, max) =>
      min === max
        ? `Choisissez-en ${min}`
        : min === 0
          ? `Choisissez-en jusqu'à ${max}`
          : `Choisissez-en de ${min} à ${max}`,
    play: (card) => `Jouer ${card}`,
    playOn: (card, where) => `${card} → ${where}`,
    talent: (card) => `Talent : ${card}`,
    useCard: (card) => `Utiliser ${card}`,
    endTurn: "Finir le tour",
    endTurnQuestion: "Finir votre tour ?",
    endTurnLeft: "Vous pouvez encore jouer une créature et une action ce tour-ci.",
    keepPlaying: "Continuer à jouer",
    endTurnAnyway: "Finir quand même",
    endTurnNeverAsk: "Finir le tour, ne plus demander",
    askAgain: "Demander avant de finir mon tour",
    askingOff: "Tour terminé. Finir le tour ne demande plus rien, même s'il vous reste des cartes à jouer.",
    askingOn: "Finir le tour demandera de nouveau s'il vous reste une créature et une action à jouer.",
    dontPlay: "Ne pas jouer",
    none: "Aucun",
    nextCards: (page, pages) => `Cartes ${page}/${pages} ▸`,
    nextTargets: (page, pages) => `Cibles ${page}/${pages} ▸`,
    nextAbilities: (page, pages) => `Capacités ${page}/${pages} ▸`,
    nextOptions: (page, pages) => `Choix ${page}/${pages} ▸`,
    confirm: (n) => `Valider (${n})`,
    marked: (list) => `Sélection : ${list}`,
    markedNone: "Rien de sélectionné pour l'instant.",
    onlyFirst: (n) => `Seuls les ${n} premiers choix peuvent être sélectionnés ici.`,
    autoPass: (on) => (on ? "Passe auto : oui" : "Passe auto : non"),
    autoPassHelp: "Passe auto : sauter les fenêtres de Spéciales quand vous ne pouvez pas répondre.",
    showBoard: "Afficher le plateau",
    source: (name) => `Par ${name}`,
    chosen: (name) => `Choisie : ${name}`,
    noPlayable: "Aucune carte ne peut être jouée pour l'instant.",
    youLeft: "Vous avez quitté cette partie.",
    waitingTitle: "Rien à faire pour l'instant",
    choiceWords: {
      hand: "La prendre en main",
      play: "La jouer maintenant",
      top: "La laisser sur la pioche",
      deckTop: "Sur le dessus de la pioche",
      deckBottom: "Sous la pioche",
      extraBase: "Mettre en jeu la première base comme base supplémentaire",
      destroyBase: "Détruire une base sans créature, la remplacer par deux",
      randomDiscard: "Défausse une carte au hasard",
      destroyOwnMinion: "Détruit une de ses créatures",
      shuffleDiscard: "Mélange sa défausse dans sa pioche",
    },
    keepHand: "Garder ma main",
    lookingAt: (n) =>
      n === 1
        ? "Vous regardez cette carte (vous seul la voyez)"
        : `Vous regardez ces ${n} cartes (vous seul les voyez)`,
    seenThisTurn: (n) =>
      n === 1
        ? "La carte que vous avez regardée ce tour-ci"
        : `Les ${n} cartes que vous avez regardées ce tour-ci`,
    readPlaceholder: "Textes : lire une carte de votre main",
    allTexts: "Les textes de toutes mes cartes",
  },
};
