import { statementMonthLabel, statementOfPurchase } from "@/lib/domain/card-statement";
import { isValidDay } from "@/lib/domain/calendar";
import type { PaymentMethodRef } from "@/lib/schemas/transactions";

/** Under the date, for a card: the fatura the purchase joins, following the date as it changes. */
export function StatementHint({
  date,
  paymentMethodId,
  paymentMethods,
}: {
  date: string;
  paymentMethodId: string | null | undefined;
  paymentMethods: PaymentMethodRef[];
}) {
  const card = paymentMethods.find((method) => method._id === paymentMethodId)?.card;
  if (!card || !isValidDay(date)) return null;
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400" data-testid="statement-hint">
      Entra na fatura de {statementMonthLabel(statementOfPurchase(date, card))}
    </p>
  );
}
