"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMonthLabel } from "@/lib/dates";

/** « Março de 2026 »: one month back or forward at a time. */
export function MonthNavigator({
  year,
  month,
  onChange,
}: {
  year: number;
  month: number;
  onChange: (next: { year: number; month: number }) => void;
}) {
  const shift = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    onChange({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  };
  return (
    <div className="flex items-center justify-between gap-1 rounded-lg border border-zinc-200 bg-white p-1 shadow-xs dark:border-zinc-800 dark:bg-zinc-900">
      <Button variant="ghost" size="icon-sm" aria-label="Mês anterior" onClick={() => shift(-1)}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        className="min-w-36 px-2 text-center text-sm font-semibold text-zinc-900 dark:text-zinc-100"
        aria-live="polite"
        data-testid="month-label"
      >
        {formatMonthLabel(year, month)}
      </p>
      <Button variant="ghost" size="icon-sm" aria-label="Próximo mês" onClick={() => shift(1)}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
