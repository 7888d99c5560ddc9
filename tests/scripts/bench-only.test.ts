import { describe, expect, it } from "vitest";
import { isSelected, parseOnly } from "@/scripts/bench/api-calls";

describe("BENCH_ONLY", () => {
  it("measures everything when unset or blank", () => {
    expect(parseOnly(undefined)).toEqual([]);
    expect(parseOnly(" , ")).toEqual([]);
    expect(isSelected("/api/v1/transaction/suggest", parseOnly(undefined))).toBe(true);
  });

  it("measures only the names holding one of the comma-separated words, ignoring case", () => {
    const only = parseOnly("Suggest, objective");
    expect(isSelected("/api/v1/transaction/suggest", only)).toBe(true);
    expect(isSelected("/api/v1/objective/[id]", only)).toBe(true);
    expect(isSelected("/api/v1/transaction/list-all", only)).toBe(false);
    expect(isSelected("sql", only)).toBe(false);
    expect(isSelected("/dashboard", only)).toBe(false);
  });
});
