import "server-only";
import { sql } from "drizzle-orm";
import { ZERO_CENTS, addCents, centsToReais, negateCents, subtractCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { transactions } from "@/db/schema";
import { linkedToObjective } from "@/server/shared/cash-flow-condition";
import { isType } from "@/server/reports/report-scope";

/**
 * What the reports group their one scan by, besides their own keys, and the one sum per group:
 * the type and whether the row is linked to an objective. Per row that is a hash of two keys and
 * one addition; the groups (a few hundred at most) are then added up in `Cents` by
 * `addFigures`. Select `figureColumns` and group by `figureKeys`.
 */
export const figureColumns = {
  isExpense: sql<boolean>`${isType("despesa")}`.as("is_expense"),
  linked: sql<boolean>`${linkedToObjective}`.as("g_linked"),
  total: sql<Cents>`sum(${transactions.valor})`.mapWith(transactions.valor).as("total"),
};

/** The type's id and the linked flag (by its alias: the flag's SQL carries a parameter). */
export const figureKeys = [transactions.transactionTypeId, sql`"g_linked"`];

export interface FigureCents {
  revenue: Cents;
  expense: Cents;
  /** Put into objectives minus taken out of them. */
  saved: Cents;
}

export const noFigures = (): FigureCents => ({ revenue: ZERO_CENTS, expense: ZERO_CENTS, saved: ZERO_CENTS });

/**
 * Adds one group's total where it belongs: money linked to an objective is neither income nor
 * expense (a despesa puts it in, a receita takes it out), the rest is revenue or expense.
 */
export function addFigures(figures: FigureCents, row: { isExpense: boolean; linked: boolean; total: Cents }): FigureCents {
  const cents = row.total;
  if (row.linked) figures.saved = addCents(figures.saved, row.isExpense ? cents : negateCents(cents));
  else if (row.isExpense) figures.expense = addCents(figures.expense, cents);
  else figures.revenue = addCents(figures.revenue, cents);
  return figures;
}

/** Centavos → the JSON figures of one month or of the whole period. */
export function toFigures({ revenue, expense, saved }: FigureCents) {
  return {
    revenue: centsToReais(revenue),
    expense: centsToReais(expense),
    balance: centsToReais(subtractCents(revenue, expense)),
    saved: centsToReais(saved),
  };
}
