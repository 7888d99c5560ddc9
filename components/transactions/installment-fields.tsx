import { CalendarRange } from "lucide-react";
import { useId } from "react";
import type { UseFormRegister } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatInstallmentPreview } from "@/components/transactions/installment-preview";
import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from "@/lib/schemas/transactions";
import type { TransactionFormInput } from "@/lib/schemas/transactions";
import type { Cents } from "@/lib/format/money";

/**
 * "Compra parcelada" (expenses only, locked when editing) and, while ticked on a new
 * transaction, the number of parcels with the live 'N x de R$ X'.
 */
export function InstallmentFields({
  register,
  checked,
  locked,
  totalCents,
  installments,
  error,
  onCheckedChange,
  children,
}: {
  register: UseFormRegister<TransactionFormInput>;
  checked: boolean;
  locked: boolean;
  totalCents: Cents | null;
  installments: number | undefined;
  error?: string;
  onCheckedChange: (checked: boolean) => void;
  /** Editing a parcela: which parcelas the edit reaches. */
  children?: React.ReactNode;
}) {
  const id = useId();
  const preview = formatInstallmentPreview(totalCents, Number(installments));
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          disabled={locked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <Label htmlFor={id}>Compra parcelada</Label>
      </div>
      {children}
      {checked && !locked ? (
        <div className="grid items-start gap-3 sm:grid-cols-[8rem_1fr]">
          <Field label="Parcelas" error={error}>
            <Input
              {...register("installments", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={MIN_INSTALLMENTS}
              max={MAX_INSTALLMENTS}
              step={1}
              className="tabular-nums"
            />
          </Field>
          <p
            className="flex items-center gap-2 text-sm font-medium text-zinc-700 tabular-nums sm:mt-7 dark:text-zinc-200"
            aria-live="polite"
            data-testid="installment-preview"
          >
            <CalendarRange
              className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              aria-hidden="true"
            />
            {preview ?? "Informe o valor total"}
          </p>
        </div>
      ) : null}
    </div>
  );
}
