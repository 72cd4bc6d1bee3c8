// The vocabulary of prompt purposes: what a choice is for. Clients render a purpose with the
// prompt's source card ("Laseratops: choose a minion to destroy") in the player's language, so a
// purpose must be a key of this table (checked by the tests).

export const PURPOSES_EN = {
  main: "Play a card, use an ability, or end your play phase",
  mulligan: "Your opening hand has no minion. Take a new hand?",
  handLimit: "Discard down to 10 cards",
  chooseBaseToScore: "Choose the next base to score",
  orderTriggers: "Choose which effect resolves first",
  beforeScoring: "Before a base scores: use a Special or pass",
  afterScoring: "After a base scores: use a Special or pass",
  playExtraMinion: "You may play an extra minion",
  playExtraAction: "You may play an extra action",
  destroy: "Choose a minion to destroy",
  destroyAction: "Choose an action to destroy",
  destroyCard: "Choose a card to destroy",
  chooseMinion: "Choose a minion in play",
  searchZones: "Choose a card from your hand, deck or discard pile",
  return: "Choose a minion to return to its owner's hand",
  move: "Choose a minion to move",
  moveDestination: "Choose the base to move it to",
  placeBottom: "Choose a minion to put on the bottom of its owner's deck",
  chooseBase: "Choose a base",
  choosePlayer: "Choose a player",
  chooseOwnMinion: "Choose one of your minions",
  discardFromHand: "Choose a card to discard",
  searchBaseDeck: "Choose a base from the base deck",
  swapBase: "Choose the base in play to swap",
  powerUp: "Choose a minion to get more power",
  ignoreBase: "Ignore this base's ability?",
  chooseNextBase: "Choose the base that replaces the scored one",
  orderBaseDeck: "Choose the base to put on top of the base deck first",
  drawCard: "Draw a card?",
  useAbility: "Use this ability?",
  nameFaction: "Name a faction",
  nameCard: "Name a card",
  chooseCards: "Choose cards",
  toHand: "Choose a card to put into your hand",
  shuffleIntoDeck: "Choose cards to shuffle into your deck",
  orderDeckTop: "Choose the card to put on top of your deck first",
  revealedAction:
    "The revealed card is an action: put it into your hand, play it as an extra action, or leave it on top of your deck",
  discardTop: "Discard the top card of your deck? (If not, it stays on top)",
  deckBottom: "Put the card you looked at on the bottom of your deck? (If not, it stays on top)",
  searchMinion: "Choose a minion from your deck",
  toDeckTop: "Choose a card to put on top of your deck",
  drawOrExtraAction: "Draw a card? (If not, you may play an extra action)",
  toHandAny: "Choose any number of cards to put into your hand",
  toDiscardAny: "Choose any number of cards to put into your discard pile",
  placeCounter: "Choose a minion to place a +1 power counter on",
  removeCounters: "Choose a minion to remove +1 power counters from (or stop)",
  counterSource: "Choose a minion to transfer +1 power counters from",
  counterTarget: "Choose the minion that receives the +1 power counters",
  counterCount: "How many +1 power counters?",
  handToDeckBottom: "Choose any number of cards to put on the bottom of your deck",
  preventDestroy: "Prevent this destruction?",
  // Ancient Incas (culture-shock).
  returnAction: "Choose an action of yours to return to its owner's hand",
  // Anansi Tales (culture-shock).
  giveCard: "Choose a card from your hand to put into another player's hand",
  // Board (E-B)
  chooseNextBaseRule:
    "This base has several abilities that decide what comes after it: choose the one that applies",
  turnTopBaseDown: "Turn the face-up top card of the base deck face down until the end of the turn?",
  // Top of the deck, names, control, transfers (E-C)
  topOrBottom: "Put it on the top or the bottom of its owner's deck?",
  searchDeck: "Choose a card from your deck",
  // Play and resolution (E-A).
  destination: "Where does this card go: its owner's discard pile or elsewhere?",
  chooseReceiver: "Choose the player whose hand receives this card",
  notOwnedUsed: "A player used a card they don't own: use a Special or pass",
  cardPlayed: "A card was just played: use a Special or pass",
  vpGained: "A player gained VP: use a Special or pass",
  playExtraCard: "You may play an extra card",
  useRewardedAllowance: "Use this card's extra play, with its reward?",
  transferTarget: "Choose the minion this card moves onto",
  redirect: "Have this minion take the effect instead?",
  // The number of bases (CS-8)
  playExtraBase: "Put the top card of the base deck into play as an extra base?",
  chooseMode: "Choose one",
  destroyBase: "Choose a base to destroy",
  // Geeks (big-geeky-box).
  chooseForPlayer: "Choose what this player does",
  takeControl: "Choose a minion to take control of until the end of the turn",
  takeLooked:
    "Take the cards you looked at into your hand? (If so, shuffle the rest of your hand into your deck)",
  transferAction: "Choose an action in play to transfer",
  transferBase: "Choose the base this action moves onto",
} as const;

export type Purpose = keyof typeof PURPOSES_EN;

/** Purposes whose chosen card the effect changes (TERM-AFFECT): choosing another player's card in
 * play for one of them goes through the targeting step (ask.ts assertTargeting, BGB-5). Not
 * "transferTarget": the minion that receives a transferred action is affected by that action,
 * whose own protections `canTransfer` checks (Rules Lawyer affects the action only, BGB-5). */
export const AFFECTING_PURPOSES: ReadonlySet<Purpose> = new Set<Purpose>([
  "destroy",
  "destroyAction",
  "destroyCard",
  "chooseMinion",
  "return",
  "move",
  "placeBottom",
  "powerUp",
  "placeCounter",
  "removeCounters",
  "counterSource",
  "counterTarget",
  "takeControl",
  "transferAction",
  "returnAction",
]);

export function isPurpose(s: string): s is Purpose {
  return Object.hasOwn(PURPOSES_EN, s);
}
