import { useWatch, type Control, type UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatMoney, typedToCents, type Cents } from "@/lib/format/money";
import type { TransactionFormInput, TransactionFormValues } from "@/lib/schemas/transactions";
import { cn } from "@/lib/utils";

/** The amount a transaction form's Valor reads as so far, or null while it is no amount. */
export function useTypedAmount(control: Control<TransactionFormInput, unknown, TransactionFormValues>): Cents | null {
  return typedToCents(useWatch({ control, name: "amountText" }) ?? "");
}

/**
 * Valor, typed the pt-BR way ("1.234,56") on the numeric keypad, with what it reads as under it
 * (or how to type it). The transaction dialog and the phone's "+" sheet share it.
 */
export function AmountField({
  input,
  cents,
  error,
  label = "Valor",
  enterKeyHint,
  className,
}: {
  /** `register("amountText")`. */
  input: UseFormRegisterReturn<"amountText">;
  cents: Cents | null;
  error?: string;
  label?: string;
  enterKeyHint?: "next";
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={cents !== null ? formatMoney(cents) : "Use vírgula para os centavos: 1.234,56"}>
      <Input
        {...input}
        inputMode="decimal"
        enterKeyHint={enterKeyHint}
        placeholder="0,00"
        autoComplete="off"
        className={cn(className, "tabular-nums")}
      />
    </Field>
  );
}
