import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { paymentMethods, users } from "@/db/schema";
import type { PaymentKindsReviewInput, PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { assertMayStopHoldingMoney } from "@/server/payment-methods/assert-may-stop-holding-money";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";

/**
 * POST /payment-method/review: the methods named become accounts, the other non-card ones become
 * methods (an account that holds money refuses, 409), and the review is not asked again.
 */
export async function answerPaymentKindsReview(
  db: Db,
  userId: string,
  input: PaymentKindsReviewInput,
): Promise<PaymentMethodJson[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.kind, "credit_card")))
      .for("update");
    const chosen = new Set(input.accountIds);
    if ([...chosen].some((id) => !rows.some((row) => row.id === id))) {
      throw notFound(paymentMethodKind.notFoundMessage);
    }
    const setKind = (id: string, kind: "account" | "method") =>
      tx
        .update(paymentMethods)
        .set({ kind, accountId: null, updatedAt: new Date() })
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
    // Promotions first: a method that becomes an account stops drawing from the one it named.
    for (const row of rows) if (chosen.has(row.id) && row.kind !== "account") await setKind(row.id, "account");
    for (const row of rows) {
      if (chosen.has(row.id) || row.kind !== "account") continue;
      await assertMayStopHoldingMoney(tx, userId, row, row.openingBalance);
      await setKind(row.id, "method");
    }
    await tx.update(users).set({ paymentKindsReviewPending: false }).where(eq(users.id, userId));
    return listPaymentMethods(tx, userId);
  });
}
