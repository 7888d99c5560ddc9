"use client";

import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { centsToNumber, formatBRL } from "@/lib/money";
import { budgetLimitInputSchema } from "@/lib/schemas/budgets";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { useBudgetRequest } from "@/components/budgets/use-budget-request";

const typed = (limit: number) => limit.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A budget's limit, edited in place: 'Editar limite' turns the figure into a field (Enter saves,
 * Esc cancels); 'Encerrar' ends the budget from the month shown on (earlier months keep theirs).
 */
export function BudgetLimitEditor({ budget, month, year }: { budget: BudgetJson; month: number; year: number }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(() => typed(budget.limit));
  const [error, setError] = useState<string | null>(null);
  const { send, busy } = useBudgetRequest();
  const path = `/budget/${budget.categoryId}`;
  const inputId = `limit-${budget.categoryId}`;

  async function save() {
    const parsed = budgetLimitInputSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Valor inválido.");
      return;
    }
    const ok = await send(
      path,
      { method: "PUT", body: { limit: centsToNumber(parsed.data), month, year } },
      { success: `Limite de ${budget.categoryName} atualizado`, failure: "Erro ao salvar o orçamento" },
    );
    if (ok) setEditing(false);
  }

  if (!editing) {
    return (
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Editar limite de ${budget.categoryName}`}
          title="Editar limite"
          onClick={() => {
            setText(typed(budget.limit));
            setError(null);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Encerrar orçamento de ${budget.categoryName}`}
          title="Encerrar a partir deste mês"
          loading={busy}
          onClick={() =>
            void send(
              path,
              { method: "DELETE", query: { month, year } },
              { success: `Orçamento de ${budget.categoryName} encerrado a partir deste mês`, failure: "Erro ao encerrar o orçamento" },
            )
          }
        >
          {busy ? null : <Trash2 aria-hidden="true" />}
        </Button>
      </div>
    );
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
            if (event.key === "Escape") setEditing(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="h-8 w-28 tabular-nums"
        />
        <Button type="submit" size="icon-sm" aria-label="Salvar limite" title="Salvar" loading={busy}>
          {busy ? null : <Check aria-hidden="true" />}
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Cancelar edição" onClick={() => setEditing(false)}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : (
        <p className="sr-only">Limite atual: {formatBRL(budget.limit)}</p>
      )}
    </form>
  );
}
