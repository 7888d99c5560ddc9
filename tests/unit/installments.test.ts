import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { clampedDay, day, daysInMonth, splitDay } from "@/lib/domain/calendar";
import { MAX_AMOUNT_CENTS, cents as c, centsToReais, splitInstallments } from "@/lib/format/money";
import { planInstallments } from "@/lib/domain/installment-plan";
import { formatInstallmentPreview } from "@/components/transactions/installment-preview";
import {
  installmentPurchaseInput,
  transactionFormSchema,
  valorSchema,
} from "@/lib/schemas/transactions";

const count = fc.integer({ min: 2, max: 72 });
/** At least one centavo per parcel, as the schemas require (splitInstallments refuses less). */
const total = fc.integer({ min: 72, max: MAX_AMOUNT_CENTS }).map(c);
const firstDay = fc
  .record({
    year: fc.integer({ min: 2000, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => clampedDay(year, month, day));

const monthIndex = (day: string) => {
  const { year, month } = splitDay(day);
  return year * 12 + month - 1;
};

describe("splitInstallments", () => {
  it("gives N parcels that add up to the total, none below one centavo", () => {
    fc.assert(
      fc.property(total, count, (cents, n) => {
        const parts = splitInstallments(cents, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
        expect(parts.every((p) => Number.isInteger(p) && p >= 1)).toBe(true);
      }),
    );
  });

  it("is fair: every parcel but the first is equal, and the first carries less than N extra centavos", () => {
    fc.assert(
      fc.property(total, count, (cents, n) => {
        const [first = c(0), ...rest] = splitInstallments(cents, n);
        const base = Math.floor(cents / n);
        expect(rest.every((p) => p === base)).toBe(true);
        expect(first - base).toBe(cents % n);
        expect(first - base).toBeLessThan(n);
        expect(first).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("gives every parcel at least one centavo when the total allows it", () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }), (n, extra) => {
        const cents = c(Math.min(n + extra, MAX_AMOUNT_CENTS));
        expect(splitInstallments(cents, n).every((p) => p >= 1)).toBe(true);
      }),
    );
  });

  it("splits R$ 100,03 in 10 as 10,03 + 9 × 10,00", () => {
    expect(splitInstallments(c(10003), 10)).toEqual([1003, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]);
  });
});

describe("planInstallments (the schedule)", () => {
  it("puts one parcel in each following month, dates strictly increasing", () => {
    fc.assert(
      fc.property(firstDay, count, (start, n) => {
        const plan = planInstallments(c(100 * n), n, start);
        expect(plan.map((p) => p.index)).toEqual(Array.from({ length: n }, (_, k) => k + 1));
        plan.forEach((p, k) => expect(monthIndex(p.day)).toBe(monthIndex(start) + k));
        for (let k = 1; k < plan.length; k++) expect(plan[k]!.day > plan[k - 1]!.day).toBe(true);
      }),
    );
  });

  it("keeps the original day, clamped to the month's end and never beyond", () => {
    fc.assert(
      fc.property(firstDay, count, (start, n) => {
        const original = splitDay(start).day;
        for (const { day } of planInstallments(c(n), n, start)) {
          const { year, month, day: d } = splitDay(day);
          const last = daysInMonth(year, month);
          expect(d).toBeLessThanOrEqual(last);
          expect(d).toBe(Math.min(original, last));
        }
      }),
    );
  });

  it("clamps 31/01 to February's end and goes back to 31 in March (not chained)", () => {
    expect(planInstallments(c(300), 3, day("2026-01-31")).map((p) => p.day)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
    ]);
    expect(planInstallments(c(400), 4, day("2027-12-31")).map((p) => p.day)).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
    ]);
  });

  it("carries the split amounts", () => {
    fc.assert(
      fc.property(total, count, firstDay, (cents, n, start) => {
        expect(planInstallments(cents, n, start).map((p) => p.cents)).toEqual(splitInstallments(cents, n));
      }),
    );
  });
});

describe("formatInstallmentPreview", () => {
  const nbsp = "\u00a0";
  it("shows an even split as one line", () => {
    expect(formatInstallmentPreview(c(10000), 10)).toBe(`10 x de R$${nbsp}10,00`);
  });

  it("shows the remainder on the first parcel", () => {
    expect(formatInstallmentPreview(c(10003), 10)).toBe(`1 x de R$${nbsp}10,03 + 9 x de R$${nbsp}10,00`);
  });

  it("shows nothing without an amount or with fewer than 2 parcels", () => {
    expect(formatInstallmentPreview(null, 10)).toBeNull();
    expect(formatInstallmentPreview(c(1000), 1)).toBeNull();
    expect(formatInstallmentPreview(c(5), 10)).toBeNull();
  });

  it("always describes amounts that add up to the total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 72, max: MAX_AMOUNT_CENTS }).map(c), count, (cents, n) => {
        const text = formatInstallmentPreview(cents, n) ?? "";
        const parts = [...text.matchAll(/(\d+) x de R\$\s([\d.]+,\d{2})/g)].map((m) => ({
          times: Number(m[1]),
          cents: Number(m[2]!.replace(/\./g, "").replace(",", "")),
        }));
        expect(parts.reduce((sum, p) => sum + p.times * p.cents, 0)).toBe(cents);
        expect(parts.reduce((sum, p) => sum + p.times, 0)).toBe(n);
      }),
    );
  });
});

