import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumber, decimalToCents } from "@/lib/money";
import { splitDay } from "@/lib/dates";
import { transactions, transactionTypes } from "@/db/schema";
import type { CashFlowMonthJson, ReportPeriod } from "@/lib/schemas/reports";
import { countsAsCashFlow, linkedToObjective } from "@/server/shared/cash-flow-condition";
import { periodBounds, reportScope, transactionMonth } from "@/server/reports/report-scope";

const isType = (type: "receita" | "despesa") => sql`${transactionTypes.transactionType} = ${type}`;

/** Revenue, expense and money moved into objectives, as sums over the rows they filter. */
export const periodFigures = {
  revenue: sql<string>`coalesce(sum(${transactions.valor}) filter (where ${countsAsCashFlow(isType("receita"))}), 0)`,
  expense: sql<string>`coalesce(sum(${transactions.valor}) filter (where ${countsAsCashFlow(isType("despesa"))}), 0)`,
  saved: sql<string>`coalesce(sum(case when ${isType("despesa")} then ${transactions.valor} else -${transactions.valor} end) filter (where ${linkedToObjective}), 0)`,
};

/** Centavos → the JSON figures of one month or of the whole period. */
export function toFigures(row: { revenue: string; expense: string; saved: string }) {
  const revenue = decimalToCents(row.revenue);
  const expense = decimalToCents(row.expense);
  return {
    revenue: centsToNumber(revenue),
    expense: centsToNumber(expense),
    balance: centsToNumber(revenue - expense),
    saved: centsToNumber(decimalToCents(row.saved)),
  };
}

/**
 * GET /reports/cash-flow: one row per month of the period, months without data included, with
 * revenue, expense, balance (revenue − expense) and what went into objectives. One query.
 */
export async function getCashFlow(db: DbOrTx, userId: string, period: ReportPeriod): Promise<CashFlowMonthJson[]> {
  const { start, lastMonth } = periodBounds(period);
  const rows = await db.execute<{ month: string; revenue: string | null; expense: string | null; saved: string | null }>(sql`
    with per_month as (
      select ${transactionMonth(period.regime)} as month, ${periodFigures.revenue} as revenue,
             ${periodFigures.expense} as expense, ${periodFigures.saved} as saved
      from ${transactions}
      inner join ${transactionTypes} on ${eq(transactionTypes.id, transactions.transactionTypeId)}
      where ${reportScope(userId, period)}
      group by 1
    )
    select to_char(m.month, 'YYYY-MM-DD') as month, p.revenue, p.expense, p.saved
    from generate_series(${start}::date, ${lastMonth}::date, interval '1 month') as m(month)
    left join per_month p on p.month = to_char(m.month, 'YYYY-MM-DD')
    order by m.month`);
  return rows.rows.map((row) => {
    const { year, month } = splitDay(row.month);
    return {
      year,
      month,
      ...toFigures({ revenue: row.revenue ?? "0", expense: row.expense ?? "0", saved: row.saved ?? "0" }),
    };
  });
}
