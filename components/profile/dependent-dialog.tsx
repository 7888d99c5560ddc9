"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DatePicker } from "@/components/ui/date-picker";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { FieldSelect } from "@/components/tax/field-select";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { DocumentInput, maskDocument } from "@/components/tax/document-input";
import { RELATIONSHIPS } from "@/components/tax/relationships";
import type { DependentJson } from "@/lib/schemas/dependent";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { isValidDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { declarationDocument } from "@/lib/domain/documents";

type Errors = Partial<Record<"name" | "cpf" | "birthDate" | "relationship", string>>;

interface Values {
  name: string;
  cpf: string;
  birthDate: string;
  relationship: string;
}

/** The fields as the API takes them, or what is wrong with each (pt-BR, beside the field). */
function check(values: Values): { body: Values } | { errors: Errors } {
  const errors: Errors = {};
  const name = values.name.trim().replace(/\s+/g, " ");
  if (!name) errors.name = "Digite o nome do dependente.";
  const cpf = declarationDocument(values.cpf);
  if (cpf?.kind !== "cpf") errors.cpf = "Digite um CPF válido, com os 11 dígitos.";
  if (!isValidDay(values.birthDate) || values.birthDate > todayInSaoPaulo() || values.birthDate < "1900-01-01") {
    errors.birthDate = "Digite a data de nascimento (dd/mm/aaaa).";
  }
  if (!RELATIONSHIPS.some((relationship) => relationship.code === values.relationship)) {
    errors.relationship = "Escolha o parentesco.";
  }
  if (Object.keys(errors).length) return { errors };
  return { body: { name, cpf: cpf?.digits ?? "", birthDate: values.birthDate, relationship: values.relationship } };
}

/** Add (`dependent` null) or edit a dependente: name, CPF with its mask, birth date and relationship. */
export function DependentDialog({
  dependent,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<{ dependent: DependentJson | null }>) {
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const initial: Values = {
    name: dependent?.name ?? "",
    cpf: dependent ? maskDocument(dependent.cpf, "cpf") : "",
    birthDate: dependent?.birthDate ?? "",
    relationship: dependent?.relationship ?? "",
  };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Values>(field: K) => (value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = check(values);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await apiFetch(dependent ? `/user/dependents/${dependent.id}` : "/user/dependents", {
        method: dependent ? "PATCH" : "POST",
        body: checked.body,
      });
      toast.success(dependent ? "Dependente atualizado" : "Dependente adicionado", { description: checked.body.name });
      setOpen(false);
      if (!dependent) setValues(initial);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível salvar o dependente.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setErrors({});
      }}
      trigger={trigger}
      title={dependent ? "Editar dependente" : "Adicionar dependente"}
      description="Os dados vão para a ficha Dependentes da declaração."
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel={dependent ? "Salvar alterações" : "Adicionar"}>
        <Field label="Nome" error={errors.name}>
          <Input autoFocus autoComplete="off" maxLength={120} value={values.name} onChange={(event) => set("name")(event.target.value)} />
        </Field>
        <Field label="CPF" error={errors.cpf}>
          <DocumentInput only="cpf" value={values.cpf} onChange={set("cpf")} />
        </Field>
        <Field label="Data de nascimento" error={errors.birthDate}>
          <DatePicker value={values.birthDate} onChange={set("birthDate")} min="1900-01-01" max={todayInSaoPaulo()} />
        </Field>
        <Field label="Parentesco" error={errors.relationship}>
          <FieldSelect
            value={values.relationship}
            onValueChange={set("relationship")}
            placeholder="Escolha o parentesco"
            options={RELATIONSHIPS.map((relationship) => ({
              value: relationship.code,
              label: `${relationship.code} · ${relationship.label}`,
            }))}
          />
        </Field>
      </DialogForm>
    </FormDialog>
  );
}

/** "Remover Ana?": the dependente leaves; rows that were for them count for the titular again. */
export function RemoveDependentDialog({
  dependent,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<{ dependent: DependentJson }>) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={`Remover ${dependent.name}?`}
      description="As despesas marcadas para esse dependente passam a contar para você."
      confirmLabel="Remover"
      busyLabel="Removendo..."
      onConfirm={async () => {
        try {
          await apiFetch(`/user/dependents/${dependent.id}`, { method: "DELETE" });
          toast.success("Dependente removido", { description: dependent.name });
          router.refresh();
        } catch (error) {
          toast.error("Erro", { description: errorMessage(error, "Não foi possível remover o dependente.") });
          throw error;
        }
      }}
    />
  );
}
