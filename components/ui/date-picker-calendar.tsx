"use client";

import { DayPicker } from "react-day-picker";
import { ptBR } from "react-day-picker/locale";
import { splitDay, toDay, todayInSaoPaulo } from "@/lib/domain/calendar";

const toLocalDate = (day: string) => {
  const { year, month, day: d } = splitDay(day);
  return new Date(year, month - 1, d);
};
const fromLocalDate = (date: Date) =>
  toDay(date.getFullYear(), date.getMonth() + 1, date.getDate());

const dayButton =
  "inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-sm tabular-nums outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-zinc-800 dark:focus-visible:ring-emerald-400";

/** The pt-BR month calendar of the date field (components/ui/date-picker.tsx), days as "YYYY-MM-DD". */
export default function DatePickerCalendar({
  selected: selectedDay,
  min,
  max,
  onSelect,
}: {
  selected?: string;
  min?: string;
  max?: string;
  onSelect: (day: string) => void;
}) {
  const selected = selectedDay ? toLocalDate(selectedDay) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={ptBR}
      autoFocus
      required
      selected={selected}
      defaultMonth={selected ?? toLocalDate(todayInSaoPaulo())}
      startMonth={min ? toLocalDate(min) : undefined}
      endMonth={max ? toLocalDate(max) : undefined}
      disabled={[
        ...(min ? [{ before: toLocalDate(min) }] : []),
        ...(max ? [{ after: toLocalDate(max) }] : []),
      ]}
      captionLayout="dropdown"
      onSelect={(date) => onSelect(fromLocalDate(date))}
      classNames={{
        root: "text-zinc-900 dark:text-zinc-100",
        months: "relative",
        month_caption: "flex h-9 items-center pr-20",
        dropdowns: "flex items-center gap-1.5",
        dropdown_root: "relative",
        dropdown:
          "h-8 cursor-pointer rounded-md border border-zinc-200 bg-white px-1.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-zinc-700 dark:bg-zinc-900",
        caption_label: "sr-only",
        nav: "absolute top-0 right-0 z-10 flex h-9 items-center gap-1",
        button_previous: dayButton,
        button_next: dayButton,
        chevron: "size-4 fill-current",
        month_grid: "mt-2 border-collapse",
        weekday: "size-9 text-xs font-medium text-zinc-600 dark:text-zinc-400",
        day: "p-0 text-center",
        day_button: dayButton,
        today: "font-semibold text-emerald-700 dark:text-emerald-400",
        selected:
          "[&>button]:bg-brand [&>button]:font-semibold [&>button]:text-brand-foreground [&>button]:hover:bg-brand-hover",
        outside: "text-zinc-500 dark:text-zinc-400",
        disabled: "opacity-40 [&>button]:cursor-not-allowed",
      }}
    />
  );
}
