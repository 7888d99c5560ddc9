"use client";

import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormDialog } from "@/components/ui/form-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AccountSelect } from "@/components/accounts/account-select";
import type { AccountOption } from "@/components/accounts/account-select";
import { useAmountPost } from "@/components/accounts/use-amount-post";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { centsToTyped } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/** "Pagar fatura": the amount starts at what is left, paid from one of the accounts. */
export interface PayStatementProps {
  cardId: string;
  month: string;
  remainingCents: Cents;
  accounts: AccountOption[];
}

export function PayStatementDialog({
  cardId,
  month,
  remainingCents,
  accounts,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<PayStatementProps>) {
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(() => centsToTyped(remainingCents));
  const [date, setDate] = useState<string>(todayInSaoPaulo());
  const [from, setFrom] = useState(accounts[0]?.id ?? "");
  const { saving, post } = useAmountPost();

  const changeOpen = (next: boolean) => {
    if (next) setAmount(centsToTyped(remainingCents));
    setOpen(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void post({
      amount,
      path: `/payment-method/${cardId}/statements/${month}/payments`,
      body: (value) => ({ amount: value, paidOn: date, fromPaymentMethodId: from }),
      success: "Pagamento registrado.",
      failure: "Não foi possível registrar o pagamento.",
      onDone: () => setOpen(false),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title="Pagar fatura"
      description="O pagamento sai de uma conta e abate o que falta da fatura; não é uma despesa."
    >
      <DialogForm onSubmit={submit} busy={saving} submitLabel="Pagar">
        <Field label="Valor">
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Field label="Data do pagamento">
          <DatePicker value={date} onChange={setDate} />
        </Field>
        <AccountSelect label="Conta de origem" value={from} onChange={setFrom} accounts={accounts} />
      </DialogForm>
    </FormDialog>
  );
}
