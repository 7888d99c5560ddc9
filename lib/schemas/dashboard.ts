import type { Reais } from "@/lib/format/money";

/**
 * What the /dashboard/* calls answer, shared with the screens. Amounts are JSON numbers
 * exact to the centavo; percentages have one decimal, and `null` means no base to compare with
 * (lib/domain/percentage-change.ts: too little last month, or a first month). `comparison` says
 * which, and carries the previous value when there is no percentage.
 */
export type ComparisonJson =
  | { kind: "percent"; value: number }
  | { kind: "first-month" }
  | { kind: "previous-value"; previous: Reais }
  | { kind: "none" };

export interface MonthlyRevenueJson {
  currentMonthRevenue: Reais;
  percentageIncreaseFromLastMonth: number | null;
  comparison: ComparisonJson;
}

export interface MonthlyExpenseJson {
  currentMonthExpense: Reais;
  percentageIncreaseFromLastMonth: number | null;
  comparison: ComparisonJson;
}

export interface MonthlySavingsJson {
  currentMonthSavings: Reais;
  percentageChange: number | null;
  comparison: ComparisonJson;
}

export interface AverageDailySpendingJson {
  averageDailySpending: Reais;
}

/** One slice of the month's expense; `id` null is the 'Sem categoria' group. */
export interface CategoryExpenseJson {
  id: string | null;
  name: string;
  color: string;
  total: Reais;
  percentage: number;
}

export const UNCATEGORIZED_NAME = "Sem categoria";
/** zinc-400: neutral, and readable on both the light and the dark ring chart. */
export const UNCATEGORIZED_COLOR = "#A1A1AA";

export type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
