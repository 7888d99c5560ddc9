import { describe, expect, it } from "vitest";
import { cents } from "@/lib/format/money";
import { taxRulesFor } from "@/lib/domain/tax/rules";
import { educationCaps, groupIncome, groupPayments, receitaLine } from "@/lib/domain/tax/report-sections";
import type { TaxRow } from "@/lib/domain/tax/report-sections";

const rules = taxRulesFor(2025);
const titular = { dependentId: null, name: "Maria", cpf: "52998224725" };
const lucas = { dependentId: "7f0c1a52-8f5b-4c55-9d0a-3b6f5c2a9e11", name: "Lucas", cpf: "08573049332" };
let next = 0;

function row(fields: Partial<TaxRow> & { amount: number }): TaxRow {
  next += 1;
  const { amount, ...rest } = fields;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    day: "2025-03-10",
    description: "Pagamento",
    amountCents: cents(amount),
    isExpense: true,
    category: { kind: null, code: null },
    payee: null,
    row: null,
    reimbursedCents: cents(0),
    beneficiary: null,
    ...rest,
  };
}

const payee = (name: string, extra: Partial<NonNullable<TaxRow["payee"]>> = {}): NonNullable<TaxRow["payee"]> => ({
  id: `payee-${name}`,
  name,
  document: null,
  masked: false,
  kind: "empresa",
  deductibleKind: null,
  deductibleCode: null,
  ...extra,
});

describe("where a receita goes", () => {
  it("dividends, FII income and JCP by their bank texts; a company's other receitas are income; a person's are not", () => {
    const receita = (description: string, kind = "empresa") =>
      receitaLine(row({ amount: 100, isExpense: false, description, payee: payee("X", { kind }) }));
    expect(receita("DIVIDENDOS ITSA4")).toEqual({ exempt: "dividendos" });
    expect(receita("RENDIMENTO HGLG11")).toEqual({ exempt: "fii" });
    expect(receita("JUROS S/CAPITAL BBAS3")).toEqual({ exclusive: "jcp" });
    expect(receita("RENDIMENTO POUPANCA")).toEqual({ exempt: "poupanca_letras" });
    expect(receita("Poupança - juros")).toEqual({ exempt: "poupanca_letras" });
    expect(receita("SALARIO")).toBe("income");
    expect(receita("PIX RECEBIDO", "pessoa")).toBeNull();
    expect(receitaLine(row({ amount: 100, isExpense: false, description: "SALARIO", payee: payee("X"), row: { deductible: false, code: null } }))).toBeNull();
  });
});

describe("income by payer", () => {
  it("sums a payer's year and its months, largest payer first", () => {
    const acme = payee("ACME", { document: "43984807289941" });
    const beta = payee("Beta");
    const lines = groupIncome([
      row({ amount: 100_000, isExpense: false, day: "2025-01-05", payee: acme }),
      row({ amount: 100_000, isExpense: false, day: "2025-01-20", payee: acme }),
      row({ amount: 50_000, isExpense: false, day: "2025-02-05", payee: acme }),
      row({ amount: 300_000, isExpense: false, day: "2025-02-05", payee: beta }),
    ]);
    expect(lines.map((line) => [line.payerName, line.payerDocument, line.totalCents])).toEqual([
      ["Beta", null, 300_000],
      ["ACME", "43984807289941", 250_000],
    ]);
    expect(lines[1]!.months).toEqual([
      { month: "2025-01", totalCents: 200_000 },
      { month: "2025-02", totalCents: 50_000 },
    ]);
  });
});

describe("payments", () => {
  const saude = { kind: "saude", code: "10" };
  it("groups by code, payee and beneficiary; an estorno lowers, reimbursed adds up; pharmacy and a no are left out", () => {
    const clinica = payee("Clínica");
    const lines = groupPayments(
      rules,
      [
        row({ amount: 45_000, category: saude, payee: clinica, reimbursedCents: cents(5_000) }),
        row({ amount: -5_000, category: saude, payee: clinica }),
        row({ amount: 20_000, category: saude, payee: clinica, beneficiary: lucas }),
        row({ amount: 8_000, category: saude, payee: payee("Drogaria São Paulo") }),
        row({ amount: 9_000, category: saude, payee: clinica, row: { deductible: false, code: null } }),
        row({ amount: 7_000, category: saude, payee: payee("Ótica Boa Vista"), row: { deductible: true, code: "10" } }),
      ],
      titular,
    );
    expect(lines.map((line) => [line.code, line.payeeName, line.beneficiary.name, line.totalCents, line.reimbursedCents])).toEqual([
      ["10", "Clínica", "Maria", 40_000, 5_000],
      ["10", "Clínica", "Lucas", 20_000, 0],
      ["10", "Ótica Boa Vista", "Maria", 7_000, 0],
    ]);
  });

  it("leaves out a group whose estornos cancel it", () => {
    const lines = groupPayments(
      rules,
      [row({ amount: 10_000, category: saude, payee: payee("A") }), row({ amount: -10_000, category: saude, payee: payee("A") })],
      titular,
    );
    expect(lines).toEqual([]);
  });

  it("caps educação per person on what was paid less what was reimbursed", () => {
    const educacao = { kind: "educacao", code: "01" };
    const payments = groupPayments(
      rules,
      [
        row({ amount: 400_000, category: educacao, payee: payee("Escola"), beneficiary: lucas }),
        row({ amount: 100_000, category: educacao, payee: payee("Curso"), reimbursedCents: cents(20_000) }),
      ],
      titular,
    );
    expect(educationCaps(rules, payments).map((cap) => [cap.beneficiary.name, cap.paidCents, cap.deductibleCents, cap.capped])).toEqual([
      ["Maria", 80_000, 80_000, false],
      ["Lucas", 400_000, 356_150, true],
    ]);
  });
});
