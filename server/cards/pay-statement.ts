import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { ZERO_CENTS, centsToReais } from "@/lib/format/money";
import { firstDay, shiftMonth } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";
import { isPaymentAllowed } from "@/lib/domain/card-statement";
import { cardPayments, paymentMethods } from "@/db/schema";
import { cardSchemaMessages } from "@/lib/schemas/cards";
import { PAYMENT_METHOD_NOT_FOUND } from "@/lib/schemas/payment-methods";
import type { StatementPaymentInput, StatementPaymentJson } from "@/lib/schemas/cards";
import { cardOwnerFor, loadCard } from "@/server/cards/load-card";
import { accessPaymentMethod } from "@/server/shared/household-access";
import { sumStatements } from "@/server/cards/statement-sums";

/**
 * POST .../statements/{month}/payments: pays part or all of what is left on a fatura, from an
 * account. Never an expense. Anyone who may write to the card and to the account pays: the payment
 * is the card owner's (their fatura's), the account's balance drops whoever owns it. The card row
 * is locked so two payments cannot both fit in the same remaining amount.
 */
export async function payStatement(
  db: Db,
  userId: string,
  { cardId, month }: { cardId: string; month: Month },
  input: StatementPaymentInput,
): Promise<StatementPaymentJson> {
  return db.transaction(async (tx) => {
    const ownerId = await cardOwnerFor(tx, userId, cardId, { mode: "write", lock: true });
    await loadCard(tx, ownerId, cardId, true);
    const fromId = input.fromPaymentMethodId;
    await accessPaymentMethod(tx, { userId, id: fromId, mode: "write", notFoundMessage: PAYMENT_METHOD_NOT_FOUND, lock: true });
    const [from] = await tx.select({ kind: paymentMethods.kind }).from(paymentMethods).where(eq(paymentMethods.id, fromId));
    if (from?.kind !== "account") throw new AppError("bad_request", cardSchemaMessages.notAnAccount);
    const sums = (await sumStatements(tx, ownerId, { cardId, from: month, to: shiftMonth(month, 1) })).get(month);
    if (!isPaymentAllowed(input.amountCents, sums?.totalCents ?? ZERO_CENTS, sums?.paidCents ?? ZERO_CENTS)) {
      throw new AppError("bad_request", cardSchemaMessages.overRemaining);
    }
    const [row] = await tx
      .insert(cardPayments)
      .values({
        userId: ownerId,
        cardId,
        statementMonth: firstDay(month),
        amount: input.amountCents,
        paidOn: input.paidOn,
        fromPaymentMethodId: input.fromPaymentMethodId,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return {
      _id: row.id,
      amount: centsToReais(row.amount),
      paidOn: row.paidOn,
      fromPaymentMethodId: row.fromPaymentMethodId,
      paidOutside: row.paidOutside,
    };
  });
}

