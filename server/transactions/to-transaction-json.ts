import "server-only";
import { decimalToNumber } from "@/lib/money";
import type { TransactionJson } from "@/lib/schemas/transactions";
import type { TransactionRow } from "@/server/transactions/find-transactions";

/** A joined row → the spec's shape: `_id`, references populated, `valor` as a number. */
export function toTransactionJson(row: TransactionRow): TransactionJson {
  const { transaction: t, category, paymentMethod, type, objective } = row;
  return {
    _id: t.id,
    description: t.description,
    valor: decimalToNumber(t.valor),
    transactionDate: t.transactionDate,
    categoryId: category ? { _id: category.id, name: category.name, color: category.color } : null,
    paymentMethodId: paymentMethod
      ? { _id: paymentMethod.id, name: paymentMethod.name, color: paymentMethod.color }
      : null,
    transactionTypeId: { _id: type.id, transactionType: type.transactionType },
    isObjective: t.isObjective,
    objectiveId: objective ? { _id: objective.id, name: objective.name } : null,
    installmentGroupId: t.installmentGroupId,
    installmentIndex: t.installmentIndex,
    installmentCount: t.installmentCount,
  };
}
