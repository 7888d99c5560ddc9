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

/** "Transferir": moves money between two accounts; neither income nor expense. */
export function TransferDialog({ accounts, trigger, defaultOpen = false }: OnDemandDialogProps<{ accounts: AccountOption[] }>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [from, setFrom] = useState(accounts[0]?.id ?? "");
  const [to, setTo] = useState(accounts[1]?.id ?? "");
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(todayInSaoPaulo());
  const [description, setDescription] = useState("");
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = parseMoneyInput(amount);
    if (cents === null || cents < 1) {
      toast.error("Erro", { description: "Informe um valor maior que zero." });
      return;
    }
    setSaving(true);
    try {
      await apiFetch("/transfer", {
        method: "POST",
        body: { fromPaymentMethodId: from, toPaymentMethodId: to, amount: cents / 100, date, description },
      });
      toast.success("Transferência registrada.");
      setOpen(false);
      setAmount("");
      setDescription("");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível registrar a transferência.") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transferir entre contas</DialogTitle>
          <DialogDescription>Uma transferência não é receita nem despesa: só muda onde o dinheiro está.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" loading={saving}>
              {saving ? "Salvando..." : "Transferir"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
