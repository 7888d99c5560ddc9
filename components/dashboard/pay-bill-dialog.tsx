"use client";

import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PayBillButton } from "@/components/dashboard/pay-bill-button";
import { formatDateBR } from "@/lib/format/dates";
import { parseDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { centsToTyped, formatMoney, reaisToCents, type Cents } from "@/lib/format/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import { moneyInputSchema } from "@/lib/schemas/transactions";

/**
 * 'Marcar como pago' asks how much was paid (the bill's amount unless changed: luz and água vary)
 * and on which day the money left: today (São Paulo) unless another day is picked. The expense has
 * that amount and date; the bill keeps its own amount and the occurrence stays the one that was due.
 */
export function PayBillDialog({
  payment,
  busy,
  onPay,
  defaultOpen = false,
}: {
  payment: PendingPaymentJson;
  busy: boolean;
  /** `amountCents` is what was paid, in centavos. */
  onPay: (paid: { paidOn: Day; amountCents: Cents }) => Promise<boolean>;
  /** Open on mount: the dialog's code arrives with the first click on its button. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(() => centsToTyped(reaisToCents(payment.amount)));
  const [paidOn, setPaidOn] = useState<string>(todayInSaoPaulo);
  const [errors, setErrors] = useState<{ amount?: string; paidOn?: string }>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = moneyInputSchema.safeParse(amount);
    const paidDay = parseDay(paidOn);
    const next = {
      amount: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Valor inválido."),
      paidOn: paidDay ? undefined : "Informe a data do pagamento no formato dd/mm/aaaa.",
    };
    setErrors(next);
    if (!parsed.success || !paidDay) return;
    if (await onPay({ paidOn: paidDay, amountCents: parsed.data })) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setAmount(centsToTyped(reaisToCents(payment.amount)));
          setPaidOn(todayInSaoPaulo());
          setErrors({});
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
            despesa entra nas transações com o valor pago, na data do pagamento.
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          onSubmit={(event) => void submit(event)}
          busy={busy}
          submitLabel="Confirmar pagamento"
        >
          <Field label="Valor pago (R$)" error={errors.amount}>
            <Input
              inputMode="decimal"
              placeholder="0,00"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            />
          </Field>
          <Field label="Data do pagamento" error={errors.paidOn}>
            <DatePicker
              value={paidOn}
              onChange={(value) => {
                setPaidOn(value);
                setErrors((current) => ({ ...current, paidOn: undefined }));
              }}
              min="2000-01-01"
              max="2100-12-31"
            />
          </Field>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
