import { Skeleton } from "@/components/ui/skeleton";
import { formatMoney, reaisToCents, sumCents } from "@/lib/format/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import { DashboardTile } from "@/components/dashboard/dashboard-tile";

const NO_SUMMARY = "Contas recorrentes do mês";

/** The tile's subtitle: how many bills are left to pay and how much they add up to. */
export function pendingPaymentsSummary(payments: readonly PendingPaymentJson[]): string {
  if (payments.length === 0) return NO_SUMMARY;
  const unpaid = payments.filter((p) => !p.isPaid);
  if (unpaid.length === 0) return "Tudo pago neste mês";
  const totalCents = sumCents(unpaid.map((p) => reaisToCents(p.amount)));
  return `${unpaid.length} a pagar · ${formatMoney(totalCents)}`;
}

export function PendingPaymentsTile({
  summary = NO_SUMMARY,
  className,
  children,
}: {
  summary?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <DashboardTile
      testId="pending-payments"
      title="Pagamentos Pendentes"
      description={summary}
      link={{ href: "/recurring-payments", label: "Gerenciar" }}
      className={className}
    >
      {children}
    </DashboardTile>
  );
}

export function PendingPaymentsSkeleton() {
  return (
    <ul
      className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800"
      aria-label="Carregando pagamentos"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <Skeleton className="size-11 rounded-lg" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-8 w-36" />
        </li>
      ))}
    </ul>
  );
}
