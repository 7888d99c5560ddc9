import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMonthLabel } from "@/lib/format/dates";

/**
 * « Março de 2026 »: links one month back or forward, so the month lives in the URL; with
 * `wholeYear`, « Ano de 2026 » and links one year back or forward.
 */
export function MonthNavigator({
  year,
  month,
  previousHref,
  nextHref,
  wholeYear = false,
}: {
  year: number;
  month: number;
  previousHref: string;
  nextHref: string;
  wholeYear?: boolean;
}) {
  return (
    <nav
      aria-label={wholeYear ? "Ano" : "Mês"}
      className="flex items-center justify-between gap-1 rounded-lg border border-zinc-200 bg-white p-1 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <Button variant="ghost" size="icon-sm" asChild>
        <Link href={previousHref} prefetch={false} aria-label={wholeYear ? "Ano anterior" : "Mês anterior"}>
          <ChevronLeft aria-hidden="true" />
        </Link>
      </Button>
      <p
        className="min-w-36 px-2 text-center text-sm font-semibold text-zinc-900 dark:text-zinc-100"
        aria-live="polite"
        data-testid="month-label"
      >
        {wholeYear ? `Ano de ${year}` : formatMonthLabel(year, month)}
      </p>
      <Button variant="ghost" size="icon-sm" asChild>
        <Link href={nextHref} prefetch={false} aria-label={wholeYear ? "Próximo ano" : "Próximo mês"}>
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </nav>
  );
}
