"use client";

import { useState } from "react";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { useApiSend } from "@/components/ui/use-api-send";
import { apiFetch } from "@/lib/client/api-client";

/** "Renomear" the household (owner only); the name's rules are the API's, shown under the field. */
export function RenameHouseholdDialog({ trigger, defaultOpen = false, name: saved }: OnDemandDialogProps<{ name: string }>) {
  const { busy, send } = useApiSend();
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void send({
      request: () => apiFetch("/household", { method: "PATCH", body: { name } }),
      success: "Nome da casa alterado.",
      failure: "Não foi possível renomear a casa. Tente de novo.",
      onDone: () => setOpen(false),
      showUnderField: (failure) => (failure.status === 400 ? setError : null),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      onClosed={() => {
        setName(saved);
        setError(null);
      }}
      trigger={trigger}
      title="Renomear a casa"
      description="Todas as pessoas da casa veem o novo nome."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Salvar nome">
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
