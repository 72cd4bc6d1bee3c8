import { matchPattern, splitPath } from "./router.ts";

/**
 * A failure the test asks the fake to answer instead of the real handling,
 * e.g. `{ method: "POST", path: "/channels/:channelId/messages", status: 403 }`.
 * `path` is an exact path, a pattern with `:placeholders`, or a RegExp on the
 * decoded path. It applies to the next `times` matching requests (default 1).
 * Note that @discordjs/rest retries a 5xx three times, so a 500 the bot should
 * actually see needs `times: 4`.
 */
export interface FailureSpec {
  method?: string;
  path: string | RegExp;
  status: number;
  code?: number;
  message?: string;
  /** Replaces the default `{ message, code }` body. */
  body?: unknown;
  headers?: Record<string, string>;
  times?: number;
  /**
   * Never answer (a network stall): the request is recorded, then the connection stays open until
   * the client goes away or the fake closes. Discord did not take it; `status` is only recorded.
   */
  hang?: boolean;
}

export interface FailureHandle {
  readonly remaining: number;
  /** How many requests this rule answered. */
  readonly hits: number;
  cancel(): void;
}

const DEFAULT_ERRORS: Record<number, { code: number; message: string }> = {
  400: { code: 50035, message: "Invalid Form Body" },
  401: { code: 0, message: "401: Unauthorized" },
  403: { code: 50013, message: "Missing Permissions" },
  404: { code: 0, message: "404: Not Found" },
  429: { code: 0, message: "You are being rate limited." },
  500: { code: 0, message: "500: Internal Server Error" },
  502: { code: 0, message: "502: Bad Gateway" },
  503: { code: 0, message: "503: Service Unavailable" },
};

export interface InjectedResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  hang?: boolean;
}

class FailureRule implements FailureHandle {
  remaining: number;
  hits = 0;

  constructor(
    readonly spec: FailureSpec,
    private readonly onCancel: (rule: FailureRule) => void,
  ) {
    this.remaining = spec.times ?? 1;
  }

  matches(method: string, path: string): boolean {
    if (this.remaining <= 0) return false;
    if (this.spec.method && this.spec.method.toUpperCase() !== method) return false;
    const { path: expected } = this.spec;
    if (expected instanceof RegExp) return expected.test(path);
    if (expected.includes(":")) return matchPattern(expected, splitPath(path)) !== undefined;
    return splitPath(expected).join("/") === splitPath(path).join("/");
  }

  consume(): InjectedResponse {
    this.remaining -= 1;
    this.hits += 1;
    const { status } = this.spec;
    const defaults = DEFAULT_ERRORS[status] ?? { code: 0, message: `${status}: Injected failure` };
    const headers: Record<string, string> = { ...this.spec.headers };
    let body = this.spec.body ?? {
      message: this.spec.message ?? defaults.message,
      code: this.spec.code ?? defaults.code,
    };
    if (status === 429 && this.spec.body === undefined) {
      // @discordjs/rest waits retry_after seconds, then retries; keep it short.
      body = { ...(body as object), retry_after: 0.05, global: false };
      headers["retry-after"] ??= "0.05";
      headers["x-ratelimit-scope"] ??= "user";
    }
    return { status, body, headers, ...(this.spec.hang ? { hang: true } : {}) };
  }

  cancel(): void {
    this.remaining = 0;
    this.onCancel(this);
  }
}

export class FailureInjector {
  private rules: FailureRule[] = [];

  add(spec: FailureSpec): FailureHandle {
    const rule = new FailureRule(spec, (cancelled) => {
      this.rules = this.rules.filter((candidate) => candidate !== cancelled);
    });
    this.rules.push(rule);
    return rule;
  }

  take(method: string, path: string): InjectedResponse | undefined {
    const rule = this.rules.find((candidate) => candidate.matches(method, path));
    return rule?.consume();
  }
}
