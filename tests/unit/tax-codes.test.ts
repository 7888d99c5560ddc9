import { describe, expect, it } from "vitest";
import { declarationDocument, formatDocument, isValidCnpj, isValidCpf } from "@/lib/domain/documents";
import {
  codeFitsKind,
  deductibleMismatch,
  investmentAssetCode,
  isNeverDeductible,
  loanDebtCode,
  paymentCodeFor,
  accountAssetCode,
} from "@/lib/domain/tax/codes";
import { capEducation } from "@/lib/domain/tax/education-cap";
import { taxRulesFor } from "@/lib/domain/tax/rules";
import { cents } from "@/lib/format/money";

// Valid by their check digits (generated, not anyone's).
const CPF = "52998224725";
const CNPJ = "11222333000181";
const rules = taxRulesFor(2025);

describe("documents for the declaration", () => {
  it("accepts a CPF or CNPJ whose check digits hold, written either way", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(declarationDocument(CNPJ)).toEqual({ kind: "cnpj", digits: CNPJ });
    expect(formatDocument(CPF)).toBe("529.982.247-25");
    expect(formatDocument(CNPJ)).toBe("11.222.333/0001-81");
  });

  it("refuses wrong check digits, repeated digits, a CNPJ as a CPF and a masked document", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCpf(CNPJ)).toBe(false);
    expect(isValidCnpj("11222333000182")).toBe(false);
    expect(declarationDocument("***.982.247-**")).toBeNull();
    expect(declarationDocument("11.222.***/0001-**")).toBeNull();
    expect(declarationDocument("")).toBeNull();
    expect(declarationDocument(null)).toBeNull();
  });
});

describe("Pagamentos efetuados codes", () => {
  const none = { kind: null, code: null };
  it("reads the payee's marking over the category's, and the row's word over both", () => {
    const category = { kind: "saude", code: "10" };
    const payee = { kind: "saude", code: "12" };
    expect(paymentCodeFor(rules, { category, payee: none, row: null })?.code).toBe("10");
    expect(paymentCodeFor(rules, { category, payee, row: null })?.description).toBe("Psicólogos no Brasil");
    expect(paymentCodeFor(rules, { category, payee, row: { deductible: false, code: null } })).toBeNull();
    expect(paymentCodeFor(rules, { category: none, payee: none, row: { deductible: true, code: "26" } })?.code).toBe("26");
    expect(paymentCodeFor(rules, { category: none, payee: none, row: null })).toBeNull();
    expect(paymentCodeFor(rules, { category: { kind: "saude", code: "98" }, payee: none, row: null })).toBeNull();
  });

  it("holds a code to its kind", () => {
    expect(codeFitsKind(rules, "educacao", "01")).toBe(true);
    expect(codeFitsKind(rules, "saude", "01")).toBe(false);
    expect(codeFitsKind(rules, "previdencia", "36")).toBe(true);
    expect(codeFitsKind(rules, "pensao", "30")).toBe(true);
    expect(codeFitsKind(rules, "saude", "26")).toBe(true);
    expect(deductibleMismatch(rules, { kind: "saude", code: "10" })).toBeNull();
    expect(deductibleMismatch(rules, null)).toBeNull();
    expect(deductibleMismatch(rules, { kind: "previdencia", code: "10" })).toBe("O código não é de previdência na declaração: use 36, 37.");
  });

  it("never lists pharmacy, glasses or gyms", () => {
    expect(isNeverDeductible("DROGASIL 123")).toBe(true);
    expect(isNeverDeductible("Farmácia São João")).toBe(true);
    expect(isNeverDeductible("Ótica Diniz")).toBe(true);
    expect(isNeverDeductible("SMART FIT")).toBe(true);
    expect(isNeverDeductible("Academia Corpo")).toBe(true);
    expect(isNeverDeductible("Clínica Sorriso", "Consulta")).toBe(false);
    expect(isNeverDeductible("Hospital Albert Einstein")).toBe(false);
  });
});

describe("Bens e Direitos and Dívidas codes", () => {
  const investment = (subtype: string | null, kind = "renda_fixa", name = "Aplicação") => ({
    taxCode: null,
    subtype,
    kind,
    name,
  });
  it.each([
    ["CDB", "04-02"],
    ["TREASURY", "04-02"],
    ["LCI", "04-03"],
    ["LCA", "04-03"],
    ["CRA", "04-03"],
    ["STOCK", "03-01"],
    ["REAL_ESTATE_FUND", "07-03"],
    ["ETF", "07-06"],
    ["BDR", "04-04"],
    ["MULTIMARKET_FUND", "07-01"],
    ["RETIREMENT", "99-06"],
  ])("Pluggy's %s is %s", (subtype, code) => {
    expect(investmentAssetCode(rules, investment(subtype))).toBe(code);
  });

  it("falls back on Bolso's kind, keeps the person's own code, and leaves a PGBL out", () => {
    expect(investmentAssetCode(rules, investment(null, "poupanca"))).toBe("04-01");
    expect(investmentAssetCode(rules, investment(null, "cripto"))).toBe("08-99");
    expect(investmentAssetCode(rules, { ...investment("CDB"), taxCode: "04-99" })).toBe("04-99");
    expect(investmentAssetCode(rules, investment("RETIREMENT", "previdencia", "Brasilprev PGBL"))).toBeNull();
  });

  it("an account is a conta corrente unless the person says poupança", () => {
    expect(accountAssetCode(rules, { taxCode: null })).toBe("06-01");
    expect(accountAssetCode(rules, { taxCode: "04-01" })).toBe("04-01");
    expect(accountAssetCode(rules, { taxCode: null, savings: true })).toBe("04-01");
  });

  it("a loan owed to a bank is code 11; another creditor 19; the person's own code wins", () => {
    expect(loanDebtCode(rules, { taxCode: null, kind: "financiamento_imobiliario" })).toBe("11");
    expect(loanDebtCode(rules, { taxCode: null, kind: "outro" })).toBe("19");
    expect(loanDebtCode(rules, { taxCode: "17", kind: "pessoal" })).toBe("17");
  });
});

describe("the education cap", () => {
  it("counts up to R$ 3.561,50 per person and says when it capped", () => {
    expect(capEducation(cents(500_000), cents(356_150))).toEqual({ deductibleCents: 356_150, capped: true });
    expect(capEducation(cents(356_150), cents(356_150))).toEqual({ deductibleCents: 356_150, capped: false });
    expect(capEducation(cents(120_000), cents(356_150))).toEqual({ deductibleCents: 120_000, capped: false });
    expect(capEducation(cents(-100), cents(356_150))).toEqual({ deductibleCents: 0, capped: false });
  });
});
