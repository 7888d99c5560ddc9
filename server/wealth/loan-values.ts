import "server-only";
import { centsToNumeric } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { LoanPatch } from "@/lib/schemas/loan";

const numericOrNull = (amount: Cents | null) => (amount === null ? null : centsToNumeric(amount));

/** A loan's fields as sent (all, or a patch's) → its columns, money as numeric text; absent stays absent. */
export function loanColumns(fields: LoanPatch) {
  const { balanceCents, contractAmountCents, installmentAmountCents, cet, ...rest } = fields;
  return {
    ...rest,
    ...(balanceCents !== undefined && { balance: centsToNumeric(balanceCents) }),
    ...(contractAmountCents !== undefined && { contractAmount: numericOrNull(contractAmountCents) }),
    ...(installmentAmountCents !== undefined && { installmentAmount: numericOrNull(installmentAmountCents) }),
    ...(cet !== undefined && { cet: cet === null ? null : cet.toFixed(4) }),
  };
}
