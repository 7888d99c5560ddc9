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
import { isValidDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { centsToReais, formatMoney } from "@/lib/format/money";
import { depositAccountError, initialDepositAccount, objectiveMessages } from "@/lib/schemas/objectives";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { moneyInputSchema } from "@/lib/schemas/transactions";
import type { TransactionTypeJson } from "@/lib/schemas/transactions";

/** What changes between putting money into an objective and taking it out. */
const directions = {
  deposit: {
    title: (name: string) => `Depositar em ${name}`,
    explanation:
      "O valor sai da conta escolhida e fica guardado no objetivo: o saldo da conta diminui e não conta como despesa do mês.",
    keptExplanation: (account: string) =>
      `O valor é transferido da conta escolhida para ${account}, a conta onde este objetivo fica guardado.`,
    amountLabel: "Valor do depósito (R$)",
    accountHint: "A conta de onde sai o valor.",
    accountRequired: objectiveMessages.accountRequired,
    submit: "Depositar",
    type: "despesa",
    description: (name: string) => `Depósito em ${name}`,
    saved: "Depósito registrado",
    savedDetail: (amount: string, account: string, name: string) => `${amount} saíram de ${account} e foram guardados em ${name}.`,
    failed: "Erro ao registrar depósito",
  },
  withdraw: {
    title: (name: string) => `Retirar de ${name}`,
    explanation:
      "O valor sai do objetivo e volta para a conta escolhida: o saldo da conta aumenta e não conta como receita do mês.",
    keptExplanation: (account: string) =>
      `O valor é transferido de ${account}, a conta onde este objetivo fica guardado, para a conta escolhida.`,
    amountLabel: "Valor da retirada (R$)",
    accountHint: "A conta para onde vai o valor.",
    accountRequired: objectiveMessages.withdrawAccountRequired,
    submit: "Retirar",
    type: "receita",
    description: (name: string) => `Retirada de ${name}`,
    saved: "Retirada registrada",
    savedDetail: (amount: string, account: string, name: string) => `${amount} saíram de ${name} e voltaram para ${account}.`,
    failed: "Erro ao registrar retirada",
  },
} as const;

export type ObjectiveMove = keyof typeof directions;

/**
 * 'Depositar' and 'Retirar': money into the objective as a despesa linked to it, paid from the
 * account the person chooses, or out of it as a linked receita into the account they choose. Either
 * is a move between the user's own pockets: the account's balance changes by what the objective
 * loses or gains, and it never counts as spending or income.
 */
export function ObjectiveMoveDialog({
  objective,
  direction,
  open,
  onOpenChange,
}: {
  objective: ObjectiveJson;
  direction: ObjectiveMove;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const texts = directions[direction];
  const router = useRouter();
  const [amount, setAmount] = useState("");
  const [day, setDay] = useState<string>(todayInSaoPaulo);
  const [account, setAccount] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; day?: string; account?: string }>({});
  const [busy, setBusy] = useState(false);
  const keptIn = objective.accountId;
  const all = useOwnAccounts(open);
  // A caixinha's own account is the other side already: the person picks the one money comes from or goes to.
  const accounts = all && keptIn ? all.filter((a) => a.id !== keptIn) : all;
  /** What the person picked, or the only account there is. */
  const chosen = account || (accounts ? initialDepositAccount(accounts) : "");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = moneyInputSchema.safeParse(amount);
    const next = {
      amount: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Valor inválido."),
      day: isValidDay(day) ? undefined : "Informe a data no formato dd/mm/aaaa.",
      account: depositAccountError(chosen, accounts, texts.accountRequired),
    };
    setErrors(next);
    if (!parsed.success || next.day || next.account) return;
    setBusy(true);
    try {
      if (keptIn) {
        // A caixinha: the money moves between two of the person's accounts.
        await apiFetch("/transfer", {
          method: "POST",
          body: {
            fromPaymentMethodId: direction === "deposit" ? chosen : keptIn,
            toPaymentMethodId: direction === "deposit" ? keptIn : chosen,
            amount: centsToReais(parsed.data),
            date: day,
            description: texts.description(objective.name).slice(0, 200),
          },
        });
      } else {
        const types = await apiFetch<TransactionTypeJson[]>("/transaction/transaction-types");
        const type = types.find((t) => t.transactionType === texts.type);
        if (!type) throw new Error("Tipo de transação não encontrado.");
        await apiFetch("/transaction", {
          method: "POST",
          body: {
            description: texts.description(objective.name).slice(0, 200),
            valor: centsToReais(parsed.data),
            transactionTypeId: type._id,
            transactionDate: day,
            categoryId: null,
            paymentMethodId: chosen,
            isObjective: true,
            objectiveId: objective._id,
          },
        });
      }
      const accountName = accounts?.find((a) => a.id === chosen)?.name ?? "sua conta";
      toast.success(texts.saved, { description: texts.savedDetail(formatMoney(parsed.data), accountName, objective.name) });
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error(texts.failed, { description: errorMessage(error, "Tente novamente.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      // Each opening is a fresh mount (ObjectiveMoveButtons keys it): its fields start empty.
      onOpenChange={onOpenChange}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title(objective.name)}</DialogTitle>
          <DialogDescription>
            {keptIn ? texts.keptExplanation(objective.accountName ?? "") : texts.explanation}
          </DialogDescription>
        </DialogHeader>
        <DialogForm onSubmit={(event) => void submit(event)} busy={busy} submitLabel={texts.submit}>
          <Field label={texts.amountLabel} error={errors.amount}>
            <Input autoFocus inputMode="decimal" placeholder="0,00" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field
            label="Conta"
            error={errors.account}
            hint={accounts?.length === 0 ? objectiveMessages.noAccount : texts.accountHint}
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
