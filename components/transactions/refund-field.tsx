import { useId } from "react";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";

/**
 * "Estorno" on a credit card's despesa: the amount comes back to the card. It lowers the fatura
 * and the category's spending, and is never income.
 */
export function RefundField({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} className="mt-0.5" />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>Estorno</Label>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          O valor volta para o cartão: abate da fatura e do gasto da categoria.
        </p>
      </div>
    </div>
  );
}
