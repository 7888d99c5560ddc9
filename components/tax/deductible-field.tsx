"use client";

import { Field } from "@/components/ui/field";
import { FieldSelect } from "@/components/tax/field-select";
import { DEDUCTIBLE_KIND_OPTIONS, codesOfKind, markingOfKind } from "@/components/tax/deductible-options";
import type { DeductibleKind, DeductibleMarking } from "@/lib/schemas/tax";

/**
 * "Dedutível no Imposto de Renda": Não dedutível, Saúde, Educação, Previdência (PGBL) or Pensão
 * alimentícia, then the Pagamentos efetuados code when the kind has more than one (médico,
 * dentista, psicólogo…). Used by the category and the payee editors.
 */
export function DeductibleField({
  value,
  onChange,
  hint,
}: {
  value: DeductibleMarking;
  onChange: (value: DeductibleMarking) => void;
  hint?: string;
}) {
  const codes = value ? codesOfKind(value.kind) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Dedutível no Imposto de Renda" hint={hint}>
        <FieldSelect
          value={value?.kind ?? "none"}
          onValueChange={(kind) => onChange(markingOfKind(kind as DeductibleKind | "none"))}
          options={[
            { value: "none", label: "Não dedutível" },
            ...DEDUCTIBLE_KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label })),
          ]}
        />
      </Field>
      {value && codes.length > 1 ? (
        <Field label="Código na declaração">
          <FieldSelect
            value={value.code}
            onValueChange={(code) => onChange({ kind: value.kind, code })}
            options={codes.map((entry) => ({ value: entry.code, label: `${entry.code} · ${entry.description}` }))}
          />
        </Field>
      ) : null}
    </div>
  );
}
