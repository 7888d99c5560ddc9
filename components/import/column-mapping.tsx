import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClasses } from "@/components/ui/input";
import type { ImportMapping } from "@/lib/schemas/imports";
import { cn } from "@/lib/utils";

const FIELDS = [
  { key: "date", label: "Data" },
  { key: "description", label: "Descrição" },
  { key: "amount", label: "Valor" },
  { key: "type", label: "Tipo (D/C, opcional)" },
] as const;

/** Which CSV column is which; applying it reads the file again with the new columns. */
export function ColumnMapping({
  columns,
  mapping,
  busy,
  onApply,
}: {
  columns: string[];
  mapping: ImportMapping;
  busy: boolean;
  onApply: (mapping: ImportMapping) => void;
}) {
  const [draft, setDraft] = useState<ImportMapping>(mapping);
  const changed = FIELDS.some(({ key }) => draft[key] !== mapping[key]);
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      <legend className="px-1 text-sm font-medium text-zinc-900 dark:text-zinc-100">Colunas do CSV</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map(({ key, label }) => (
          <label key={key} className="flex flex-col gap-1 text-sm text-zinc-700 dark:text-zinc-300">
            {label}
            <select
              className={cn(controlClasses, "h-9")}
              value={draft[key] ?? ""}
              onChange={(event) => {
                const value = event.target.value === "" ? undefined : Number(event.target.value);
                setDraft((current) => ({ ...current, [key]: value }));
              }}
            >
              {key === "type" ? <option value="">Nenhuma (o sinal do valor)</option> : null}
              {columns.map((name, index) => (
                <option key={index} value={index}>
                  {name || `Coluna ${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" disabled={!changed} loading={busy} onClick={() => onApply(draft)}>
          Aplicar colunas
        </Button>
      </div>
    </fieldset>
  );
}
