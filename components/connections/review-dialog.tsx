"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { ReviewOption } from "@/components/connections/review-option";

const SELECT_CLASS =
  "h-9 w-full rounded-md border border-zinc-200 bg-white px-3 text-sm dark:border-zinc-800 dark:bg-zinc-950";

/** Categorise a synced row (optionally with a rule) or turn it into a transfer to another account. */
export function ReviewDialog({
  mode,
  transactionId,
  description,
  options,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<{ mode: "categorize" | "transfer"; transactionId: string; description: string; options: ReviewOption[] }>) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [choice, setChoice] = useState(options[0]?.id ?? "");
  const [withRule, setWithRule] = useState(false);
  const [rule, setRule] = useState(description.slice(0, 100));
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body =
        mode === "categorize"
          ? { action: "categorize", categoryId: choice, ...(withRule ? { ruleContains: rule } : {}) }
          : { action: "transfer", counterpartPaymentMethodId: choice };
      const result = await apiFetch<{ ruleCreated: boolean }>(`/open-finance/review/${transactionId}`, { method: "POST", body });
      toast.success(
        mode === "transfer"
          ? "Marcada como transferência."
          : result.ruleCreated
            ? "Categoria salva e regra criada."
            : "Categoria salva.",
      );
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível salvar. Tente novamente."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={mode === "categorize" ? "Categorizar" : "Marcar como transferência"}
      description={
        mode === "categorize"
          ? description
          : "Dinheiro movido entre suas contas: não conta como receita nem como despesa."
      }
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-choice`}>{mode === "categorize" ? "Categoria" : "A outra conta"}</Label>
          <select id={`${id}-choice`} className={SELECT_CLASS} value={choice} onChange={(event) => setChoice(event.target.value)} required>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          {options.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {mode === "categorize" ? "Nenhuma categoria serve para esta transação." : "Você não tem outra conta."}
            </p>
          ) : null}
        </div>
        {mode === "categorize" ? (
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={withRule} onChange={(event) => setWithRule(event.target.checked)} className="size-4" />
              Criar regra para as próximas
            </label>
            {withRule ? (
              <>
                <Label htmlFor={`${id}-rule`}>Quando a descrição contém</Label>
                <Input id={`${id}-rule`} value={rule} maxLength={100} onChange={(event) => setRule(event.target.value)} required />
              </>
            ) : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy} disabled={!choice}>
            Salvar
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
