import type { LoadFailure } from "@/components/shell/part-load-error";

/** What each dashboard tile says when its data cannot be read: a toast and the same text in place. */

export const LOAD_FAILURES = {
  revenue: {
    title: "Erro ao buscar receita mensal",
    description: "Ocorreu um erro ao buscar a receita do mês.",
  },
  expense: {
    title: "Erro ao buscar despesa mensal",
    description: "Ocorreu um erro ao buscar a despesa do mês.",
  },
  savings: {
    title: "Erro ao buscar economia mensal",
    description: "Ocorreu um erro ao buscar a economia do mês.",
  },
  average: {
    title: "Erro ao buscar média diária",
    description: "Ocorreu um erro ao buscar a média diária de gastos.",
  },
  transactions: {
    title: "Erro ao buscar transações",
    description: "Ocorreu um erro ao buscar as transações do mês.",
  },
  categories: {
    title: "Erro ao buscar despesas por categoria",
    description: "Ocorreu um erro ao buscar as despesas por categoria.",
  },
  pendingPayments: {
    title: "Erro ao buscar pagamentos pendentes",
    description: "Ocorreu um erro ao buscar os pagamentos pendentes.",
  },
  objectives: {
    title: "Erro ao buscar objetivos",
    description: "Ocorreu um erro ao buscar os seus objetivos financeiros.",
  },
  accounts: {
    title: "Erro ao buscar saldos",
    description: "Não foi possível carregar os saldos.",
  },
  cards: {
    title: "Erro ao buscar cartões",
    description: "Não foi possível carregar os cartões.",
  },
} as const satisfies Record<string, LoadFailure>;
