import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { centsToReais } from "@/lib/format/money";
import { categories, paymentMethods, recurringPayments } from "@/db/schema";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { preparedForFilter, type RowFilter } from "@/server/shared/row-filter";
import { householdItemAccessSql, visibleHouseholdItemSql, visiblePaymentMethodSql } from "@/server/shared/household-access";

const userId = sql.placeholder("userId");

const select = preparedForFilter(
  "recurring_payments",
  { id: recurringPayments.id, name: recurringPayments.name },
  (db, condition, name) =>
    db
      .select({
        payment: recurringPayments,
        access: householdItemAccessSql(userId, recurringPayments),
        category: { id: categories.id, name: categories.name },
        paymentMethod: { id: paymentMethods.id, name: paymentMethods.name },
      })
      .from(recurringPayments)
      .leftJoin(
        categories,
        and(eq(categories.id, recurringPayments.categoryId), visibleHouseholdItemSql(userId, categories)),
      )
      .leftJoin(
        paymentMethods,
        and(eq(paymentMethods.id, recurringPayments.paymentMethodId), visiblePaymentMethodSql(userId)),
      )
      .where(and(visibleHouseholdItemSql(userId, recurringPayments), condition))
      .orderBy(
        sql`search_fold(${recurringPayments.name})`,
        asc(recurringPayments.createdAt),
        asc(recurringPayments.id),
      )
      .prepare(name),
);

/**
 * The recurring payments the user sees (their own and their household's) the filter keeps, with
 * category and payment method names joined in the same query (those the user sees), sorted by name
 * (ignoring case and accents; the id breaks ties), as the API answers them.
 */
export async function findRecurringPayments(
  db: DbOrTx,
  viewerId: string,
  filter: RowFilter,
): Promise<RecurringPaymentJson[]> {
  const { statement, values } = select(db, filter);
  const rows = await statement.execute({ ...values, userId: viewerId });
  return rows.map(({ payment, access, category, paymentMethod }) => ({
    _id: payment.id,
    name: payment.name,
    amount: centsToReais(payment.amount),
    dueDay: payment.dueDay,
    frequency: payment.frequency,
    categoryId: category ? { _id: category.id, name: category.name } : null,
    paymentMethodId: paymentMethod ? { _id: paymentMethod.id, name: paymentMethod.name } : null,
    description: payment.description,
    isActive: payment.isActive,
    household: payment.householdId !== null,
    ownerId: payment.userId,
    access,
  }));
}
