import { describe, expect, it } from "vitest";
import { cents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";
import { descriptionKey, groupReviewRows } from "@/lib/domain/review-groups";
import type { ReviewInboxRow } from "@/lib/domain/review-groups";

let seq = 0;
function row(values: Partial<ReviewInboxRow> = {}): ReviewInboxRow {
  seq += 1;
  return {
    transactionId: `t${String(seq).padStart(3, "0")}`,
    description: "PADARIA DO ZE",
    date: day("2026-11-10"),
    amountCents: cents(1000),
    type: "despesa",
    categoryId: null,
    categoryName: null,
    categorySource: null,
    payeeId: null,
    payeeName: null,
    paymentMethodId: "pm",
    paymentMethodName: "Conta",
    ...values,
  };
}

describe("descriptionKey", () => {
  it("folds case, accents, digits and the bank's markers", () => {
    expect(descriptionKey("UBER *TRIP 1234")).toBe("uber trip");
    expect(descriptionKey("Uber Trip 98")).toBe("uber trip");
    expect(descriptionKey("Pão de Açúcar-0412")).toBe("pao de acucar");
  });
});

describe("groupReviewRows", () => {
  it("groups by payee, and rows without a payee by folded description, with count and total", () => {
    const ifood = { payeeId: "p-ifood", payeeName: "iFood" };
    const groups = groupReviewRows([
      row({ ...ifood, description: "IFD*IFOOD 1", amountCents: cents(3550), date: day("2026-11-02") }),
      row({ ...ifood, description: "IFOOD.COM AGENCIA", amountCents: cents(4210), date: day("2026-11-20") }),
      row({ description: "UBER *TRIP 1234", amountCents: cents(1800) }),
      row({ description: "Uber Trip 98", amountCents: cents(2200) }),
      row({ description: "uber trip", amountCents: cents(1000), type: "receita" }),
    ]);
    expect(groups.map((group) => [group.label, group.type, group.count, group.totalCents])).toEqual([
      ["iFood", "despesa", 2, 7760],
      ["UBER *TRIP 1234", "despesa", 2, 4000],
      ["uber trip", "receita", 1, 1000],
    ]);
    // Inside a group, newest first.
    expect(groups[0]!.rows.map((item) => item.date)).toEqual(["2026-11-20", "2026-11-02"]);
  });

  it("puts possible duplicates first, then groups carrying a bank or MCC suggestion, then the rest", () => {
    const groups = groupReviewRows([
      row({ description: "MANY A" }),
      row({ description: "MANY A" }),
      row({ description: "MANY A" }),
      row({ description: "SETTLED", categoryId: "c1", categoryName: "Mercado", categorySource: "rule" }),
      row({ description: "MCC", categoryId: "c2", categoryName: "Restaurantes", categorySource: "mcc" }),
      row({ description: "BANK", categoryId: "c3", categoryName: "Transporte", categorySource: "bank" }),
      row({
        description: "SALARIO",
        possibleDuplicateOf: { transactionId: "typed", description: "Salário", date: day("2026-11-05"), amountCents: cents(1000) },
      }),
      row({
        description: "SALARIO",
        possibleDuplicateOf: { transactionId: "typed2", description: "Salário", date: day("2026-11-05"), amountCents: cents(1000) },
      }),
    ]);
    expect(groups.map((group) => [group.label, group.duplicate, group.suggested, group.count])).toEqual([
      ["SALARIO", true, false, 1],
      ["SALARIO", true, false, 1],
      ["BANK", false, true, 1],
      ["MCC", false, true, 1],
      ["MANY A", false, false, 3],
      ["SETTLED", false, false, 1],
    ]);
  });

  it("names the category a group shares, and none when its rows differ; refunds lower the total", () => {
    const payee = { payeeId: "p", payeeName: "Loja" };
    const [same] = groupReviewRows([
      row({ ...payee, categoryId: "c", categoryName: "Compras", categorySource: "bank" }),
      row({ ...payee, categoryId: "c", categoryName: "Compras", categorySource: "bank", amountCents: cents(-400) }),
    ]);
    expect(same).toMatchObject({ categoryId: "c", categoryName: "Compras", totalCents: 600, suggested: true });
    const [mixed] = groupReviewRows([
      row({ ...payee, categoryId: "c", categoryName: "Compras", categorySource: "bank" }),
      row({ ...payee, categoryId: null }),
    ]);
    expect(mixed).toMatchObject({ categoryId: null, categoryName: null, count: 2 });
  });

  it("returns nothing for no rows", () => {
    expect(groupReviewRows([])).toEqual([]);
  });
});
