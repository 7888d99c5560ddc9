import { describe, expect, it } from "vitest";
import { monthlyNeededCents } from "@/lib/domain/objective-pace";
import { cents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";
import { presetFromSearchParams, presetPeriod, periodSearch } from "@/lib/domain/report-presets";
import { monthsInPeriod, parseYearMonth, reportPeriodQuery } from "@/lib/schemas/reports";

// 15/03/2026 12:00 in São Paulo.
const now = new Date("2026-03-15T15:00:00Z");

describe("report presets", () => {
  it("the last 3, 6 and 12 months end with the current month; 'ano' starts in January", () => {
    expect(periodSearch(presetPeriod("3m", now))).toBe("from=2026-01&to=2026-03");
    expect(periodSearch(presetPeriod("6m", now))).toBe("from=2025-10&to=2026-03");
    expect(periodSearch(presetPeriod("12m", now))).toBe("from=2025-04&to=2026-03");
    expect(periodSearch(presetPeriod("ano", now))).toBe("from=2026-01&to=2026-03");
  });

  it("an unknown ?periodo= falls back to 6 months, never an error", () => {
    expect(presetFromSearchParams({ periodo: "12m" })).toBe("12m");
    expect(presetFromSearchParams({ periodo: "99" })).toBe("6m");
    expect(presetFromSearchParams({})).toBe("6m");
  });

  it("reads YYYY-MM strictly and counts months inclusively", () => {
    expect(parseYearMonth("2025-07")).toEqual({ year: 2025, month: 7 });
    expect(parseYearMonth("2025-7")).toBeNull();
    expect(parseYearMonth("2025-13")).toBeNull();
    expect(monthsInPeriod({ year: 2025, month: 7 }, { year: 2026, month: 6 })).toBe(12);
    expect(reportPeriodQuery.safeParse({ from: "2023-07", to: "2026-06" }).success).toBe(true);
    expect(reportPeriodQuery.safeParse({ from: "2023-06", to: "2026-06" }).success).toBe(false);
  });
});

describe("objective pace", () => {
  it("spreads what is missing over the months left, this one and the deadline's included, rounded up", () => {
    expect(monthlyNeededCents(cents(100_000), day("2026-04-28"), day("2026-03-15"))).toBe(50_000);
    expect(monthlyNeededCents(cents(100_001), day("2026-05-01"), day("2026-03-15"))).toBe(33_334);
    expect(monthlyNeededCents(cents(100_000), day("2026-03-31"), day("2026-03-15"))).toBe(100_000);
  });

  it("has nothing to say once reached or past the deadline", () => {
    expect(monthlyNeededCents(cents(0), day("2026-04-28"), day("2026-03-15"))).toBeNull();
    expect(monthlyNeededCents(cents(500), day("2026-03-14"), day("2026-03-15"))).toBeNull();
  });
});
