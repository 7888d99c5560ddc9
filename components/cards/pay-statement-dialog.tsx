"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AccountSelect } from "@/components/accounts/account-select";
import type { AccountOption } from "@/components/accounts/account-select";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { todayInSaoPaulo } from "@/lib/dates";
import { parseMoneyInput } from "@/lib/money";

const typed = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Pagar fatura": the amount starts at what is left, paid from one of the accounts. */
export interface PayStatementProps {
  cardId: string;
  month: string;
  remaining: number;
  accounts: AccountOption[];
}

export function PayStatementDialog({
  cardId,
  month,
  remaining,
  accounts,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<PayStatementProps>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [amount, setAmount] = useState(typed(remaining));
  const [date, setDate] = useState(todayInSaoPaulo());
  const [from, setFrom] = useState(accounts[0]?.id ?? "");
  const [saving, setSaving] = useState(false);

  const changeOpen = (next: boolean) => {
    if (next) setAmount(typed(remaining));
    setOpen(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = parseMoneyInput(amount);
    if (cents === null || cents < 1) {
      toast.error("Erro", { description: "Informe um valor maior que zero." });
      return;
    }
    setSaving(true);
    try {
      await apiFetch(`/payment-method/${cardId}/statements/${month}/payments`, {
        method: "POST",
        body: { amount: cents / 100, paidOn: date, fromPaymentMethodId: from },
      });
      toast.success("Pagamento registrado.");
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível registrar o pagamento.") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagar fatura</DialogTitle>
          <DialogDescription>O pagamento sai de uma conta e abate o que falta da fatura; não é uma despesa.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label="Valor">
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field label="Data do pagamento">
            <DatePicker value={date} onChange={setDate} />
          </Field>
          <AccountSelect label="Conta de origem" value={from} onChange={setFrom} accounts={accounts} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving}>
              {saving ? "Salvando..." : "Pagar"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
