import "server-only";
import type { LoanPatch } from "@/lib/schemas/loan";

/** A loan's fields as sent (all, or a patch's) → its columns; absent stays absent. */
export function loanColumns(fields: LoanPatch) {
  const { balanceCents, contractAmountCents, installmentAmountCents, cet, ...rest } = fields;
  return {
    ...rest,
    ...(balanceCents !== undefined && { balance: balanceCents }),
    ...(contractAmountCents !== undefined && { contractAmount: contractAmountCents }),
    ...(installmentAmountCents !== undefined && { installmentAmount: installmentAmountCents }),
    ...(cet !== undefined && { cet: cet === null ? null : cet.toFixed(4) }),
  };
}
