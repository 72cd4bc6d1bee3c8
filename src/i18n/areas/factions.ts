// What each faction does, in one line, for the draft (a newcomer chooses on it), and the texts of
// the private list of a faction's cards. One line per faction of the four supported boxes,
// written or not yet (test/i18n checks the catalog is covered in both languages).

import type { Area } from "../locale.ts";

export interface FactionMessages {
  /** One line per faction id. */
  about: Record<string, string>;
  /** The draft's select of factions to look at before picking. */
  seePlaceholder: string;
  cardsTitle: (faction: string, n: number) => string;
  /** One line per card of the list: copies, name, what it is. */
  cardLine: (count: number, name: string, kind: string) => string;
  minion: (power: number) => string;
  action: string;
  /** A faction whose cards the bot does not play yet (names only). */
  notWritten: string;
  unknown: string;
}

export const factions: Area<FactionMessages> = {
  en: {
    about: {
      aliens: "Send minions back to their owners' hands, swap bases, and pick up a VP here and there.",
      dinosaurs: "The biggest minions in the game, plus actions that boost power and eat small minions.",
      ninjas: "Destroy minions and slip onto a base just before it scores.",
      pirates: "Move minions from base to base and sink the small ones; sail away when a base scores.",
      robots: "A swarm of small minions that keep playing more minions.",
      tricksters: "Ongoing traps that punish opponents for playing on your bases, and make them discard.",
      wizards: "Draw cards and play extra actions: long turns chaining many cards.",
      zombies: "Play minions back from your discard pile: nothing stays dead for long.",
      "giant-ants": "+1 power counters that build up on your minions and move between them.",
      "mad-scientists":
        "Power counters, experiments on your own minions, and extra minions from strange labs.",
      vampires: "Feed on destroyed minions to grow +1 power counters, and bite the small ones.",
      werewolves: "Power that surges during your turn, and ongoing howls that make your pack stronger.",
      "ancient-incas": "Actions played on bases that build on each other: walls, temples and roads.",
      "anansi-tales": "Trickster stories: give cards to other players' hands and profit when they use them.",
      "grimms-fairy-tales":
        "Fairy-tale pairs that grow stronger together, and searches of your deck for the right card.",
      "russian-fairy-tales":
        "Shape-shifting: minions go under decks, come back, and swap places with others.",
      "polynesian-voyagers": "Sail to new bases, bring bases into play, and tattoo your minions for power.",
      geeks: "Cancel opponents' actions, look into their hands, and bend the rules.",
      "smash-up-all-stars": "A greatest-hits mix: one card from each corner of Smash Up.",
    },
    seePlaceholder: "See a faction's cards before picking",
    cardsTitle: (faction, n) => `${faction} — ${n} cards`,
    cardLine: (count, name, kind) => `${count}× **${name}** · ${kind}`,
    minion: (power) => `minion, power ${power}`,
    action: "action",
    notWritten: "This faction's cards are not played by the bot yet: their names only.",
    unknown: "That is not a faction of this game.",
  },
  fr: {
    about: {
      aliens:
        "Renvoie les créatures dans la main de leur propriétaire, échange les bases, gagne des PV au passage.",
      dinosaurs:
        "Les plus grosses créatures du jeu, et des actions qui donnent de la force et dévorent les petites.",
      ninjas: "Détruit des créatures et se glisse sur une base juste avant qu'elle marque.",
      pirates:
        "Déplace les créatures de base en base et coule les petites ; lève l'ancre quand une base marque.",
      robots: "Un essaim de petites créatures qui font jouer toujours plus de créatures.",
      tricksters: "Des pièges durables qui punissent ceux qui jouent sur vos bases, et font défausser.",
      wizards: "Pioche et actions supplémentaires : de longs tours qui enchaînent les cartes.",
      zombies: "Rejoue les créatures de votre défausse : rien ne reste mort bien longtemps.",
      "giant-ants":
        "Des marqueurs +1 force qui s'accumulent sur vos créatures et passent de l'une à l'autre.",
      "mad-scientists":
        "Des marqueurs de force, des expériences sur vos propres créatures et des créatures en plus.",
      vampires: "Se nourrit des créatures détruites pour gagner des marqueurs +1 force, et mord les petites.",
      werewolves:
        "Une force qui monte pendant votre tour, et des hurlements durables qui renforcent la meute.",
      "ancient-incas":
        "Des actions jouées sur les bases qui se renforcent entre elles : murs, temples et routes.",
      "anansi-tales":
        "Des histoires de filou : donnez des cartes aux autres joueurs et profitez quand ils les utilisent.",
      "grimms-fairy-tales": "Des duos de contes plus forts ensemble, et des recherches dans votre pioche.",
      "russian-fairy-tales":
        "Métamorphoses : les créatures passent sous les pioches, reviennent et prennent la place d'autres.",
      "polynesian-voyagers":
        "Naviguez vers de nouvelles bases, mettez des bases en jeu et tatouez vos créatures pour la force.",
      geeks: "Annule les actions adverses, regarde dans les mains et plie les règles.",
      "smash-up-all-stars": "Un best-of : une carte de chaque recoin de Smash Up.",
    },
    seePlaceholder: "Voir les cartes d'une faction avant de choisir",
    cardsTitle: (faction, n) => `${faction} — ${n} cartes`,
    cardLine: (count, name, kind) => `${count}× **${name}** · ${kind}`,
    minion: (power) => `créature, force ${power}`,
    action: "action",
    notWritten: "Les cartes de cette faction ne sont pas encore jouées par le bot : leurs noms seulement.",
    unknown: "Ce n'est pas une faction de cette partie.",
  },
};
