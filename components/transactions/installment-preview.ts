import { formatBRL, centsToNumber, splitInstallments } from "@/lib/format/money";

/**
 * "10 x de R$ 10,00", or "1 x de R$ 10,03 + 9 x de R$ 10,00" when the centavos don't divide
 * evenly (the first parcel carries the remainder). Null when there is nothing sensible to show.
 */
export function formatInstallmentPreview(totalCents: number | null, count: number): string | null {
  if (totalCents === null || totalCents <= 0 || !Number.isInteger(count) || count < 2) return null;
  if (totalCents < count) return null;
  const [first = 0, rest = 0] = splitInstallments(totalCents, count);
  if (first === rest) return `${count} x de ${formatBRL(centsToNumber(rest))}`;
  return `1 x de ${formatBRL(centsToNumber(first))} + ${count - 1} x de ${formatBRL(centsToNumber(rest))}`;
}
