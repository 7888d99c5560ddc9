"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import type { Resolver } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { AmountField } from "@/components/money/amount-field";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { KindSelect } from "@/components/wealth/kind-select";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import type { WealthSubject } from "@/components/wealth/wealth-screen-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { INVESTMENT_KIND_OPTIONS, LOAN_KIND_OPTIONS } from "@/lib/domain/wealth-kinds";
import { centsToTyped, typedToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { investmentEditFormSchema } from "@/lib/schemas/investment";
import { loanEditFormSchema } from "@/lib/schemas/loan";

interface EditValues {
  kind: string;
  balanceText: string;
}
interface EditOutput {
  kind: string;
  balanceText: Cents | null;
}

/**
 * Edit an investment's or loan's balance and kind. A connected one shows only its kind (the bank
 * keeps the rest); a new balance typed by hand is also today's snapshot, on the server.
 */
export function WealthEditDialog({
  open,
  onOpenChange,
  subject,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: WealthSubject;
  item: { id: string; name: string; kind: string; balanceCents: Cents; connected: boolean };
}) {
  const router = useRouter();
  const save = async (values: EditOutput) => {
    onOpenChange(false);
    try {
      await apiFetch(`/${subject === "investment" ? "investments" : "loans"}/${item.id}`, {
        method: "PATCH",
        body: item.connected ? { kind: values.kind } : { kind: values.kind, balanceCents: values.balanceText },
      });
      toast.success(wealthTexts.updated[subject]);
    } catch (error) {
      toast.error(wealthTexts.saveFailed[subject], { description: errorMessage(error, wealthTexts.failedFallback) });
    }
    router.refresh();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item.connected ? `Alterar tipo de ${item.name}` : `Editar ${item.name}`}
      description={item.connected ? wealthTexts.connectedHint : "Atualize o saldo de hoje e o tipo."}
    >
      <EditForm key={item.id} subject={subject} item={item} onSubmit={save} />
    </FormDialog>
  );
}

function EditForm({
  subject,
  item,
  onSubmit,
}: {
  subject: WealthSubject;
  item: { kind: string; balanceCents: Cents; connected: boolean };
  onSubmit: (values: EditOutput) => void;
}) {
  const schema = subject === "investment" ? investmentEditFormSchema : loanEditFormSchema;
  const form = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<EditValues, unknown, EditOutput>,
    mode: "onSubmit",
    defaultValues: { kind: item.kind, balanceText: centsToTyped(item.balanceCents) },
  });
  const { errors } = form.formState;
  const balance = useWatch({ control: form.control, name: "balanceText" });
  return (
    <DialogForm onSubmit={form.handleSubmit(onSubmit)} busy={false} submitLabel="Salvar alterações">
      {item.connected ? null : (
        <AmountField
          input={form.register("balanceText")}
          cents={typedToCents(balance)}
          error={errors.balanceText?.message}
          label={subject === "investment" ? "Saldo atual" : "Saldo devedor"}
        />
      )}
      <Field label="Tipo" error={errors.kind?.message}>
        <KindSelect {...form.register("kind")} options={subject === "investment" ? INVESTMENT_KIND_OPTIONS : LOAN_KIND_OPTIONS} />
      </Field>
    </DialogForm>
  );
}
