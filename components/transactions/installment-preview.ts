import { ZERO_CENTS, formatMoney, splitInstallments } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";

/**
 * "10 x de R$ 10,00", or "1 x de R$ 10,03 + 9 x de R$ 10,00" when the centavos don't divide
 * evenly (the first parcel carries the remainder). Null when there is nothing sensible to show.
 */
export function formatInstallmentPreview(totalCents: Cents | null, count: number): string | null {
  if (totalCents === null || totalCents <= 0 || !Number.isInteger(count) || count < 2) return null;
  if (totalCents < count) return null;
  const [first = ZERO_CENTS, rest = ZERO_CENTS] = splitInstallments(totalCents, count);
  if (first === rest) return `${count} x de ${formatMoney(rest)}`;
  return `1 x de ${formatMoney(first)} + ${count - 1} x de ${formatMoney(rest)}`;
}
