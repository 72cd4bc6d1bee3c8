import type { IncomingMessage, ServerResponse } from "node:http";
import { DiscordError, discordErrors } from "../discord-error.ts";
import type { RecordedFile, World } from "../model/world.ts";
import { type ParsedBody, parseBody } from "./body.ts";
import type { FailureInjector } from "./failures.ts";
import { pathSegments, type Router, splitPath } from "./router.ts";

export const API_PREFIX = "/api/v10";

interface Outcome {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  route: string;
  injected: boolean;
  hang?: boolean;
}

/**
 * The REST side of the fake: routes a request, applies a failure the test
 * injected, turns DiscordErrors into Discord-style answers, records everything
 * in `world.requests` and wakes the waits. A bug in the fake itself answers 500
 * and is kept in `internalErrors` so it cannot go unnoticed.
 */
export function createRestHandler(deps: {
  world: World;
  router: Router;
  failures: FailureInjector;
  internalErrors: Error[];
}) {
  const { world, router, failures, internalErrors } = deps;

  function run(
    method: string,
    headers: IncomingMessage["headers"],
    url: URL,
    path: string,
    parsed: ParsedBody,
  ): Outcome {
    const outcome: Outcome = {
      status: 200,
      body: undefined,
      headers: {},
      route: "(unmatched)",
      injected: false,
    };
    try {
      const match = router.match(method, splitPath(path));
      if (match.kind === "wrong-method") throw discordErrors.methodNotAllowed();
      if (match.kind === "none") throw discordErrors.notFound();
      outcome.route = match.route.pattern;
      if (match.route.auth === "bot" && headers.authorization !== `Bot ${world.identity.token}`) {
        throw discordErrors.unauthorized();
      }
      const injected = failures.take(method, path);
      if (injected) return { ...outcome, ...injected, injected: true };
      const result = match.route.handler({
        world,
        method,
        path,
        params: match.params,
        query: url.searchParams,
        body: parsed.body,
        files: parsed.files,
      });
      outcome.status = result.status;
      outcome.body = result.body;
    } catch (error) {
      if (error instanceof DiscordError) {
        outcome.status = error.status;
        outcome.body = error.body();
        world.recordViolation(error, { method, path });
      } else {
        const failure = error instanceof Error ? error : new Error(String(error));
        internalErrors.push(failure);
        outcome.status = 500;
        outcome.body = { message: `fake Discord bug: ${failure.message}`, code: 0 };
      }
    }
    return outcome;
  }

  function record(
    request: IncomingMessage,
    url: URL,
    path: string,
    parsed: ParsedBody,
    outcome: Outcome,
  ): void {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers[name] = value;
    }
    const files: RecordedFile[] = parsed.files.map((file) => ({
      field: `files[${file.index}]`,
      filename: file.filename,
      contentType: file.contentType,
      size: file.data.length,
    }));
    world.requests.push({
      seq: world.requests.length + 1,
      method: request.method ?? "GET",
      path,
      route: outcome.route,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: parsed.body,
      files,
      status: outcome.status,
      response: outcome.body,
      injected: outcome.injected,
      at: world.clock.now(),
    });
    world.changed();
  }

  function serveAttachment(response: ServerResponse, segments: string[]): void {
    const [, channelId, attachmentId] = segments;
    const file = [...world.messages.values()]
      .filter((message) => message.channelId === channelId)
      .map((message) => (attachmentId ? message.files.get(attachmentId) : undefined))
      .find((candidate) => candidate !== undefined);
    if (!file) {
      send(response, { ...notFound(), route: "" });
      return;
    }
    response.writeHead(200, { "content-type": file.contentType, "content-length": file.data.length });
    response.end(file.data);
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/attachments/")) {
      serveAttachment(response, pathSegments(url.pathname));
      return;
    }
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) {
      send(response, notFound());
      return;
    }
    // Decoded once, segment by segment, so "%40original" routes as "@original".
    const path = `/${pathSegments(url.pathname.slice(API_PREFIX.length)).join("/")}`;
    let parsed: ParsedBody;
    try {
      parsed = await parseBody(request);
    } catch (error) {
      const outcome =
        error instanceof DiscordError
          ? { ...notFound(), status: error.status, body: error.body() }
          : notFound();
      record(request, url, path, { body: undefined, files: [] }, outcome);
      send(response, outcome);
      return;
    }
    const outcome = world.notifier.batch(() => {
      const result = run(request.method ?? "GET", request.headers, url, path, parsed);
      record(request, url, path, parsed, result);
      return result;
    });
    if (outcome.hang) return;
    send(response, outcome);
  };
}

function notFound(): Outcome {
  return {
    status: 404,
    body: discordErrors.notFound().body(),
    headers: {},
    route: "(unmatched)",
    injected: false,
  };
}

function send(response: ServerResponse, outcome: Outcome): void {
  for (const [name, value] of Object.entries(outcome.headers)) response.setHeader(name, value);
  if (outcome.body === undefined) {
    response.writeHead(outcome.status === 200 ? 204 : outcome.status);
    response.end();
    return;
  }
  const text = JSON.stringify(outcome.body);
  response.writeHead(outcome.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}
