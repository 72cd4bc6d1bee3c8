// A 4-player game opened, joined, started and played `decisions` random legal decisions in through
// the game service, as players would: the memory benches hold such games mid-game.

import type { GameService, GameSnapshot } from "../app/index.ts";
import { randomChoice } from "../drivers/simulate.ts";

export interface FourPlayerGame {
  guildId: string;
  channelId: string;
  /** The four players' user ids, host first. */
  users: readonly string[];
  decisions: number;
  rng: { int(n: number): number };
}

export async function playFourPlayerGame(service: GameService, game: FourPlayerGame): Promise<GameSnapshot> {
  const { users, rng } = game;
  const opened = await service.openLobby({
    guildId: game.guildId,
    channelId: game.channelId,
    hostId: users[0] as string,
    hostName: "Player 0",
    options: { selectionMode: "random" },
  });
  if (!opened.ok) throw new Error(`lobby refused: ${opened.reason}`);
  const gameId = opened.snapshot.record.id;
  for (let seat = 1; seat < 4; seat++) {
    const joined = await service.lobbyAction({
      gameId,
      userId: users[seat] as string,
      action: { kind: "join", name: `Player ${seat}` },
    });
    if (!joined.ok) throw new Error(`join refused: ${joined.reason}`);
  }
  const started = await service.lobbyAction({
    gameId,
    userId: users[0] as string,
    action: { kind: "start" },
  });
  if (!started.ok) throw new Error(`start refused: ${started.reason}`);
  let snapshot = started.snapshot;
  for (let i = 0; i < game.decisions && snapshot.engine?.prompt; i++) {
    const prompt = snapshot.engine.prompt;
    const acted = await service.act({
      gameId,
      userId: snapshot.userOf(prompt.seat) as string,
      version: snapshot.record.version,
      decision: { kind: "answer", promptId: prompt.id, choice: randomChoice(prompt, rng) },
    });
    if (!acted.ok) throw new Error(`decision refused: ${acted.reason}`);
    snapshot = acted.snapshot;
  }
  return snapshot;
}
