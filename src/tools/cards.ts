// `npm run -s cards -- [--json]`: every card and base of the supported boxes, with whether its
// effect is implemented (registered by a complete, tested faction file under cards/).

import "../../cards/index.ts";
import { CATALOG } from "../../cards/catalog.ts";
import { hasBaseDef, hasCardDef } from "../engine/defs.ts";

interface Entry {
  id: string;
  box: string;
  faction: string | null;
  name: string;
  type: string;
  power: number | null;
  count: number | null;
  breakpoint: number | null;
  vp: [number, number, number] | null;
  implemented: boolean;
}

export function cardEntries(): Entry[] {
  const out: Entry[] = [];
  for (const box of CATALOG) {
    for (const f of box.factions) {
      for (const c of f.cards) {
        out.push({
          id: `${f.id}:${c.id}`,
          box: box.id,
          faction: f.id,
          name: c.name.en,
          type: c.type,
          power: c.power,
          count: c.count,
          breakpoint: null,
          vp: null,
          implemented: hasCardDef(`${f.id}:${c.id}`),
        });
      }
    }
    for (const b of box.bases) {
      out.push({
        id: `base:${b.id}`,
        box: box.id,
        faction: null,
        name: b.name.en,
        type: "base",
        power: null,
        count: 1,
        breakpoint: b.breakpoint,
        vp: b.vp,
        implemented: hasBaseDef(`base:${b.id}`),
      });
    }
  }
  return out;
}

function main(): void {
  const entries = cardEntries();
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(entries)}\n`);
    return;
  }
  for (const box of CATALOG) {
    const mine = entries.filter((e) => e.box === box.id);
    const done = mine.filter((e) => e.implemented).length;
    process.stdout.write(`${box.name.en}: ${done}/${mine.length} implemented\n`);
    for (const e of mine) {
      const stats =
        e.type === "base"
          ? `breakpoint ${e.breakpoint}, VP ${e.vp?.join("/")}`
          : `${e.type}${e.power !== null ? ` ${e.power}` : ""} x${e.count}`;
      process.stdout.write(`  ${e.implemented ? "✓" : "·"} ${e.id} — ${e.name} (${stats})\n`);
    }
  }
}

main();
