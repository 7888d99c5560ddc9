import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { ZERO_CENTS, centsToNumeric, numericToReais } from "@/lib/format/money";
import { addStatementMonths, isPaymentAllowed, statementMonthToDate } from "@/lib/domain/card-statement";
import type { StatementMonth } from "@/lib/domain/card-statement";
import { cardPayments, paymentMethods } from "@/db/schema";
import { cardSchemaMessages } from "@/lib/schemas/cards";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import type { StatementPaymentInput, StatementPaymentJson } from "@/lib/schemas/cards";
import { loadCard } from "@/server/cards/load-card";
import { sumStatements } from "@/server/cards/statement-sums";

/**
 * POST .../statements/{month}/payments: pays part or all of what is left on a fatura, from one of
 * the user's accounts. Never an expense. The card row is locked so two payments cannot both fit
 * in the same remaining amount.
 */
export async function payStatement(
  db: Db,
  userId: string,
  { cardId, month }: { cardId: string; month: StatementMonth },
  input: StatementPaymentInput,
): Promise<StatementPaymentJson> {
  return db.transaction(async (tx) => {
    await loadCard(tx, userId, cardId, true);
    const [from] = await tx
      .select({ kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, input.fromPaymentMethodId), eq(paymentMethods.userId, userId)))
      .for("key share");
    if (!from) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    if (from.kind !== "account") throw new AppError("bad_request", cardSchemaMessages.notAnAccount);
    const sums = (await sumStatements(tx, userId, { cardId, from: month, to: addStatementMonths(month, 1) })).get(month);
    if (!isPaymentAllowed(input.amountCents, sums?.totalCents ?? ZERO_CENTS, sums?.paidCents ?? ZERO_CENTS)) {
      throw new AppError("bad_request", cardSchemaMessages.overRemaining);
    }
    const [row] = await tx
      .insert(cardPayments)
      .values({
        userId,
        cardId,
        statementMonth: statementMonthToDate(month),
        amount: centsToNumeric(input.amountCents),
        paidOn: input.paidOn,
        fromPaymentMethodId: input.fromPaymentMethodId,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return {
      _id: row.id,
      amount: numericToReais(row.amount),
      paidOn: row.paidOn,
      fromPaymentMethodId: row.fromPaymentMethodId,
      paidOutside: row.paidOutside,
    };
  });
}

