import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { paymentMethods, users } from "@/db/schema";
import type { PaymentKindsReviewJson } from "@/lib/schemas/payment-methods";

/**
 * The one-time "Quais destes guardam dinheiro?" after migration 0010: null once answered (or for
 * people who never had the old kinds), else every payment method but the cards, with the guess.
 */
export async function getPaymentKindsReview(db: DbOrTx, userId: string): Promise<PaymentKindsReviewJson | null> {
  const [user] = await db
    .select({ pending: users.paymentKindsReviewPending })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.pending) return null;
  const methods = await db
    .select({ _id: paymentMethods.id, name: paymentMethods.name, color: paymentMethods.color, kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.kind, "credit_card")))
    .orderBy(asc(sql`search_fold(${paymentMethods.name})`), asc(paymentMethods.id));
  return {
    methods: methods.map(({ kind, ...method }) => ({ ...method, holdsMoney: kind === "account" })),
  };
}
