import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";
import type { ReviewDuplicateJson } from "@/lib/schemas/open-finance-review";
import { findTypedTwins } from "@/server/open-finance/find-typed-twins";

export interface ReviewedBankRow {
  transactionId: string;
  /** The connected account's payment method, else the row's. */
  paymentMethodId: string | null;
  amountCents: Cents;
  type: "receita" | "despesa";
  date: string;
}

/**
 * "Possível duplicata de …": for each bank row waiting for review, the nearest row the person
 * typed that has its amount within 3 days and is linked to no bank row (see findTypedTwins).
 */
export async function findPossibleDuplicates(
  db: DbOrTx,
  userId: string,
  rows: ReviewedBankRow[],
): Promise<Map<string, ReviewDuplicateJson>> {
  const found = new Map<string, ReviewDuplicateJson>();
  for (const row of rows) {
    if (!row.paymentMethodId) continue;
    const [twin] = await findTypedTwins(db, {
      userId,
      paymentMethodId: row.paymentMethodId,
      cents: row.amountCents,
      type: row.type,
      day: row.date,
      limit: 1,
    });
    if (twin) {
      found.set(row.transactionId, {
        transactionId: twin.id,
        description: twin.description,
        date: twin.day,
        amountCents: row.amountCents,
        paymentMethodName: twin.paymentMethodName,
      });
    }
  }
  return found;
}
