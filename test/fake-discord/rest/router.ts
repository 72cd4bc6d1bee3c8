import type { UploadedFile } from "../model/message-builder.ts";
import type { World } from "../model/world.ts";

export interface RouteContext {
  world: World;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  files: UploadedFile[];
}

export interface RouteResult {
  status: number;
  body?: unknown;
}

/** Synchronous on purpose: the request is logged in the same tick as its effects (see rest-handler). */
export type RouteHandler = (context: RouteContext) => RouteResult;

export interface RouteDefinition {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below /api/v10, with `:name` placeholders: "/channels/:channelId/messages". */
  pattern: string;
  /** Interaction and webhook-token routes take no Authorization header; the others need "Bot <token>". */
  auth: "bot" | "none";
  handler: RouteHandler;
}

export type RouteMatch =
  | { kind: "found"; route: RouteDefinition; params: Record<string, string> }
  | { kind: "wrong-method" }
  | { kind: "none" };

/** Splits a raw URL path into decoded segments; `@original` arrives as `%40original`. */
export function pathSegments(rawPath: string): string[] {
  return splitPath(rawPath).map((segment) => decodeURIComponent(segment));
}

/** Splits an already decoded path (or a route pattern) into segments. */
export function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

export function matchPattern(
  pattern: string,
  segments: readonly string[],
): Record<string, string> | undefined {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

export class Router {
  private readonly routes: RouteDefinition[] = [];

  add(...routes: RouteDefinition[]): void {
    this.routes.push(...routes);
  }

  /** Literal segments beat placeholders, so "/users/@me" wins over "/users/:userId". */
  match(method: string, segments: readonly string[]): RouteMatch {
    let wrongMethod = false;
    let best: { route: RouteDefinition; params: Record<string, string>; literals: number } | undefined;
    for (const route of this.routes) {
      const params = matchPattern(route.pattern, segments);
      if (!params) continue;
      if (route.method !== method) {
        wrongMethod = true;
        continue;
      }
      const literals = route.pattern.split("/").filter((part) => part !== "" && !part.startsWith(":")).length;
      if (!best || literals > best.literals) best = { route, params, literals };
    }
    if (best) return { kind: "found", route: best.route, params: best.params };
    return wrongMethod ? { kind: "wrong-method" } : { kind: "none" };
  }
}