describe("amount schemas", () => {
  it("reads any two-decimal JSON number as its exact centavos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(valorSchema.parse(cents / 100)).toBe(cents);
        expect(valorSchema.parse((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it("refuses amounts with more than two decimals", () => {
    for (const value of [0.001, 10.005, 1e-7, "0.001", "10.005"]) {
      expect(valorSchema.safeParse(value).success).toBe(false);
    }
  });

  it("reads binary noise as the whole centavos it stands for", () => {
    expect(valorSchema.parse(0.1 + 0.2)).toBe(30);
    expect(valorSchema.parse(1.1 * 3)).toBe(330);
    expect(valorSchema.parse("12.30")).toBe(1230);
  });

  it("the form reads Brazilian notation with the API's limits", () => {
    const base = {
      transactionType: "despesa",
      description: "Compra",
      transactionDate: "2026-01-31",
      categoryId: "",
      paymentMethodId: "",
      isInstallment: true,
      installments: 10,
      isObjective: false,
      objectiveId: "",
    };
    expect(transactionFormSchema.parse({ ...base, amountText: "1.000,03" }).amountCents).toBe(100003);
    const tooSmall = transactionFormSchema.safeParse({ ...base, amountText: "0,05" });
    expect(tooSmall.error?.issues[0]?.path).toEqual(["amountText"]);
    expect(transactionFormSchema.safeParse({ ...base, installments: 73, amountText: "100" }).success).toBe(false);
    expect(transactionFormSchema.safeParse({ ...base, isInstallment: false, installments: 1, amountText: "1" }).success).toBe(
      true,
    );
    expect(transactionFormSchema.safeParse({ ...base, isInstallment: false, installments: NaN, amountText: "1" }).success).toBe(
      true,
    );
    expect(transactionFormSchema.safeParse({ ...base, installments: NaN, amountText: "1" }).success).toBe(false);
  });

  it("the instalment request needs at least one centavo per parcel", () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 200 }), (n, cents) => {
        const parsed = installmentPurchaseInput.safeParse({
          description: "x",
          valor: centsToReais(c(cents)),
          transactionTypeId: "5f8d0d55-7f4e-4b1e-9a43-0d6a2b1c3e4f",
          transactionDate: "2026-01-31",
          installments: n,
        });
        expect(parsed.success).toBe(cents >= n);
        if (parsed.success) expect(parsed.data.totalCents).toBe(cents);
      }),
    );
  });
});
