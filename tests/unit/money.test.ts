import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CENT_TOLERANCE,
  MAX_AMOUNT_CENTS,
  MINUS_SIGN,
  ZERO_CENTS,
  absCents,
  addCents,
  cents,
  centsToNumeric,
  centsToReais,
  centsToTyped,
  divideCents,
  formatCurrency,
  formatMoney,
  jsonReaisToCents,
  minorToMajorUnits,
  multiplyCents,
  negateCents,
  numericToCents,
  numericToReais,
  reaisToCents,
  splitInstallments,
  subtractCents,
  sumCents,
  typedToCents,
} from "@/lib/format/money";
import type { Cents, Reais } from "@/lib/format/money";

/** Intl separates "R$" from the amount with a no-break space. */
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");
const anyCents = fc.integer({ min: negateCents(MAX_AMOUNT_CENTS), max: MAX_AMOUNT_CENTS }).map(cents);
const positiveCents = fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }).map(cents);

describe("cents", () => {
  it("makes Cents of a whole number, and never a negative zero", () => {
    expect(cents(123)).toBe(123);
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(ZERO_CENTS).toBe(0);
    expect(MAX_AMOUNT_CENTS).toBe(99_999_999_999);
  });

  it("throws for anything that is not a safe integer", () => {
    for (const bad of [0.5, 12.3, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => cents(bad), String(bad)).toThrow(RangeError);
    }
  });

});

describe("formatMoney", () => {
  it("writes BRL the Brazilian way", () => {
    expect(formatMoney(cents(123_456))).toBe(nbsp("R$ 1.234,56"));
    expect(formatMoney(cents(30))).toBe(nbsp("R$ 0,30"));
    expect(formatMoney(cents(100_000_000))).toBe(nbsp("R$ 1.000.000,00"));
    expect(formatMoney(MAX_AMOUNT_CENTS)).toBe(nbsp("R$ 999.999.999,99"));
  });

  it("writes a negative amount with the one minus sign, U+2212, glued to R$", () => {
    const text = formatMoney(cents(-123_456));
    expect(text).toBe(nbsp("−R$ 1.234,56"));
    expect(text.codePointAt(0)).toBe(0x2212);
    expect(text.startsWith(MINUS_SIGN)).toBe(true);
    expect(text).not.toMatch(/-|- R\$/);
    expect(formatMoney(cents(-1))).toBe(nbsp("−R$ 0,01"));
  });

  it("never writes a negative zero", () => {
    expect(formatMoney(ZERO_CENTS)).toBe(nbsp("R$ 0,00"));
    expect(formatMoney(-0 as Cents)).toBe(nbsp("R$ 0,00"));
    expect(formatMoney(negateCents(ZERO_CENTS))).toBe(nbsp("R$ 0,00"));
    expect(formatMoney(ZERO_CENTS, { plus: true })).toBe(nbsp("R$ 0,00"));
  });

  it("with `plus`, writes a positive amount as +R$ (an income in a list of signed amounts)", () => {
    expect(formatMoney(cents(1000), { plus: true })).toBe(nbsp("+R$ 10,00"));
    expect(formatMoney(cents(-1000), { plus: true })).toBe(nbsp("−R$ 10,00"));
  });

  it("shows R$ 0,00 for a value that is not a number at all (a cast gone wrong)", () => {
    expect(formatMoney(Number.NaN as Cents)).toBe(nbsp("R$ 0,00"));
  });

  it("has a sign only when the amount has one", () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        const text = formatMoney(amount);
        expect(text.startsWith(MINUS_SIGN)).toBe(amount < 0);
        expect(text).not.toContain("-");
        expect(text.replace(MINUS_SIGN, "")).toBe(formatMoney(absCents(amount)));
      }),
    );
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

  it("reads Stripe's minor units in the currency's own major unit", () => {
    expect(minorToMajorUnits(5000, "brl")).toBe(50);
    expect(minorToMajorUnits(1250, "USD")).toBe(12.5);
    expect(minorToMajorUnits(500, "jpy")).toBe(500);
  });
});

