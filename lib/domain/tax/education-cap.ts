import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * Educação (code 01) is deductible up to the year's cap per person: the titular and each
 * dependente apart. What was paid (less what was reimbursed) above it does not count.
 */
export function capEducation(paidCents: Cents, capCents: Cents): { deductibleCents: Cents; capped: boolean } {
  const paid = Math.max(0, paidCents);
  return paid > capCents ? { deductibleCents: capCents, capped: true } : { deductibleCents: cents(paid), capped: false };
}
