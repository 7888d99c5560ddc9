"use client";

import { useState } from "react";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { useApiSend } from "@/components/ui/use-api-send";
import { HouseholdSwitch } from "@/components/household-items/household-switch";
import { offersHouseholdSwitch } from "@/components/household-items/household-view";
import { apiFetch } from "@/lib/client/api-client";
import type { HouseholdView } from "@/lib/domain/household-view";
import { TAG_NAME_MAX, type TagJson } from "@/lib/schemas/tags";

/** What the toast says under "Tag atualizada". */
function savedDescription(name: string, household: boolean | undefined): string {
  if (household === true) return `“${name}” agora é da casa.`;
  if (household === false) return `“${name}” voltou a ser só sua.`;
  return `Todas as transações com a tag passam a mostrar “${name}”.`;
}

/**
 * "Editar tag": its name and, for the person's own tag in a household they write to, "Da casa".
 * Sends only what changed; the name's rules and the refusals (a name in use, a tag other members
 * use) are the API's, the name's under its field and the rest in a toast.
 */
export function TagFormDialog({
  open,
  onOpenChange,
  tag,
  household,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tag: TagJson;
  household: HouseholdView | null;
}) {
  const { busy, send } = useApiSend();
  const offersHousehold = offersHouseholdSwitch(household, tag);
  const [name, setName] = useState(tag.name);
  const [shared, setShared] = useState(tag.household);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const patch = {
      ...(name.trim() !== tag.name ? { name } : {}),
      ...(offersHousehold && shared !== tag.household ? { household: shared } : {}),
    };
    if (Object.keys(patch).length === 0) {
      onOpenChange(false);
      return;
    }
    void send({
      request: () => apiFetch<TagJson>(`/tags/${tag.id}`, { method: "PATCH", body: patch }),
      success: "Tag atualizada",
      description: (saved) => savedDescription(saved.name, patch.household),
      failure: "Não foi possível salvar a tag. Tente de novo.",
      onDone: () => onOpenChange(false),
      showUnderField: (failure) => (failure.status === 400 && patch.name !== undefined ? setError : null),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      onClosed={() => {
        setName(tag.name);
        setShared(tag.household);
        setError(null);
      }}
      title="Editar tag"
      description={
        tag.household
          ? "A tag é da casa: o novo nome vale para todas as pessoas da casa."
          : "O novo nome vale para todas as transações e regras com esta tag."
      }
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Salvar tag">
        <Field label="Nome" error={error}>
          <Input
            autoComplete="off"
            maxLength={TAG_NAME_MAX}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </Field>
        {offersHousehold ? <HouseholdSwitch checked={shared} onChange={setShared} /> : null}
      </DialogForm>
    </FormDialog>
  );
}
