/**
 * `create()` on the first call, the same value after. For Intl formatters: building one with a
 * time zone or a locale loads ICU data (tens of milliseconds on a phone), and a module that built
 * them at load made every page pay for that while hydrating, formatter used or not.
 */
export function once<T>(create: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: create() }).v;
}
