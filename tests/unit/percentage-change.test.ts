import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import {
  MIN_ACTIVE_DAYS,
  compareWithPrevious,
  comparisonJson,
  comparisonPercent,
  percentageChange,
  percentageShare,
} from "@/lib/domain/percentage-change";

const cents = fc.integer({ min: -10 * MAX_AMOUNT_CENTS, max: 10 * MAX_AMOUNT_CENTS });

describe("percentageChange", () => {
  it("follows the dashboard's rules for zero", () => {
    expect(percentageChange(0, 0)).toBe(0);
    expect(percentageChange(1, 0)).toBeNull();
    expect(percentageChange(-1, 0)).toBeNull();
    expect(percentageChange(0, 500)).toBe(-100);
  });

  it("has no base when last month was under R$ 1, either sign", () => {
    expect(percentageChange(2_841, 50)).toBeNull();
    expect(percentageChange(2_841, 99)).toBeNull();
    expect(percentageChange(2_841, -99)).toBeNull();
    expect(percentageChange(0, 99)).toBeNull();
    expect(percentageChange(200, 100)).toBe(100);
    expect(percentageChange(0, -100)).toBe(100);
  });

  it("divides by |previous| and rounds to one decimal, half away from zero", () => {
    expect(percentageChange(150, 100)).toBe(50);
    expect(percentageChange(-50, -100)).toBe(50);
    expect(percentageChange(-150, -100)).toBe(-50);
    expect(percentageChange(10_025, 10_000)).toBe(0.3); // 0.25 → 0.3
    expect(percentageChange(9_975, 10_000)).toBe(-0.3); // −0.25 → −0.3
    expect(percentageChange(100_001, 100_000)).toBe(0); // never −0 or 0.001
    expect(Object.is(percentageChange(99_999, 100_000), 0)).toBe(true);
    expect(percentageChange(100, 300)).toBe(-66.7);
  });

  it("is always a finite number with at most one decimal when previous is R$ 1 or more", () => {
    fc.assert(
      fc.property(cents, cents, (current, previous) => {
        fc.pre(Math.abs(previous) >= 100);
        const value = percentageChange(current, previous);
        return (
          value !== null &&
          Number.isFinite(value) &&
          !Object.is(value, -0) &&
          Number.isInteger(Math.round(value * 10)) &&
          Math.abs(value * 10 - Math.round(value * 10)) < 1e-6 &&
          Math.sign(value) ===
            Math.sign(Math.round(((current - previous) / Math.abs(previous)) * 1000))
        );
      }),
    );
  });
});

describe("percentageShare", () => {
  it("is the share of the whole with one decimal, 0 of nothing", () => {
    expect(percentageShare(0, 0)).toBe(0);
    expect(percentageShare(120_000, 143_587)).toBe(83.6);
    expect(percentageShare(1, 3)).toBe(33.3);
    expect(percentageShare(2, 3)).toBe(66.7);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }),
        fc.integer({ min: 0, max: 1000 }),
        (whole, per) => {
          const part = Math.floor((whole * per) / 1000);
          const share = percentageShare(part, whole);
          return share >= 0 && share <= 100;
        },
      ),
    );
  });
});

describe("compareWithPrevious: a percentage only on a base worth dividing by", () => {
  const enough = { activeDays: MIN_ACTIVE_DAYS, hasEarlierRows: true };
  const c = (value: number) => value as Cents;

  it("gives the percentage when the compared period had activity on enough days", () => {
    expect(compareWithPrevious(c(15_000), c(10_000), enough)).toEqual({ kind: "percent", value: 50 });
    expect(compareWithPrevious(c(0), c(0), enough)).toEqual({ kind: "percent", value: 0 });
  });

  it("shows last month's value instead of '4.826,1%' when it had too few days of activity", () => {
    // R$ 100,00 on one day, then R$ 4.926,10: no '↗ 4.826,1%'.
    expect(
      compareWithPrevious(c(492_610), c(10_000), { activeDays: 1, hasEarlierRows: true }),
    ).toEqual({ kind: "previous-value", previousCents: 10_000 });
    expect(compareWithPrevious(c(2_841), c(50), enough)).toEqual({
      kind: "previous-value",
      previousCents: 50,
    });
  });

  it("says 'first month' when nothing came before, and nothing for a month not begun", () => {
    expect(compareWithPrevious(c(500_000), c(0), { activeDays: 0, hasEarlierRows: false })).toEqual({
      kind: "first-month",
    });
    expect(compareWithPrevious(c(0), c(0), null)).toEqual({ kind: "none" });
  });

  it("answers the API in reais, with the percentage only when there is one", () => {
    const previous = compareWithPrevious(c(492_610), c(10_037), { activeDays: 2, hasEarlierRows: true });
    expect(comparisonJson(previous)).toEqual({ kind: "previous-value", previous: 100.37 });
    expect(comparisonPercent(previous)).toBeNull();
    expect(comparisonPercent(compareWithPrevious(c(200), c(100), enough))).toBe(100);
  });
});
