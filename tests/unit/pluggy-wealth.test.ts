import { describe, expect, it } from "vitest";
import {
  cnpjDigits,
  cpfDigits,
  investmentKindOf,
  loanKindOf,
  movementTypeOf,
  pluggyDay,
  rateTextOf,
  registrationOf,
} from "@/lib/domain/pluggy-wealth";

describe("investmentKindOf", () => {
  it.each([
    ["FIXED_INCOME", "CDB", "CDB Banco X", "renda_fixa"],
    ["FIXED_INCOME", "LCI", "LCI 95% CDI", "renda_fixa"],
    ["FIXED_INCOME", "TREASURY", "Tesouro IPCA+ 2035", "renda_fixa"],
    ["FIXED_INCOME", "DEBENTURES", "Debênture Vale", "renda_fixa"],
    ["EQUITY", "STOCK", "PETR4", "acoes"],
    ["EQUITY", "BDR", "AAPL34", "acoes"],
    ["ETF", "ETF", "BOVA11", "acoes"],
    ["EQUITY", "REAL_ESTATE_FUND", "HGLG11", "fundos"],
    ["MUTUAL_FUND", "MULTIMARKET_FUND", "Verde FIC", "fundos"],
    ["MUTUAL_FUND", "FIXED_INCOME_FUND", "Fundo DI", "fundos"],
    ["SECURITY", "RETIREMENT", "PGBL Previdência", "previdencia"],
    ["SECURITY", null, "VGBL Brasilprev", "previdencia"],
    ["COE", "STRUCTURED_NOTE", "COE Dólar", "outros"],
    ["OTHER", "OTHER", "Bitcoin", "cripto"],
    ["OTHER", null, "Poupança programada", "poupanca"],
    ["OTHER", null, "Título de capitalização", "outros"],
  ] as const)("%s / %s (%s) → %s", (type, subtype, name, kind) => {
    expect(investmentKindOf(type, subtype, name)).toBe(kind);
  });
});

describe("loanKindOf", () => {
  it.each([
    ["FINANCING", "FINANCIAMENTO_HABITACIONAL_SFH", "Financiamento imobiliário", "financiamento_imobiliario"],
    ["FINANCING", "FINANCIAMENTO_AQUISICAO_BENS_VEICULOS_AUTOMOTORES", "CDC Veículo", "financiamento_veiculo"],
    ["LOAN", "EMPRESTIMO_CREDITO_PESSOAL_CONSIGNADO", "Consignado INSS", "consignado"],
    ["LOAN", "EMPRESTIMO_CREDITO_PESSOAL_SEM_CONSIGNACAO", "Crédito pessoal", "pessoal"],
    ["UNARRANGED_ACCOUNT_OVERDRAFT", null, "Adiantamento a depositante", "cheque_especial"],
    ["LOAN", "EMPRESTIMO_CHEQUE_ESPECIAL", "Cheque especial", "cheque_especial"],
    ["INVOICE_FINANCING", null, "Desconto de duplicatas", "outro"],
  ] as const)("%s / %s → %s", (kind, type, name, expected) => {
    expect(loanKindOf(kind, type, name)).toBe(expected);
  });
});

describe("movementTypeOf", () => {
  it("keeps Pluggy's type, else reads the direction", () => {
    expect(movementTypeOf("TAX", "DEBIT")).toBe("TAX");
    expect(movementTypeOf(null, "CREDIT")).toBe("BUY");
    expect(movementTypeOf(null, "DEBIT")).toBe("SELL");
  });
});

describe("rateTextOf", () => {
  it("says the rate as people read it", () => {
    expect(rateTextOf(110, "CDI", null)).toBe("110% do CDI");
    expect(rateTextOf(null, "IPCA", 6.5)).toBe("IPCA + 6,5%");
    expect(rateTextOf(null, null, 12.5)).toBe("12,5% a.a.");
    expect(rateTextOf(null, null, null)).toBeNull();
  });
});

describe("pluggyDay", () => {
  it("keeps a calendar day sent as UTC midnight, reads an instant in São Paulo", () => {
    expect(pluggyDay("2026-11-03T00:00:00.000Z")).toBe("2026-11-03");
    expect(pluggyDay(new Date("2026-11-04T01:30:00.000Z"))).toBe("2026-11-03");
    expect(pluggyDay(null)).toBeNull();
    expect(pluggyDay("not a date")).toBeNull();
  });
});

describe("documents", () => {
  it("keeps only full documents whose check digits hold", () => {
    expect(cnpjDigits("00.000.000/0001-91")).toBe("00000000000191");
    expect(cnpjDigits("00.000.000/0001-92")).toBeNull();
    expect(cnpjDigits("**.***.***/0001-91")).toBeNull();
    expect(cpfDigits("287.051.934-60")).toBe("28705193460");
    expect(cpfDigits("***.051.934-**")).toBeNull();
  });
});

describe("registrationOf", () => {
  const accounts = [
    { compeCode: "77", branchCode: "0001", number: "1234567", checkDigit: "8", type: "CONTA_DEPOSITO_A_VISTA", subtype: "CONJUNTA_SIMPLES" },
    { compeCode: "077", branchCode: "0001", number: "7654321", checkDigit: "0", type: "CONTA_POUPANCA", subtype: "INDIVIDUAL" },
  ];

  it("matches Pluggy's number to the identity's, with the bank code in 3 digits and the joint flag", () => {
    expect(registrationOf(accounts, "0001/1234567-8")).toEqual({
      bankCode: "077",
      branch: "0001",
      accountNumber: "1234567-8",
      joint: true,
      taxCode: null,
    });
    expect(registrationOf(accounts, "7654321-0")).toMatchObject({ joint: false, taxCode: "04-01" });
    expect(registrationOf(accounts, "9999-9")).toBeNull();
  });
});
