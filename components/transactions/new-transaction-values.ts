import { DEFAULT_INSTALLMENTS } from "@/lib/schemas/transactions";
import type { TransactionFormInput } from "@/lib/schemas/transactions";

/**
 * A new transaction's form as it opens: a despesa on `date`, nothing typed or chosen yet. Without
 * tags: the "+" sheet has no tag field and sends none; the dialog adds its own empty list.
 */
export function newTransactionValues(date: string): TransactionFormInput {
  return {
    transactionType: "despesa",
    description: "",
    amountText: "",
    transactionDate: date,
    categoryId: "",
    paymentMethodId: "",
    isInstallment: false,
    installments: DEFAULT_INSTALLMENTS,
    isObjective: false,
    objectiveId: "",
  };
}
