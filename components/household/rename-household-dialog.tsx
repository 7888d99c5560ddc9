"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { ApiError, apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Renomear" the household (owner only); the name's rules are the API's, shown under the field. */
export function RenameHouseholdDialog({ trigger, defaultOpen = false, name: saved }: OnDemandDialogProps<{ name: string }>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch("/household", { method: "PATCH", body: { name } });
      toast.success("Nome da casa alterado.");
      setOpen(false);
      router.refresh();
    } catch (failure) {
      const message = errorMessage(failure, "Não foi possível renomear a casa. Tente de novo.");
      if (failure instanceof ApiError && failure.status === 400) setError(message);
      else toast.error("Erro", { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) {
          setName(saved);
          setError(null);
        }
      }}
      trigger={trigger}
      title="Renomear a casa"
      description="Todas as pessoas da casa veem o novo nome."
    >
      <DialogForm onSubmit={(event) => void submit(event)} busy={busy} submitLabel="Salvar nome">
        <Field label="Nome da casa" error={error}>
          <Input
            autoFocus
            autoComplete="off"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </Field>
      </DialogForm>
    </FormDialog>
  );
}
