import { absCents, formatMoney, negateCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

type MoneySign = "income" | "expense" | "auto" | "balance";

const INCOME_TONE = "text-emerald-700 dark:text-emerald-400";
const NEGATIVE_TONE = "text-rose-700 dark:text-rose-400";

/**
 * An amount in BRL with tabular figures, written by the one formatter. `income` → green
 * `+R$ 10,00`, `expense` → red `−R$ 10,00`, `auto` → by the amount's sign (zero stays neutral).
 * `balance` → the amount as it is, red below zero (an account in the red, a card limit used past
 * its end). No sign → the amount as it is (`−R$ 10,00` for a card's credit), neutral.
 */
export function Money({
  cents,
  sign,
  className,
}: {
  cents: Cents;
  sign?: MoneySign;
  className?: string;
}) {
  const kind = sign === "auto" ? (cents > 0 ? "income" : cents < 0 ? "expense" : undefined) : sign;
  const red = kind === "expense" || (kind === "balance" && cents < 0);
  const text =
    kind === "income"
      ? formatMoney(absCents(cents), { plus: true })
      : kind === "expense"
        ? formatMoney(negateCents(absCents(cents)))
        : formatMoney(cents);
  return (
    <span
      data-slot="money"
      className={cn(
        "whitespace-nowrap tabular-nums",
        kind === "income" && INCOME_TONE,
        red && NEGATIVE_TONE,
        className,
      )}
    >
      {text}
    </span>
  );
}
