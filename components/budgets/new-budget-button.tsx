"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { NewBudgetProps } from "@/components/budgets/new-budget-dialog";

const loadDialog = () =>
  import("@/components/budgets/new-budget-dialog").then((module) => ({ default: module.NewBudgetDialog }));

/** 'Definir orçamento': the button comes with the page, its dialog (Radix, the form) with the first click. */
export function NewBudgetButton({ label = "Definir orçamento", ...props }: NewBudgetProps & { label?: string }) {
  const trigger = (
    <Button disabled={props.categories.length === 0}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
  return <OnDemandDialog load={loadDialog} trigger={trigger} props={props} />;
}
