import { once } from "node:events";
import {
  type BaseInteraction,
  Client,
  type ClientOptions,
  Events,
  GatewayIntentBits,
  REST,
} from "discord.js";
import { type FakeDiscord, type StartFakeDiscordOptions, startFakeDiscord } from "../fake-discord/index.ts";

/** A real discord.js Client pointed at the fake; resolves once ClientReady fired. */
export async function startClient(
  fake: FakeDiscord,
  options: Partial<ClientOptions> = {},
): Promise<Client<true>> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...options,
    rest: { api: fake.restUrl, ...options.rest },
  });
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return client as Client<true>;
}

export function restFor(fake: FakeDiscord): REST {
  return new REST({ api: fake.restUrl }).setToken(fake.token);
}

/**
 * Registers an interaction handler and keeps whatever it throws, so a test can
 * assert on the bot's view of an API error (e.g. DiscordAPIError 50035).
 */
export function onInteraction(
  client: Client,
  handler: (interaction: BaseInteraction) => Promise<void>,
): unknown[] {
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (interaction) => {
    handler(interaction).catch((error: unknown) => errors.push(error));
  });
  return errors;
}

/** One fake + one client per test, torn down so no handle survives the test. */
export interface Harness {
  fake: FakeDiscord;
  clients: Client[];
}

export async function harness(options: StartFakeDiscordOptions = {}): Promise<Harness> {
  return { fake: await startFakeDiscord(options), clients: [] };
}

export async function teardown(h: Harness | undefined): Promise<void> {
  if (!h) return;
  for (const client of h.clients) await client.destroy();
  await h.fake.close();
}

/** A promise plus its resolver, to hold a bot handler at a chosen point. */
export function latch(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
