import * as z from "@/lib/schemas/zod";
import { currentYearMonth } from "@/lib/domain/calendar";

const month = z.coerce
  .number({ error: "Mês inválido: informe um número de 1 a 12." })
  .int("Mês inválido: informe um número de 1 a 12.")
  .min(1, "Mês inválido: informe um número de 1 a 12.")
  .max(12, "Mês inválido: informe um número de 1 a 12.");

const year = z.coerce
  .number({ error: "Ano inválido." })
  .int("Ano inválido.")
  .min(2000, "Ano inválido: use um ano entre 2000 e 2100.")
  .max(2100, "Ano inválido: use um ano entre 2000 e 2100.");

/** `?month=1..12[&year=YYYY]`; the year defaults to the current one in São Paulo. */
export const monthQuery = z
  .object({ month, year: year.optional() })
  .transform((q) => ({ month: q.month, year: q.year ?? currentYearMonth().year }));

/** Like `monthQuery`, but with no month it means the current month (São Paulo). */
export const optionalMonthQuery = z
  .object({ month: month.optional(), year: year.optional() })
  .transform((q) => {
    const now = currentYearMonth();
    return { month: q.month ?? now.month, year: q.year ?? now.year };
  });

export type MonthQuery = z.output<typeof monthQuery>;

/** The month and year fields alone, for a query that composes them its own way. */
export { month as monthField, year as yearField };
