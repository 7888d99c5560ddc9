import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_AMOUNT_CENTS,
  centsToDecimal,
  centsToNumber,
  decimalToCents,
  decimalToNumber,
  formatBRL,
  formatCurrency,
  parseMoneyInput,
  splitInstallments,
} from "@/lib/format/money";

/** Intl separates "R$" from the amount with a no-break space. */
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

describe("formatBRL", () => {
  it("uses the Brazilian format", () => {
    expect(formatBRL(1234.56)).toBe(nbsp("R$ 1.234,56"));
    expect(formatBRL(0.3)).toBe(nbsp("R$ 0,30"));
    expect(formatBRL(1_000_000)).toBe(nbsp("R$ 1.000.000,00"));
    expect(formatBRL("1234.5")).toBe(nbsp("R$ 1.234,50"));
    expect(formatBRL(-12.3)).toBe(nbsp("-R$ 12,30"));
  });

  it("falls back to R$ 0,00 for anything that is not an amount", () => {
    for (const value of [null, undefined, Number.NaN, Infinity, "abc", ""]) {
      expect(formatBRL(value)).toBe(nbsp("R$ 0,00"));
    }
  });

  it("never shows a negative zero", () => {
    expect(formatBRL(-0)).toBe(nbsp("R$ 0,00"));
    expect(formatBRL(-0.001)).toBe(nbsp("R$ 0,00"));
    expect(formatBRL("-0.00")).toBe(nbsp("R$ 0,00"));
  });

  it("shows 0.1 + 0.2 as R$ 0,30", () => {
    expect(formatBRL(0.1 + 0.2)).toBe(nbsp("R$ 0,30"));
  });
});

describe("formatCurrency", () => {
  it("formats an invoice in its own currency, case-insensitively", () => {
    expect(formatCurrency(50, "brl")).toBe(nbsp("R$ 50,00"));
    expect(formatCurrency(12.5, "usd")).toBe(nbsp("US$ 12,50"));
  });

  it("falls back to BRL for an unknown currency code", () => {
    expect(formatCurrency(1, "nope")).toBe(nbsp("R$ 1,00"));
  });
});

describe("decimalToCents / centsToDecimal", () => {
  it("reads PostgreSQL numerics without a float", () => {
    expect(decimalToCents("1234.56")).toBe(123_456);
    expect(decimalToCents("0.10")).toBe(10);
    expect(decimalToCents("0.1")).toBe(10);
    expect(decimalToCents("7")).toBe(700);
    expect(decimalToCents("-3.10")).toBe(-310);
    expect(decimalToCents(" 12.30 ")).toBe(1230);
    expect(decimalToCents("999999999.99")).toBe(MAX_AMOUNT_CENTS);
  });

  it("accepts JSON numbers rounded to the centavo", () => {
    expect(decimalToCents(12.3)).toBe(1230);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents(-0.5)).toBe(-50);
  });

  it("rejects what is not a decimal", () => {
    for (const bad of ["", "abc", "1,50", "1.2.3", ".5", "+5", "1e3"]) {
      expect(() => decimalToCents(bad), bad).toThrow(/valor monetário inválido/);
    }
  });

  it("writes the exact string PostgreSQL stores", () => {
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-310)).toBe("-3.10");
  });

  it("round-trips every amount up to the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });

  it("gives JSON numbers with at most two decimals", () => {
    expect(centsToNumber(123_456)).toBe(1234.56);
    expect(decimalToNumber("0.30")).toBe(0.3);
    expect(decimalToNumber(null)).toBe(0);
    expect(decimalToNumber(undefined)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(Math.round(centsToNumber(cents) * 100)).toBe(cents);
      }),
    );
  });

  it("sums exactly in centavos where floats drift", () => {
    const total = ["0.10", "0.20"].map(decimalToCents).reduce((a, b) => a + b, 0);
    expect(centsToDecimal(total)).toBe("0.30");
  });
});

describe("parseMoneyInput", () => {
  it.each([
    ["1.234,56", 123_456],
    ["1234,56", 123_456],
    ["1234,5", 123_450],
    ["R$ 1.234,56", 123_456],
    ["R$\u00a01.234,56", 123_456],
    ["0,01", 1],
    ["12", 1200],
    ["1.234", 123_400],
    ["12.345.678,90", 1_234_567_890],
    ["1234.56", 123_456],
    ["10.5", 1050],
    ["0", 0],
  ])("reads %j as %i centavos", (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each(["", "   ", "abc", "1,234.56", "12,345", "1.23.4", "-5", "1.2345", ",50", "1.234,5,6"])(
    "refuses %j",
    (input) => {
      expect(parseMoneyInput(input)).toBeNull();
    },
  );

  it("refuses amounts above the maximum", () => {
    expect(parseMoneyInput("999.999.999,99")).toBe(MAX_AMOUNT_CENTS);
    expect(parseMoneyInput("1.000.000.000,00")).toBeNull();
  });

  it("reads back what formatBRL writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(parseMoneyInput(formatBRL(centsToNumber(cents)))).toBe(cents);
      }),
    );
  });
});

describe("splitInstallments", () => {
  it("puts the remainder on the first parcel", () => {
    expect(splitInstallments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitInstallments(456_789, 10)).toEqual([45_687, ...Array<number>(9).fill(45_678)]);
    expect(splitInstallments(1200, 12)).toEqual(Array<number>(12).fill(100));
  });

  it("sums to the total, with n parcels differing by less than n centavos", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 72, max: MAX_AMOUNT_CENTS }),
        fc.integer({ min: 2, max: 72 }),
        (total, count) => {
          const parcels = splitInstallments(total, count);
          expect(parcels).toHaveLength(count);
          expect(parcels.reduce((a, b) => a + b, 0)).toBe(total);
          const [first = 0, ...rest] = parcels;
          expect(rest.every((p) => p === rest[0])).toBe(true);
          expect(first - (rest[0] ?? first)).toBeGreaterThanOrEqual(0);
          expect(first - (rest[0] ?? first)).toBeLessThan(count);
        },
      ),
    );
  });

  it("refuses counts and totals that are not integers", () => {
    expect(() => splitInstallments(100, 0)).toThrow();
    expect(() => splitInstallments(100, 2.5)).toThrow();
    expect(() => splitInstallments(10.5, 2)).toThrow();
  });

  it("refuses a total smaller than the count (a parcel of 0 centavos)", () => {
    expect(() => splitInstallments(9, 10)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(() => splitInstallments(0, 2)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(() => splitInstallments(-10, 2)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(splitInstallments(10, 10)).toEqual(Array<number>(10).fill(1));
  });
});
