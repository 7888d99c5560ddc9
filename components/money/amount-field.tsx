import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatMoney, type Cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

const HOW_TO_TYPE = "Use vírgula para os centavos: 1.234,56";

/**
 * An amount typed the pt-BR way ("1.234,56") on the numeric keypad, with what it reads as under it
 * (or how to type it). Every form that takes money shares it: the transaction dialog, the phone's
 * "+" sheet, recurring payments and objectives.
 */
export function AmountField({
  input,
  cents,
  error,
  label = "Valor",
  readsAs = formatMoney,
  enterKeyHint,
  className,
}: {
  /** `register(<the typed amount's field>)`. */
  input: UseFormRegisterReturn;
  /** What the field reads as so far, or null while it is no amount. */
  cents: Cents | null;
  error?: string;
  label?: string;
  /** The line under the field for an amount; null shows how to type one instead. */
  readsAs?: (cents: Cents) => string | null;
  enterKeyHint?: "next";
  className?: string;
}) {
  return (
    <Field label={label} error={error} hint={(cents !== null ? readsAs(cents) : null) ?? HOW_TO_TYPE}>
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
