import "server-only";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { PendingPaymentsTile, pendingPaymentsSummary } from "@/components/dashboard/pending-payments-tile";
import { PendingPaymentsList } from "@/components/dashboard/pending-payments-list";
import { loadPart } from "@/lib/server/load-part";

export async function PendingPayments({ userId, month }: { userId: string; month: MonthQuery }) {
  const result = await loadPart("dashboard: pagamentos pendentes", () =>
    getPendingPayments(db, userId, month),
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
