import { Controller } from "react-hook-form";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { ReferenceSelect } from "@/components/transactions/reference-select";

type SelectProps = Omit<React.ComponentProps<typeof ReferenceSelect>, "value" | "onChange">;

/** A form's category, payment method or objective: a labelled ReferenceSelect bound to `name`. */
export function ReferenceField<T extends FieldValues, Parsed = T>({
  control,
  name,
  label,
  error,
  ...select
}: SelectProps & { control: Control<T, unknown, Parsed>; name: FieldPath<T>; label: string; error?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} error={error}>
          <ReferenceSelect value={field.value ?? ""} onChange={field.onChange} {...select} />
        </Field>
      )}
    />
  );
}
