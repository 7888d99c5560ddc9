/** What the Patrimônio screen says, in one place (the dialogs and the parts share it). */
export const wealthTexts = {
  title: "Patrimônio",
  description: "O que você tem menos o que você deve: contas, investimentos, faturas abertas e empréstimos.",
  addInvestment: "Adicionar investimento",
  addLoan: "Adicionar empréstimo",
  emptyTitle: "Nenhum investimento ainda",
  emptyDescription:
    "Adicione um investimento ou empréstimo à mão, ou conecte um banco em Conexões bancárias para trazê-los automaticamente.",
  connectBank: "Conectar um banco",
  netWorth: "Patrimônio líquido",
  netWorthHint: "Contas + investimentos − faturas abertas − empréstimos, hoje.",
  history: "Evolução mensal",
  estimated: "estimado",
  estimatedNote: "Meses sem saldos registrados são reconstruídos pelas transações e marcados como estimados.",
  byKind: "Investimentos por tipo",
  byInstitution: "Investimentos por instituição",
  noInstitution: "Sem instituição",
  investments: "Investimentos",
  loans: "Empréstimos e financiamentos",
  noInvestments: "Nenhum investimento cadastrado.",
  noLoans: "Nenhum empréstimo cadastrado.",
  connected: (bank: string | null) => (bank ? `Conectado · ${bank}` : "Conectado"),
  connectedHint: "Atualizado pelo banco: só o tipo pode ser alterado.",
  saved: { investment: "Investimento adicionado", loan: "Empréstimo adicionado" },
  updated: { investment: "Investimento atualizado", loan: "Empréstimo atualizado" },
  deleted: { investment: "Investimento excluído", loan: "Empréstimo excluído" },
  saveFailed: { investment: "Erro ao salvar investimento", loan: "Erro ao salvar empréstimo" },
  deleteFailed: { investment: "Erro ao excluir investimento", loan: "Erro ao excluir empréstimo" },
  failedFallback: "Não foi possível salvar. Tente novamente.",
  deleteFallback: "Não foi possível excluir. Tente novamente.",
  loadFailed: {
    summary: "Não foi possível carregar o patrimônio.",
    history: "Não foi possível carregar a evolução do patrimônio.",
    splits: "Não foi possível carregar a divisão dos investimentos.",
    lists: "Não foi possível carregar investimentos e empréstimos.",
  },
} as const;

/** The history's ranges, in months, as `?meses=` carries them; 12 by default. */
export const HISTORY_RANGES = [
  { months: 6, label: "6 meses" },
  { months: 12, label: "12 meses" },
  { months: 24, label: "2 anos" },
  { months: 60, label: "5 anos" },
] as const;
export const DEFAULT_HISTORY_MONTHS = 12;

/** `?meses=` read back: one of the ranges offered, else the default (a hand-edited link never fails). */
export function historyMonthsOf(value: string | undefined): number {
  const months = Number(value);
  return HISTORY_RANGES.some((range) => range.months === months) ? months : DEFAULT_HISTORY_MONTHS;
}

/** What a Patrimônio item is: an investment or a loan (their API paths, texts and kinds differ). */
export type WealthSubject = "investment" | "loan";
