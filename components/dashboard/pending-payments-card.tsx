"use client";

import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToNumber, decimalToCents, formatBRL } from "@/lib/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { DashboardCard } from "@/components/dashboard/dashboard-card";
import { PendingPaymentItem } from "@/components/dashboard/pending-payment-item";
import { notifyPendingPaymentsChanged } from "@/components/dashboard/pending-payments-events";
import { useDashboardResource } from "@/components/dashboard/use-dashboard-resource";
import type { YearMonth } from "@/components/dashboard/use-dashboard-resource";

/** Paid/unpaid flips made here, shown until the reloaded list (which has them too) arrives. */
interface Overrides {
  source: PendingPaymentJson[] | null;
  paid: Record<string, boolean>;
}

/**
 * The month's bills. 'Marcar como pago' records the expense (POST /recurring-payments/{id}/pay)
 * and offers an undo (DELETE …/pay?dueDate=); either way the month's figures reload.
 */
export function PendingPaymentsCard({
  period,
  version,
  onChanged,
  className,
}: {
  period: YearMonth;
  version: number;
  onChanged: () => void;
  className?: string;
}) {
  const { data, loading, failed, retry } = useDashboardResource<PendingPaymentJson[]>(
    "/dashboard/pending-payments",
    period,
    { title: "Erro ao buscar pagamentos pendentes", description: "Ocorreu um erro ao buscar os pagamentos pendentes." },
    version,
  );
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [overrides, setOverrides] = useState<Overrides>({ source: null, paid: {} });
  const paidNow = overrides.source === data ? overrides.paid : {};

  function setRowBusy(id: string, on: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function settled(payment: PendingPaymentJson, isPaid: boolean) {
    setOverrides((current) => ({
      source: data,
      paid: { ...(current.source === data ? current.paid : {}), [payment._id]: isPaid },
    }));
    notifyPendingPaymentsChanged();
    onChanged();
  }

  async function pay(payment: PendingPaymentJson) {
    setRowBusy(payment._id, true);
    try {
      await apiFetch(`/recurring-payments/${payment.recurringPaymentId}/pay`, {
        method: "POST",
        body: { dueDate: payment.dueDate },
      });
      settled(payment, true);
      toast.success("Pagamento registrado", {
        description: `${payment.name}: despesa de ${formatBRL(payment.amount)} adicionada às transações.`,
        action: { label: "Desfazer", onClick: () => void undo(payment) },
      });
    } catch (error) {
      toast.error("Erro ao registrar pagamento", {
        description: errorMessage(error, "Não foi possível marcar o pagamento como pago. Tente novamente."),
      });
    } finally {
      setRowBusy(payment._id, false);
    }
  }

  async function undo(payment: PendingPaymentJson) {
    setRowBusy(payment._id, true);
    try {
      await apiFetch(`/recurring-payments/${payment.recurringPaymentId}/pay`, {
        method: "DELETE",
        query: { dueDate: payment.dueDate },
      });
      settled(payment, false);
      toast.success("Pagamento desfeito", { description: `${payment.name} voltou a ficar pendente.` });
    } catch (error) {
      toast.error("Erro ao desfazer pagamento", {
        description: errorMessage(error, "Não foi possível desfazer o pagamento. Tente novamente."),
      });
    } finally {
      setRowBusy(payment._id, false);
    }
  }

  const shown = (data ?? []).map((payment) =>
    payment._id in paidNow ? { ...payment, isPaid: paidNow[payment._id] === true } : payment,
  );
  // Bills still to pay first, then the paid ones; each group by due date (the API's order).
  const ordered = [...shown.filter((p) => !p.isPaid), ...shown.filter((p) => p.isPaid)];
  const unpaid = shown.filter((p) => !p.isPaid);
  const unpaidTotal = centsToNumber(unpaid.reduce((sum, p) => sum + decimalToCents(p.amount), 0));
  const summary =
    !data || data.length === 0
      ? "Contas recorrentes do mês"
      : unpaid.length === 0
        ? "Tudo pago neste mês"
        : `${unpaid.length} a pagar · ${formatBRL(unpaidTotal)}`;

  return (
    <DashboardCard
      testId="pending-payments"
      title="Pagamentos Pendentes"
      description={summary}
      link={{ href: "/recurring-payments", label: "Gerenciar" }}
      className={className}
    >
      {loading ? (
        <ul className="flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Carregando pagamentos">
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
      ) : failed || !data ? (
        <CardLoadError message="Não foi possível carregar os pagamentos pendentes." onRetry={retry} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title="Nenhum pagamento neste mês"
          description="Cadastre as contas que se repetem para lembrar de cada vencimento."
          className="border-none py-6"
          action={
            <Button asChild variant="outline">
              <Link href="/recurring-payments">Cadastrar pagamento</Link>
            </Button>
          }
        />
      ) : (
        <ul className="-mr-2 flex max-h-96 flex-col divide-y divide-zinc-100 overflow-y-auto pr-2 dark:divide-zinc-800">
          {ordered.map((payment) => (
            <PendingPaymentItem
              key={payment._id}
              payment={payment}
              busy={busy.has(payment._id)}
              onPay={() => void pay(payment)}
              onUndo={() => void undo(payment)}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
