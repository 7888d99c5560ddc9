"use client";

import { Check, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { formatBRL } from "@/lib/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";

/**
 * A bill's button: 'Marcar como pago' records the expense (POST /recurring-payments/{id}/pay) and
 * offers an undo in its toast; the undo button takes it back (DELETE …/pay?dueDate=).
 */
export function PendingPaymentAction({ payment }: { payment: PendingPaymentJson }) {
  const router = useRouter();
  const [requesting, setRequesting] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = requesting || refreshing;

  // Re-renders the page and the shell on the server: the month's figures and the bell follow.
  function settled() {
    startRefresh(() => router.refresh());
  }

  async function pay() {
    setRequesting(true);
    try {
      await apiFetch(`/recurring-payments/${payment.recurringPaymentId}/pay`, {
        method: "POST",
        body: { dueDate: payment.dueDate },
      });
      settled();
      toast.success("Pagamento registrado", {
        description: `${payment.name}: despesa de ${formatBRL(payment.amount)} adicionada às transações.`,
        action: { label: "Desfazer", onClick: () => void undo() },
      });
    } catch (error) {
      toast.error("Erro ao registrar pagamento", {
        description: errorMessage(
          error,
          "Não foi possível marcar o pagamento como pago. Tente novamente.",
        ),
      });
    } finally {
      setRequesting(false);
    }
  }

  async function undo() {
    setRequesting(true);
    try {
      await apiFetch(`/recurring-payments/${payment.recurringPaymentId}/pay`, {
        method: "DELETE",
        query: { dueDate: payment.dueDate },
      });
      settled();
      toast.success("Pagamento desfeito", {
        description: `${payment.name} voltou a ficar pendente.`,
      });
    } catch (error) {
      toast.error("Erro ao desfazer pagamento", {
        description: errorMessage(error, "Não foi possível desfazer o pagamento. Tente novamente."),
      });
    } finally {
      setRequesting(false);
    }
  }

  if (payment.isPaid) {
    return (
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Desfazer pagamento de ${payment.name}`}
        title="Desfazer pagamento"
        loading={busy}
        onClick={() => void undo()}
      >
        {busy ? null : <Undo2 aria-hidden="true" />}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void pay()}>
      {busy ? null : <Check aria-hidden="true" />}
      Marcar como pago
    </Button>
  );
}
