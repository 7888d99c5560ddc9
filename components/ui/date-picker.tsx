"use client";

import { CalendarDays } from "lucide-react";
import { useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { ptBR } from "react-day-picker/locale";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Input } from "@/components/ui/input";
import { dayToTyped, maskTypedDate, readTypedDate } from "@/lib/date-input";
import { splitDay, toDay, todayInSaoPaulo } from "@/lib/dates";
import { cn } from "@/lib/utils";

type DatePickerProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "min" | "max" | "type"> & {
  /** "YYYY-MM-DD" when the typed date is a real day; otherwise the text as typed ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days the calendar offers, "YYYY-MM-DD". */
  min?: string;
  max?: string;
};

const toLocalDate = (day: string) => {
  const { year, month, day: d } = splitDay(day);
  return new Date(year, month - 1, d);
};
const fromLocalDate = (date: Date) => toDay(date.getFullYear(), date.getMonth() + 1, date.getDate());

const dayButton =
  "inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-sm tabular-nums outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-zinc-800 dark:focus-visible:ring-emerald-400";

/**
 * One date field for every form: a dd/mm/aaaa text box (whatever the browser's language) and a
 * pt-BR calendar beside it. The form keeps ISO days; a date that is not one (31/02/2026) stays
 * as typed so the form's schema can say so (lib/schemas/date-field.ts).
 */
export function DatePicker({ value, onChange, onBlur, min, max, className, disabled, ref, ...props }: DatePickerProps) {
  const [text, setText] = useState(() => dayToTyped(value));
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The form may set the value itself (a reset, another field): show it unless it is what is typed.
  const typed = readTypedDate(text);
  const shown = typed.kind === "day" ? typed.day : text;
  if (value !== shown) setText(dayToTyped(value));

  const selected = typed.kind === "day" ? toLocalDate(typed.day) : undefined;
  const change = (next: string) => {
    setText(next);
    const read = readTypedDate(next);
    onChange(read.kind === "day" ? read.day : next.trim());
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={cn("relative", className)}>
          <Input
            {...props}
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === "function") ref(node);
              else if (ref) ref.current = node;
            }}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/aaaa"
            maxLength={10}
            disabled={disabled}
            value={text}
            onChange={(event) => change(maskTypedDate(event.target.value, text))}
            onBlur={(event) => {
              // "5/3/2026" reads as 05/03/2026: show it the way it was understood.
              if (typed.kind === "day") setText(dayToTyped(typed.day));
              onBlur?.(event);
            }}
            className="pr-10 tabular-nums"
          />
          <PopoverTrigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label="Escolher data no calendário"
              className="absolute top-1/2 right-1 inline-flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-zinc-600 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:pointer-events-none disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:focus-visible:ring-emerald-400"
            >
              <CalendarDays className="size-4" aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="end"
        className="w-auto p-3"
        aria-label="Calendário"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
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
          onSelect={(date) => {
            change(dayToTyped(fromLocalDate(date)));
            setOpen(false);
          }}
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
      </PopoverContent>
    </Popover>
  );
}
