"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogForm } from "@/components/ui/dialog-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { PaymentKindsReviewJson, PaymentMethodJson } from "@/lib/schemas/payment-methods";

/**
 * "Quais destes guardam dinheiro?", with the migration's guess checked. Answering stores it for
 * good; closing it without an answer asks again on the next visit.
 */
export default function PaymentKindsReviewDialog({ review }: { review: PaymentKindsReviewJson }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(() => new Set(review.methods.filter((m) => m.holdsMoney).map((m) => m._id)));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch<PaymentMethodJson[]>("/payment-method/review", { method: "POST", body: { accountIds: [...chosen] } });
      toast.success("Contas e meios de pagamento atualizados");
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível salvar a resposta.") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Quais destes guardam dinheiro?"
      description="Agora o Bolso separa as contas, que guardam dinheiro (banco, poupança, carteira), dos meios de pagamento como Pix e boleto. Só as contas entram em Saldo em contas."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Confirmar">
        <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="Meios de pagamento">
          {review.methods.map((method) => {
            const id = `review-${method._id}`;
            return (
              <li key={method._id} className="flex items-center gap-3">
                <Checkbox id={id} checked={chosen.has(method._id)} onCheckedChange={(on) => toggle(method._id, on === true)} />
                <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: method.color }} aria-hidden="true" />
                <label htmlFor={id} className="text-sm">
                  {method.name}
                </label>
              </li>
            );
          })}
        </ul>
      </DialogForm>
    </FormDialog>
  );
}
