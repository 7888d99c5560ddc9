import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "@/lib/canonical-json";

/** The recursive form it replaced: stored request hashes were made with it, so output must match. */
function recursiveCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(recursiveCanonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${recursiveCanonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

describe("canonicalJson", () => {
  it("writes keys sorted, whatever their order", () => {
    expect(canonicalJson({ b: [1, { d: null, c: "x" }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}');
    expect(canonicalJson([])).toBe("[]");
    expect(canonicalJson({})).toBe("{}");
  });

  it("writes what the recursive form wrote, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(recursiveCanonicalJson(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("does not overflow the stack on a value nested 100,000 levels", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = i % 2 === 0 ? { a: deep } : [deep];
    const text = canonicalJson(deep);
    expect(text.length).toBeGreaterThan(300_000);
    expect(text.startsWith('[{"a":[')).toBe(true);
  });
});
