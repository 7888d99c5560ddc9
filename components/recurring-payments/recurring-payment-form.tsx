"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { AmountField } from "@/components/money/amount-field";
import { ReferenceField } from "@/components/transactions/reference-field";
import { DueDayField } from "@/components/recurring-payments/due-day-field";
import { FrequencySelect } from "@/components/recurring-payments/frequency-select";
import { HouseholdSwitch } from "@/components/household-items/household-switch";
import { offersHouseholdSwitch } from "@/components/household-items/household-view";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { todayInSaoPaulo, splitDay } from "@/lib/domain/calendar";
import {
  dateToYearlyDueDay,
  describeDueDay,
  isValidDueDay,
  yearlyDueDayToDate,
} from "@/lib/domain/due-day";
import { centsToReais, centsToTyped, reaisToCents, typedToCents } from "@/lib/format/money";
import type { PaymentReferences } from "@/components/recurring-payments/payment-references";
import { categoryFits } from "@/lib/domain/category-types";
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  recurringPaymentFormSchema,
} from "@/lib/schemas/recurring-payments";
import type {
  RecurringPaymentFormInput,
  RecurringPaymentFormValues,
  RecurringPaymentJson,
} from "@/lib/schemas/recurring-payments";

function initialValues(payment: RecurringPaymentJson | null): RecurringPaymentFormInput {
  const today = splitDay(todayInSaoPaulo());
  const yearly =
    payment?.frequency === "yearly"
      ? yearlyDueDayToDate(payment.dueDay)
      : { month: today.month, day: today.day };
  return {
    name: payment?.name ?? "",
    amountText: payment ? centsToTyped(reaisToCents(payment.amount)) : "",
    // A one-off bill (a captured boleto) has no recurring form: saving it asks for a monthly day.
    frequency: payment && payment.frequency !== "once" ? payment.frequency : "monthly",
    dueDay: payment && payment.frequency !== "yearly" ? String(payment.dueDay) : "",
    yearlyDay: String(yearly.day),
    yearlyMonth: String(yearly.month),
    categoryId: payment?.categoryId?._id ?? "",
    paymentMethodId: payment?.paymentMethodId?._id ?? "",
    description: payment?.description ?? "",
    isActive: payment?.isActive ?? true,
  };
}

/** What the due day reads as, under the field ('Todo dia 31 (ou o último dia do mês)'). */
function dueDayPreview(
  values: Pick<RecurringPaymentFormInput, "frequency" | "dueDay" | "yearlyDay" | "yearlyMonth">,
) {
  const { frequency } = values;
  const dueDay =
    frequency === "yearly"
      ? dateToYearlyDueDay(Number(values.yearlyMonth), Number(values.yearlyDay))
      : Number(values.dueDay);
  if (!values.dueDay && frequency !== "yearly") return undefined;
  if (!isValidDueDay(frequency, dueDay)) return undefined;
  const text = describeDueDay(frequency, dueDay);
  if (frequency === "monthly" && dueDay > 28)
    return `${text} (ou o último dia, nos meses mais curtos)`;
  if (frequency === "yearly" && dueDay === 60)
    return `${text} (28 de fevereiro quando o ano não é bissexto)`;
  return text;
}

