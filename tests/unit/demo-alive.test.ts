import { describe, expect, it } from "vitest";
import { buildDemoTransactions } from "@/db/seed/build-transactions";
import type { SeedTransaction } from "@/db/seed/build-transactions";
import { countedMonth } from "@/lib/domain/month-so-far";
import type { DayRange } from "@/lib/domain/month-so-far";
import { compareWithPrevious } from "@/lib/domain/percentage-change";
import type { Cents } from "@/lib/format/money";
import { day, splitDay } from "@/lib/domain/calendar";

/** What the dashboard would count of the demo's rows in a range (objective money is neither). */
function totals(rows: SeedTransaction[], range: DayRange) {
  const inRange = rows.filter((r) => !r.objective && r.day >= range.start && r.day < range.end);
  const sum = (type: "receita" | "despesa") =>
    inRange.filter((r) => r.type === type).reduce((total, r) => total + r.cents, 0) as Cents;
  return {
    receita: sum("receita"),
    despesa: sum("despesa"),
    activeDays: new Set(inRange.map((r) => r.day)).size,
  };
}

describe("the demo is alive on any day of the month", () => {
  for (const today of ["2026-12-01", "2026-12-02", "2026-12-15", "2026-12-31", "2027-02-28"]) {
    it(`on ${today}: this month has income, spending and recent rows, and no comparison collapses`, () => {
      const rows = buildDemoTransactions(day(today));
      const { year, month } = splitDay(today);
      const counted = countedMonth(year, month, day(today));
      const current = totals(rows, counted.current);
      expect(current.receita).toBeGreaterThan(0);
      expect(current.despesa).toBeGreaterThan(0);
      expect(rows.some((r) => r.day === today || (r.day >= counted.current.start && r.day <= today))).toBe(true);

      const previous = totals(rows, counted.previous);
      const base = { activeDays: previous.activeDays, hasEarlierRows: true };
      const comparisons = [
        compareWithPrevious(current.receita, previous.receita, base),
        compareWithPrevious(current.despesa, previous.despesa, base),
        compareWithPrevious(
          (current.receita - current.despesa) as Cents,
          (previous.receita - previous.despesa) as Cents,
          base,
        ),
      ];
      for (const comparison of comparisons) {
        if (comparison.kind === "percent") expect(comparison.value).toBeGreaterThan(-50);
      }
    });
  }

  it("keeps bills on their due days and parcelas on their months", () => {
    const rows = buildDemoTransactions(day("2026-12-01"));
    expect(rows.filter((r) => r.recurring && r.day.startsWith("2026-12")).every((r) => r.day <= "2026-12-01")).toBe(true);
    const installmentRow = rows.find((r) => r.installment && r.day.startsWith("2026-12"));
    expect(splitDay(installmentRow!.day).day).toBe(30);
  });
});
