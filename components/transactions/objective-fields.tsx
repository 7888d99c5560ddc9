import { useId } from "react";
import { Controller } from "react-hook-form";
import type { Control } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { ReferenceSelect } from "@/components/transactions/reference-select";
import type { TransactionFormInput, TransactionFormValues } from "@/lib/schemas/transactions";

/** "Vincular a um objetivo" and, while ticked, which one. Unticking clears the choice. */
export function ObjectiveFields({
  control,
  checked,
  objectives,
  error,
  onCheckedChange,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormValues>;
  checked: boolean;
  objectives: readonly { _id: string; name: string }[];
  error?: string;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const none = objectives.length === 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <Label htmlFor={id}>Vincular a um objetivo</Label>
      </div>
      {checked ? (
        <Controller
          control={control}
          name="objectiveId"
          render={({ field }) => (
            <Field
              label="Objetivo"
              error={error}
              hint={none ? "Nenhum objetivo cadastrado. Crie um em Objetivos." : undefined}
            >
              <ReferenceSelect
                value={field.value ?? ""}
                onChange={field.onChange}
                options={objectives}
                placeholder="Selecione um objetivo"
                disabled={none}
              />
            </Field>
          )}
        />
      ) : null}
    </div>
  );
}
