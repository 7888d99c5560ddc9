import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import { PLAN } from "@/lib/schemas/billing";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The São Paulo day (dd/mm/aaaa) the trial started `now` ends on, when the first charge falls. */
export function firstChargeDate(now: Date = new Date()): string {
  return formatDateBR(new Date(now.getTime() + PLAN.trialDays * DAY_MS));
}

/** What a visitor must know before the checkout: the card is asked now, and when it is charged. */
export function trialNotice(now: Date = new Date()): string {
  const price = formatMoney(PLAN.priceCents);
  return `${PLAN.trialDays} dias grátis. Pedimos o cartão agora; a primeira cobrança de ${price} é em ${firstChargeDate(now)}.`;
}
