import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./run-entry.ts";

/**
 * What a user does first (README, Quick start): `cp .env.example .env`, then fill in some values.
 * Each `NAME=` line of `fill` gets its value (a name the example lacks is an error: the README's
 * instructions would then be wrong); `add` is appended (settings .env.example does not offer,
 * such as the tests' DISCORD_API_URL).
 */
export async function writeEnvFromExample(
  folder: string,
  fill: Record<string, string>,
  add: Record<string, string> = {},
): Promise<void> {
  let text = await readFile(path.join(projectRoot, ".env.example"), "utf8");
  for (const [name, value] of Object.entries(fill)) {
    const line = new RegExp(`^${name}=.*$`, "m");
    if (!line.test(text)) throw new Error(`.env.example has no ${name}= line`);
    text = text.replace(line, `${name}=${value}`);
  }
  for (const [name, value] of Object.entries(add)) text += `\n${name}=${value}\n`;
  await writeFile(path.join(folder, ".env"), text);
}

/** The values a `.env` file sets (what process.loadEnvFile reads), empty ones included. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1] as string] = match[2] as string;
  }
  return values;
}
