import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ImportSelect } from "@/components/import/import-select";
import type { ImportMapping } from "@/lib/schemas/imports";

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
          <Field key={key} label={label}>
            <ImportSelect
              value={draft[key] === undefined ? "" : String(draft[key])}
              onChange={(next) => setDraft((current) => ({ ...current, [key]: next === "" ? undefined : Number(next) }))}
              options={columns.map((name, index) => ({ _id: String(index), name: name || `Coluna ${index + 1}` }))}
              noneLabel={key === "type" ? "Nenhuma (o sinal do valor)" : undefined}
              placeholder="Escolha a coluna"
            />
          </Field>
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
