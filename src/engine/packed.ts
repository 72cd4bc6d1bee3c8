/**
 * `list.map(fn)` whose result has the same hidden class however V8 runs the caller (issue 22, jit48).
 * `Array.prototype.map` run by the interpreter or the builtin returns a packed array, but TurboFan
 * inlines `map` into an optimised caller and allocates the result holey (HOLEY_ELEMENTS). So an array
 * made by `map` changes class as soon as the function making it is optimised, and every optimised
 * reader that had seen only packed arrays deoptimises on it ("wrong map") and is compiled again: in
 * the bench's 20-channel runs about half of the ~35 "wrong map" deoptimisations per run were these
 * (they go with `--no-turbo-inline-array-builtins`). Built by `push`, the result is packed in both
 * tiers (empty: PACKED_SMI_ELEMENTS, as `[]` or the builtin's empty `map`).
 */
export function mapPacked<T, U>(list: readonly T[], fn: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(fn(list[i] as T, i));
  return out;
}
