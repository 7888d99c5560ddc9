import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { TransactionTypeToggle } from "@/components/transactions/transaction-type-toggle";
import { keepsCategory } from "@/lib/domain/category-types";
import type { CategoryRef, TransactionFormInput, TransactionFormValues } from "@/lib/schemas/transactions";

type TypeName = "receita" | "despesa";

/**
 * Tipo (Despesa / Receita) of a transaction form. Only categories of the type (or of both) are
 * offered, so a change drops a chosen category of the other type; `onChange` adds a form's own
 * consequences. The transaction dialog and the phone's "+" sheet share it.
 */
export function TransactionTypeField({
  form,
  categories,
  disabled,
  onChange,
}: {
  form: UseFormReturn<TransactionFormInput, unknown, TransactionFormValues>;
  categories: readonly CategoryRef[];
  disabled?: boolean;
  onChange?: (type: TypeName) => void;
}) {
  const name = `${useId()}-type`;
  const { control, getValues, setValue } = form;
  return (
    <Controller
      control={control}
      name="transactionType"
      render={({ field }) => (
        <TransactionTypeToggle
          name={name}
          value={field.value}
          disabled={disabled}
          onChange={(next) => {
            field.onChange(next);
            onChange?.(next);
            if (!keepsCategory(categories, getValues("categoryId"), next)) setValue("categoryId", "");
          }}
        />
      )}
    />
  );
}
