import * as z from "@/lib/schemas/zod";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import { withRegime } from "@/lib/schemas/dashboard-regime";
import type { Reais } from "@/lib/format/money";
import { tagFilterSchema } from "@/lib/schemas/tags";
import { monthOfYear, monthsBetween, parseMonth, splitMonth } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";

/** Reports' period: `from` and `to` as YYYY-MM, both included, at most 36 months in all. */
export const MAX_REPORT_MONTHS = 36;

export const reportMessages = {
  fromInvalid: "Mês inicial inválido: use o formato AAAA-MM (from=2025-07).",
  toInvalid: "Mês final inválido: use o formato AAAA-MM (to=2026-06).",
  order: "O mês inicial deve ser anterior ou igual ao mês final.",
  tooLong: `O período pode ter no máximo ${MAX_REPORT_MONTHS} meses.`,
  typeInvalid: 'Tipo inválido: use "receita" ou "despesa".',
} as const;

export interface YearMonthJson {
  year: number;
  month: number;
}

/** "2025-07" → { year: 2025, month: 7 }, or null (years 2000 to 2100). */
export function parseYearMonth(text: string): YearMonthJson | null {
  const parsed = parseMonth(text.trim());
  if (parsed === null) return null;
  const { year, month } = splitMonth(parsed);
  return year >= 2000 && year <= 2100 ? { year, month } : null;
}

export function formatYearMonth({ year, month }: YearMonthJson): Month {
  return monthOfYear(year, month);
}

/** Months from `from` to `to`, both included (1 when they are the same month). */
export function monthsInPeriod(from: YearMonthJson, to: YearMonthJson): number {
  return monthsBetween(formatYearMonth(from), formatYearMonth(to)) + 1;
}

const yearMonth = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const parsed = parseYearMonth(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed;
  });

/**
 * `?from=YYYY-MM&to=YYYY-MM[&regime=competencia|caixa][&tag=name]`: like every /dashboard/* call,
 * the regime picks the month a card purchase counts in (competência when absent); `tag` keeps only
 * the transactions carrying that tag (case and accents ignored).
 */
export const reportPeriodQuery = withRegime(
  z
    .object({
      from: yearMonth(reportMessages.fromInvalid),
      to: yearMonth(reportMessages.toInvalid),
      tag: tagFilterSchema.optional(),
    })
    .superRefine(({ from, to }, ctx) => {
      const months = monthsInPeriod(from, to);
      if (months < 1) ctx.addIssue({ code: "custom", message: reportMessages.order, path: ["to"] });
      else if (months > MAX_REPORT_MONTHS) ctx.addIssue({ code: "custom", message: reportMessages.tooLong, path: ["to"] });
    }),
);

/** A report's months, both included, and how card purchases are dated (competência when absent). */
export interface ReportPeriod {
  from: YearMonthJson;
  to: YearMonthJson;
  regime?: DashboardRegime;
  /** Only the transactions carrying this tag. */
  tag?: string;
}

/** `?from&to&type=despesa|receita` (despesa when absent). */
export const categoryTrendQuery = z.intersection(
  reportPeriodQuery,
  z.object({
    type: z.enum(["receita", "despesa"], { error: reportMessages.typeInvalid }).optional().default("despesa"),
  }),
);

export interface CashFlowMonthJson extends YearMonthJson {
  revenue: Reais;
  expense: Reais;
  /** revenue − expense. */
  balance: Reais;
  /** Put into objectives minus taken out of them ("Guardado em objetivos"). */
  saved: Reais;
}

export interface CategoryTrendJson {
  /** null for "Sem categoria". */
  categoryId: string | null;
  name: string;
  color: string;
  total: Reais;
  months: (YearMonthJson & { total: Reais })[];
}

export interface ShareJson {
  id: string | null;
  name: string;
  color: string;
  total: Reais;
  /** Share of the period's expense, one decimal. */
  percentage: number;
}

export interface ReportSummaryJson {
  totals: { revenue: Reais; expense: Reais; balance: Reais; saved: Reais };
  topCategories: ShareJson[];
  paymentMethods: ShareJson[];
}

/** One tag's figures in a period (Relatórios' Tags). */
export interface TagTotalJson {
  id: string;
  name: string;
  /** How many of the period's transactions carry it. */
  count: number;
  expense: Reais;
  revenue: Reais;
}

/** The CSV's first line, as Excel in Brazil reads it. */
export const CSV_HEADER = "Data;Descrição;Categoria;Meio de pagamento;Tipo;Valor;Parcela;Tags;Favorecido";

export function csvFileName(period: ReportPeriod): string {
  return `bolso-transacoes-${formatYearMonth(period.from)}-a-${formatYearMonth(period.to)}.csv`;
}
