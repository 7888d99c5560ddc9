import "server-only";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { MonthQuery } from "@/lib/schemas/month-query";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { getScopedPendingPayments } from "@/server/dashboard/get-scoped-pending-payments";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { PendingPaymentsTile, pendingPaymentsSummary } from "@/components/dashboard/pending-payments-tile";
import { PendingPaymentsList } from "@/components/dashboard/pending-payments-list";
import { loadPart } from "@/lib/server/load-part";

export async function PendingPayments({
  userId,
  month,
  scope,
}: {
  userId: string;
  month: MonthQuery;
  scope: DashboardScope;
}) {
  const result = await loadPart("dashboard: pagamentos pendentes", () =>
    getScopedPendingPayments(db, userId, { ...month, scope }),
  );
  if (!result.ok) {
    return (
      <PendingPaymentsTile>
        <PartLoadError failure={LOAD_FAILURES.pendingPayments} />
      </PendingPaymentsTile>
    );
  }
  return (
    <PendingPaymentsTile summary={pendingPaymentsSummary(result.data)}>
      <PendingPaymentsList payments={result.data} today={todayInSaoPaulo()} />
    </PendingPaymentsTile>
  );
}
