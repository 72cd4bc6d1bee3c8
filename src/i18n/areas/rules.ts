// `/smashup rules`: the main rule topics in our own words (one embed each, at most 4096 characters).
// The rules they rest on are listed by topic in ../rule-topics.ts.

import type { Area } from "../locale.ts";
import type { RuleTopicId } from "../rule-topics.ts";

export interface RuleTopicText {
  title: string;
  /** Extra words a player might type to find the topic. */
  keywords: string;
  body: string;
}

export interface RulesMessages {
  description: string;
  topicOption: string;
  topics: Record<RuleTopicId, RuleTopicText>;
  unknown: (typed: string) => string;
}

export const rules: Area<RulesMessages> = {
  en: {
    description: "Explain a rule of Smash Up",
    topicOption: "The rule topic (start typing)",
    unknown: (typed) => `No rule topic matches “${typed}”. Start typing and pick one of the suggestions.`,
    topics: {
      setup: {
        title: "Setup & mulligan",
        keywords: "start draft factions deck first player opening hand",
        body: [
          "• Each player takes **two different factions** and shuffles their 40 cards together into one deck. The bot offers a snake draft (as in the rulebook: A, B, C, C, B, A), a free pick or a random deal.",
          "• The bases of every box the chosen factions come from are shuffled into the base deck. Lay out **one more base than there are players** (3 bases for 2 players, 5 for 4).",
          "• Everyone draws **5 cards**.",
          "• **Mulligan**: if your opening hand has no minion, you may show it, draw 5 new cards, then shuffle the old hand back into your deck. You keep the new hand whatever it holds; there is no second mulligan.",
          "• The bot picks the first player at random. Play then goes clockwise, in seat order.",
        ].join("\n"),
      },
      turn: {
        title: "Turn phases",
        keywords: "phase start end draw turn order",
        body: [
          "Each turn has five phases, in this order:",
          "1. **Start of turn**: effects lasting “until the start of your turn” end, then your “at the start of your turn” abilities trigger (you choose their order).",
          "2. **Play cards**: up to one minion and one action, in any order, plus talents and extras (see *Playing cards & extras*).",
          "3. **Scoring**: every base whose total power has reached its breakpoint scores, one at a time (see *Scoring*).",
          "4. **Draw 2 cards**, then discard down to 10 if you hold more.",
          "5. **End of turn**: “at the end of the turn” effects happen, then “until the end of the turn” effects expire, then the game checks for a winner.",
          "Then the player on the left takes their turn.",
        ].join("\n"),
      },
      playing: {
        title: "Playing cards & extras",
        keywords: "minion action extra free play allowance",
        body: [
          "• In your play phase you may play, from your hand and for free, **one minion and one action**, in either order, or fewer.",
          "• **Minion**: put it on your side of any base, then resolve its ability if it has one that happens when played.",
          "• **Action**: resolve its text. A standard action then goes to your discard pile; an action that says “Play on a base” or “Play on a minion” stays attached there.",
          "• **Extras**: some effects let you play an extra minion or action. An extra gained during your play phase can be used at any later point of that phase, unless it names the card, says how the card is chosen, or comes from a Special: then use it at once or lose it. Extras gained outside your play phase must be used at once. Unused extras expire at the end of the play phase.",
          "• You never choose which extra a play uses: a play is allowed whenever your free plays and extras can cover every card you played this phase, one way or another.",
          "• A card played through a Special during your turn doesn’t use up your free plays.",
          "• You may play a card even if its effect will do nothing: it still counts as played. A card that attaches still needs something to attach to.",
        ].join("\n"),
      },
      talents: {
        title: "Talents",
        keywords: "talent once per turn ability attached twice",
        body: [
          "• A **Talent** is an ability you may use **once per turn, during your play phase**, while you control its card in play. It is always optional. (The Monster Smash rulebook allows it at any time of your turn; the bot follows the later boxes: during your play phase.)",
          "• Using a talent is not playing a card: it uses neither your minion nor your action.",
          "• Moving the card or changing its controller doesn’t give a second use that turn. A card that leaves play and comes back is a new card and may use its talent again.",
          "• A talent printed on an action attached to a minion (Leader of the Pack, Moontouched) is the action’s: the player who controls the action uses it, not the minion’s controller.",
          "• A card may grant one more use in a turn (Standing Stones: a minion there may use its talent twice).",
          "• With the bot, the talents you can use right now appear in your hand panel.",
        ].join("\n"),
      },
      specials: {
        title: "Specials & Me First!",
        keywords: "special me first window react priority pass",
        body: [
          "• A **Special** works at a moment stated on the card (often before or after a base scores) instead of when it is played. It can be used from your hand, from play, or from your discard pile when the card says so, even during another player’s turn. A card whose only text is a Special can be played only then (Hidden Ninja: only before a base scores).",
          "• When several players may react to the same moment (before scoring, after scoring, cards reacting to a play), **Me First!** decides who acts:",
          "1. Effects of cards already in play that trigger resolve first, in the order the active player chooses.",
          "2. Then, starting with the active player and going clockwise, each player either uses **one** Special or passes.",
          "3. Passing doesn’t lock you out: you may act when your turn to choose comes round again. After a Special resolves, the next player clockwise continues.",
          "4. The window closes once **every player has passed in a row**.",
          "• An extra play gained inside such a window must be used at once.",
        ].join("\n"),
      },
      scoring: {
        title: "Scoring",
        keywords: "score breakpoint vp eligible rank tie winner before after on scoring base",
        body: [
          "• Bases score only in the **scoring phase**. A base is ready when the total power there (every player’s minions, plus other cards giving power) is **at least its breakpoint**.",
          "• If several bases are ready, the active player chooses the order, and every ready base must score. After each one, all bases are checked again.",
          "• For the chosen base: **before scoring** window (Specials) → VP are awarded, with “on scoring” effects → **after scoring** window → every card on the base goes to its owner’s discard pile (discarded, not destroyed) → the base goes to the base discard and is replaced from the base deck.",
          "• Once chosen, a base scores even if its power drops below the breakpoint. If it leaves play before VP are awarded, its scoring stops.",
          "• **Eligibility**: only players with at least one minion there (even with 0 power) or a card giving them power there are ranked.",
          "• **Ranks & ties**: the most power is 1st, then 2nd and 3rd. Tied players each get the full VP of the place they share, and the tie uses up the places below it: 10 / 10 / 5 gives 1st, 1st, 3rd. Fourth place and below get nothing.",
          "• When an effect rewards a place (“the winner may…”), every player tied for it may use it, from the active player clockwise; if it can only happen once, the first of them does it.",
        ].join("\n"),
      },
      actions: {
        title: "Ongoing vs standard actions & attachments",
        keywords: "ongoing standard attach play on a base minion discard",
        body: [
          "• A **standard** action does its job, then goes to its owner’s discard pile, once the effects it triggered have resolved (so a reshuffle it causes doesn’t take it back into the deck).",
          "• An action that says **“Play on a base”** or **“Play on a minion”** is attached there and stays in play. Its **Ongoing** text works for as long as it stays in play. Ongoing texts do nothing from a hand, a deck or a discard pile; base abilities work like ongoing ones.",
          "• An attached action moves with its minion. When the minion or base it is on leaves play, the cards attached to it go to their owners’ discard piles.",
          "• Controlling a minion doesn’t give you the actions attached to it, but their effects keep applying.",
          "• Attaching a card to a minion affects that minion, so protections such as “not affected by other players’ actions” stop it.",
        ].join("\n"),
      },
      terms: {
        title: "Destroy, return, move, place, discard",
        keywords: "destroy return move place discard affect play terms",
        body: [
          "• **Destroy**: the card leaves play for its owner’s discard pile (a base, for the base discard). “When destroyed” effects trigger.",
          "• **Discard**: a card not in play (usually from your hand), or one leaving with a scored base, goes to its owner’s discard pile. Discarding is not destroying.",
          "• **Return**: the card goes back where it came from; from a base, to its owner’s hand. Its attached cards are discarded and its counters removed. It was neither destroyed nor discarded.",
          "• **Move**: a minion goes from one base to another with its counters and attached cards. It is not played, so its on-play ability doesn’t happen again; its Ongoing, Special and Talent stay active.",
          "• **Place**: every other card movement (to the bottom of a deck, from a discard pile to a hand…), and putting counters on a card. Placing is not playing.",
          "• Only **playing** a card triggers its on-play ability.",
          "• A card is **affected** when it is moved, leaves play, changes power or controller, gets a card attached, or has its effect cancelled.",
        ].join("\n"),
      },
      control: {
        title: "Ownership vs control",
        keywords: "owner controller you your take control",
        body: [
          "• You **own** every card of your two factions. You **control** the cards you play and any card you take control of.",
          "• On a minion or an action, “you” means the player who controls it, and “your minions” are the minions you control, whoever owns them. On a base, “you” means the player the text describes, usually the active player.",
          "• Taking control of a minion is as if you had played it: its power counts for you and only you use its abilities. It doesn’t give you the actions attached to it. Control lasts until the card leaves play or changes hands again, not just until the end of the turn.",
          "• Whenever a card goes to a hand, a deck or a discard pile, it goes to its **owner’s**, whoever controlled it.",
        ].join("\n"),
      },
      counters: {
        title: "+1 power counters",
        keywords: "counter token marker power transfer zero any number",
        body: [
          "• A **+1 power counter** on a minion gives it +1 power for as long as it stays there. Counters come from the supply, never from anyone’s VP, and the supply never runs out.",
          "• Counters on actions or bases do nothing unless a card says so (Summon Wolves counts its own).",
          "• When a minion moves, its counters go with it; when it leaves play, whatever the way, they are removed.",
          "• **Transfer** moves counters (or attached actions) from one minion to another; a transferred counter counts at once for the minion it reaches. Taking counters from the supply or putting them back is not a transfer.",
          "• Placing, transferring or removing counters affects the minion, so a minion protected from an effect can’t gain or lose counters through it.",
          "• “Any number of counters” includes zero. “Remove a counter **to** do something”: the something happens only if a counter was really removed.",
          "• On the board, a minion’s counters show as **+n** after its power (Worker 4 (printed 2) · +2), and an action’s after its name.",
          "• Power is never below 0: add the printed power and every modifier, then a negative total counts as 0. The same goes for breakpoints.",
        ].join("\n"),
      },
      topdeck: {
        title: "Playing from the top of the deck",
        keywords: "top deck reveal until",
        body: [
          "• “Play an X from the top of your deck”: reveal cards from the top of your deck one at a time until you find an X, then play it. “Play N X” does this N times.",
          "• If your deck is empty before you start, shuffle your discard pile into a new deck first. If it runs out while you are revealing, stop: no reshuffle, and you may only play what you revealed.",
          "• The other revealed cards belong to no zone until the played cards have resolved; then they are shuffled back into your deck.",
          "• If the X you found can’t be played (a requirement isn’t met), it is discarded, and the search still ends there.",
          "• The card is played, so its on-play ability resolves.",
        ].join("\n"),
      },
      otherHands: {
        title: "Cards in another player's hand",
        keywords: "hand owner give place another player look reveal anansi",
        body: [
          "• Some cards put a card into **another player’s hand**. It still belongs to its owner, but the player holding it may play it as one of their own cards: “play a card” means from the hand you hold.",
          "• Whenever that card goes to a deck or a discard pile, it goes to its **owner’s**, whoever held or played it.",
          "• **Looking** at a card or a hand shows it to you only; **revealing** shows it to everyone.",
        ].join("\n"),
      },
      extraBases: {
        title: "Extra bases & the face-up top base",
        keywords: "extra base more bases base deck top face up signs stars island",
        body: [
          "• A game starts with one base more than there are players, but some cards put **extra bases** into play. Each of them scores and is replaced like any base.",
          "• When a base is needed and the base deck is empty, the base discard is shuffled into a new base deck.",
          "• When several effects each choose the next base differently, the active player picks which one to use.",
          "• While a card keeps the **top card of the base deck face up** and lends its ability to a base in play, that base also has the top base’s ability. When the top card changes, the old one’s ability stops, but what it already did stays.",
        ].join("\n"),
      },
      breakpoints: {
        title: "Breakpoints that change & base markers",
        keywords: "breakpoint marker story lower raise current printed zero",
        body: [
          "• A base is eligible to score when the total power on it reaches its **current** breakpoint: the printed value plus every modifier, never below 0.",
          "• A base at breakpoint 0 is eligible even with no power on it; it then scores for the players who can win VP there.",
          "• Markers on a base (such as story markers) are not +1 power counters: neither kind counts as the other. They are removed when the base leaves play.",
          "• Once a base has started scoring, it finishes even if its total falls below its breakpoint.",
          "• On the board, a base whose breakpoint differs from its printed one shows both.",
        ].join("\n"),
      },
      cancel: {
        title: "Responses: cancelling a play",
        keywords: "cancel response interrupt no effect when plays counter",
        body: [
          "• Some Specials answer **when** another player plays a card: they interrupt that play after the card has been played but before its ability happens.",
          "• The interrupting card resolves fully, then the interrupted card goes on from where it stopped, if it still can.",
          "• A **cancelled** card or effect is as if it had never existed: its ability doesn’t happen, and it still counts as played (the play it used stays used).",
          "• Taking control of a just-played minion this way lasts until the end of the turn, then it goes back to the player who played it.",
        ].join("\n"),
      },
      hand: {
        title: "Hand limit & reshuffling",
        keywords: "hand limit ten 10 draw reshuffle empty deck discard pile",
        body: [
          "• In phase 4 you draw 2 cards. **After drawing**, if you hold more than 10 cards, discard down to exactly 10. This is the only moment the limit is checked: another player holding more than 10 waits for their own draw phase.",
          "• A player whose hand empties at another time doesn’t draw until their draw phase.",
          "• **Reshuffle**: when you must draw, reveal, search or look at your deck and it is empty, shuffle your discard pile into a new deck, then carry on. It only happens when a card is actually needed.",
          "• After searching your deck, shuffle it.",
          "• When a base must be replaced and the base deck is empty, the base discard is shuffled into a new base deck.",
        ].join("\n"),
      },
      end: {
        title: "End of the game",
        keywords: "win winner victory 15 vp target tie end",
        body: [
          "• Victory is checked at the **end of each turn** (after the end-of-turn effects), never in the middle of one, even if someone reaches the target during scoring.",
          "• If at least one player has reached the VP target (15 unless the game says otherwise) and **one player alone** has the most VP, that player wins.",
          "• If the lead is tied, the game goes on with normal turns until one player leads alone at the end of a turn.",
          "• The check happens at the end of every turn, so you may win at the end of someone else’s turn. There is always exactly one winner.",
          "• With the bot, a player who concedes or is voted out leaves the game with their cards; the last player left wins.",
        ].join("\n"),
      },
      conflicts: {
        title: "Conflicts: cards, can’t, and order",
        keywords: "conflict cards beat rules cannot can't simultaneous order interrupt may any number",
        body: [
          "• **Cards beat rules**: every rule applies unless a card says otherwise.",
          "• **Can’t beats can**: when one card allows something and another forbids it, the one that forbids wins.",
          "• **Simultaneous effects**: when several effects happen at the same time, the active player chooses their order, whoever controls them.",
          "• **Do all you can**: carry out a card’s effect as fully as possible, even if it hurts you. Only “you may” and extras are optional, and “any number” includes zero.",
          "• **Interruptions**: when a card makes you play another card, the new card resolves first, then the rest of the first card, then the effects the new card triggered.",
          "• Power and breakpoints are never below 0.",
        ].join("\n"),
      },
      bot: {
        title: "How the bot handles hidden timing & standing orders",
        keywords: "bot hidden timing standing order autopass skip respond private timer",
        body: [
          "• Choices are asked one player at a time: the active player in their hand panel, anyone else through a public message that mentions them, with a **Respond** button that opens their private prompt.",
          "• By default, a player with nothing usable in a Special window is skipped, to keep the game moving. That tells the table they had no usable Special.",
          "• The lobby option **hidden timing** asks every player in every window instead, so being asked reveals nothing. With it, every player also confirms their opening hand, whether or not they could mulligan.",
          "• Your **standing order** “pass when I can’t respond” skips you whenever you have nothing usable, even with hidden timing. Turn it off to be asked again.",
          "• Your hand and deck never appear in public: your cards only show in messages visible to you alone, which you can reopen at any time.",
          "• If the game has a turn timer, the player who must act is reminded at half time; when it runs out, the bot makes the safe choice for them (pass, or end the turn without playing).",
        ].join("\n"),
      },
    },
  },
  fr: {
    description: "Explique une règle de Smash Up",
    topicOption: "Le sujet de règle (commencez à taper)",
    unknown: (typed) =>
      `Aucun sujet de règle ne correspond à « ${typed} ». Commencez à taper et choisissez une suggestion.`,
    topics: {
      setup: {
        title: "Mise en place et mulligan",
        keywords: "début draft factions pioche premier joueur main de départ",
        body: [
          "• Chaque joueur prend **deux factions différentes** et mélange leurs 40 cartes en une seule pioche. Le bot propose un draft en serpent (comme dans la règle : A, B, C, C, B, A), un choix libre ou un tirage au sort.",
          "• Les bases de toutes les boîtes d’où viennent les factions choisies forment la pioche Base, mélangée. On révèle **une base de plus qu’il n’y a de joueurs** (3 bases à 2 joueurs, 5 à 4).",
          "• Chacun pioche **5 cartes**.",
          "• **Mulligan** : si votre main de départ ne contient aucune créature, vous pouvez la montrer, piocher 5 nouvelles cartes, puis mélanger l’ancienne main dans votre pioche. Vous gardez la nouvelle main quelle qu’elle soit ; pas de second mulligan.",
          "• Le bot tire au sort le premier joueur. On joue ensuite dans le sens horaire, dans l’ordre des places.",
        ].join("\n"),
      },
      turn: {
        title: "Les phases du tour",
        keywords: "phase début fin pioche tour ordre",
        body: [
          "Chaque tour compte cinq phases, dans cet ordre :",
          "1. **Début du tour** : les effets « jusqu’au début de votre tour » prennent fin, puis vos capacités « au début de votre tour » se déclenchent (vous choisissez leur ordre).",
          "2. **Jouer des cartes** : jusqu’à une créature et une action, dans l’ordre de votre choix, plus les talents et les cartes supplémentaires (voir *Jouer des cartes et cartes supplémentaires*).",
          "3. **Conquête** : chaque base dont la force totale atteint la résistance est décomptée, une à la fois (voir *Conquête des bases*).",
          "4. **Piocher 2 cartes**, puis se défausser jusqu’à 10 cartes si vous en avez plus.",
          "5. **Fin du tour** : les effets « à la fin du tour » ont lieu, puis les effets « jusqu’à la fin du tour » expirent, puis on vérifie s’il y a un vainqueur.",
          "C’est ensuite au tour du joueur de gauche.",
        ].join("\n"),
      },
      playing: {
        title: "Jouer des cartes et cartes supplémentaires",
        keywords: "créature action supplémentaire jouer gratuite",
        body: [
          "• Pendant votre phase de jeu, vous pouvez jouer gratuitement depuis votre main **une créature et une action**, dans l’ordre de votre choix, ou moins.",
          "• **Créature** : posez-la de votre côté de n’importe quelle base, puis résolvez sa capacité si elle agit quand on la joue.",
          "• **Action** : résolvez son texte. Une action standard va ensuite dans votre défausse ; une action qui dit « Jouez sur une base » ou « Jouez sur une créature » y reste attachée.",
          "• **Cartes supplémentaires** : certains effets vous permettent de jouer une créature ou une action supplémentaire. Obtenue pendant votre phase de jeu, elle peut servir à tout moment de cette phase, sauf si elle désigne la carte, dit comment la carte est choisie, ou vient d’un Spécial : jouez-la alors tout de suite ou perdez-la. Obtenue hors de votre phase de jeu, elle se joue tout de suite. Celles qui restent inutilisées expirent à la fin de la phase de jeu.",
          "• Vous ne choisissez jamais quelle carte supplémentaire sert : une carte est permise dès que vos cartes gratuites et supplémentaires peuvent couvrir toutes celles jouées pendant la phase, d’une façon ou d’une autre.",
          "• Une carte jouée grâce à un Spécial pendant votre tour n’utilise pas vos cartes gratuites.",
          "• Vous pouvez jouer une carte même si son effet ne fera rien : elle compte comme jouée. Une carte qui s’attache a tout de même besoin d’un support.",
        ].join("\n"),
      },
      talents: {
        title: "Talents",
        keywords: "talent une fois par tour capacité attachée deux fois",
        body: [
          "• Un **Talent** est une capacité que vous pouvez utiliser **une fois par tour, pendant votre phase de jeu**, tant que vous contrôlez sa carte en jeu. C’est toujours facultatif. (La règle de Monstres Sacrés le permet à tout moment de votre tour ; le bot suit les boîtes suivantes : pendant votre phase de jeu.)",
          "• Utiliser un talent n’est pas jouer une carte : cela n’utilise ni votre créature ni votre action.",
          "• Déplacer la carte ou en changer le contrôleur ne donne pas de seconde utilisation ce tour-ci. Une carte qui quitte le jeu puis y revient est une nouvelle carte et peut réutiliser son talent.",
          "• Un talent imprimé sur une action attachée à une créature (Leader of the Pack, Moontouched) appartient à l’action : c’est le joueur qui contrôle l’action qui l’utilise, pas le contrôleur de la créature.",
          "• Une carte peut accorder une utilisation de plus dans le tour (Standing Stones : une créature qui s’y trouve peut utiliser son talent deux fois).",
          "• Avec le bot, les talents utilisables à cet instant apparaissent dans votre panneau de main.",
        ].join("\n"),
      },
      specials: {
        title: "Spéciaux et « Moi d’abord ! »",
        keywords: "spécial moi d'abord fenêtre réagir priorité passer",
        body: [
          "• Un **Spécial** agit au moment indiqué sur la carte (souvent avant ou après la conquête d’une base) et non quand on la joue. On peut l’utiliser depuis sa main, depuis le jeu, ou depuis sa défausse si la carte le dit, même pendant le tour d’un autre joueur. Une carte dont le seul texte est un Spécial ne se joue qu’à ce moment-là (Hidden Ninja : seulement avant la conquête d’une base).",
          "• Quand plusieurs joueurs peuvent réagir au même moment (avant la conquête, après la conquête, cartes qui réagissent à une carte jouée), **« Moi d’abord ! »** règle l’ordre :",
          "1. Les effets déclenchés des cartes déjà en jeu se résolvent d’abord, dans l’ordre choisi par le joueur actif.",
          "2. Puis, en commençant par le joueur actif et dans le sens horaire, chaque joueur utilise **un** Spécial ou passe.",
          "3. Passer n’exclut pas : vous pourrez agir quand le choix vous reviendra. Après un Spécial, le joueur suivant dans le sens horaire continue.",
          "4. La fenêtre se ferme quand **tous les joueurs ont passé d’affilée**.",
          "• Une carte supplémentaire obtenue dans une telle fenêtre se joue tout de suite.",
        ].join("\n"),
      },
      scoring: {
        title: "Conquête des bases",
        keywords:
          "conquête décompte résistance pv éligible classement égalité vainqueur avant après lors base",
        body: [
          "• Les bases ne sont décomptées que pendant la **phase de conquête**. Une base est conquise quand la force totale qui s’y trouve (les créatures de tous les joueurs, plus les autres cartes qui donnent de la force) **atteint sa résistance**.",
          "• Si plusieurs bases sont conquises, le joueur actif choisit l’ordre, et chacune doit être décomptée. Après chaque décompte, on vérifie de nouveau toutes les bases.",
          "• Pour la base choisie : fenêtre **« Avant la Conquête »** (Spéciaux) → attribution des PV, avec les effets « Lors de la Conquête » → fenêtre **« Après la Conquête »** → chaque carte de la base va dans la défausse de son propriétaire (défaussée, pas détruite) → la base va dans la défausse Base et est remplacée par la première de la pioche Base.",
          "• Une fois choisie, une base est décomptée même si sa force retombe sous la résistance. Si elle quitte le jeu avant l’attribution des PV, son décompte s’arrête.",
          "• **Éligibilité** : seuls les joueurs qui y ont au moins une créature (même de force 0) ou une carte qui leur donne de la force sont classés.",
          "• **Classement et égalités** : la plus grande force est 1re, puis 2e et 3e. Les joueurs à égalité gagnent chacun tous les PV de la place qu’ils partagent, et l’égalité occupe les places suivantes : 10 / 10 / 5 donne 1er, 1er, 3e. À partir de la 4e place, rien.",
          "• Quand un effet récompense une place (« le vainqueur peut… »), tous les joueurs à égalité pour elle peuvent l’utiliser, du joueur actif dans le sens horaire ; si l’effet ne peut avoir lieu qu’une fois, seul le premier d’entre eux en profite.",
        ].join("\n"),
      },
      actions: {
        title: "Actions standard, permanentes et attachées",
        keywords: "permanent standard attacher jouez sur une base créature défausse",
        body: [
          "• Une action **standard** fait son effet, puis va dans la défausse de son propriétaire une fois résolus les effets qu’elle a déclenchés (un mélange de pioche qu’elle provoque ne la remet donc pas dans la pioche).",
          "• Une action qui dit **« Jouez sur une base »** ou **« Jouez sur une créature »** s’y attache et reste en jeu. Son texte **Permanent** agit tant qu’elle reste en jeu. Un texte Permanent ne fait rien depuis une main, une pioche ou une défausse ; les capacités des bases agissent comme des textes permanents.",
          "• Une action attachée suit sa créature quand celle-ci se déplace. Quand la créature ou la base qui la porte quitte le jeu, les cartes qui y sont attachées vont dans la défausse de leur propriétaire.",
          "• Contrôler une créature ne vous donne pas les actions qui y sont attachées, mais leurs effets continuent de s’appliquer.",
          "• Attacher une carte à une créature affecte cette créature : une protection comme « n’est pas affectée par les actions des autres joueurs » l’empêche.",
        ].join("\n"),
      },
      terms: {
        title: "Détruire, renvoyer, déplacer, placer, défausser",
        keywords: "détruire renvoyer déplacer placer défausser affecter jouer termes",
        body: [
          "• **Détruire** : la carte quitte le jeu pour la défausse de son propriétaire (une base : pour la défausse Base). Les effets « quand elle est détruite » se déclenchent.",
          "• **Défausser** : une carte qui n’est pas en jeu (le plus souvent de votre main), ou qui part avec une base conquise, va dans la défausse de son propriétaire. Défausser n’est pas détruire.",
          "• **Renvoyer** : la carte retourne d’où elle vient ; depuis une base, dans la main de son propriétaire. Ses cartes attachées sont défaussées et ses marqueurs retirés. Elle n’a été ni détruite ni défaussée.",
          "• **Déplacer** : une créature passe d’une base à une autre avec ses marqueurs et ses cartes attachées. Elle n’est pas jouée : sa capacité de jeu ne se répète pas ; ses textes Permanent, Spécial et Talent restent actifs.",
          "• **Placer** : tout autre mouvement de carte (sous une pioche, d’une défausse vers une main…), ainsi que poser des marqueurs sur une carte. Placer n’est pas jouer.",
          "• Seul le fait de **jouer** une carte déclenche sa capacité de jeu.",
          "• Une carte est **affectée** quand elle est déplacée, quitte le jeu, change de force ou de contrôleur, reçoit une carte attachée ou voit son effet annulé.",
        ].join("\n"),
      },
      control: {
        title: "Propriétaire et contrôleur",
        keywords: "propriétaire contrôleur vous votre prendre le contrôle",
        body: [
          "• Vous êtes **propriétaire** de toutes les cartes de vos deux factions. Vous **contrôlez** les cartes que vous jouez et celles dont vous prenez le contrôle.",
          "• Sur une créature ou une action, « vous » désigne le joueur qui la contrôle, et « vos créatures » sont celles que vous contrôlez, quel que soit leur propriétaire. Sur une base, « vous » désigne le joueur que décrit le texte, en général le joueur actif.",
          "• Prendre le contrôle d’une créature revient à l’avoir jouée : sa force compte pour vous et vous seul utilisez ses capacités. Cela ne vous donne pas les actions qui y sont attachées. Le contrôle dure jusqu’à ce que la carte quitte le jeu ou change encore de mains, pas seulement jusqu’à la fin du tour.",
          "• Quand une carte va dans une main, une pioche ou une défausse, c’est toujours dans celle de son **propriétaire**, quel que soit son contrôleur.",
        ].join("\n"),
      },
      counters: {
        title: "Marqueurs Force +1",
        keywords: "marqueur jeton force transférer zéro nombre",
        body: [
          "• Un **marqueur Force +1** sur une créature lui donne +1 en force tant qu’il y reste. Les marqueurs viennent de la réserve, jamais des PV d’un joueur, et la réserve ne s’épuise jamais.",
          "• Les marqueurs posés sur des actions ou des bases ne font rien, sauf si une carte le dit (Summon Wolves compte les siens).",
          "• Quand une créature se déplace, ses marqueurs la suivent ; quand elle quitte le jeu, de quelque façon que ce soit, ils sont retirés.",
          "• **Transférer** fait passer des marqueurs (ou des actions attachées) d’une créature à une autre ; un marqueur transféré compte aussitôt pour la créature qui le reçoit. Prendre des marqueurs dans la réserve ou les y remettre n’est pas un transfert.",
          "• Poser, transférer ou retirer des marqueurs affecte la créature : une créature protégée contre un effet ne peut ni en gagner ni en perdre par cet effet.",
          "• « N’importe quel nombre de marqueurs » inclut zéro. « Retirez un marqueur **pour** faire quelque chose » : la suite n’a lieu que si un marqueur a vraiment été retiré.",
          "• Sur le plateau, les marqueurs d’une créature s’affichent en **+n** après sa force (Worker 4 (imprimée 2) · +2), et ceux d’une action après son nom.",
          "• La force n’est jamais négative : additionnez la force imprimée et tous les modificateurs ; un total négatif compte pour 0. De même pour la résistance.",
        ].join("\n"),
      },
      topdeck: {
        title: "Jouer depuis le dessus de la pioche",
        keywords: "dessus pioche révéler jusqu'à",
        body: [
          "• « Jouez un X depuis le dessus de votre pioche » : révélez les cartes du dessus de votre pioche une par une jusqu’à trouver un X, puis jouez-le. « Jouez N X » répète cela N fois.",
          "• Si votre pioche est vide avant de commencer, mélangez d’abord votre défausse pour en faire une nouvelle pioche. Si elle s’épuise pendant que vous révélez, arrêtez : pas de nouveau mélange, et vous ne pouvez jouer que ce que vous avez révélé.",
          "• Les autres cartes révélées n’appartiennent à aucune zone jusqu’à la résolution des cartes jouées ; elles sont ensuite mélangées dans votre pioche.",
          "• Si le X trouvé ne peut pas être joué (une condition n’est pas remplie), il est défaussé, et la recherche s’arrête quand même là.",
          "• La carte est jouée : sa capacité de jeu se résout.",
        ].join("\n"),
      },
      otherHands: {
        title: "Cartes dans la main d’un autre joueur",
        keywords: "main propriétaire donner placer autre joueur consulter révéler anansi",
        body: [
          "• Certaines cartes placent une carte dans la **main d’un autre joueur**. Elle appartient toujours à son propriétaire, mais le joueur qui la tient peut la jouer comme ses propres cartes : « jouer une carte » veut dire depuis la main que vous tenez.",
          "• Quand cette carte va dans un deck ou une défausse, elle va dans ceux de son **propriétaire**, quel que soit le joueur qui l’a tenue ou jouée.",
          "• **Consulter** une carte ou une main vous la montre à vous seul ; **révéler** la montre à tous.",
        ].join("\n"),
      },
      extraBases: {
        title: "Bases supplémentaires et base du dessus face visible",
        keywords:
          "base supplémentaire plus de bases pioche de bases dessus face visible présages étoiles archipel",
        body: [
          "• Une partie commence avec une base de plus que de joueurs, mais certaines cartes mettent en jeu des **bases supplémentaires**. Chacune est conquise et remplacée comme toute base.",
          "• Quand il faut une base et que la pioche de bases est vide, la défausse de bases est mélangée pour former une nouvelle pioche.",
          "• Quand plusieurs effets choisissent chacun autrement la base suivante, le joueur actif choisit lequel s’applique.",
          "• Tant qu’une carte garde **la carte du dessus de la pioche de bases face visible** et prête son pouvoir à une base en jeu, cette base a aussi le pouvoir de la base du dessus. Quand la carte du dessus change, le pouvoir de l’ancienne cesse, mais ce qu’il a déjà fait reste.",
        ].join("\n"),
      },
      breakpoints: {
        title: "Points de rupture qui changent et marqueurs de base",
        keywords: "point de rupture marqueur histoire baisser augmenter actuel imprimé zéro",
        body: [
          "• Une base peut être conquise quand la force totale qui s’y trouve atteint son point de rupture **actuel** : la valeur imprimée plus tous les modificateurs, jamais sous 0.",
          "• Une base à 0 peut être conquise même sans aucune force ; elle rapporte alors des PV aux joueurs qui peuvent en gagner là.",
          "• Les marqueurs posés sur une base (comme les marqueurs histoire) ne sont pas des marqueurs +1 force : aucun des deux ne compte comme l’autre. Ils sont retirés quand la base quitte le jeu.",
          "• Une base dont la conquête a commencé va jusqu’au bout, même si sa force totale passe sous son point de rupture.",
          "• Sur le plateau, une base dont le point de rupture diffère de l’imprimé montre les deux.",
        ].join("\n"),
      },
      cancel: {
        title: "Réponses : annuler une carte jouée",
        keywords: "annuler réponse interrompre aucun effet quand joue contrer",
        body: [
          "• Certains Spéciaux répondent **quand** un autre joueur joue une carte : ils interrompent ce jeu après que la carte a été jouée, mais avant que son pouvoir ne s’applique.",
          "• La carte qui interrompt se résout entièrement, puis la carte interrompue reprend là où elle s’était arrêtée, si elle le peut encore.",
          "• Une carte ou un effet **annulé** est traité comme s’il n’avait jamais existé : son pouvoir ne s’applique pas, et la carte compte quand même comme jouée (le jeu utilisé le reste).",
          "• Prendre ainsi le contrôle d’un serviteur tout juste joué dure jusqu’à la fin du tour ; il revient ensuite au joueur qui l’a joué.",
        ].join("\n"),
      },
      hand: {
        title: "Limite de main et pioche épuisée",
        keywords: "limite main dix 10 piocher mélanger pioche vide défausse",
        body: [
          "• En phase 4, vous piochez 2 cartes. **Après avoir pioché**, si vous avez plus de 10 cartes, défaussez-vous jusqu’à 10 exactement. C’est le seul moment où la limite compte : un autre joueur qui a plus de 10 cartes attend sa propre phase de pioche.",
          "• Un joueur qui vide sa main à un autre moment ne pioche pas avant sa phase de pioche.",
          "• **Pioche épuisée** : quand vous devez piocher, révéler, chercher ou regarder une carte de votre pioche et qu’elle est vide, mélangez votre défausse pour former une nouvelle pioche, puis continuez. Cela n’arrive que quand une carte est vraiment nécessaire.",
          "• Après avoir fouillé votre pioche, mélangez-la.",
          "• Quand une base doit être remplacée et que la pioche Base est vide, on mélange la défausse Base pour en refaire une.",
        ].join("\n"),
      },
      end: {
        title: "Fin de la partie",
        keywords: "victoire vainqueur gagner 15 pv objectif égalité fin",
        body: [
          "• La victoire se vérifie à la **fin de chaque tour** (après les effets de fin de tour), jamais en plein tour, même si quelqu’un atteint l’objectif pendant une conquête.",
          "• Si au moins un joueur a atteint l’objectif de PV (15 sauf indication de la partie) et qu’**un seul joueur** a le plus de PV, il gagne.",
          "• En cas d’égalité en tête, la partie continue normalement jusqu’à ce qu’un joueur mène seul à la fin d’un tour.",
          "• La vérification a lieu à la fin de chaque tour : on peut donc gagner à la fin du tour d’un autre. Il y a toujours un seul vainqueur.",
          "• Avec le bot, un joueur qui abandonne ou est exclu par vote quitte la partie avec ses cartes ; le dernier joueur restant gagne.",
        ].join("\n"),
      },
      conflicts: {
        title: "Conflits : cartes, interdictions et ordre",
        keywords: "conflit cartes priment règles ne peut pas simultané ordre interruption pouvez autant",
        body: [
          "• **Les cartes priment sur les règles** : chaque règle s’applique sauf si une carte dit le contraire.",
          "• **L’interdiction l’emporte** : quand une carte permet quelque chose et qu’une autre l’interdit, celle qui interdit gagne.",
          "• **Effets simultanés** : quand plusieurs effets ont lieu en même temps, le joueur actif choisit leur ordre, quel que soit leur contrôleur.",
          "• **Faire tout son possible** : appliquez l’effet d’une carte aussi complètement que possible, même s’il vous nuit. Seuls « vous pouvez » et les cartes supplémentaires sont facultatifs, et « autant que vous voulez » inclut zéro.",
          "• **Interruptions** : quand une carte vous fait jouer une autre carte, la nouvelle carte se résout d’abord, puis le reste de la première, puis les effets déclenchés par la nouvelle.",
          "• La force et la résistance ne sont jamais négatives.",
        ].join("\n"),
      },
      bot: {
        title: "Le bot : choix cachés et passe automatique",
        keywords: "bot timing caché consigne passe automatique autopass répondre privé minuteur",
        body: [
          "• Les choix sont demandés à un joueur à la fois : au joueur actif dans son panneau de main, aux autres par un message public qui les mentionne, avec un bouton **Répondre** qui ouvre leur choix en privé.",
          "• Par défaut, un joueur qui n’a rien d’utilisable dans une fenêtre de Spéciaux est sauté, pour que la partie avance. La table apprend ainsi qu’il n’avait aucun Spécial utilisable.",
          "• L’option de salon **timing caché** interroge au contraire chaque joueur à chaque fenêtre : être sollicité ne révèle rien. Avec elle, chaque joueur confirme aussi sa main de départ, qu’il puisse faire un mulligan ou non.",
          "• Votre **consigne** « passer quand je ne peux pas répondre » vous saute dès que vous n’avez rien d’utilisable, même en timing caché. Désactivez-la pour être de nouveau sollicité.",
          "• Votre main et votre pioche ne sont jamais montrées en public : vos cartes n’apparaissent que dans des messages visibles de vous seul, que vous pouvez rouvrir à tout moment.",
          "• Si la partie a un minuteur de tour, le joueur attendu reçoit un rappel à mi-temps ; à l’expiration, le bot fait pour lui le choix sans risque (passer, ou finir le tour sans jouer).",
        ].join("\n"),
      },
    },
  },
};
