import "server-only";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/format/dates";
import type { MonthQuery } from "@/lib/schemas/month-query";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { PendingPaymentsCard, pendingPaymentsSummary } from "@/components/dashboard/pending-payments-card";
import { PendingPaymentsList } from "@/components/dashboard/pending-payments-list";
import { loadCard } from "./load-card";

export async function PendingPayments({ userId, month }: { userId: string; month: MonthQuery }) {
  const result = await loadCard("pagamentos pendentes", () =>
    getPendingPayments(db, userId, month),
  );
  if (!result.ok) {
    return (
      <PendingPaymentsCard>
        <CardLoadError failure={LOAD_FAILURES.pendingPayments} />
      </PendingPaymentsCard>
    );
  }
  return (
    <PendingPaymentsCard summary={pendingPaymentsSummary(result.data)}>
      <PendingPaymentsList payments={result.data} today={todayInSaoPaulo()} />
    </PendingPaymentsCard>
  );
}
