import fc from "fast-check";

/** C0 controls (NUL first), DEL, and the whitespace controls long texts may keep. */
const controls = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\t", "\n", "\r");

/** Strings a parser, a LIKE pattern, a date reader or PostgreSQL could choke on. */
const trickyTexts = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\uffff",
  "' or '1'='1' --",
  "'; drop table users; --",
  "%",
  "_",
  "\\",
  "%_\\%",
  "$1",
  "::text",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "-1",
  "0x1F",
  "1,5",
  "1.234,56",
  "9".repeat(400),
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "9999-12-31",
  "1999-12-31",
  "2026-03-10T25:00:00Z",
  "2026-03-10T12:00:00+99:00",
  "00000000-0000-0000-0000-000000000000",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "constructor",
  "__proto__",
  "a".repeat(5_000),
  "ç".repeat(300),
  "😀".repeat(100),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  {
    weight: 3,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), controls, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b),
  },
  { weight: 2, arbitrary: fc.constantFrom(...trickyTexts) },
  fc.string({ minLength: 101, maxLength: 2_000 }),
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e-7, 0, -0, 0.001, 0.005, 999_999_999.99, 1e9, 1e21, 31, 32, 366, 367, 72, 73),
);

/** Arrays nested deeper than any schema walks. */
const deeplyNested = JSON.parse(`${"[".repeat(2_000)}${"]".repeat(2_000)}`) as unknown;

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(deeplyNested),
);

/** Bodies that are not JSON at all, or JSON no schema expects. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("{", "}", "[", "", " ", "null", "[]", '"texto"', "1e999999", "{\"a\":", "\u0000", "{\"__proto__\":{\"x\":1}}", "\ufeff{}"),
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

/**
 * A variation of a valid object: some fields replaced by nasty values, some removed, some added
 * (the added names come from every body the suite knows, so fields of other schemas show up too).
 */
export function mutatedObject(seed: Record<string, unknown>, extraKeys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(seed);
  const replacements = fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.constant("x"), nastyValue, { maxKeys: 3 });
  const additions = fc.dictionary(fc.oneof(fc.constantFrom(...extraKeys, "__proto__", "constructor"), fc.string()), nastyValue, {
    maxKeys: 3,
  });
  const removals = fc.subarray(keys, { maxLength: Math.min(2, keys.length) });
  return fc.tuple(replacements, additions, removals).map(([replaced, added, removed]) => {
    const out: Record<string, unknown> = { ...seed };
    for (const key of removed) delete out[key];
    for (const [key, value] of Object.entries(added)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    for (const [key, value] of Object.entries(replaced)) out[key] = value;
    return out;
  });
}

/** A valid object with exactly one field changed: the request that gets deepest into the code. */
function oneFieldChanged(seed: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(seed);
  if (keys.length === 0) return fc.constant(seed);
  return fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, value]) => ({ ...seed, [key]: value }));
}

/** A JSON body for an endpoint whose valid body is `seed`: mostly near-valid, sometimes anything. */
export function bodyArbitrary(seed: Record<string, unknown> | undefined, extraKeys: string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: oneFieldChanged(seed ?? {}).map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: mutatedObject(seed ?? {}, extraKeys).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: seed ? fc.constant(JSON.stringify(seed)) : fc.constant(undefined) },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "") },
  );
}

/** A query string for an endpoint whose valid query is `seed`. */
export function queryArbitrary(seed: Record<string, string> | undefined, extraKeys: string[]): fc.Arbitrary<Record<string, string>> {
  const keys = [...new Set([...Object.keys(seed ?? {}), ...extraKeys])];
  const text = fc.oneof({ weight: 3, arbitrary: nastyString }, nastyNumber.map(String));
  const mixed = fc
    .tuple(fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string(), text, { maxKeys: 3 }), fc.dictionary(fc.string(), text, { maxKeys: 1 }))
    .map(([known, other]) => ({ ...(seed ?? {}), ...other, ...known }));
  const seedKeys = Object.keys(seed ?? {});
  if (seedKeys.length === 0) return mixed;
  const oneChanged = fc.tuple(fc.constantFrom(...seedKeys), text).map(([key, value]) => ({ ...seed, [key]: value }));
  return fc.oneof(oneChanged, mixed);
}
