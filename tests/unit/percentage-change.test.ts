import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_CENTS } from "@/lib/format/money";
import { percentageChange, percentageShare } from "@/lib/domain/percentage-change";

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