describe("PostgreSQL numeric ↔ Cents", () => {
  it("reads numerics without a float", () => {
    expect(numericToCents("1234.56")).toBe(123_456);
    expect(numericToCents("0.10")).toBe(10);
    expect(numericToCents("0.1")).toBe(10);
    expect(numericToCents("7")).toBe(700);
    expect(numericToCents("-3.10")).toBe(-310);
    expect(numericToCents(" 12.30 ")).toBe(1230);
    expect(numericToCents("999999999.99")).toBe(MAX_AMOUNT_CENTS);
    expect(Object.is(numericToCents("-0.00"), 0)).toBe(true);
  });

  it("refuses what is not a numeric", () => {
    for (const bad of ["", "abc", "1,50", "1.2.3", ".5", "+5", "1e3", "R$ 1"]) {
      expect(() => numericToCents(bad), bad).toThrow(/valor monetário inválido/);
    }
  });

  it("writes the exact string PostgreSQL stores", () => {
    expect(centsToNumeric(cents(123_456))).toBe("1234.56");
    expect(centsToNumeric(cents(5))).toBe("0.05");
    expect(centsToNumeric(ZERO_CENTS)).toBe("0.00");
    expect(centsToNumeric(-0 as Cents)).toBe("0.00");
    expect(centsToNumeric(cents(-310))).toBe("-3.10");
  });

  it("round-trips every amount up to the maximum, either sign", () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        expect(numericToCents(centsToNumeric(amount))).toBe(amount);
      }),
    );
  });

  it("sums exactly in centavos where floats drift", () => {
    const total = sumCents(["0.10", "0.20"].map(numericToCents));
    expect(centsToNumeric(total)).toBe("0.30");
    expect(0.1 + 0.2).not.toBe(0.3);
  });
});

describe("the API's reais ↔ Cents", () => {
  it("answers JSON numbers with at most two decimals", () => {
    expect(centsToReais(cents(123_456))).toBe(1234.56);
    expect(centsToReais(cents(-310))).toBe(-3.1);
    expect(Object.is(centsToReais(-0 as Cents), 0)).toBe(true);
    expect(numericToReais("0.30")).toBe(0.3);
    expect(JSON.stringify({ valor: centsToReais(cents(1230)) })).toBe('{"valor":12.3}');
  });

  it("gives the same double as the decimal text PostgreSQL writes", () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        expect(centsToReais(amount)).toBe(Number(centsToNumeric(amount)) || 0);
      }),
    );
  });

  it("reads back every amount it answered, either sign", () => {
    fc.assert(
      fc.property(anyCents, (amount) => {
        expect(reaisToCents(centsToReais(amount))).toBe(amount);
        expect(reaisToCents(JSON.parse(JSON.stringify(centsToReais(amount))) as Reais)).toBe(amount);
      }),
    );
  });

  it("reads a client's JSON reais exactly: every two-decimal number and its decimal string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (amount) => {
        expect(jsonReaisToCents(amount / 100)).toBe(amount);
        expect(jsonReaisToCents((amount / 100).toFixed(2))).toBe(amount);
        expect(jsonReaisToCents(-amount / 100)).toBe(-amount);
      }),
    );
  });

  it("absorbs binary noise within the tolerance and refuses a real third decimal, even next to the maximum", () => {
    expect(jsonReaisToCents(0.1 + 0.2)).toBe(30);
    expect(jsonReaisToCents(1.1 * 3)).toBe(330);
    expect(jsonReaisToCents(12.3 + CENT_TOLERANCE / 2)).toBe(1230);
    expect(jsonReaisToCents(999_999_999.99)).toBe(MAX_AMOUNT_CENTS);
    expect(jsonReaisToCents(999_999_999.991)).toBe("decimals");
    expect(jsonReaisToCents(0.001)).toBe("decimals");
    expect(jsonReaisToCents("12.300")).toBe(1230);
    expect(jsonReaisToCents("12.301")).toBe("decimals");
    expect(Object.is(jsonReaisToCents(-0), 0)).toBe(true);
  });

  it("is null for what is not an amount (a signed string included: callers read the sign)", () => {
    for (const value of ["", "dez", "10,50", "-", "-5", "1e3", ".5", Number.NaN, Infinity]) {
      expect(jsonReaisToCents(value)).toBeNull();
    }
  });
});

