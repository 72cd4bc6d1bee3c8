// The check over cards/ (issue 20): a card reaches players only through the card API
// (src/engine/api.ts), whose choices keep the targeting step: chooseCard refuses another player's
// card in play for an effect (a runtime check), chooseTarget adds protections and redirection
// (Ensign), chooseUntargeted says why a choice designates nothing. A card that raised its own prompt
// (`ask`, or yielding a prompt object) would skip all of that, so no card file may.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as api from "../../src/engine/api.ts";

const ROOT = join(import.meta.dirname, "../..");

/** Engine modules a card file may import besides the card API: plain data and pure helpers. */
const ALLOWED_ENGINE_IMPORTS = new Set(["src/engine/api.ts", "src/engine/types.ts", "src/engine/rng.ts"]);

/** The low-level prompt helpers, which skip the targeting step; none may reach a card. */
const RAW_PROMPTS = ["ask", "raise", "cardPrompt"];

function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return cardFiles(path);
    return e.name.endsWith(".ts") ? [path] : [];
  });
}

/** What in one card file's source bypasses the card API; empty when nothing does. */
function cardApiBreaches(file: string, source: string): string[] {
  const out: string[] = [];
  // Imports of engine modules other than the card API.
  for (const m of source.matchAll(/from\s+"([^"]+)"/g)) {
    const spec = m[1] as string;
    if (!spec.includes("src/")) continue;
    const target = relative(ROOT, join(file, "..", spec)).replaceAll("\\", "/");
    if (target.startsWith("src/engine/") && !ALLOWED_ENGINE_IMPORTS.has(target))
      out.push(`imports ${target}: cards use src/engine/api.ts`);
    if (!target.startsWith("src/engine/")) out.push(`imports ${target}: cards use src/engine/api.ts`);
  }
  // A raw prompt, called or imported under any name.
  for (const name of RAW_PROMPTS)
    if (new RegExp(`\\b${name}\\s*\\(|\\b${name}\\s*(?:,|\\bas\\b|\\})`).test(source))
      out.push(`uses ${name}(): choose through chooseTarget / chooseCard / chooseUntargeted / chooseLabel`);
  // A prompt yielded by hand (`yield { ... }` or `yield prompt`), not delegated with `yield*`.
  for (const m of source.matchAll(/\byield(?!\s*\*)\s*([^\s;)]+)/g))
    out.push(`yields a prompt of its own (yield ${m[1]}): use the card API's choices`);
  return out;
}

describe("cards reach players only through the card API (issue 20, TERM-DIRECTLY, BGB-5)", () => {
  it("no file of cards/ raises a prompt of its own or imports engine internals", () => {
    const breaches = cardFiles(join(ROOT, "cards")).flatMap((f) =>
      cardApiBreaches(f, readFileSync(f, "utf8")).map((b) => `${relative(ROOT, f)}: ${b}`),
    );
    expect(breaches).toEqual([]);
  });

  it("the card API exports no raw prompt", () => {
    for (const name of RAW_PROMPTS) expect(Object.keys(api), name).not.toContain(name);
  });

  it("catches a card that chooses another player's minion with a raw ask()", () => {
    const file = join(ROOT, "cards/core/sample.ts");
    const raw = `import { ask, destroyMinion, notControlledBy } from "../../src/engine/api.ts";
      export function* onPlay(ctx) {
        const theirs = allMinions(ctx.g).filter(notControlledBy(ctx.g, ctx.you));
        const [id] = yield* ask(ctx.g, { seat: ctx.you, purpose: "destroy", options: theirs.map((u) => ({ id: \`c\${u}\`, card: u })), min: 1, max: 1 });
        yield* destroyMinion(ctx, Number(id.slice(1)));
      }`;
    expect(cardApiBreaches(file, raw)).toEqual([expect.stringMatching(/uses ask\(\)/)]);
    const viaEngine = raw.replace('"../../src/engine/api.ts"', '"../../src/engine/ask.ts"');
    expect(cardApiBreaches(file, viaEngine)).toEqual([
      "imports src/engine/ask.ts: cards use src/engine/api.ts",
      expect.stringMatching(/uses ask\(\)/),
    ]);
    const yielded = `export function* onPlay(ctx) { const c = yield { id: 1, seat: 0, options: [] }; }`;
    expect(cardApiBreaches(file, yielded)).toEqual([expect.stringMatching(/yields a prompt/)]);
  });

  it("lets the card API's own choices through", () => {
    const file = join(ROOT, "cards/core/sample.ts");
    const ok = `import { chooseTarget, destroyMinion } from "../../src/engine/api.ts";
      export function* onPlay(ctx) {
        const t = yield* chooseTarget(ctx, ctx.you, "destroy", "destroy", theirs);
        // Players ask for nothing here; a task is not a prompt.
        if (t !== null) yield* destroyMinion(ctx, t);
      }`;
    expect(cardApiBreaches(file, ok)).toEqual([]);
  });
});
