// The records of a server (issue 25): /smashup stats (the server, a player, factions, pairs, bases)
// and /smashup leaderboard. Short lines, most important first; names arrive escaped or as mentions.

import type { Area } from "../locale.ts";

export type StatsView = "me" | "factions" | "pairs" | "bases" | "leaderboard";

export interface StatsMessages {
  statsCommand: { name: string; description: string; user: string; userDescription: string };
  leaderboardCommand: { name: string; description: string };
  title: string;
  games: (played: number, finished: number, abandoned: number) => string;
  withAi: (n: number) => string;
  noGames: string;
  player: (who: string) => string;
  noPlayerGames: string;
  rating: (value: string, rank: number, of: number) => string;
  unrated: string;
  wins: (wins: number, finished: number, rate: number) => string;
  avgVp: (vp: string) => string;
  turn: (time: string) => string;
  timeouts: (n: number) => string;
  favourites: (list: string) => string;
  aiGames: (games: number, wins: number) => string;
  duration: (ms: number) => string;
  /** A rate with enough games, and a small sample (count first). */
  rateLine: (name: string, rate: number, games: number) => string;
  smallLine: (name: string, wins: number, games: number) => string;
  fewGames: string;
  factionsTitle: string;
  pairsTitle: string;
  basesTitle: string;
  baseLine: (name: string, scored: number, top: string) => string;
  nobody: string;
  leaderboardTitle: string;
  leaderLine: (rank: number, who: string, value: string, games: number) => string;
  noRatings: string;
  ai: (level: string) => string;
  more: (n: number) => string;
  behind: string;
  /** The select under the answer and its options. */
  pick: string;
  views: Record<StatsView, string>;
  share: string;
  sharedBy: (who: string) => string;
  stale: string;
  unavailable: string;
  /** `/smashup-admin ratings`: whether games with an AI seat change the people's ratings. */
  admin: {
    name: string;
    description: string;
    option: string;
    optionDescription: string;
    now: (rateAi: boolean, rated: number) => string;
  };
}

