// A stand-in for one Discord channel's message routes (the REST calls the announcer makes), with
// failures to inject: `refuse(method, times)` makes the next calls of that method throw.

import { type Client, DiscordAPIError } from "discord.js";

const BOT = "900000000000000001";

export interface StoredMessage {
  id: string;
  author: { id: string };
  content?: string;
  embeds?: unknown[];
  components?: unknown[];
  allowed_mentions?: { users?: string[] };
  nonce?: string;
}

type Method = "get" | "post" | "patch" | "delete";

/**
 * The REST routes the announcer uses, on one channel's list of messages; and the players' DM
 * channels (`dm-<user>`, opened by Create DM), each a list of its own in `dms`.
 */
export function channelStandIn() {
  const messages: StoredMessage[] = [];
  const dms = new Map<string, StoredMessage[]>();
  /** DM channels whose user closed their DMs. */
  const closed = new Set<string>();
  /** The list a route's channel holds: a DM channel's own, else the one channel's. */
  const listOf = (route: string) => {
    const channelId = route.split("/")[2] ?? "";
    if (!channelId.startsWith("dm-")) return messages;
    let list = dms.get(channelId);
    if (!list) {
      list = [];
      dms.set(channelId, list);
    }
    return list;
  };
  let next = 1;
  const idOf = (route: string) => route.split("/").pop() as string;
  const refusals: Record<Method, number> = { get: 0, post: 0, patch: 0, delete: 0 };
  /** Messages whose nonce Discord no longer remembers (its window is a few minutes). */
  const forgotten = new WeakSet<StoredMessage>();
  const refuseIfAsked = (method: Method) => {
    if (refusals[method] <= 0) return;
    refusals[method] -= 1;
    throw Object.assign(new Error("503: Service Unavailable"), { status: 503 });
  };
  const rest = {
    async get(route: string, options: { query: URLSearchParams }) {
      refuseIfAsked("get");
      const messages = listOf(route);
      const limit = Number(options.query.get("limit"));
      const after = options.query.get("after");
      // Like Discord: newest first; `after`: the oldest `limit` after that id. Without the nonce,
      // which Discord does not keep with a message.
      const listed = after
        ? messages.filter((m) => Number(m.id) > Number(after)).slice(0, limit)
        : messages.slice(-limit);
      return listed.reverse().map(({ nonce: _nonce, ...m }) => m);
    },
    async post(route: string, options: { body: object }) {
      refuseIfAsked("post");
      // Create DM: the user's DM channel, the same every time.
      if (route === "/users/@me/channels")
        return { id: `dm-${(options.body as { recipient_id: string }).recipient_id}` };
      const messages = listOf(route);
      // Like Discord to a user who closed their DMs: 403, code 50007.
      if (closed.has(route.split("/")[2] ?? ""))
        throw new DiscordAPIError(
          { code: 50007, message: "Cannot send messages to this user" },
          50007,
          403,
          "POST",
          route,
          {},
        );
      // Like Discord with enforce_nonce: one message per nonce within its window.
      const { nonce, enforce_nonce } = options.body as { nonce?: string; enforce_nonce?: boolean };
      const earlier = enforce_nonce && nonce && messages.find((m) => m.nonce === nonce && !forgotten.has(m));
      if (earlier) return earlier;
      const message = { id: String(next++), author: { id: BOT }, ...options.body };
      messages.push(message);
      return message;
    },
    async patch(route: string, options: { body: object }) {
      refuseIfAsked("patch");
      const message = messages.find((m) => m.id === idOf(route));
      // Like Discord: 404, code 10008 "Unknown Message".
      if (!message) throw Object.assign(new Error("404: Unknown Message"), { status: 404, code: 10008 });
      Object.assign(message, options.body);
      return message;
    },
    async delete(route: string) {
      refuseIfAsked("delete");
      const at = messages.findIndex((m) => m.id === idOf(route));
      // Like Discord: a message already gone is a 404, not another message deleted.
      if (at < 0) throw Object.assign(new Error("404: Unknown Message"), { status: 404 });
      messages.splice(at, 1);
    },
  };
  return {
    client: { rest, user: { id: BOT }, guilds: { cache: new Map() } } as unknown as Client,
    messages,
    /** `userId` closes their DMs: Discord refuses the bot's next ones. */
    closeDms(userId: string) {
      closed.add(`dm-${userId}`);
    },
    /** The DMs posted to `userId`. */
    dmsOf(userId: string) {
      return dms.get(`dm-${userId}`) ?? [];
    },
    /** The next `times` calls of `method` fail as Discord's 5xx would. */
    refuse(method: Method, times: number) {
      refusals[method] = times;
    },
    /** Discord's nonce window passes: a nonce posted again makes a new message. */
    forgetNonces() {
      for (const m of [...messages, ...[...dms.values()].flat()]) forgotten.add(m);
    },
    /** The messages that pinged `userId`. */
    pingsOf(userId: string) {
      return messages.filter((m) => m.allowed_mentions?.users?.includes(userId));
    },
  };
}
