import type { Cents } from "@/lib/format/money";
import { absCents, formatMoney, subtractCents } from "@/lib/format/money";

/**
 * What a fatura says when the bank's bill differs from the sum of its items (the bank's figure is
 * the fatura's total), or null when they agree or the card is not connected.
 */
export function bankBillNote(bankCents: Cents | null, itemsCents: Cents): string | null {
  if (bankCents === null || bankCents === itemsCents) return null;
  const difference = formatMoney(absCents(subtractCents(bankCents, itemsCents)));
  return `Valor informado pelo banco: ${formatMoney(bankCents)} (diferença de ${difference} em relação aos lançamentos)`;
}