describe("typedToCents", () => {
  it.each([
    ["1.234,56", 123_456],
    ["1234,56", 123_456],
    ["1234,5", 123_450],
    ["R$ 1.234,56", 123_456],
    ["R$\u00a01.234,56", 123_456],
    ["r$10", 1000],
    ["0,01", 1],
    ["12", 1200],
    ["1.234", 123_400],
    ["12.345.678,90", 1_234_567_890],
    ["1234.56", 123_456],
    ["10.5", 1050],
    ["0", 0],
    [" 999.999.999,99 ", 99_999_999_999],
  ])("reads %j as %i centavos", (input, amount) => {
    expect(typedToCents(input)).toBe(amount);
  });

  it.each(["", "   ", "abc", "1,234.56", "12,345", "1.23.4", "-5", "−5", "1.2345", ",50", "1.234,5,6", "R$", "--5", "5-"])(
    "refuses %j",
    (input) => {
      expect(typedToCents(input)).toBeNull();
    },
  );

  it("reads a minus (typed or as formatMoney writes it) only where a negative is allowed", () => {
    const negative = { allowNegative: true };
    expect(typedToCents("-1.234,56", negative)).toBe(-123_456);
    expect(typedToCents("−R$ 1.234,56", negative)).toBe(-123_456);
    expect(typedToCents("- 50", negative)).toBe(-5000);
    expect(typedToCents("50", negative)).toBe(5000);
    expect(Object.is(typedToCents("-0,00", negative), 0)).toBe(true);
    expect(typedToCents("-", negative)).toBeNull();
    expect(typedToCents("--5", negative)).toBeNull();
    expect(typedToCents("-1.000.000.000,00", negative)).toBeNull();
  });

  it("refuses amounts above the maximum", () => {
    expect(typedToCents("999.999.999,99")).toBe(MAX_AMOUNT_CENTS);
    expect(typedToCents("1.000.000.000,00")).toBeNull();
    expect(typedToCents("99999999999999999999")).toBeNull();
  });

  it("reads back what formatMoney writes, and what centsToTyped puts in a field", () => {
    fc.assert(
      fc.property(positiveCents, (amount) => {
        expect(typedToCents(formatMoney(amount))).toBe(amount);
        expect(typedToCents(centsToTyped(amount))).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(anyCents, (amount) => {
        expect(typedToCents(formatMoney(amount), { allowNegative: true })).toBe(amount);
        expect(typedToCents(centsToTyped(amount), { allowNegative: true })).toBe(amount);
      }),
    );
  });
});

describe("centsToTyped", () => {
  it("writes what a form field starts with, without R$", () => {
    expect(centsToTyped(cents(123_456))).toBe("1.234,56");
    expect(centsToTyped(cents(150))).toBe("1,50");
    expect(centsToTyped(ZERO_CENTS)).toBe("0,00");
    expect(centsToTyped(cents(-5000))).toBe("-50,00");
    expect(centsToTyped(-0 as Cents)).toBe("0,00");
    expect(centsToTyped(MAX_AMOUNT_CENTS)).toBe("999.999.999,99");
  });
});

describe("arithmetic keeps centavos whole", () => {
  it("adds, subtracts, negates and takes the absolute value", () => {
    expect(addCents(cents(10), cents(20))).toBe(30);
    expect(subtractCents(cents(10), cents(25))).toBe(-15);
    expect(negateCents(cents(15))).toBe(-15);
    expect(Object.is(negateCents(ZERO_CENTS), 0)).toBe(true);
    expect(absCents(cents(-15))).toBe(15);
    expect(sumCents([])).toBe(0);
    expect(sumCents(new Set([cents(1), cents(2), cents(3)]))).toBe(6);
  });

  it("multiplies by whole numbers only", () => {
    expect(multiplyCents(cents(1999), 3)).toBe(5997);
    expect(multiplyCents(cents(1999), -1)).toBe(-1999);
    expect(Object.is(multiplyCents(ZERO_CENTS, -1), 0)).toBe(true);
    expect(() => multiplyCents(cents(100), 1.5)).toThrow(RangeError);
  });

  it("divides to the centavo, half up or up", () => {
    expect(divideCents(cents(1000), 3)).toBe(333);
    expect(divideCents(cents(1001), 2)).toBe(501);
    expect(divideCents(cents(1000), 3, "ceil")).toBe(334);
    expect(divideCents(cents(-1000), 3)).toBe(-333);
    expect(() => divideCents(cents(1000), 0)).toThrow(RangeError);
  });
});

describe("splitInstallments", () => {
  it("puts the remainder on the first parcel", () => {
    expect(splitInstallments(cents(1000), 3)).toEqual([334, 333, 333]);
    expect(splitInstallments(cents(456_789), 10)).toEqual([45_687, ...Array<number>(9).fill(45_678)]);
    expect(splitInstallments(cents(1200), 12)).toEqual(Array<number>(12).fill(100));
  });

  it("sums to the total, with n parcels differing by less than n centavos", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 72, max: MAX_AMOUNT_CENTS }).map(cents),
        fc.integer({ min: 2, max: 72 }),
        (total, count) => {
          const installments = splitInstallments(total, count);
          expect(installments).toHaveLength(count);
          expect(sumCents(installments)).toBe(total);
          const [first = ZERO_CENTS, ...rest] = installments;
          expect(rest.every((p) => p === rest[0])).toBe(true);
          expect(first - (rest[0] ?? first)).toBeGreaterThanOrEqual(0);
          expect(first - (rest[0] ?? first)).toBeLessThan(count);
        },
      ),
    );
  });

  it("refuses counts and totals that are not integers", () => {
    expect(() => splitInstallments(cents(100), 0)).toThrow();
    expect(() => splitInstallments(cents(100), 2.5)).toThrow();
    expect(() => splitInstallments(10.5 as Cents, 2)).toThrow();
  });

  it("refuses a total smaller than the count (a parcel of 0 centavos)", () => {
    expect(() => splitInstallments(cents(9), 10)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(() => splitInstallments(ZERO_CENTS, 2)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(() => splitInstallments(cents(-10), 2)).toThrow(/pelo menos 1 centavo por parcela/);
    expect(splitInstallments(cents(10), 10)).toEqual(Array<number>(10).fill(1));
  });
});
