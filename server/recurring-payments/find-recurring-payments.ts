import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { decimalToNumber } from "@/lib/money";
import { categories, paymentMethods, recurringPayments } from "@/db/schema";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

/**
 * The user's recurring payments matching `where`, with category and payment method names joined
 * in the same query, sorted by name (ignoring case and accents; the id breaks ties), as the API
 * answers them.
 */
export async function findRecurringPayments(
  db: DbOrTx,
  userId: string,
  where?: SQL,
): Promise<RecurringPaymentJson[]> {
  const rows = await db
    .select({
      payment: recurringPayments,
      category: { id: categories.id, name: categories.name },
      paymentMethod: { id: paymentMethods.id, name: paymentMethods.name },
    })
    .from(recurringPayments)
    .leftJoin(
      categories,
      and(eq(categories.id, recurringPayments.categoryId), eq(categories.userId, userId)),
    )
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.id, recurringPayments.paymentMethodId),
        eq(paymentMethods.userId, userId),
      ),
    )
    .where(and(eq(recurringPayments.userId, userId), where))
    .orderBy(
      sql`search_fold(${recurringPayments.name})`,
      asc(recurringPayments.createdAt),
      asc(recurringPayments.id),
    );
  return rows.map(({ payment, category, paymentMethod }) => ({
    _id: payment.id,
    name: payment.name,
    amount: decimalToNumber(payment.amount),
    dueDay: payment.dueDay,
    frequency: payment.frequency,
    categoryId: category ? { _id: category.id, name: category.name } : null,
    paymentMethodId: paymentMethod ? { _id: paymentMethod.id, name: paymentMethod.name } : null,
    description: payment.description,
    isActive: payment.isActive,
  }));
}
