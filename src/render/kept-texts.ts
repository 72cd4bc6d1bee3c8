// Texts kept by language, card definition and shown power (issue 22, rnd48): what a hand card reads
// in a panel depends on these only, and the same hand is shown at every click. Bounded: emptied
// when full. Values are shared: callers only read them.

import type { Locale } from "../i18n/locale.ts";

export class ByDefAndPower<T> {
  private readonly maps: Record<Locale, Map<string, Map<number, T>>> = { en: new Map(), fr: new Map() };
  private count = 0;

  constructor(private readonly max: number) {}

  get(locale: Locale, def: string, power: number): T | undefined {
    return this.maps[locale].get(def)?.get(power);
  }

  set(locale: Locale, def: string, power: number, value: T): void {
    if (this.count >= this.max) {
      for (const m of Object.values(this.maps)) m.clear();
      this.count = 0;
    }
    const byDef = this.maps[locale];
    let byPower = byDef.get(def);
    if (byPower === undefined) {
      byPower = new Map();
      byDef.set(def, byPower);
    }
    byPower.set(power, value);
    this.count++;
  }
}
