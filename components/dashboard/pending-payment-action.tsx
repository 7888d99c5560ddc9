"use client";

import type { Day } from "@/lib/domain/calendar";
import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToReais, formatMoney, type Cents } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { PayBillButton } from "@/components/dashboard/pay-bill-button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";

/**
 * A bill's button: 'Marcar como pago' asks the amount and day paid, records the expense with them
 * (POST /recurring-payments/{id}/pay) and offers an undo in its toast; the undo button takes it
 * back (DELETE …/pay?dueDate=).
 */
// The dialog (Radix, the date field) comes with the first click on 'Marcar como pago'.
const loadPayBillDialog = () =>
  import("@/components/dashboard/pay-bill-dialog").then((module) => ({ default: module.PayBillDialog }));

export function PendingPaymentAction({ payment }: { payment: PendingPaymentJson }) {
  const router = useRouter();
  const { Component: PayBillDialog, load, preload } = useOnDemand(loadPayBillDialog);
  const [opening, setOpening] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = requesting || refreshing;
  // What to say once the re-rendered screen shows the change (so the toast and the row agree).
  const afterRefresh = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (refreshing || !afterRefresh.current) return;
    const announce = afterRefresh.current;
    afterRefresh.current = null;
    announce();
  }, [refreshing]);

  const path = `/recurring-payments/${payment.recurringPaymentId}/pay`;

  /**
   * Sends one change, then re-renders the page and the shell on the server (the month's figures
   * and the bell follow); a failure keeps the screen as it is and says why.
   */
  async function change(
    send: () => Promise<unknown>,
    done: () => void,
    failure: { title: string; fallback: string },
  ): Promise<boolean> {
    setRequesting(true);
    try {
      await send();
      afterRefresh.current = done;
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      toast.error(failure.title, { description: errorMessage(error, failure.fallback) });
      return false;
    } finally {
      setRequesting(false);
    }
  }

  const pay = ({ paidOn, amountCents }: { paidOn: Day; amountCents: Cents }) =>
    change(
      () =>
        apiFetch(path, {
          method: "POST",
          body: { dueDate: payment.dueDate, paidOn, amount: centsToReais(amountCents) },
        }),
      () =>
        toast.success("Pagamento registrado", {
          description: `${payment.name}: despesa de ${formatMoney(amountCents)} em ${formatDateBR(paidOn)} adicionada às transações.`,
          action: { label: "Desfazer", onClick: () => void undo() },
        }),
      {
        title: "Erro ao registrar pagamento",
        fallback: "Não foi possível marcar o pagamento como pago. Tente novamente.",
      },
    );

  const undo = () =>
    change(
      () => apiFetch(path, { method: "DELETE", query: { dueDate: payment.dueDate } }),
      () =>
        toast.success("Pagamento desfeito", {
          description: `${payment.name} voltou a ficar pendente.`,
        }),
      {
        title: "Erro ao desfazer pagamento",
        fallback: "Não foi possível desfazer o pagamento. Tente novamente.",
      },
    );

  if (payment.isPaid) {
    // Undoing must bring back the button, not a dialog that opens by itself.
    if (opening) setOpening(false);
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
  if (!PayBillDialog) {
    return (
      <PayBillButton
        busy={busy || opening}
        onPointerEnter={preload}
        onClick={() => {
          setOpening(true);
          void load();
        }}
      />
    );
  }
  return <PayBillDialog payment={payment} busy={busy} onPay={pay} defaultOpen={opening} />;
}
