import { useWatch, type Control } from "react-hook-form";
import { typedToCents, type Cents } from "@/lib/format/money";
import type { TransactionFormInput, TransactionFormValues } from "@/lib/schemas/transactions";

/** The amount a transaction form's Valor reads as so far, or null while it is no amount. */
export function useTypedAmount(control: Control<TransactionFormInput, unknown, TransactionFormValues>): Cents | null {
  return typedToCents(useWatch({ control, name: "amountText" }) ?? "");
}
