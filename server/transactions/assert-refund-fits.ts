import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { paymentMethods } from "@/db/schema";
import type { TransactionTypeName } from "@/db/schema";
import { transactionMessages } from "@/lib/schemas/transactions";

/**
 * An estorno gives back what a card purchase took: it must be a despesa on one of the person's
 * credit cards, not money moved to an objective (400 otherwise).
 */
export async function assertRefundFits(
  tx: DbOrTx,
  userId: string,
  refs: { paymentMethodId: string | null; objectiveId: string | null },
  type: TransactionTypeName,
): Promise<void> {
  const refused = () => new AppError("bad_request", transactionMessages.refundNotOnCard);
  if (type !== "despesa" || refs.objectiveId || !refs.paymentMethodId) throw refused();
  const [method] = await tx
    .select({ kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, refs.paymentMethodId), eq(paymentMethods.userId, userId)));
  if (method?.kind !== "credit_card") throw refused();
}
