import { describe, expect, it } from "vitest";
import { amountSearchRange } from "@/lib/search";

describe("amountSearchRange: a search term that names an amount", () => {
  it("reads whole reais as all their centavos, and decimals as far as typed", () => {
    expect(amountSearchRange("412")).toEqual({ min: 41_200, max: 41_300 });
    expect(amountSearchRange("412,37")).toEqual({ min: 41_237, max: 41_238 });
    expect(amountSearchRange("R$ 412,37")).toEqual({ min: 41_237, max: 41_238 });
    expect(amountSearchRange("412,3")).toEqual({ min: 41_230, max: 41_240 });
    expect(amountSearchRange("1.234,56")).toEqual({ min: 123_456, max: 123_457 });
    expect(amountSearchRange("412.37")).toEqual({ min: 41_237, max: 41_238 });
  });

  it("is null for words", () => {
    expect(amountSearchRange("mercado")).toBeNull();
    expect(amountSearchRange("uber 12")).toBeNull();
    expect(amountSearchRange("")).toBeNull();
  });
});
