/**
 * The kinds of an investment and of a loan, as the tables' checks hold them (db/schema-wealth.ts),
 * with the pt-BR names people read. Pure: screens, schemas and the server share them.
 */
export const INVESTMENT_KINDS = ["renda_fixa", "acoes", "fundos", "previdencia", "cripto", "poupanca", "outros"] as const;
export type InvestmentKind = (typeof INVESTMENT_KINDS)[number];

export const INVESTMENT_KIND_LABELS: Record<InvestmentKind, string> = {
  renda_fixa: "Renda fixa",
  acoes: "Ações",
  fundos: "Fundos",
  previdencia: "Previdência",
  cripto: "Cripto",
  poupanca: "Poupança",
  outros: "Outros",
};

export const LOAN_KINDS = [
  "financiamento_imobiliario",
  "financiamento_veiculo",
  "consignado",
  "pessoal",
  "cheque_especial",
  "outro",
] as const;
export type LoanKind = (typeof LOAN_KINDS)[number];

export const LOAN_KIND_LABELS: Record<LoanKind, string> = {
  financiamento_imobiliario: "Financiamento imobiliário",
  financiamento_veiculo: "Financiamento de veículo",
  consignado: "Consignado",
  pessoal: "Empréstimo pessoal",
  cheque_especial: "Cheque especial",
  outro: "Outro",
};

/** The kinds as a select's options, in the order above. */
export const INVESTMENT_KIND_OPTIONS = INVESTMENT_KINDS.map((value) => ({ value, label: INVESTMENT_KIND_LABELS[value] }));
export const LOAN_KIND_OPTIONS = LOAN_KINDS.map((value) => ({ value, label: LOAN_KIND_LABELS[value] }));
