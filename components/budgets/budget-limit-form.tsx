"use client";

import { Check, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { centsToReais, centsToTyped, formatMoney, reaisToCents } from "@/lib/format/money";
import { budgetLimitInputSchema } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import type { useBudgetRequest } from "@/components/budgets/use-budget-request";

/** The limit's field: Enter saves, Esc cancels. Loaded by the first 'Editar limite' (it brings zod). */
export function BudgetLimitForm({
  budget,
  month,
  year,
  request: { send, busy },
  onClose,
}: {
  budget: BudgetJson;
  month: number;
  year: number;
  request: ReturnType<typeof useBudgetRequest>;
  onClose: () => void;
}) {
  const [text, setText] = useState(() => centsToTyped(reaisToCents(budget.limit)));
  const [error, setError] = useState<string | null>(null);
  const inputId = `limit-${budget.categoryId}`;

  async function save() {
    const parsed = budgetLimitInputSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Valor inválido.");
      return;
    }
    const ok = await send(
      `/budget/${budget.categoryId}`,
      { method: "PUT", body: { limit: centsToReais(parsed.data), month, year } },
      { success: `Limite de ${budget.categoryName} atualizado`, failure: "Erro ao salvar o orçamento" },
    );
    if (ok) onClose();
  }

  return (
    <form
      className="flex w-full flex-col gap-1 sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <div className="flex items-center gap-1">
        <label htmlFor={inputId} className="sr-only">
          Limite mensal de {budget.categoryName}
        </label>
        <span aria-hidden="true" className="text-sm text-zinc-600 dark:text-zinc-400">
          R$
        </span>
        <Input
          id={inputId}
          autoFocus
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") onClose();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 w-28 tabular-nums"
        />
        <Button type="submit" size="icon-sm" aria-label="Salvar limite" title="Salvar" loading={busy}>
          {busy ? null : <Check aria-hidden="true" />}
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Cancelar edição" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : (
        <p className="sr-only">Limite atual: {formatMoney(reaisToCents(budget.limit))}</p>
      )}
    </form>
  );
}
