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
import { INVESTMENT_KIND_OPTIONS } from "@/lib/domain/wealth-kinds";
import { typedToCents } from "@/lib/format/money";
import { investmentFormSchema } from "@/lib/schemas/investment";
import type { InvestmentFormOutput, InvestmentFormValues, InvestmentJson } from "@/lib/schemas/investment";
import { WEALTH_NAME_MAX } from "@/lib/schemas/wealth-fields";

/** "Adicionar investimento": one typed by hand (a CDB, a fund, shares…), its balance as of today. */
export function InvestmentFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const save = async (values: InvestmentFormOutput) => {
    onOpenChange(false);
    try {
      await apiFetch<InvestmentJson>("/investments", {
        method: "POST",
        body: {
          name: values.name,
          kind: values.kind,
          institutionName: values.institutionName || null,
          balanceCents: values.balanceText,
          amountOriginalCents: values.amountOriginalText,
          rateText: values.rateText || null,
          dueDate: values.dueDate || null,
        },
      });
      toast.success(wealthTexts.saved.investment);
    } catch (error) {
      toast.error(wealthTexts.saveFailed.investment, { description: errorMessage(error, wealthTexts.failedFallback) });
    }
    router.refresh();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={wealthTexts.addInvestment}
      description="Um investimento sem conexão bancária: você atualiza o saldo quando quiser."
    >
      <InvestmentForm onSubmit={save} />
    </FormDialog>
  );
}

function InvestmentForm({ onSubmit }: { onSubmit: (values: InvestmentFormOutput) => void }) {
  const form = useForm<InvestmentFormValues, unknown, InvestmentFormOutput>({
    resolver: zodResolver(investmentFormSchema),
    mode: "onSubmit",
    defaultValues: {
      name: "",
      kind: "renda_fixa",
      institutionName: "",
      balanceText: "",
      amountOriginalText: "",
      rateText: "",
      dueDate: "",
    },
  });
  const { errors } = form.formState;
  const balance = useWatch({ control: form.control, name: "balanceText" });
  const original = useWatch({ control: form.control, name: "amountOriginalText" });
  return (
    <DialogForm onSubmit={form.handleSubmit(onSubmit)} busy={false} submitLabel="Adicionar">
      <Field label="Nome" error={errors.name?.message}>
        <Input {...form.register("name")} autoFocus autoComplete="off" maxLength={WEALTH_NAME_MAX} placeholder="Ex.: CDB Banco X" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Tipo" error={errors.kind?.message}>
          <KindSelect {...form.register("kind")} options={INVESTMENT_KIND_OPTIONS} />
        </Field>
        <Field label="Instituição (opcional)" error={errors.institutionName?.message}>
          <Input {...form.register("institutionName")} autoComplete="off" maxLength={120} placeholder="Ex.: Banco X" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField input={form.register("balanceText")} cents={typedToCents(balance ?? "")} error={errors.balanceText?.message} label="Saldo atual" />
        <AmountField
          input={form.register("amountOriginalText")}
          cents={typedToCents(original ?? "")}
          error={errors.amountOriginalText?.message}
          label="Valor aplicado (opcional)"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Rentabilidade (opcional)" error={errors.rateText?.message}>
          <Input {...form.register("rateText")} autoComplete="off" maxLength={60} placeholder="Ex.: 110% do CDI" />
        </Field>
        <Controller
          control={form.control}
          name="dueDate"
          render={({ field }) => (
            <Field label="Vencimento (opcional)" error={errors.dueDate?.message}>
              <DatePicker {...field} min="2000-01-01" max="2100-12-31" />
            </Field>
          )}
        />
      </div>
    </DialogForm>
  );
}
