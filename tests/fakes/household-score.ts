import { and, eq, inArray } from "drizzle-orm";
import {
  categories,
  openFinanceMoves,
  openFinanceTransactions,
  transactions,
  transactionTypes,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { TRUTH_CATEGORIES, type HouseholdRow } from "./household-catalog";

/** How Bolso filed the household's rows against the ground truth. */
export interface HouseholdScore {
  /** Income, expense and estorno rows scored. */
  scored: number;
  /** Of them, in the category the person would pick (an estorno also as a negative despesa). */
  right: number;
  /** Rows of money that only moves (own transfers, investments, saques, fatura payments) that became income or spending. */
  movesCounted: number;
  /** Estornos stored as income. */
  refundsAsIncome: number;
  /** Bank rows that have no row in Bolso at all (lost). */
  missing: number;
  /** Rows still waiting in review. */
  inReview: number;
  /** The rows not right, for a closer look: description, expected, got. */
  misses: Array<{ description: string; expected: string; got: string | null }>;
}

export const share = (score: HouseholdScore) => (score.scored === 0 ? 0 : score.right / score.scored);

/** Scores the rows of `truth` whose month `months` picks (all when absent). */
export async function scoreHousehold(
  db: DbOrTx,
  userId: string,
  truth: Map<string, HouseholdRow>,
  months?: (month: number) => boolean,
): Promise<HouseholdScore> {
  const picked = [...truth].filter(([, row]) => !months || months(row.month));
  const ids = picked.map(([id]) => id);
  const stored = ids.length
    ? await db
        .select({
          pluggyId: openFinanceTransactions.pluggyTransactionId,
          valor: transactions.valor,
          type: transactionTypes.transactionType,
          category: categories.name,
          needsReview: openFinanceTransactions.needsReview,
        })
        .from(openFinanceTransactions)
        .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
        .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
        .leftJoin(categories, eq(categories.id, transactions.categoryId))
        .where(and(eq(openFinanceTransactions.userId, userId), inArray(openFinanceTransactions.pluggyTransactionId, ids)))
    : [];
  const moved = new Set(
    (ids.length
      ? await db
          .select({ id: openFinanceMoves.pluggyTransactionId })
          .from(openFinanceMoves)
          .where(and(eq(openFinanceMoves.userId, userId), inArray(openFinanceMoves.pluggyTransactionId, ids)))
      : []
    ).map((row) => row.id),
  );
  const byId = new Map(stored.map((row) => [row.pluggyId, row]));
  const score: HouseholdScore = { scored: 0, right: 0, movesCounted: 0, refundsAsIncome: 0, missing: 0, inReview: 0, misses: [] };
  for (const [id, row] of picked) {
    const found = byId.get(id);
    if (found?.needsReview) score.inReview += 1;
    if (row.kind === "income" || row.kind === "expense" || row.kind === "refund") {
      score.scored += 1;
      if (!found) {
        if (!moved.has(id)) score.missing += 1;
        score.misses.push({ description: row.transaction.description ?? "", expected: TRUTH_CATEGORIES[row.category!], got: "(não é receita nem despesa)" });
        continue;
      }
      const expected = TRUTH_CATEGORIES[row.category!];
      const refundRight = row.kind !== "refund" || (found.type === "despesa" && Number(found.valor) < 0);
      if (row.kind === "refund" && found.type === "receita") score.refundsAsIncome += 1;
      if (found.category === expected && refundRight) score.right += 1;
      else score.misses.push({ description: row.transaction.description ?? "", expected, got: found.category });
    } else if (found) {
      score.movesCounted += 1;
      score.misses.push({ description: row.transaction.description ?? "", expected: row.kind, got: `${found.type} ${found.category ?? ""}`.trim() });
    }
  }
  return score;
}
