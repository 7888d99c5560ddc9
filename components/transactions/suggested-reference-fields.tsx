"use client";

import { Controller, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { ReferenceSelect } from "@/components/transactions/reference-select";
import { SuggestedLabel } from "@/components/transactions/suggested-label";
import { useReferenceSuggestion } from "@/components/transactions/use-reference-suggestion";
import { categoryFits } from "@/lib/domain/category-types";
import type { TransactionFormInput, TransactionFormValues, TransactionReferences } from "@/lib/schemas/transactions";

/**
 * Categoria (only those that fit the type) and Meio de pagamento, filled from the description as it
 * is typed (with `suggest`) and each marked "Sugerido" while its value came from the suggestion;
 * choosing one by hand keeps it (`touch`). The transaction dialog and the phone's "+" sheet share them.
 */
export function SuggestedReferenceFields({
  form,
  errors,
  references,
  suggest,
  loading,
  categoryHint,
  className,
}: {
  form: UseFormReturn<TransactionFormInput, unknown, TransactionFormValues>;
  errors: FieldErrors<TransactionFormInput>;
  references: TransactionReferences;
  /** Suggest from the description (a new transaction; an edit keeps what it has). */
  suggest: boolean;
  /** The lists are still on their way. */
  loading?: boolean;
  /** Why the row has the category it came with ("Categoria pela regra “Uber”"), shown while it is kept. */
  categoryHint?: { categoryId: string; text: string } | null;
  className?: string;
}) {
  const { control, setValue } = form;
  const type = useWatch({ control, name: "transactionType" }) ?? "despesa";
  const suggestion = useReferenceSuggestion({ control, setValue, references, enabled: suggest });
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
            <Field
              label={<SuggestedLabel text={label} suggested={suggestion.suggested[name]} />}
              error={errors[name]?.message}
              hint={name === "categoryId" && categoryHint && field.value === categoryHint.categoryId ? categoryHint.text : undefined}
            >
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
