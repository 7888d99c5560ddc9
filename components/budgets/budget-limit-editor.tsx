"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { BudgetJson } from "@/lib/schemas/budgets";
import { useBudgetRequest } from "@/components/budgets/use-budget-request";

// The field and its validation come with the first 'Editar limite', not with the page.
const loadForm = () =>
  import("@/components/budgets/budget-limit-form").then((module) => ({ default: module.BudgetLimitForm }));

/**
 * A budget's limit, edited in place: 'Editar limite' turns the figure into a field (Enter saves,
 * Esc cancels); 'Encerrar' ends the budget from the month shown on (earlier months keep theirs).
 */
export function BudgetLimitEditor({ budget, month, year }: { budget: BudgetJson; month: number; year: number }) {
  const [editing, setEditing] = useState(false);
  const request = useBudgetRequest();
  const { send, busy } = request;
  const { Component: BudgetLimitForm, load, preload } = useOnDemand(loadForm);

  if (editing && BudgetLimitForm) {
    return (
      <BudgetLimitForm budget={budget} month={month} year={year} request={request} onClose={() => setEditing(false)} />
    );
  }

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Editar limite de ${budget.categoryName}`}
        title="Editar limite"
        aria-busy={editing || undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setEditing(true);
          void load();
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
            `/budget/${budget.categoryId}`,
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
