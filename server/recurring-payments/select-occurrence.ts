import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import type { Day } from "@/lib/domain/calendar";
import { recurringPaymentOccurrences } from "@/db/schema";

/** The user's paid occurrence of a payment on a due date (a query: add `.for(...)` to lock it). */
export function selectOccurrence(
  db: DbOrTx,
  userId: string,
  { recurringPaymentId, dueDate }: { recurringPaymentId: string; dueDate: Day },
) {
  return db
    .select({
      id: recurringPaymentOccurrences.id,
      transactionId: recurringPaymentOccurrences.transactionId,
    })
    .from(recurringPaymentOccurrences)
    .where(
      and(
        eq(recurringPaymentOccurrences.recurringPaymentId, recurringPaymentId),
        eq(recurringPaymentOccurrences.dueDate, dueDate),
        eq(recurringPaymentOccurrences.userId, userId),
      ),
    );
}
