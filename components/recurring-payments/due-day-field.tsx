import { Controller, useWatch } from "react-hook-form";
import type { Control, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { MONTH_NAMES } from "@/lib/format/dates";
import { capitalize, yearlyMonthLength } from "@/lib/domain/due-day";
import { WeekdaySelect } from "@/components/recurring-payments/weekday-select";
import type {
  RecurringPaymentFormInput,
  RecurringPaymentFormValues,
} from "@/lib/schemas/recurring-payments";

/**
 * 'Dia de vencimento' as the frequency needs it: a day of the month (1–31), a weekday, or a
 * day + month (stored as the day of the year).
 */
export function DueDayField({
  control,
  register,
  setValue,
  error,
  hint,
}: {
  control: Control<RecurringPaymentFormInput, unknown, RecurringPaymentFormValues>;
  register: UseFormRegister<RecurringPaymentFormInput>;
  setValue: UseFormSetValue<RecurringPaymentFormInput>;
  error?: string;
  hint?: string;
}) {
  const [frequency, yearlyMonth, yearlyDay] = useWatch({
    control,
    name: ["frequency", "yearlyMonth", "yearlyDay"],
  });

  if (frequency === "weekly") {
    return (
      <Controller
        control={control}
        name="dueDay"
        render={({ field }) => (
          <Field label="Dia de vencimento" error={error} hint={hint}>
            <WeekdaySelect value={field.value} onChange={field.onChange} />
          </Field>
        )}
      />
    );
  }

  if (frequency === "yearly") {
    const monthLength = yearlyMonthLength(Number(yearlyMonth));
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm leading-none font-medium text-zinc-800 dark:text-zinc-200">
          Dia de vencimento
        </legend>
        <div className="grid grid-cols-[5rem_1fr] gap-2">
          <Controller
            control={control}
            name="yearlyDay"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger aria-label="Dia" className="tabular-nums">
                  <SelectValue placeholder="Dia" />
                </SelectTrigger>
                <SelectContent>
                  {Array.from({ length: monthLength }, (_, i) => String(i + 1)).map((day) => (
                    <SelectItem key={day} value={day}>
                      {day}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <Controller
            control={control}
            name="yearlyMonth"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(month) => {
                  field.onChange(month);
                  // 31 de janeiro → abril keeps the day inside the month (30 de abril).
                  const length = yearlyMonthLength(Number(month));
                  if (Number(yearlyDay) > length) setValue("yearlyDay", String(length));
                }}
              >
                <SelectTrigger aria-label="Mês">
                  <SelectValue placeholder="Mês" />
                </SelectTrigger>
                <SelectContent>
                  {MONTH_NAMES.map((name, index) => (
                    <SelectItem key={name} value={String(index + 1)}>
                      {capitalize(name)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
        {error ? (
          <p role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-400">
            {error}
          </p>
        ) : hint ? (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{hint}</p>
        ) : null}
      </fieldset>
    );
  }

  return (
    <Field label="Dia de vencimento" error={error} hint={hint}>
      <Input
        {...register("dueDay")}
        type="number"
        inputMode="numeric"
        min={1}
        max={31}
        step={1}
        placeholder="1 a 31"
        className="tabular-nums"
      />
    </Field>
  );
}
