"use client";

import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { useApiSend } from "@/components/ui/use-api-send";
import { apiFetch } from "@/lib/client/api-client";
import { isValidDay } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { centsToTyped, formatMoney, typedToCents, type Cents } from "@/lib/format/money";

export interface SettlementToRecord {
  from: string;
  to: string;
  fromName: string;
  toName: string;
  amountCents: Cents;
}

/**
 * "Registrar acerto": the Pix (or cash) one member sent another, the amount owed filled in and
 * editable, dated today. Recorded as a settlement between them, never as spending.
 */
export function RegisterSettlementDialog({
  trigger,
  defaultOpen = false,
  settlement,
  today,
}: OnDemandDialogProps<{ settlement: SettlementToRecord; today: Day }>) {
  const { busy, send } = useApiSend();
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(() => centsToTyped(settlement.amountCents));
  const [day, setDay] = useState<string>(today);
  const [errors, setErrors] = useState<{ amount?: string; day?: string }>({});
  const cents = typedToCents(amount);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      amount: cents === null || cents <= 0 ? "Informe um valor maior que zero, como 312,40." : undefined,
      day: isValidDay(day) ? undefined : "Informe a data do acerto (dd/mm/aaaa).",
    };
    setErrors(found);
    if (found.amount || found.day || cents === null) return;
    void send({
      request: () =>
        apiFetch("/household/settlements", {
          method: "POST",
          body: { from: settlement.from, to: settlement.to, amountCents: cents, date: day },
        }),
      success: "Acerto registrado.",
      failure: "Não foi possível registrar o acerto. Tente de novo.",
      onDone: () => setOpen(false),
      showUnderField: (error) => (error.status === 400 ? (message) => setErrors({ amount: message }) : null),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={trigger}
      title="Registrar acerto"
      description={`${settlement.fromName} pagou ${settlement.toName}. O acerto entra como transferência entre vocês, não como gasto.`}
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Registrar acerto">
        <Field label="Valor" error={errors.amount} hint={cents !== null ? formatMoney(cents) : "Use vírgula para os centavos: 1.234,56"}>
          <Input
            autoFocus
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          />
        </Field>
        <Field label="Data" error={errors.day}>
          <DatePicker value={day} onChange={setDay} max={today} />
        </Field>
      </DialogForm>
    </FormDialog>
  );
}
