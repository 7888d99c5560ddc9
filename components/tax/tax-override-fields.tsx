"use client";

import { ChevronDown, ReceiptText } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldSelect } from "@/components/tax/field-select";
import { apiFetch } from "@/lib/client/api-client";
import { centsToTyped, formatMoney, typedToCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { DependentJson } from "@/lib/schemas/dependent";
import type { TransactionTaxJson } from "@/lib/schemas/tax";
import { cn } from "@/lib/utils";

/** What a row says for the declaration over its category's or payee's marking. */
export interface TaxOverride {
  /** A dependente's id; null the titular. */
  beneficiaryId: string | null;
  reimbursedCents: Cents;
  /** null: as the category or payee says; false: never deductible. */
  deductible: boolean | null;
}

/** The override as it stood when the form opened, and what the form sends (null: left as it was). */
export interface TaxOverrideState {
  initial: TaxOverride;
  current: TaxOverride;
  reimbursedText: string;
}

const TITULAR = "titular";

export const NO_OVERRIDE: TaxOverride = { beneficiaryId: null, reimbursedCents: 0 as Cents, deductible: null };

/** What is wrong with the typed reembolso, or null. */
function reimbursedProblem(text: string, amountCents: Cents | null): string | null {
  const typed = text.trim() === "" ? (0 as Cents) : typedToCents(text);
  if (typed === null || typed < 0) return "Digite um valor, como 150,00.";
  if (amountCents !== null && typed > amountCents) return "O reembolso não pode passar do valor do lançamento.";
  return null;
}

/**
 * What the row's save sends as `tax`: null when nothing changed, the override otherwise, or the
 * reembolso's problem (the save waits until it is fixed).
 */
export function changedOverride(state: TaxOverrideState | null, amountCents: Cents | null): TaxOverride | null | { error: string } {
  if (!state) return null;
  const { initial, current } = state;
  const problem = current.deductible === false ? null : reimbursedProblem(state.reimbursedText, amountCents);
  if (problem) return { error: problem };
  const same =
    initial.beneficiaryId === current.beneficiaryId &&
    initial.reimbursedCents === current.reimbursedCents &&
    initial.deductible === current.deductible;
  return same ? null : current;
}

/** The row's override as stored, read when the sheet opens (no override: as its category or payee says). */
export function useStoredOverride(transactionId: string | null): TaxOverride | null {
  const [stored, setStored] = useState<TaxOverride | null>(null);
  useEffect(() => {
    if (!transactionId) return;
    let live = true;
    apiFetch<TransactionTaxJson>(`/transaction/${transactionId}/tax`)
      .then((tax) => {
        if (!live) return;
        const marked = tax.beneficiaryId !== null || tax.reimbursedCents > 0 || tax.deductible !== null;
        setStored(marked ? { beneficiaryId: tax.beneficiaryId, reimbursedCents: tax.reimbursedCents, deductible: tax.deductible } : NO_OVERRIDE);
      })
      .catch(() => live && setStored(NO_OVERRIDE));
    return () => {
      live = false;
    };
  }, [transactionId]);
  return stored;
}

/**
 * "Imposto de Renda" in a despesa's sheet: whom the payment was for (titular or a dependente), the
 * part reimbursed, or "Não dedutível". Open from the start for a row in a deductible category or
 * payee (or one already marked); otherwise behind a button. The dependentes are read when it opens.
 */
export function TaxOverrideFields({
  initial,
  startOpen,
  amountCents,
  state,
  onChange,
}: {
  initial: TaxOverride;
  startOpen: boolean;
  amountCents: Cents | null;
  state: TaxOverrideState | null;
  onChange: (state: TaxOverrideState) => void;
}) {
  const ids = useId();
  const [open, setOpen] = useState(startOpen);
  const [dependents, setDependents] = useState<DependentJson[] | null>(null);
  const current = state?.current ?? initial;
  const reimbursedText = state?.reimbursedText ?? (initial.reimbursedCents ? centsToTyped(initial.reimbursedCents) : "");

  useEffect(() => {
    if (!open || dependents !== null) return;
    apiFetch<DependentJson[]>("/user/dependents")
      .then(setDependents)
      .catch(() => setDependents([]));
  }, [open, dependents]);

  const update = (change: Partial<TaxOverride>, text = reimbursedText) =>
    onChange({ initial, current: { ...current, ...change }, reimbursedText: text });

  const typed = reimbursedText.trim() === "" ? (0 as Cents) : typedToCents(reimbursedText);
  const reimbursedError = reimbursedProblem(reimbursedText, amountCents);

  return (
    <div className="rounded-lg border border-zinc-200 dark:border-zinc-800">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-panel`}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <span className="flex items-center gap-2">
          <ReceiptText className="size-4 text-zinc-600 dark:text-zinc-400" aria-hidden="true" />
          Imposto de Renda
        </span>
        <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <div id={`${ids}-panel`} hidden={!open} className="flex flex-col gap-4 border-t border-zinc-200 px-3 py-3 dark:border-zinc-800">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-not`}
            checked={current.deductible === false}
            onCheckedChange={(checked) => update({ deductible: checked === true ? false : null })}
          />
          <Label htmlFor={`${ids}-not`}>Não dedutível (fica fora da declaração)</Label>
        </div>
        {current.deductible === false ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Para quem">
              <FieldSelect
                value={current.beneficiaryId ?? TITULAR}
                onValueChange={(value) => update({ beneficiaryId: value === TITULAR ? null : value })}
                options={[
                  { value: TITULAR, label: "Titular (você)" },
                  ...(dependents ?? []).map((dependent) => ({ value: dependent.id, label: dependent.name })),
                  // The row's dependente before the list arrives, so the select shows a name.
                  ...(dependents === null && current.beneficiaryId ? [{ value: current.beneficiaryId, label: "Dependente" }] : []),
                ]}
              />
            </Field>
            <Field
              label="Reembolsado"
              error={reimbursedError}
              hint={typed ? `${formatMoney(typed)} devolvidos pelo plano ou pela empresa` : "O que o plano ou a empresa devolveu"}
            >
              <Input
                inputMode="decimal"
                placeholder="0,00"
                autoComplete="off"
                className="tabular-nums"
                value={reimbursedText}
                onChange={(event) => {
                  const text = event.target.value;
                  const cents = text.trim() === "" ? (0 as Cents) : typedToCents(text);
                  update(cents === null ? {} : { reimbursedCents: cents }, text);
                }}
              />
            </Field>
          </div>
        )}
      </div>
    </div>
  );
}
