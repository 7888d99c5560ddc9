"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { DocumentInput } from "@/components/tax/document-input";
import { pendingFixOf } from "@/components/tax/pending-fixes";
import type { PendingFix, PendingFixForm } from "@/components/tax/pending-fixes";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { declarationDocument } from "@/lib/domain/documents";

interface Props {
  kind: string;
  targetId: string | null;
  message: string;
}

/** What each fix sends, and where; null with the field's error when what was typed cannot be right. */
type Request = { path: string; body: unknown } | { error: string; field: string };

const DOCUMENT_ERRORS: Record<Exclude<PendingFixForm, "bank-details">, string> = {
  document: "Digite o CPF (11 dígitos) ou o CNPJ (14 dígitos) completo; confira os dígitos.",
  cpf: "Digite um CPF válido, com os 11 dígitos.",
  cnpj: "Digite um CNPJ válido, com os 14 dígitos.",
};

function buildRequest(fix: PendingFix, targetId: string | null, values: Record<string, string>): Request {
  const path = fix.path(targetId);
  if (fix.form !== "bank-details") {
    const read = declarationDocument(values.document);
    if (!read || (fix.form !== "document" && read.kind !== fix.form)) return { field: "document", error: DOCUMENT_ERRORS[fix.form] };
    return { path, body: { [fix.field]: read.digits } };
  }
  const bankCode = values.bankCode?.replace(/\D/g, "") ?? "";
  const branch = values.branch?.trim() ?? "";
  const accountNumber = values.accountNumber?.trim() ?? "";
  if (!/^\d{3}$/.test(bankCode)) return { field: "bankCode", error: "O código do banco tem 3 dígitos (ex.: 260)." };
  if (!/^\d{1,8}(-[\dXx])?$/.test(branch)) return { field: "branch", error: "Digite a agência (ex.: 0001)." };
  if (!/^\d{1,18}(-[\dXx])?$/.test(accountNumber)) {
    return { field: "accountNumber", error: "Digite o número da conta com o dígito (ex.: 12345-6)." };
  }
  const cnpj = values.institutionDocument?.trim() ?? "";
  const institution = cnpj ? declarationDocument(cnpj) : null;
  if (cnpj && institution?.kind !== "cnpj") return { field: "institutionDocument", error: DOCUMENT_ERRORS.cnpj };
  return { path, body: { bankCode, branch, accountNumber, ...(institution ? { institutionDocument: institution.digits } : {}) } };
}

/**
 * The dialog behind a pendência's button: one or three fields, saved with the API, then a toast
 * and the report rendered again on the server (the pendência leaves, the line shows the document).
 */
export function PendingFixDialog({ kind, targetId, message, trigger, defaultOpen = false }: OnDemandDialogProps<Props>) {
  const router = useRouter();
  const fix = pendingFixOf(kind);
  const [open, setOpen] = useState(defaultOpen);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ field: string; error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!fix) return null;

  const set = (field: string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };
  const errorOf = (field: string) => (error?.field === field ? error.error : null);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = buildRequest(fix, targetId, values);
    if ("error" in request) {
      setError(request);
      return;
    }
    setBusy(true);
    try {
      await apiFetch(request.path, { method: "PATCH", body: request.body });
      toast.success("Pendência resolvida", { description: "A declaração foi atualizada." });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      toast.error("Erro", { description: errorMessage(failure, "Não foi possível salvar. Tente de novo.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} onOpenChange={setOpen} trigger={trigger} title={fix.title} description={message}>
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Salvar">
        {fix.form === "bank-details" ? (
          <div className="grid grid-cols-[5rem_1fr] gap-3 sm:grid-cols-[5rem_6rem_1fr]">
            <Field label="Banco" error={errorOf("bankCode")} hint="Código">
              <Input
                autoFocus
                inputMode="numeric"
                maxLength={3}
                placeholder="260"
                value={values.bankCode ?? ""}
                onChange={(event) => set("bankCode")(event.target.value)}
              />
            </Field>
            <Field label="Agência" error={errorOf("branch")}>
              <Input
                inputMode="numeric"
                maxLength={10}
                placeholder="0001"
                value={values.branch ?? ""}
                onChange={(event) => set("branch")(event.target.value)}
              />
            </Field>
            <Field label="Conta" error={errorOf("accountNumber")} className="col-span-2 sm:col-span-1">
              <Input
                maxLength={20}
                placeholder="12345-6"
                value={values.accountNumber ?? ""}
                onChange={(event) => set("accountNumber")(event.target.value)}
              />
            </Field>
            <Field
              label="CNPJ do banco (opcional)"
              error={errorOf("institutionDocument")}
              hint="Está no informe de rendimentos do banco."
              className="col-span-2 sm:col-span-3"
            >
              <DocumentInput only="cnpj" value={values.institutionDocument ?? ""} onChange={set("institutionDocument")} />
            </Field>
          </div>
        ) : (
          <Field label={fix.form === "cpf" ? "CPF" : fix.form === "cnpj" ? "CNPJ" : "CPF ou CNPJ"} error={errorOf("document")}>
            <DocumentInput
              autoFocus
              only={fix.form === "document" ? undefined : fix.form}
              value={values.document ?? ""}
              onChange={set("document")}
            />
          </Field>
        )}
      </DialogForm>
    </FormDialog>
  );
}
