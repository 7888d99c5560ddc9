import "server-only";
import { and, asc, eq, exists, gt, isNull, lt, or, sql } from "drizzle-orm";
import { importTransactions, openFinanceTransactions, transactionTypes, transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import type { BankRowFacts } from "@/lib/domain/bank-transaction-mapping";
import { isSettledSource } from "@/lib/domain/category-source";
import { makeCategoriser } from "@/server/categorisation/make-categoriser";

/** Rows categorised per transaction. */
const BATCH = 200;

/**
 * Imported rows from before the import preview asked this categoriser. Later ones were offered its
 * suggestion in the preview, so one left without a category there is the person's choice.
 */
export const IMPORTED_BEFORE = "2026-12-03T00:00:00Z";

export interface BackfillResult {
  /** Uncategorised bank and imported rows looked at. */
  seen: number;
  /** Of them, the rows that got a category. */
  categorised: number;
}

/** What a stored bank row keeps of the bank's facts, as the sync read them (mapBankTransaction). */
interface StoredFacts {
  pluggyCategoryId: string | null;
  pluggyCategory: string | null;
  mcc: string | null;
  merchantDocument: string | null;
  merchantCnae: string | null;
}

/**
 * The categoriser's facts of a stored bank row, from the columns the sync wrote them to: Pluggy's
 * category, the MCC and the merchant's CNAE are what it reads (names and documents reach it as the
 * row's payee).
 */
function factsOf(row: StoredFacts): BankRowFacts {
  return {
    categoryId: row.pluggyCategoryId,
    category: row.pluggyCategory,
    mcc: row.mcc,
    merchantName: null,
    merchantDocument: row.merchantDocument,
    merchantCnae: row.merchantCnae,
    counterpartyName: null,
    counterpartyDocument: null,
    operationType: null,
  };
}

/**
 * The one-time pass for people who had rows before the categoriser knew payees, Pluggy's
 * categories and MCCs: runs it over their bank rows waiting in review and their rows imported
 * before IMPORTED_BEFORE that have no category, in batches
 * of BATCH rows each in its own transaction. A row with a category (the person's, or one an earlier
 * step gave) is never read nor written, nor is a bank row the person accepted without one; the write itself requires the row to still have none, so
 * a category the person picks meanwhile stays. A bank row given a settled category (rule, payee,
 * history) leaves the review inbox, as it would at a sync. Running it again is harmless.
 */
export async function backfillCategories(db: Db, userId: string): Promise<BackfillResult> {
  const categorise = await makeCategoriser(db, userId);
  const result: BackfillResult = { seen: 0, categorised: 0 };
  // A bank row still waiting in review (one the person accepted without a category is their
  // choice), or a row imported before the preview asked the categoriser.
  const fromBankOrImport = or(
    eq(openFinanceTransactions.needsReview, true),
    and(
      lt(transactions.createdAt, new Date(IMPORTED_BEFORE)),
      exists(sql`(select 1 from ${importTransactions} where ${importTransactions.transactionId} = ${transactions.id})`),
    ),
  );
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .select({
        id: transactions.id,
        description: transactions.description,
        type: transactionTypes.transactionType,
        payeeId: transactions.payeeId,
        bankRow: openFinanceTransactions.transactionId,
        pluggyCategoryId: openFinanceTransactions.pluggyCategoryId,
        pluggyCategory: openFinanceTransactions.pluggyCategory,
        mcc: openFinanceTransactions.mcc,
        merchantDocument: openFinanceTransactions.merchantDocument,
        merchantCnae: openFinanceTransactions.merchantCnae,
      })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .leftJoin(openFinanceTransactions, eq(openFinanceTransactions.transactionId, transactions.id))
      .where(and(eq(transactions.userId, userId), isNull(transactions.categoryId), gt(transactions.id, after), fromBankOrImport))
      .orderBy(asc(transactions.id))
      .limit(BATCH);
    if (rows.length === 0) return result;
    after = rows.at(-1)!.id;
    result.seen += rows.length;
    result.categorised += await db.transaction(async (tx) => {
      let written = 0;
      for (const row of rows) {
        const decision = await categorise(
          { description: row.description, type: row.type, payeeId: row.payeeId, facts: row.bankRow ? factsOf(row) : null },
          tx,
        );
        if (!decision.categoryId) continue;
        const updated = await tx
          .update(transactions)
          .set({ categoryId: decision.categoryId, categorySource: decision.source })
          .where(and(eq(transactions.id, row.id), eq(transactions.userId, userId), isNull(transactions.categoryId)))
          .returning({ id: transactions.id });
        if (updated.length === 0) continue;
        written += 1;
        if (row.bankRow && isSettledSource(decision.source)) {
          await tx
            .update(openFinanceTransactions)
            .set({ needsReview: false })
            .where(and(eq(openFinanceTransactions.transactionId, row.id), eq(openFinanceTransactions.userId, userId)));
        }
      }
      return written;
    });
  }
}
