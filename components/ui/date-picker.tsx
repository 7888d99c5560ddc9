"use client";

import { CalendarDays } from "lucide-react";
import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Input } from "@/components/ui/input";
import { dayToTyped, maskTypedDate, readTypedDate } from "@/lib/format/date-input";
import { cn } from "@/lib/utils";

type DatePickerProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "min" | "max" | "type"> & {
  /** "YYYY-MM-DD" when the typed date is a real day; otherwise the text as typed ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days the calendar offers, "YYYY-MM-DD". */
  min?: string;
  max?: string;
};


// The calendar (react-day-picker and its date library) comes with the first opening: a form that
// is only typed into never downloads it. The placeholder keeps the panel's size while it loads.
const DatePickerCalendar = dynamic(() => import("@/components/ui/date-picker-calendar"), {
  ssr: false,
  loading: () => <div className="h-[19rem] w-[17.5rem]" aria-busy="true" />,
});

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

  const selected = typed.kind === "day" ? typed.day : undefined;
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
        <DatePickerCalendar
          selected={selected}
          min={min}
          max={max}
          onSelect={(day) => {
            change(dayToTyped(day));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
