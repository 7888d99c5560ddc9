import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { paymentMethods, transactions, transfers } from "@/db/schema";
import { reviewMessages } from "@/lib/schemas/open-finance-review";
import type { Cents } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";

/** A bank row, locked by the caller, as a transfer needs it. */
export interface BankRowForTransfer {
  transactionId: string;
  paymentMethodId: string | null;
  valor: Cents;
  date: Day;
  description: string;
  type: "receita" | "despesa";
}

/**
 * Turns a row the bank brought into a transfer between two of the person's accounts (money went
 * to the other account for a despesa, came from it for a receita), inside the caller's
 * transaction. The row itself goes: kept as a transaction it would count as income or spending.
 * The other account must be the person's (else 404) and both ends accounts, not cards.
 */
export async function turnBankRowIntoTransfer(
  tx: DbOrTx,
  userId: string,
  row: BankRowForTransfer,
  counterpartPaymentMethodId: string,
): Promise<void> {
  const own = row.paymentMethodId;
  if (!own) throw new AppError("bad_request", reviewMessages.noAccount);
  if (own === counterpartPaymentMethodId) throw new AppError("bad_request", reviewMessages.sameAccount);
  const ends = await tx
    .select({ id: paymentMethods.id, kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), inArray(paymentMethods.id, [own, counterpartPaymentMethodId])))
    .for("key share");
  if (!ends.some((end) => end.id === counterpartPaymentMethodId)) {
    throw notFound("Meio de pagamento não encontrado.");
  }
  if (ends.length !== 2 || ends.some((end) => end.kind !== "account")) {
    throw new AppError("bad_request", reviewMessages.notAnAccount);
  }
  const out = row.type === "despesa";
  await tx.insert(transfers).values({
    userId,
    fromPaymentMethodId: out ? own : counterpartPaymentMethodId,
    toPaymentMethodId: out ? counterpartPaymentMethodId : own,
    amount: row.valor,
    transferDate: row.date,
    description: row.description.slice(0, 200),
  });
  await tx.delete(transactions).where(and(eq(transactions.id, row.transactionId), eq(transactions.userId, userId)));
}
