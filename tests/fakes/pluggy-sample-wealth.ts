import type { FakeItem } from "./pluggy-shapes";
import type { FakePluggyState } from "./pluggy-state";

/** The CNPJ "Pluggy Bank" answers for itself (check digits hold). */
export const SAMPLE_BANK_CNPJ = "11222333000181";

/** A calendar day as Pluggy sends one: UTC midnight. */
const day = (value: string) => `${value}T00:00:00.000Z`;

/**
 * What "Pluggy Bank" holds beyond accounts for a connection, on fixed days so every figure can be
 * checked by hand: a CDB (an aplicação, a partial resgate with its IR), an LCI, PETR4 shares, an
 * FII, a PGBL and a VGBL, a financiamento imobiliário, and the identity's account registrations
 * (the conta corrente joint, COMPE 077, agência 0001). Call after `seedSampleBank`.
 */
export function seedSampleWealth(state: FakePluggyState, item: FakeItem) {
  const institution = { name: "Pluggy Bank", number: SAMPLE_BANK_CNPJ };
  const fixedIncome = { type: "FIXED_INCOME" as const, issuer: "Banco Pluggy S.A.", issuerCNPJ: SAMPLE_BANK_CNPJ, institution };
  const cdb = state.addInvestment(item.id, {
    ...fixedIncome,
    subtype: "CDB",
    name: "CDB Pluggy 110% CDI",
    balance: 10_523.45,
    amountOriginal: 10_000,
    purchaseDate: day("2025-03-10"),
    dueDate: day("2028-03-10"),
    rate: 110,
    rateType: "CDI",
  });
  state.addInvestmentTransaction(cdb.id, { type: "BUY", movementType: "CREDIT", amount: 11_000, date: day("2025-03-10"), description: "Aplicação" });
  state.addInvestmentTransaction(cdb.id, { type: "SELL", movementType: "DEBIT", amount: 1_000, date: day("2026-06-10"), description: "Resgate" });
  state.addInvestmentTransaction(cdb.id, {
    type: "TAX",
    movementType: "DEBIT",
    amount: 22.5,
    date: day("2026-06-10"),
    description: "IR sobre resgate",
    expenses: { incomeTax: 22.5 },
  });
  const lci = state.addInvestment(item.id, {
    ...fixedIncome,
    subtype: "LCI",
    name: "LCI Pluggy 95% CDI",
    balance: 5_210.3,
    amountOriginal: 5_000,
    purchaseDate: day("2025-08-01"),
    dueDate: day("2027-08-02"),
    rate: 95,
    rateType: "CDI",
  });
  state.addInvestmentTransaction(lci.id, { type: "BUY", movementType: "CREDIT", amount: 5_000, date: day("2025-08-01") });
  const petr = state.addInvestment(item.id, {
    type: "EQUITY",
    subtype: "STOCK",
    name: "PETR4",
    code: "PETR4",
    isin: "BRPETRACNPR6",
    quantity: 100,
    value: 38.5,
    balance: 3_850,
    amountOriginal: 3_200,
    purchaseDate: day("2025-05-02"),
    institution,
  });
  state.addInvestmentTransaction(petr.id, { type: "BUY", movementType: "CREDIT", amount: 3_200, quantity: 100, value: 32, date: day("2025-05-02") });
  const fii = state.addInvestment(item.id, {
    type: "EQUITY",
    subtype: "REAL_ESTATE_FUND",
    name: "HGLG11",
    code: "HGLG11",
    quantity: 20,
    value: 160,
    balance: 3_200,
    amountOriginal: 3_300,
    purchaseDate: day("2025-06-16"),
    institution,
  });
  state.addInvestmentTransaction(fii.id, { type: "BUY", movementType: "CREDIT", amount: 3_300, quantity: 20, date: day("2025-06-16") });
  const pgbl = state.addInvestment(item.id, {
    type: "SECURITY",
    subtype: "RETIREMENT",
    name: "PGBL Pluggy Previdência",
    balance: 25_000,
    amountOriginal: 22_000,
    purchaseDate: day("2025-01-20"),
    metadata: { taxRegime: "REGRESSIVO", proposalNumber: "PGBL-001", processNumber: "15414.900000/2020-00" },
    institution,
  });
  state.addInvestmentTransaction(pgbl.id, { type: "BUY", movementType: "CREDIT", amount: 12_000, date: day("2025-01-20") });
  state.addInvestmentTransaction(pgbl.id, { type: "BUY", movementType: "CREDIT", amount: 10_000, date: day("2026-01-20") });
  const vgbl = state.addInvestment(item.id, {
    type: "SECURITY",
    subtype: "RETIREMENT",
    name: "VGBL Pluggy Vida",
    balance: 15_000,
    amountOriginal: 14_000,
    purchaseDate: day("2024-11-05"),
    institution,
  });
  state.addInvestmentTransaction(vgbl.id, { type: "BUY", movementType: "CREDIT", amount: 14_000, date: day("2024-11-05") });
  const loan = state.addLoan(item.id, {
    kind: "FINANCING",
    type: "FINANCIAMENTO_HABITACIONAL_SFH",
    productName: "Financiamento imobiliário",
    contractNumber: "0123456789",
    contractDate: day("2023-04-10"),
    contractAmount: 300_000,
    dueDate: day("2053-04-10"),
    CET: 0.1123,
    installments: {
      typeNumberOfInstallments: "MONTH",
      totalNumberOfInstallments: 360,
      typeContractRemaining: "MONTH",
      contractRemainingNumber: 317,
      paidInstallments: 43,
      dueInstallments: 317,
      pastDueInstallments: 0,
      balloonPayments: null,
    },
    payments: { contractOutstandingBalance: 281_234.56, releases: null },
  });
  const identity = state.identities.get(item.id);
  if (identity) {
    identity.companiesCnpj = [SAMPLE_BANK_CNPJ];
    identity.financialRelationships = {
      startDate: day("2015-02-01"),
      productsServicesType: ["CONTA_DEPOSITO_A_VISTA", "INVESTIMENTO", "FINANCIAMENTO"],
      procurators: [],
      accounts: [...state.accounts.values()]
        .filter((account) => account.itemId === item.id && account.type === "BANK")
        .map((account, index) => {
          const [branch = "0001", rest = account.number] = account.number.includes("/") ? account.number.split("/") : [];
          const [number = rest, checkDigit = ""] = rest.split("-");
          return {
            compeCode: "77",
            branchCode: branch,
            number,
            checkDigit,
            type: account.subtype === "SAVINGS_ACCOUNT" ? ("CONTA_POUPANCA" as const) : ("CONTA_DEPOSITO_A_VISTA" as const),
            subtype: index === 0 ? ("CONJUNTA_SIMPLES" as const) : ("INDIVIDUAL" as const),
          };
        }),
    };
  }
  return { cdb, lci, petr, fii, pgbl, vgbl, loan };
}
