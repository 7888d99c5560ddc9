import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { householdIdSql } from "@/server/shared/household-access";
import { assertInHousehold } from "@/server/dashboard/dashboard-scope";

/**
 * The month's bills the person sees; "Casa": only the household's ("da casa"), a 404 outside one.
 * "Eu" is the list as it always was.
 */
export async function getScopedPendingPayments(
  db: DbOrTx,
  userId: string,
  { year, month, scope = "me" }: MonthQuery & { scope?: DashboardScope },
): Promise<PendingPaymentJson[]> {
  if (scope === "me") return getPendingPayments(db, userId, { year, month });
  await assertInHousehold(db, userId);
  const [payments, household] = await Promise.all([
    getPendingPayments(db, userId, { year, month }),
    db.select({ id: recurringPayments.id }).from(recurringPayments).where(eq(recurringPayments.householdId, householdIdSql(userId))),
  ]);
  const ids = new Set(household.map((bill) => bill.id));
  return payments.filter((payment) => ids.has(payment.recurringPaymentId));
}
