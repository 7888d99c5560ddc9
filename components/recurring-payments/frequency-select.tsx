import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { FREQUENCIES, FREQUENCY_LABELS } from "@/lib/domain/due-day";
import type { RecurringFrequency } from "@/lib/domain/enums";

/** Mensal, Semanal or Anual; extra props (id, aria-*) from `Field` land on the trigger. */
export function FrequencySelect({
  value,
  onChange,
  ...triggerProps
}: {
  value: RecurringFrequency;
  onChange: (value: RecurringFrequency) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as RecurringFrequency)}>
      <SelectTrigger {...triggerProps}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {FREQUENCIES.map((option) => (
          <SelectItem key={option} value={option}>
            {FREQUENCY_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
