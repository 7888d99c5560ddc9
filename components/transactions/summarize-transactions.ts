import { decimalToCents } from "@/lib/money";
import type { TransactionJson } from "@/lib/schemas/transactions";

export interface TransactionSummary {
  incomeCents: number;
  expenseCents: number;
  balanceCents: number;
}

type Summable = Pick<TransactionJson, "valor" | "transactionTypeId">;

/** Receitas, Despesas and Saldo of a list, added in integer centavos (0,10 + 0,20 = 0,30). */
export function summarizeTransactions(list: readonly Summable[]): TransactionSummary {
  let incomeCents = 0;
  let expenseCents = 0;
  for (const t of list) {
    const cents = decimalToCents(t.valor);
    if (t.transactionTypeId.transactionType === "receita") incomeCents += cents;
    else expenseCents += cents;
  }
  return { incomeCents, expenseCents, balanceCents: incomeCents - expenseCents };
}
