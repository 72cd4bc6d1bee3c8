// A stand-in for one Discord channel's message routes (the REST calls the announcer makes), with
// failures to inject: `refuse(method, times)` makes the next calls of that method throw.

import type { Client } from "discord.js";

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

/** The REST routes the announcer uses, on one channel's list of messages. */
export function channelStandIn() {
  const messages: StoredMessage[] = [];
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
    async get(_route: string, options: { query: URLSearchParams }) {
      refuseIfAsked("get");
      const limit = Number(options.query.get("limit"));
      const after = options.query.get("after");
      // Like Discord: newest first; `after`: the oldest `limit` after that id. Without the nonce,
      // which Discord does not keep with a message.
      const listed = after
        ? messages.filter((m) => Number(m.id) > Number(after)).slice(0, limit)
        : messages.slice(-limit);
      return listed.reverse().map(({ nonce: _nonce, ...m }) => m);
    },
    async post(_route: string, options: { body: object }) {
      refuseIfAsked("post");
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
    client: { rest, user: { id: BOT } } as unknown as Client,
    messages,
    /** The next `times` calls of `method` fail as Discord's 5xx would. */
    refuse(method: Method, times: number) {
      refusals[method] = times;
    },
    /** Discord's nonce window passes: a nonce posted again makes a new message. */
    forgetNonces() {
      for (const m of messages) forgotten.add(m);
    },
    /** The messages that pinged `userId`. */
    pingsOf(userId: string) {
      return messages.filter((m) => m.allowed_mentions?.users?.includes(userId));
    },
  };
}
