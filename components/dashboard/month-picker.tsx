"use client";

import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useOptimistic, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { OnDemandPopover } from "@/components/ui/on-demand-popover";
import { formatMonthLabel } from "@/lib/format/dates";
import { cn } from "@/lib/utils";
import { MONTH_ABBREVIATIONS } from "@/components/dashboard/month-abbreviations";

/** The years the API accepts (lib/schemas/month-query.ts). */
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

interface YearMonth {
  year: number;
  month: number;
}

/**
 * A popover calendar of months (its popover code comes with the first click). The month lives in the URL: picking one navigates to
 * `?month=&year=` on the same screen, keeping `keep` (so back, forward, reload and a shared link all keep it),
 * and the label shows the new month at once while the screen renders it. `current` (São Paulo's
 * month, from the server) marks today's month: working it out here would build a time-zone
 * formatter while the page hydrates, the slowest single step of the dashboard's start on a phone.
 */
export function MonthPicker({
  value,
  current,
  keep = "",
}: {
  value: YearMonth | null;
  current: YearMonth;
  /** More of the URL's query to keep across months (`escopo=casa`). */
  keep?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [navigating, startNavigation] = useTransition();
  const [selected, setSelected] = useOptimistic(value);
  const [open, setOpen] = useState(false);
  const [viewYear, setViewYear] = useState(() => selected?.year ?? current.year);

  function pick(month: number) {
    const picked = { year: viewYear, month };
    setOpen(false);
    startNavigation(() => {
      setSelected(picked);
      // Same `month=&year=` shape as lib/month-query's monthSearch, without its zod in this bundle.
      router.push(`${pathname}?month=${picked.month}&year=${picked.year}${keep && `&${keep}`}`);
    });
  }

  function openChange(next: boolean) {
    if (next) setViewYear(selected?.year ?? current.year);
    setOpen(next);
  }

  return (
    <OnDemandPopover
      open={open}
      onOpenChange={openChange}
      align="end"
      className="w-72 p-3"
      aria-label="Escolher mês"
      trigger={
        <Button
          variant="outline"
          data-testid="month-picker"
          aria-busy={navigating || undefined}
          className="w-full justify-between sm:w-56"
        >
          <span className="flex items-center gap-2">
            <CalendarDays className="text-zinc-600 dark:text-zinc-400" aria-hidden="true" />
            {selected ? (
              formatMonthLabel(selected.year, selected.month)
            ) : (
              <span className="text-zinc-600 dark:text-zinc-400">Selecione um mês</span>
            )}
          </span>
          <ChevronDown className="text-zinc-500" aria-hidden="true" />
        </Button>
      }
    >
      <div className="mb-3 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Anterior"
          title="Ano anterior"
          disabled={viewYear <= MIN_YEAR}
          onClick={() => setViewYear((year) => year - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p
          aria-live="polite"
          className="text-sm font-semibold text-zinc-900 tabular-nums dark:text-zinc-100"
        >
          <span className="sr-only">Ano </span>
          {viewYear}
        </p>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Próximo"
          title="Próximo ano"
          disabled={viewYear >= MAX_YEAR}
          onClick={() => setViewYear((year) => year + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-1.5">
        {MONTH_ABBREVIATIONS.map((abbreviation, index) => {
          const month = index + 1;
          const isSelected = selected?.year === viewYear && selected.month === month;
          const isCurrent = current.year === viewYear && current.month === month;
          return (
            <button
              key={abbreviation}
              type="button"
              aria-label={formatMonthLabel(viewYear, month)}
              aria-pressed={isSelected}
              onClick={() => pick(month)}
              className={cn(
                "h-9 cursor-pointer rounded-lg text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:focus-visible:ring-emerald-500",
                isSelected
                  ? "bg-emerald-700 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-400 dark:text-zinc-950 dark:hover:bg-emerald-300"
                  : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
                !isSelected &&
                  isCurrent &&
                  "font-semibold text-emerald-700 ring-1 ring-emerald-600/40 ring-inset dark:text-emerald-400 dark:ring-emerald-500/40",
              )}
            >
              {abbreviation}
            </button>
          );
        })}
      </div>
    </OnDemandPopover>
  );
}
