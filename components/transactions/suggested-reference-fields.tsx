"use client";

import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { ReferenceSelect } from "@/components/transactions/reference-select";
import { SuggestedLabel } from "@/components/transactions/suggested-label";
import type { SuggestedMarks } from "@/components/transactions/use-reference-suggestion";
import { categoryFits } from "@/lib/domain/category-types";
import type { TransactionFormInput, TransactionFormValues, TransactionReferences } from "@/lib/schemas/transactions";

/**
 * Categoria (only those that fit the type) and Meio de pagamento, each marked "Sugerido" while its
 * value came from the suggestion; choosing one by hand keeps it (`touch`). The transaction dialog
 * and the phone's "+" sheet share them.
 */
export function SuggestedReferenceFields({
  control,
  errors,
  references,
  type,
  suggestion,
  loading,
  className,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormValues>;
  errors: FieldErrors<TransactionFormInput>;
  references: TransactionReferences;
  type: "receita" | "despesa";
  suggestion: { suggested: SuggestedMarks; touch: (field: keyof SuggestedMarks) => void };
  /** The lists are still on their way. */
  loading?: boolean;
  className?: string;
}) {
  const fields = [
    {
      name: "categoryId",
      label: "Categoria",
      options: references.categories.filter((category) => categoryFits(category, type)),
      none: "Sem categoria",
    },
    { name: "paymentMethodId", label: "Meio de pagamento", options: references.paymentMethods, none: "Nenhum" },
  ] as const;
  return (
    <div className={className}>
      {fields.map(({ name, label, options, none }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <Field label={<SuggestedLabel text={label} suggested={suggestion.suggested[name]} />} error={errors[name]?.message}>
              <ReferenceSelect
                value={field.value ?? ""}
                onChange={(value) => {
                  suggestion.touch(name);
                  field.onChange(value);
                }}
                options={options}
                noneLabel={none}
                placeholder={none}
                loading={loading}
              />
            </Field>
          )}
        />
      ))}
    </div>
  );
}
