import { describe, expect, it } from "vitest";
import { day } from "@/lib/domain/calendar";
import { alertMonths, billsDueWithin, monthsSpanned, overdueBills } from "@/lib/domain/overdue-bills";
import { ruleTermFrom } from "@/lib/schemas/category-rules";

/** A São Paulo wall-clock time (UTC−3 since 2019) as an instant. */
const sp = (local: string) => new Date(`${local}-03:00`);
const bill = (dueDate: string, isPaid = false) => ({ dueDate: day(dueDate), isPaid });

describe("bills in the daily e-mail", () => {
  const now = sp("2026-03-10T08:00:00");

  it("overdue: unpaid, before today, at most 30 days back", () => {
    const bills = [bill("2026-03-09"), bill("2026-03-09", true), bill("2026-02-08"), bill("2026-02-07"), bill("2026-03-10")];
    expect(overdueBills(bills, now).map((b) => b.dueDate)).toEqual(["2026-03-09", "2026-02-08"]);
  });

  it("due ahead: unpaid, today to two days later", () => {
    const bills = [bill("2026-03-10"), bill("2026-03-12"), bill("2026-03-13"), bill("2026-03-11", true), bill("2026-03-09")];
    expect(billsDueWithin(bills, 2, now).map((b) => b.dueDate)).toEqual(["2026-03-10", "2026-03-12"]);
  });

  it("reads every month the window touches", () => {
    expect(monthsSpanned(day("2025-11-20"), day("2026-01-02"))).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
    ]);
    expect(alertMonths(sp("2026-03-30T12:00:00"))).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 3 },
      { year: 2026, month: 4 },
    ]);
  });
});

describe("ruleTermFrom", () => {
  it("drops an instalment's marker and number-only words", () => {
    expect(ruleTermFrom("Geladeira Brastemp (3/10)")).toBe("Geladeira Brastemp");
    expect(ruleTermFrom("Cinema Shopping 123")).toBe("Cinema Shopping");
    expect(ruleTermFrom("  Padaria   São João ")).toBe("Padaria São João");
    expect(ruleTermFrom("12/03 45,90")).toBe("");
  });
});
