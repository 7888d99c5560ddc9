"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { DeductibleField } from "@/components/tax/deductible-field";
import { DocumentInput, maskDocument } from "@/components/tax/document-input";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { declarationDocument } from "@/lib/domain/documents";
import type { PayeeJson } from "@/lib/schemas/payees";
import type { DeductibleMarking } from "@/lib/schemas/tax";

/**
 * The favorecido's editor: its CPF/CNPJ and whether paying it is deductible in the Imposto de
 * Renda (with the code), read when the dialog opens and saved with PATCH /payees/{id}.
 */
export function PayeeEditDialog({
  payeeId,
  name,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<{ payeeId: string; name: string }>) {
  const [open, setOpen] = useState(defaultOpen);
  const [payee, setPayee] = useState<PayeeJson | null>(null);
  const [document, setDocument] = useState("");
  const [deductible, setDeductible] = useState<DeductibleMarking>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    apiFetch<PayeeJson>(`/payees/${payeeId}`)
      .then((read) => {
        if (!live) return;
        setPayee(read);
        setDocument(read.document && !read.documentMasked ? maskDocument(read.document) : "");
        setDeductible(read.deductible);
      })
      .catch((failure: unknown) => toast.error("Erro", { description: errorMessage(failure, "Não foi possível ler o favorecido.") }));
    return () => {
      live = false;
    };
  }, [open, payeeId]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog opens from inside the transaction's form: its submit is not that form's.
    event.stopPropagation();
    if (!payee) return;
    const read = declarationDocument(document);
    if (document.trim() && !read) {
      setError("Digite o CPF (11 dígitos) ou o CNPJ (14 dígitos) completo; confira os dígitos.");
      return;
    }
    const body: Record<string, unknown> = {};
    // Left empty, a document the bank gave masked stays as it was.
    if (read && read.digits !== payee.document) body.document = read.digits;
    else if (!read && payee.document && !payee.documentMasked) body.document = null;
    if (JSON.stringify(deductible) !== JSON.stringify(payee.deductible)) body.deductible = deductible;
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await apiFetch(`/payees/${payeeId}`, { method: "PATCH", body });
      toast.success("Favorecido atualizado", { description: payee.name });
      setOpen(false);
    } catch (failure) {
      toast.error("Erro", { description: errorMessage(failure, "Não foi possível salvar o favorecido.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={`Favorecido: ${name}`}
      description="O documento e a dedução valem para todos os lançamentos deste favorecido."
    >
      <DialogForm onSubmit={submit} busy={busy || payee === null} submitLabel="Salvar favorecido">
        <Field
          label="CPF ou CNPJ"
          error={error}
          hint={payee?.documentMasked ? `O banco informou ${payee.document}: digite o documento completo.` : undefined}
        >
          <DocumentInput
            value={document}
            onChange={(value) => {
              setDocument(value);
              setError(null);
            }}
          />
        </Field>
        <DeductibleField
          value={deductible}
          onChange={setDeductible}
          hint="Pagamentos a este favorecido entram em Pagamentos efetuados."
        />
      </DialogForm>
    </FormDialog>
  );
}
