import { Money } from "@/components/ui/money";
import type { Cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

/** "Meta  R$ 15.000,00" / "Atual  R$ 6.250,35": a term and its amount, right-aligned. */
export function ObjectiveAmountRow({
  term,
  cents,
  className,
}: {
  term: string;
  cents: Cents;
  className?: string;
}) {
  return (
    <dl className="flex items-baseline justify-between gap-3 text-sm">
      <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className={cn("font-semibold text-zinc-900 dark:text-zinc-50", className)}>
        <Money cents={cents} />
      </dd>
    </dl>
  );
}
