import { ArrowDownLeft, ArrowUpRight } from "lucide-react";
import { cn } from "@/lib/utils";

type TypeName = "receita" | "despesa";

const options: { value: TypeName; label: string; icon: typeof ArrowUpRight; checked: string }[] = [
  {
    value: "despesa",
    label: "Despesa",
    icon: ArrowDownLeft,
    checked:
      "peer-checked:border-rose-500 peer-checked:bg-rose-50 peer-checked:text-rose-700 dark:peer-checked:border-rose-500/60 dark:peer-checked:bg-rose-500/10 dark:peer-checked:text-rose-300",
  },
  {
    value: "receita",
    label: "Receita",
    icon: ArrowUpRight,
    checked:
      "peer-checked:border-emerald-600 peer-checked:bg-emerald-50 peer-checked:text-emerald-700 dark:peer-checked:border-emerald-500/60 dark:peer-checked:bg-emerald-500/10 dark:peer-checked:text-emerald-300",
  },
];

/** Despesa / Receita as two radio buttons (arrow keys move between them). */
export function TransactionTypeToggle({
  value,
  onChange,
  disabled,
  name,
}: {
  value: TypeName;
  onChange: (value: TypeName) => void;
  disabled?: boolean;
  name: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">Tipo</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(({ value: option, label, icon: Icon, checked }) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "flex h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-zinc-200 bg-white text-sm font-medium text-zinc-600 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300 dark:peer-focus-visible:ring-offset-zinc-900 dark:hover:bg-zinc-800",
                checked,
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
