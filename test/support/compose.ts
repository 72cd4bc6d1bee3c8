import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { parseEnvFile } from "./env-file.ts";
import { projectRoot } from "./run-entry.ts";

// The environment Docker Compose gives a service of docker-compose.yml, worked out as Compose
// documents it (docs.docker.com, "Interpolation" and "Environment variables precedence"), so that
// a test can hand it to the bot: `env_file` values, overridden by the service's `environment`,
// whose `${VAR}`, `${VAR:-default}` (nested too) and `$$` are filled from the shell's variables,
// then from the project's `.env`.

interface ComposeService {
  env_file?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
}

/** The container environment of `service`, for `.env` holding `dotEnv` and a shell exporting `shell`. */
export async function composeEnvironment(
  service: string,
  dotEnv: string,
  shell: Record<string, string> = {},
): Promise<Record<string, string>> {
  const file = await readFile(path.join(projectRoot, "docker-compose.yml"), "utf8");
  const services = (parse(file, { merge: true }) as { services: Record<string, ComposeService> }).services;
  const definition = services[service];
  if (!definition) throw new Error(`docker-compose.yml has no service ${service}`);
  const variables = { ...parseEnvFile(dotEnv), ...shell };
  const result: Record<string, string> = {};
  const envFiles = [definition.env_file ?? []].flat();
  // Only the project's .env is used by this compose file; another file would need reading here.
  for (const envFile of envFiles) {
    if (envFile !== ".env") throw new Error(`unexpected env_file ${envFile}`);
    Object.assign(result, parseEnvFile(dotEnv));
  }
  const environment = Array.isArray(definition.environment)
    ? Object.fromEntries(definition.environment.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
    : (definition.environment ?? {});
  for (const [name, value] of Object.entries(environment)) {
    result[name] = interpolate(value === null ? "" : String(value), variables);
  }
  return result;
}

/** Compose's interpolation of one value. */
export function interpolate(text: string, variables: Record<string, string>): string {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char !== "$") {
      out += char;
      index++;
    } else if (text[index + 1] === "$") {
      out += "$";
      index += 2;
    } else if (text[index + 1] === "{") {
      const end = closingBrace(text, index + 2);
      out += expand(text.slice(index + 2, end), variables);
      index = end + 1;
    } else {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index + 1))?.[0];
      if (!name) {
        out += "$";
        index++;
      } else {
        out += variables[name] ?? "";
        index += 1 + name.length;
      }
    }
  }
  return out;
}

function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  throw new Error(`unclosed \${ in ${text}`);
}

function expand(expression: string, variables: Record<string, string>): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)(.*))?$/s.exec(expression);
  if (!match) throw new Error(`unsupported interpolation \${${expression}}`);
  const [, name, operator, fallback] = match as unknown as [string, string, string?, string?];
  const value = variables[name];
  const useDefault = operator === ":-" ? !value : operator === "-" ? value === undefined : false;
  return useDefault ? interpolate(fallback ?? "", variables) : (value ?? "");
}
