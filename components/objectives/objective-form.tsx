"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { DatePicker } from "@/components/ui/date-picker";
import { Input } from "@/components/ui/input";
import { AmountField } from "@/components/money/amount-field";
import { useOwnAccounts } from "@/components/accounts/use-own-accounts";
import { ObjectiveKeptInSelect } from "@/components/objectives/objective-kept-in-select";
import { centsToTyped, formatMoney, reaisToCents, typedToCents } from "@/lib/format/money";
import { OBJECTIVE_NAME_MAX, objectiveFormSchema } from "@/lib/schemas/objectives";
import type { ObjectiveFormOutput, ObjectiveFormValues, ObjectiveJson } from "@/lib/schemas/objectives";

/** Name and target (typed as "1.234,56"); the parsed amount is shown back in BRL. */
export function ObjectiveForm({
  objective,
  onSubmit,
  children,
}: {
  objective: ObjectiveJson | null;
  onSubmit: (values: ObjectiveFormOutput) => void;
  /** Fields the dialog adds after these ("Da casa"). */
  children?: React.ReactNode;
}) {
  const form = useForm<ObjectiveFormValues, unknown, ObjectiveFormOutput>({
    resolver: zodResolver(objectiveFormSchema),
    mode: "onSubmit",
    defaultValues: {
      name: objective?.name ?? "",
      targetText: objective ? centsToTyped(reaisToCents(objective.targetValue)) : "",
      deadline: objective?.deadline ?? "",
      accountId: objective?.accountId ?? "",
    },
  });
  const accounts = useOwnAccounts(true);
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: "targetText" });
  const cents = typedToCents(typed ?? "");

  return (
    <DialogForm
      onSubmit={form.handleSubmit(onSubmit)}
      busy={false}
      submitLabel={objective ? "Salvar alterações" : "Criar objetivo"}
    >
      <Field label="Nome" error={errors.name?.message}>
        <Input
          {...form.register("name")}
          autoFocus
          autoComplete="off"
          maxLength={OBJECTIVE_NAME_MAX}
          placeholder="Ex.: Reserva de emergência"
        />
      </Field>
      <AmountField
        input={form.register("targetText")}
        cents={cents}
        error={errors.targetText?.message}
        label="Valor da meta"
        readsAs={(target) => (target > 0 ? `Meta de ${formatMoney(target)}` : null)}
      />
      <Controller
        control={form.control}
        name="deadline"
        render={({ field }) => (
          <Field
            label="Prazo (opcional)"
            error={errors.deadline?.message}
            hint="Com um prazo, o cartão mostra quanto guardar por mês."
          >
            <DatePicker {...field} min="2000-01-01" max="2100-12-31" />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="accountId"
        render={({ field }) => (
          <Field
            label="Onde fica guardado"
            error={errors.accountId?.message}
            hint={
              field.value
                ? "Uma caixinha: o dinheiro fica nessa conta e o objetivo acompanha o saldo dela. Depósitos e retiradas são transferências."
                : "O objetivo soma os depósitos e tira as retiradas, cada um saindo de uma conta ou voltando para ela."
            }
          >
            <ObjectiveKeptInSelect value={field.value} onChange={field.onChange} accounts={accounts} />
          </Field>
        )}
      />
      {children}
    </DialogForm>
  );
}
