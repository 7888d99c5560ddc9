"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { paymentMethodScreenTexts as texts } from "@/components/payment-methods/payment-method-screen-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";

const day = (text: string) => (text.trim() === "" ? null : Number(text));

/** The suggested set asks one thing first: the suggested card's closing and due days. */
export function StarterSetDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [closingDay, setClosingDay] = useState("");
  const [dueDay, setDueDay] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch<PaymentMethodJson[]>(`${texts.resource}/starter-set`, {
        method: "POST",
        body: { closingDay: day(closingDay), dueDay: day(dueDay) },
      });
      toast.success(texts.starterSuccess);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, texts.starterError) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Meios de pagamento sugeridos"
      description="Conta corrente e Dinheiro guardam dinheiro; Pix, Boleto e Cartão de débito saem da Conta corrente. Para o Cartão de crédito, informe os dias da fatura."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Adicionar sugeridos">
        <div className="grid grid-cols-2 gap-3">
          <Field label="Dia de fechamento">
            <Input inputMode="numeric" value={closingDay} onChange={(e) => setClosingDay(e.target.value)} placeholder="Ex.: 3" autoFocus />
          </Field>
          <Field label="Dia de vencimento">
            <Input inputMode="numeric" value={dueDay} onChange={(e) => setDueDay(e.target.value)} placeholder="Ex.: 10" />
          </Field>
        </div>
      </DialogForm>
    </FormDialog>
  );
}
