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

/** "Transferir": moves money between two accounts; neither income nor expense. */
export function TransferDialog({ accounts, trigger, defaultOpen = false }: OnDemandDialogProps<{ accounts: AccountOption[] }>) {
  const [open, setOpen] = useState(defaultOpen);
  const [from, setFrom] = useState(accounts[0]?.id ?? "");
  const [to, setTo] = useState(accounts[1]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState<string>(todayInSaoPaulo());
  const [description, setDescription] = useState("");
  const { saving, post } = useAmountPost();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void post({
      amount,
      path: "/transfer",
      body: (value) => ({ fromPaymentMethodId: from, toPaymentMethodId: to, amount: value, date, description }),
      success: "Transferência registrada.",
      failure: "Não foi possível registrar a transferência.",
      onDone: () => {
        setOpen(false);
        setAmount("");
        setDescription("");
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title="Transferir entre contas"
      description="Uma transferência não é receita nem despesa: só muda onde o dinheiro está."
    >
      <DialogForm onSubmit={submit} busy={saving} submitLabel="Transferir">
        <AccountSelect label="De" value={from} onChange={setFrom} accounts={accounts} />
        <AccountSelect label="Para" value={to} onChange={setTo} accounts={accounts} />
        <Field label="Valor">
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="R$ 0,00" />
        </Field>
        <Field label="Data">
          <DatePicker value={date} onChange={setDate} />
        </Field>
        <Field label="Descrição (opcional)">
          <Input value={description} maxLength={200} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </DialogForm>
    </FormDialog>
  );
}
