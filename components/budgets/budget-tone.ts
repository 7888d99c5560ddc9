import type { BudgetLevel } from "@/lib/schemas/budgets";

/** The bar and text colours of each level, readable in both themes. */
export const BUDGET_TONE: Record<BudgetLevel, { bar: string; text: string; label: string | null }> = {
  ok: { bar: "bg-emerald-700 dark:bg-emerald-400", text: "text-zinc-600 dark:text-zinc-400", label: null },
  warning: { bar: "bg-amber-500 dark:bg-amber-400", text: "text-amber-700 dark:text-amber-400", label: "Perto do limite" },
  exceeded: { bar: "bg-rose-600 dark:bg-rose-400", text: "text-rose-700 dark:text-rose-400", label: "Limite atingido" },
};