/** A time in s, min or h — the same units in English and French. */
function shortDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, "0")} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}
export const stats: Area<StatsMessages> = {
  en: {
    statsCommand: {
      name: "stats",
      description: "This server's records: games, players, factions, bases (only you see it)",
      user: "user",
      userDescription: "Whose records (yours by default)",
    },
    leaderboardCommand: { name: "leaderboard", description: "This server's ratings (only you see it)" },
    title: "📊 Smash Up on this server",
    games: (played, finished, abandoned) =>
      `Games: ${played} played — ${finished} finished, ${abandoned} abandoned`,
    withAi: (n) => `(+${n} with an AI, counted apart)`,
    noGames: "No game has ended on this server yet.",
    player: (who) => `**${who}**`,
    noPlayerGames: "No finished game yet.",
    rating: (value, rank, of) => `Rating ${value} · #${rank} of ${of}`,
    unrated: "Not rated yet",
    wins: (wins, finished, rate) => `Wins: ${wins} of ${finished} (${rate}%)`,
    avgVp: (vp) => `avg ${vp} VP`,
    turn: (time) => `Turn: ${time} (median)`,
    timeouts: (n) => (n === 1 ? "1 timeout" : `${n} timeouts`),
    favourites: (list) => `Plays: ${list}`,
    aiGames: (games, wins) =>
      `With an AI: ${games} ${games === 1 ? "game" : "games"}, ${wins} ${wins === 1 ? "win" : "wins"}`,
    duration: shortDuration,
    rateLine: (name, rate, games) => `${name} — ${rate}% · ${games} games`,
    smallLine: (name, wins, games) => `${name} — ${wins} of ${games}`,
    fewGames: "_Few games yet (wins of games):_",
    factionsTitle: "**Factions** — win rate · games",
    pairsTitle: "**Faction pairs** — win rate · games",
    basesTitle: "**Bases** — times scored · most first places",
    baseLine: (name, scored, top) => `${name} — ${scored}× · ${top}`,
    nobody: "nobody",
    leaderboardTitle: "🏆 **Leaderboard** — rating · games",
    leaderLine: (rank, who, value, games) => `${rank}. ${who} — ${value} · ${games}`,
    noRatings: "Nobody is rated yet: ratings come with finished games.",
    ai: (level) => `AI (${level})`,
    more: (n) => `… and ${n} more`,
    behind: "_Older games are still being counted; ask again in a moment._",
    pick: "More stats…",
    views: {
      me: "Overview",
      factions: "Factions",
      pairs: "Faction pairs",
      bases: "Bases",
      leaderboard: "Leaderboard",
    },
    share: "Share",
    sharedBy: (who) => `Shared by ${who}`,
    stale: "These stats are not yours to change: type /smashup stats.",
    unavailable: "Stats are not available right now.",
    admin: {
      name: "ratings",
      description: "Whether games with an AI seat change the players' ratings",
      option: "ai-games",
      optionDescription: "Count games with an AI seat in the ratings (default: no)",
      now: (rateAi, rated) =>
        `${rateAi ? "Games with an AI seat now count in the ratings." : "Games with an AI seat no longer count in the ratings."} Ratings computed again over ${rated} games.`,
    },
  },
  fr: {
    statsCommand: {
      name: "stats",
      description: "Les archives du serveur : parties, joueurs, factions, bases (vous seul les voyez)",
      user: "joueur",
      userDescription: "De qui (vous par défaut)",
    },
    leaderboardCommand: { name: "classement", description: "Le classement du serveur (vous seul le voyez)" },
    title: "📊 Smash Up sur ce serveur",
    games: (played, finished, abandoned) => {
      const s = (n: number) => (n <= 1 ? "" : "s");
      return `Parties : ${played} jouée${s(played)} — ${finished} terminée${s(finished)}, ${abandoned} abandonnée${s(abandoned)}`;
    },
    withAi: (n) => `(+${n} avec une IA, comptées à part)`,
    noGames: "Aucune partie ne s'est encore terminée sur ce serveur.",
    player: (who) => `**${who}**`,
    noPlayerGames: "Aucune partie terminée pour l'instant.",
    rating: (value, rank, of) => `Cote ${value} · ${rank}${rank === 1 ? "er" : "e"} sur ${of}`,
    unrated: "Pas encore de cote",
    wins: (wins, finished, rate) => `Victoires : ${wins} sur ${finished} (${rate} %)`,
    avgVp: (vp) => `${vp} PV en moyenne`,
    turn: (time) => `Tour : ${time} (médiane)`,
    timeouts: (n) => (n <= 1 ? `${n} temps écoulé` : `${n} temps écoulés`),
    favourites: (list) => `Joue : ${list}`,
    aiGames: (games, wins) =>
      `Avec une IA : ${games} ${games <= 1 ? "partie" : "parties"}, ${wins} ${wins <= 1 ? "victoire" : "victoires"}`,
    duration: shortDuration,
    rateLine: (name, rate, games) => `${name} — ${rate} % · ${games} parties`,
    smallLine: (name, wins, games) => `${name} — ${wins} sur ${games}`,
    fewGames: "_Peu de parties (victoires sur parties) :_",
    factionsTitle: "**Factions** — victoires · parties",
    pairsTitle: "**Paires de factions** — victoires · parties",
    basesTitle: "**Bases** — fois marquée · plus de premières places",
    baseLine: (name, scored, top) => `${name} — ${scored}× · ${top}`,
    nobody: "personne",
    leaderboardTitle: "🏆 **Classement** — cote · parties",
    leaderLine: (rank, who, value, games) => `${rank}. ${who} — ${value} · ${games}`,
    noRatings: "Personne n'a encore de cote : elle vient avec les parties terminées.",
    ai: (level) => `IA (${level})`,
    more: (n) => `… et ${n} de plus`,
    behind: "_Des parties plus anciennes sont encore en cours de comptage ; redemandez dans un instant._",
    pick: "Plus de stats…",
    views: {
      me: "Résumé",
      factions: "Factions",
      pairs: "Paires de factions",
      bases: "Bases",
      leaderboard: "Classement",
    },
    share: "Partager",
    sharedBy: (who) => `Partagé par ${who}`,
    stale: "Ces stats ne sont pas les vôtres : tapez /smashup stats.",
    unavailable: "Les stats ne sont pas disponibles pour l'instant.",
    admin: {
      name: "cotes",
      description: "Si les parties avec une IA changent les cotes des joueurs",
      option: "parties-ia",
      optionDescription: "Compter les parties avec une IA dans les cotes (par défaut : non)",
      now: (rateAi, rated) =>
        `${rateAi ? "Les parties avec une IA comptent désormais dans les cotes." : "Les parties avec une IA ne comptent plus dans les cotes."} Cotes recalculées sur ${rated} parties.`,
    },
  },
};
