"use client";

import { Field } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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
        <Select
          value={value?.kind ?? "none"}
          onValueChange={(kind) => onChange(markingOfKind(kind as DeductibleKind | "none"))}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="none">Não dedutível</SelectItem>
            {DEDUCTIBLE_KIND_OPTIONS.map((option) => (
              <SelectItem key={option.kind} value={option.kind}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {value && codes.length > 1 ? (
        <Field label="Código na declaração">
          <Select value={value.code} onValueChange={(code) => onChange({ kind: value.kind, code })}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {codes.map((entry) => (
                <SelectItem key={entry.code} value={entry.code}>
                  {`${entry.code} · ${entry.description}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      ) : null}
    </div>
  );
}
