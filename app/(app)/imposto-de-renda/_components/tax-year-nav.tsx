import Link from "next/link";
import { cn } from "@/lib/utils";

/** The ano-calendário picker: plain links, so the year lives in the URL (`?ano=`) and needs no script. */
export function TaxYearNav({ years, current }: { years: number[]; current: number }) {
  return (
    <nav aria-label="Ano-calendário" className="flex rounded-lg border border-zinc-200 bg-white p-1 shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      {years.map((year) => (
        <Link
          key={year}
          href={`/imposto-de-renda?ano=${year}`}
          prefetch={false}
          aria-current={year === current ? "page" : undefined}
          className={cn(
            "rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-emerald-600",
            year === current
              ? "bg-brand text-brand-foreground"
              : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
          )}
        >
          {year}
        </Link>
      ))}
    </nav>
  );
}
