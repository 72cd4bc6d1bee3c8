import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import type { Config } from "../config/config.ts";

export type { Logger };

// Secrets by key wherever they sit in a logged object: our config, HTTP
// headers, and interaction/webhook tokens (valid for 15 minutes, they let
// anyone answer as the bot).
const REDACTED_PATHS = [
  "DISCORD_TOKEN",
  "*.DISCORD_TOKEN",
  "DATABASE_URL",
  "*.DATABASE_URL",
  "token",
  "*.token",
  "*.*.token",
  "authorization",
  "Authorization",
  "*.authorization",
  "*.Authorization",
  "*.headers.authorization",
  "*.headers.Authorization",
];
const CENSOR = "[redacted]";

// An interaction's token also travels in its URLs (`/interactions/<id>/<token>/callback`,
// `/webhooks/<application id>/<token>/messages/@original`), which discord.js puts in the errors
// it throws when Discord refuses an answer: the segment after the id goes, wherever the URL sits.
const TOKEN_IN_URL = /(\/(?:webhooks|interactions)\/\d+\/)[^/?#\s"'\\]+/g;

/** `text` without the interaction tokens in the URLs it contains. */
export function redactTokenUrls(text: string): string {
  return text.replace(TOKEN_IN_URL, `$1${CENSOR}`);
}

export interface LoggerOptions {
  level: Config["LOG_LEVEL"];
  pretty: boolean;
  /** Strings that must never appear in a log line, whatever key or message carries them. */
  secrets?: string[];
  /** Defaults to stdout. */
  destination?: pino.DestinationStream;
}

export function createLogger(options: LoggerOptions): Logger {
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 8);
  const destination =
    options.destination ??
    (options.pretty
      ? pretty({ colorize: process.stdout.isTTY, sync: true })
      : pino.destination({ sync: false }));
  return pino(
    {
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: CENSOR },
      hooks: {
        // Last line of defence for secrets inside messages or error texts.
        streamWrite: (line) =>
          secrets.reduce((out, secret) => out.replaceAll(secret, CENSOR), redactTokenUrls(line)),
      },
    },
    destination,
  );
}

export function loggerFromConfig(config: Config): Logger {
  return createLogger({
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === "development",
    secrets: [config.DISCORD_TOKEN],
  });
}

export interface GameContext {
  gameId?: string | undefined;
  guildId?: string | null | undefined;
  channelId?: string | null | undefined;
}

/** The logger for everything about one game: every line carries its gameId, guildId and channelId. */
export function gameLogger(log: Logger, { gameId, guildId, channelId }: GameContext): Logger {
  return log.child({ gameId, guildId, channelId });
}

/**
 * `gameLogger`, its child made at its first line only: a publish that logs nothing (nearly every
 * click's) no longer builds a pino child, its bindings and its redaction (issue 22).
 */
export function lazyGameLogger(log: Logger, context: GameContext): Logger {
  const { gameId, guildId, channelId } = context;
  return lazyChild(log, { gameId, guildId, channelId });
}

const LEVELS: ReadonlySet<PropertyKey> = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);
const ignore = () => undefined;

/**
 * `log.child(bindings)`, made at its first line that `log`'s level lets through: a line below the
 * level (a click's debug line) costs nothing, neither the child nor its redaction (issue 22).
 */
export function lazyChild(log: Logger, bindings: pino.Bindings): Logger {
  return new Proxy(log, new LazyChildHandler(log, bindings));
}

/** The proxy handler of `lazyChild`: a class, so that a click makes one object and no closures. */
class LazyChildHandler implements ProxyHandler<Logger> {
  private child: Logger | undefined;

  constructor(
    private readonly log: Logger,
    private readonly bindings: pino.Bindings,
  ) {}

  get(_target: Logger, key: PropertyKey): unknown {
    const { log } = this;
    if (this.child === undefined && LEVELS.has(key) && !log.isLevelEnabled(key as pino.Level)) return ignore;
    this.child ??= log.child(this.bindings);
    const target = this.child;
    const value = Reflect.get(target, key, target);
    return typeof value === "function" ? value.bind(target) : value;
  }
}