/** Nome, Valor, Frequência, Dia de vencimento, Categoria, Meio de pagamento, Descrição, Status. */
export function RecurringPaymentForm({
  payment,
  references,
  onSaved,
}: {
  payment: RecurringPaymentJson | null;
  references: PaymentReferences;
  onSaved: () => void;
}) {
  const form = useForm<RecurringPaymentFormInput, unknown, RecurringPaymentFormValues>({
    resolver: zodResolver(recurringPaymentFormSchema),
    // Checked on submit, then as the user types: validating on blur shifted the buttons under the pointer.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: initialValues(payment),
  });
  const { errors, isSubmitting } = form.formState;
  const [amountText, frequency, dueDay, yearlyDay, yearlyMonth] = useWatch({
    control: form.control,
    name: ["amountText", "frequency", "dueDay", "yearlyDay", "yearlyMonth"],
  });
  const cents = typedToCents(amountText ?? "");
  const offersHousehold = offersHouseholdSwitch(references.household, payment);
  const [shared, setShared] = useState(payment?.household ?? false);

  const submit = form.handleSubmit(async ({ amountCents, ...values }) => {
    try {
      await apiFetch<RecurringPaymentJson>(
        payment ? `/recurring-payments/${payment._id}` : "/recurring-payments",
        {
          method: payment ? "PUT" : "POST",
          // "Da casa" goes when offered; a PUT without it keeps the payment as it is.
          body: { ...values, amount: centsToReais(amountCents), ...(offersHousehold ? { household: shared } : {}) },
        },
      );
      toast.success(payment ? "Pagamento atualizado" : "Pagamento criado", {
        description: payment
          ? "O pagamento recorrente foi atualizado com sucesso."
          : "O pagamento recorrente foi criado com sucesso.",
      });
      onSaved();
    } catch (error) {
      toast.error("Erro ao salvar pagamento", {
        description: errorMessage(error, "Ocorreu um erro ao salvar o pagamento recorrente."),
      });
    }
  });

  return (
    <DialogForm
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={payment ? "Salvar mudanças" : "Cadastrar pagamento"}
    >
      <Field label="Nome" error={errors.name?.message}>
        <Input
          {...form.register("name")}
          autoFocus
          autoComplete="off"
          maxLength={NAME_MAX}
          placeholder="Ex.: Aluguel, Internet, Academia"
        />
      </Field>
      <AmountField input={form.register("amountText")} cents={cents} error={errors.amountText?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <Field label="Frequência" error={errors.frequency?.message}>
              <FrequencySelect
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // A weekday (1–7) or day of the month (1–31) means something else in the other.
                  const current = Number(form.getValues("dueDay"));
                  if (next !== "yearly" && !isValidDueDay(next, current))
                    form.setValue("dueDay", "");
                  form.clearErrors("dueDay");
                }}
              />
            </Field>
          )}
        />
        <DueDayField
          control={form.control}
          register={form.register}
          setValue={form.setValue}
          error={errors.dueDay?.message}
          hint={dueDayPreview({ frequency, dueDay, yearlyDay, yearlyMonth })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReferenceField
          control={form.control}
          name="categoryId"
          label="Categoria"
          error={errors.categoryId?.message}
          options={(references.categories ?? []).filter((category) => categoryFits(category, "despesa"))}
          noneLabel="Sem categoria"
          placeholder="Selecione uma categoria"
        />
        <ReferenceField
          control={form.control}
          name="paymentMethodId"
          label="Meio de pagamento"
          error={errors.paymentMethodId?.message}
          options={references.paymentMethods ?? []}
          noneLabel="Não informado"
          placeholder="Selecione um meio de pagamento"
        />
      </div>
      <Field label="Descrição (opcional)" error={errors.description?.message}>
        <Textarea
          {...form.register("description")}
          rows={2}
          maxLength={DESCRIPTION_MAX}
          placeholder="Ex.: contrato até dezembro"
        />
      </Field>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
            <div className="flex flex-col gap-0.5">
              <span
                id="recurring-status-label"
                className="text-sm font-medium text-zinc-800 dark:text-zinc-200"
              >
                Status
              </span>
              <span className="text-xs text-zinc-600 dark:text-zinc-400">
                {field.value
                  ? "Ativo: aparece nos pagamentos pendentes"
                  : "Inativo: não aparece nos pendentes"}
              </span>
            </div>
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-labelledby="recurring-status-label"
              aria-describedby={undefined}
            />
          </div>
        )}
      />
      {offersHousehold ? <HouseholdSwitch checked={shared} onChange={setShared} /> : null}
    </DialogForm>
  );
}
