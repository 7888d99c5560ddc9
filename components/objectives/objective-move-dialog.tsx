"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { DatePicker } from "@/components/ui/date-picker";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useOwnAccounts } from "@/components/accounts/use-own-accounts";
import { ObjectiveAccountSelect } from "@/components/objectives/objective-account-select";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { isValidDay, todayInSaoPaulo } from "@/lib/format/dates";
import { centsToReais, formatMoney } from "@/lib/format/money";
import { depositAccountError, initialDepositAccount, objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { moneyInputSchema } from "@/lib/schemas/transactions";
import type { TransactionTypeJson } from "@/lib/schemas/transactions";

/**
 * 'Depositar': puts money into the objective as a despesa linked to it, paid from the account the
 * person chooses (a move between the user's own pockets: the account's balance drops by what the
 * objective gains, and it never counts as spending).
 */
export function ObjectiveDepositDialog({
  objective,
  open,
  onOpenChange,
}: {
  objective: ObjectiveJson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const router = useRouter();
  const [amount, setAmount] = useState("");
  const [day, setDay] = useState(todayInSaoPaulo);
  const [account, setAccount] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; day?: string; account?: string }>({});
  const [busy, setBusy] = useState(false);
  const accounts = useOwnAccounts(open);
  /** What the person picked, or the only account there is. */
  const chosen = account || (accounts ? initialDepositAccount(accounts) : "");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = moneyInputSchema.safeParse(amount);
    const next = {
      amount: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Valor inválido."),
      day: isValidDay(day) ? undefined : "Informe a data no formato dd/mm/aaaa.",
      account: depositAccountError(chosen, accounts),
    };
    setErrors(next);
    if (!parsed.success || next.day || next.account) return;
    setBusy(true);
    try {
      const types = await apiFetch<TransactionTypeJson[]>("/transaction/transaction-types");
      const expense = types.find((t) => t.transactionType === "despesa");
      if (!expense) throw new Error("Tipo de transação não encontrado.");
      await apiFetch("/transaction", {
        method: "POST",
        body: {
          description: `Depósito em ${objective.name}`.slice(0, 200),
          valor: centsToReais(parsed.data),
          transactionTypeId: expense._id,
          transactionDate: day,
          categoryId: null,
          paymentMethodId: chosen,
          isObjective: true,
          objectiveId: objective._id,
        },
      });
      toast.success("Depósito registrado", {
        description: `${formatMoney(parsed.data)} saíram de ${accounts?.find((a) => a.id === chosen)?.name ?? "sua conta"} e foram guardados em ${objective.name}.`,
      });
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Erro ao registrar depósito", { description: errorMessage(error, "Tente novamente.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (next) {
          setAmount("");
          setDay(todayInSaoPaulo());
          setAccount("");
          setErrors({});
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Depositar em {objective.name}</DialogTitle>
          <DialogDescription>
            O valor sai da conta escolhida e fica guardado no objetivo: o saldo da conta diminui e não conta como despesa do mês.
          </DialogDescription>
        </DialogHeader>
        <DialogForm onSubmit={(event) => void submit(event)} busy={busy} submitLabel="Depositar">
          <Field label="Valor do depósito (R$)" error={errors.amount}>
            <Input autoFocus inputMode="decimal" placeholder="0,00" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field
            label="Conta"
            error={errors.account}
            hint={accounts?.length === 0 ? objectiveMessages.noAccount : "A conta de onde sai o valor."}
          >
            <ObjectiveAccountSelect value={chosen} onChange={setAccount} accounts={accounts} />
          </Field>
          <Field label="Data" error={errors.day}>
            <DatePicker value={day} onChange={setDay} min="2000-01-01" max="2100-12-31" />
          </Field>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
