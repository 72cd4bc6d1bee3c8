import { once } from "node:events";
import {
  type BaseInteraction,
  Client,
  type ClientOptions,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  REST,
} from "discord.js";
import {
  type FakeChannel,
  type FakeDiscord,
  type FakeGuild,
  type FakeUser,
  type StartFakeDiscordOptions,
  startFakeDiscord,
} from "../fake-discord/index.ts";

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

/** The setup most files share: a fresh fake with one guild, its text channel "table" and alice, a member. */
export interface Table {
  h: Harness;
  fake: FakeDiscord;
  guild: FakeGuild;
  channel: FakeChannel;
  alice: FakeUser;
}

export async function table(options: StartFakeDiscordOptions = {}): Promise<Table> {
  const h = await harness(options);
  const guild = h.fake.createGuild();
  const channel = guild.createTextChannel("table");
  const alice = h.fake.createUser("alice");
  guild.addMember(alice);
  return { h, fake: h.fake, guild, channel, alice };
}

/** A client of the harness's fake (startClient), destroyed by teardown(). */
export async function clientOf(h: Harness, options: Partial<ClientOptions> = {}): Promise<Client<true>> {
  const client = await startClient(h.fake, options);
  h.clients.push(client);
  return client;
}

/** The code of the DiscordAPIError `promise` rejects with; undefined when it resolves or fails otherwise. */
export async function apiErrorCode(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof DiscordAPIError ? Number(error.code) : undefined;
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
