import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { WEEKDAY_OPTIONS } from "@/lib/domain/due-day";

/** Segunda-feira … Domingo as the weekly due days 1–7; props from `Field` land on the trigger. */
export function WeekdaySelect({
  value,
  onChange,
  ...triggerProps
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Selecione o dia da semana" />
      </SelectTrigger>
      <SelectContent>
        {WEEKDAY_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
