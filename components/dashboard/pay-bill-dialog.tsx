"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { PayBillButton } from "@/components/dashboard/pay-bill-button";
import { formatDateBR, isValidDay, todayInSaoPaulo } from "@/lib/format/dates";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";

/**
 * 'Marcar como pago' asks on which day the money left: today (São Paulo) unless another day is
 * picked. The expense is dated on that day; the occurrence stays the one that was due.
 */
export function PayBillDialog({
  payment,
  busy,
  onPay,
  defaultOpen = false,
}: {
  payment: PendingPaymentJson;
  busy: boolean;
  onPay: (paidOn: string) => Promise<boolean>;
  /** Open on mount: the dialog's code arrives with the first click on its button. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [paidOn, setPaidOn] = useState(todayInSaoPaulo);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isValidDay(paidOn)) {
      setError("Informe a data do pagamento no formato dd/mm/aaaa.");
      return;
    }
    if (await onPay(paidOn)) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setPaidOn(todayInSaoPaulo());
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <PayBillButton busy={busy} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar pagamento</DialogTitle>
          <DialogDescription>
            {payment.name}, {formatMoney(reaisToCents(payment.amount))}, vencimento em {formatDateBR(payment.dueDate)}. A
            despesa entra nas transações na data do pagamento.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Field label="Data do pagamento" error={error}>
            <DatePicker
              value={paidOn}
              onChange={(value) => {
                setPaidOn(value);
                setError(null);
              }}
              min="2000-01-01"
              max="2100-12-31"
            />
          </Field>
          <DialogFooter>
            <Button type="submit" loading={busy}>
              Confirmar pagamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
