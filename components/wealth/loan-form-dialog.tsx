"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { AmountField } from "@/components/money/amount-field";
import { DatePicker } from "@/components/ui/date-picker";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { KindSelect } from "@/components/wealth/kind-select";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { LOAN_KIND_OPTIONS } from "@/lib/domain/wealth-kinds";
import { typedToCents } from "@/lib/format/money";
import { loanFormSchema } from "@/lib/schemas/loan";
import type { LoanFormOutput, LoanFormValues, LoanJson } from "@/lib/schemas/loan";
import { WEALTH_NAME_MAX } from "@/lib/schemas/wealth-fields";

/** "Adicionar empréstimo": a financiamento, consignado or loan typed by hand, with what is owed today. */
export function LoanFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const save = async (values: LoanFormOutput) => {
    onOpenChange(false);
    try {
      await apiFetch<LoanJson>("/loans", {
        method: "POST",
        body: {
          name: values.name,
          kind: values.kind,
          creditorName: values.creditorName || null,
          balanceCents: values.balanceText,
          installmentAmountCents: values.installmentAmountText,
          installmentsTotal: values.installmentsTotal,
          installmentsPaid: values.installmentsPaid,
          cet: values.cetText,
          dueDate: values.dueDate || null,
        },
      });
      toast.success(wealthTexts.saved.loan);
    } catch (error) {
      toast.error(wealthTexts.saveFailed.loan, { description: errorMessage(error, wealthTexts.failedFallback) });
    }
    router.refresh();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={wealthTexts.addLoan}
      description="Um empréstimo ou financiamento sem conexão bancária: você atualiza o saldo devedor quando quiser."
    >
      <LoanForm onSubmit={save} />
    </FormDialog>
  );
}

function LoanForm({ onSubmit }: { onSubmit: (values: LoanFormOutput) => void }) {
  const form = useForm<LoanFormValues, unknown, LoanFormOutput>({
    resolver: zodResolver(loanFormSchema),
    mode: "onSubmit",
    defaultValues: {
      name: "",
      kind: "financiamento_imobiliario",
      creditorName: "",
      balanceText: "",
      installmentAmountText: "",
      installmentsTotal: "",
      installmentsPaid: "",
      cetText: "",
      dueDate: "",
    },
  });
  const { errors } = form.formState;
  const balance = useWatch({ control: form.control, name: "balanceText" });
  const installment = useWatch({ control: form.control, name: "installmentAmountText" });
  return (
    <DialogForm onSubmit={form.handleSubmit(onSubmit)} busy={false} submitLabel="Adicionar">
      <Field label="Nome" error={errors.name?.message}>
        <Input {...form.register("name")} autoFocus autoComplete="off" maxLength={WEALTH_NAME_MAX} placeholder="Ex.: Financiamento do apartamento" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" error={errors.kind?.message}>
          <KindSelect {...form.register("kind")} options={LOAN_KIND_OPTIONS} />
        </Field>
        <Field label="Credor (opcional)" error={errors.creditorName?.message}>
          <Input {...form.register("creditorName")} autoComplete="off" maxLength={120} placeholder="Ex.: Caixa" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField input={form.register("balanceText")} cents={typedToCents(balance ?? "")} error={errors.balanceText?.message} label="Saldo devedor" />
        <AmountField
          input={form.register("installmentAmountText")}
          cents={typedToCents(installment ?? "")}
          error={errors.installmentAmountText?.message}
          label="Valor da parcela (opcional)"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Parcelas pagas" error={errors.installmentsPaid?.message}>
          <Input {...form.register("installmentsPaid")} inputMode="numeric" autoComplete="off" placeholder="Ex.: 12" />
        </Field>
        <Field label="Total de parcelas" error={errors.installmentsTotal?.message}>
          <Input {...form.register("installmentsTotal")} inputMode="numeric" autoComplete="off" placeholder="Ex.: 360" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="CET, % ao ano (opcional)" error={errors.cetText?.message}>
          <Input {...form.register("cetText")} inputMode="decimal" autoComplete="off" placeholder="Ex.: 11,5" />
        </Field>
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field }) => (
            <Field label="Vencimento final (opcional)" error={errors.dueDate?.message}>
              <DatePicker {...field} min="2000-01-01" max="2100-12-31" />
            </Field>
          )}
        />
      </div>
    </DialogForm>
  );
}
