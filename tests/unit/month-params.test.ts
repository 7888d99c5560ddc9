import { describe, expect, it } from "vitest";
import { currentYearMonth } from "@/lib/domain/calendar";
import { monthFromSearchParams } from "@/lib/domain/month-params";

describe("the month a screen's URL carries", () => {
  it("reads month and year", () => {
    expect(monthFromSearchParams({ month: "6", year: "2024" })).toEqual({ month: 6, year: 2024 });
    expect(monthFromSearchParams({ month: ["2", "9"], year: "2030" })).toEqual({
      month: 2,
      year: 2030,
    });
  });

  it("falls back to São Paulo's current month for a missing or impossible month", () => {
    const now = currentYearMonth();
    for (const month of [undefined, "", "0", "13", "6.5", "junho", "\u0000"]) {
      expect(monthFromSearchParams({ month, year: "2024" })).toEqual(now);
    }
  });

  it("keeps a valid month and takes this year for a missing or impossible year", () => {
    const { year } = currentYearMonth();
    for (const bad of [undefined, "1999", "2101", "abc"]) {
      expect(monthFromSearchParams({ month: "3", year: bad })).toEqual({ month: 3, year });
    }
  });
});
