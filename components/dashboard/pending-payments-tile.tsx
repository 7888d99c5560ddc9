import { SkeletonRows } from "@/components/ui/skeleton-rows";
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
    <SkeletonRows
      count={3}
      label="Carregando pagamentos"
      className="divide-y divide-zinc-100 dark:divide-zinc-800"
      rowClassName="py-3"
      mark="size-11 rounded-lg"
      lines={["h-4 w-1/3", "h-3 w-1/4"]}
      trailing="h-8 w-36"
    />
  );
}
