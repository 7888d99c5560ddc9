import { centsToReais } from "@/lib/format/money";
import type { SeriesScope, TransactionFormValues, TransactionTypeJson } from "@/lib/schemas/transactions";

export interface TransactionRequest {
  path: string;
  method: "POST" | "PATCH";
  body: Record<string, unknown>;
  /** A new expense split into monthly parcels. */
  installment: boolean;
}

/**
 * The API call a filled dialog makes: a new transaction, an instalment purchase (new expenses
 * only) or an edit, which names its scope when it reaches other parcelas. Null when the types receita and despesa are not both known: the form cannot
 * say which one it means, so saving is blocked.
 */
export function transactionRequest(
  values: TransactionFormValues,
  types: readonly TransactionTypeJson[],
  editingId: string | null,
  scope: SeriesScope = "this",
): TransactionRequest | null {
  const typeId = (name: string) => types.find((t) => t.transactionType === name)?._id;
  const receitaId = typeId("receita");
  const despesaId = typeId("despesa");
  if (!receitaId || !despesaId) return null;
  const common = {
    description: values.description,
    valor: centsToReais(values.amountCents),
    categoryId: values.categoryId,
    paymentMethodId: values.paymentMethodId,
    transactionTypeId: values.transactionType === "receita" ? receitaId : despesaId,
    transactionDate: values.transactionDate,
    ...(values.tags ? { tags: values.tags } : {}),
    ...(values.payeeId !== undefined ? { payeeId: values.payeeId } : {}),
  };
  const installment = editingId === null && values.isInstallment && values.transactionType === "despesa";
  if (installment) {
    return {
      path: "/transaction/installment",
      method: "POST",
      body: { ...common, installments: values.installments },
      installment,
    };
  }
  const linked = values.isObjective;
  const body = {
    ...common,
    isObjective: linked,
    objectiveId: linked ? values.objectiveId : null,
    // A despesa says whether it is an estorno (an edit may turn one back into a purchase).
    ...(values.transactionType === "despesa" ? { estorno: !linked && Boolean(values.estorno) } : {}),
  };
  return editingId === null
    ? { path: "/transaction", method: "POST", body, installment }
    : {
        path: `/transaction/${editingId}`,
        method: "PATCH",
        body: scope === "this" ? body : { ...body, scope },
        installment,
      };
}
