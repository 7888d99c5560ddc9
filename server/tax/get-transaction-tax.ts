import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { transactionTax, transactions } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { ZERO_CENTS } from "@/lib/format/money";
import type { TransactionTaxJson } from "@/lib/schemas/tax";
import { transactionMessages } from "@/lib/schemas/transactions";

/** GET /transaction/{id}/tax: the row's marking for the declaration (defaults when it has none). */
export async function getTransactionTax(db: DbOrTx, userId: string, transactionId: string): Promise<TransactionTaxJson> {
  const [row] = await db
    .select({ id: transactions.id, tax: transactionTax })
    .from(transactions)
    .leftJoin(
      transactionTax,
      and(eq(transactionTax.transactionId, transactions.id), eq(transactionTax.userId, userId)),
    )
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
  if (!row) throw notFound(transactionMessages.notFound);
  return {
    transactionId,
    beneficiaryId: row.tax?.beneficiaryId ?? null,
    reimbursedCents: row.tax?.reimbursed ?? ZERO_CENTS,
    deductible: row.tax?.deductible ?? null,
    code: row.tax?.code ?? null,
  };
}
