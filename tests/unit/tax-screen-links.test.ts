import { describe, expect, it } from "vitest";
import { transactionsHref, transactionsViewFromSearchParams } from "@/components/transactions/transactions-view";
import { maskDocument } from "@/components/tax/document-input";
import { lastTaxYear, taxYearFromSearchParams, taxYears, yearBalanceLabel } from "@/lib/domain/tax/tax-year";
import { taxRowsHref } from "@/components/tax/tax-links";
import { day } from "@/lib/domain/calendar";

const PAYEE = "0b6f6a52-3d0f-4b43-9d55-6c3e1f7a9a10";

describe("Imposto de Renda's year", () => {
  it("is the last closed ano-calendário: this year from December on, else the year before", () => {
    expect(lastTaxYear(new Date("2026-12-02T12:00:00Z"))).toBe(2026);
    expect(lastTaxYear(new Date("2027-03-15T12:00:00Z"))).toBe(2026);
    expect(lastTaxYear(new Date("2026-11-30T12:00:00Z"))).toBe(2025);
    // 1 December at 01:00 UTC is still 30 November in São Paulo.
    expect(lastTaxYear(new Date("2026-12-01T01:00:00Z"))).toBe(2025);
  });

  it("reads ?ano= when the picker offers it, and falls back to the last year otherwise", () => {
    const now = new Date("2026-12-02T12:00:00Z");
    expect(taxYears(now)).toEqual([2026, 2025]);
    expect(taxYearFromSearchParams({ ano: "2025" }, now)).toBe(2025);
    expect(taxYearFromSearchParams({ ano: "2031" }, now)).toBe(2026);
    expect(taxYearFromSearchParams({ ano: "abc" }, now)).toBe(2026);
    expect(taxYearFromSearchParams({}, now)).toBe(2026);
  });

  it("labels the year's own balance 31/12 once that day is over, and today's while the year runs", () => {
    expect(yearBalanceLabel(2025, day("2026-12-02"))).toEqual({
      day: "31/12/2025",
      situation: "Situação em 31/12/2025",
      header: "31/12/2025",
      phrase: "em 31/12/2025",
    });
    expect(yearBalanceLabel(2026, day("2027-01-01"))).toMatchObject({ day: "31/12/2026", situation: "Situação em 31/12/2026" });
    expect(yearBalanceLabel(2026, day("2026-12-02"))).toEqual({
      day: "até hoje (02/12/2026)",
      situation: "Situação até hoje (02/12/2026)",
      header: "Até hoje (02/12/2026)",
      phrase: "até hoje (02/12/2026)",
    });
    // 31/12 itself is not over yet: its balance is still moving.
    expect(yearBalanceLabel(2026, day("2026-12-31")).day).toBe("até hoje (31/12/2026)");
  });
});

describe("a declaration line's link to its rows", () => {
  it("opens Transações on the payee over the whole year, and the link survives the round trip", () => {
    const href = taxRowsHref(2026, PAYEE);
    expect(href).not.toBeNull();
    const params = Object.fromEntries(new URL(href!, "http://x").searchParams);
    const view = transactionsViewFromSearchParams(params);
    expect(view).toMatchObject({ year: 2026, payeeId: PAYEE, wholeYear: true, page: 1 });
    expect(transactionsHref(view)).toBe(`/transactions?month=1&year=2026&payee=${PAYEE}&periodo=ano`);
    expect(transactionsHref(view, { payeeId: undefined, wholeYear: false })).toBe("/transactions?month=1&year=2026");
  });

  it("has no link without a payee, and a hand-edited payee that is not an id is ignored", () => {
    expect(taxRowsHref(2026, null)).toBeNull();
    expect(transactionsViewFromSearchParams({ payee: "'; drop table", periodo: "mes" })).toMatchObject({
      payeeId: undefined,
      wholeYear: false,
    });
  });
});

describe("the CPF/CNPJ field's mask", () => {
  it("writes a CPF up to 11 digits and a CNPJ past it, ignoring what is not a digit", () => {
    expect(maskDocument("123")).toBe("123");
    expect(maskDocument("1234567")).toBe("123.456.7");
    expect(maskDocument("12345678909")).toBe("123.456.789-09");
    expect(maskDocument("12.345.678/0001-95")).toBe("12.345.678/0001-95");
    expect(maskDocument("12345678000195999")).toBe("12.345.678/0001-95");
    expect(maskDocument("123456789091", "cpf")).toBe("123.456.789-09");
    expect(maskDocument("60701190", "cnpj")).toBe("60.701.190");
    expect(maskDocument("60701190000104", "cnpj")).toBe("60.701.190/0001-04");
  });
});
