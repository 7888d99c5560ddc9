import { formatBRL } from "@/lib/format/money";
import { cn } from "@/lib/utils";

type MoneySign = "income" | "expense" | "auto";

/**
 * An amount in BRL with tabular figures. `income` → green `+ R$ 10,00`, `expense` → red
 * `- R$ 10,00`, `auto` → by the value's sign (zero stays neutral); no sign → plain `R$ 10,00`.
 */
export function Money({
  value,
  sign,
  className,
}: {
  value: number | string | null | undefined;
  sign?: MoneySign;
  className?: string;
}) {
  const amount = typeof value === "string" ? Number(value) : (value ?? 0);
  const finite = Number.isFinite(amount) ? amount : 0;
  const kind = sign === "auto" ? (finite > 0 ? "income" : finite < 0 ? "expense" : undefined) : sign;
  const text = kind ? `${kind === "income" ? "+" : "-"} ${formatBRL(Math.abs(finite))}` : formatBRL(finite);
  return (
    <span
      data-slot="money"
      className={cn(
        "whitespace-nowrap tabular-nums",
        kind === "income" && "text-emerald-700 dark:text-emerald-400",
        kind === "expense" && "text-rose-700 dark:text-rose-400",
        className,
      )}
    >
      {text}
    </span>
  );
}
