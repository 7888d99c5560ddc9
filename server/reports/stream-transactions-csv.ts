import "server-only";
import type { Pool } from "pg";
import { periodBounds } from "@/server/reports/report-scope";
import { visibleHouseholdItemText } from "@/server/shared/household-access";
import { CSV_HEADER } from "@/lib/schemas/reports";
import type { ReportPeriod } from "@/lib/schemas/reports";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";

/** Rows read per query: memory stays flat however long the period. */
const BATCH = 1000;

interface CsvRow {
  day: string;
  description: string;
  category: string | null;
  method: string | null;
  type: "receita" | "despesa";
  linked: boolean;
  valor: string;
  installment: string | null;
  /** Tag names, ", " between them. */
  tags: string;
  payee: string | null;
  /** The row's place in the order, where the next page starts after. */
  k_day: string;
  k_created: string;
  k_id: string;
}

/**
 * Which rows a period holds, in fixed text ($2 and $3 the period's days): by date, or under caixa
 * a card item by its fatura's month, like every other report.
 */
const IN_PERIOD: Record<DashboardRegime, string> = {
  competencia: "t.transaction_date >= $2 and t.transaction_date < $3",
  caixa: `((t.statement_month is null and t.transaction_date >= $2 and t.transaction_date < $3)
        or (t.statement_month is not null and t.statement_month >= $2 and t.statement_month < $3))`,
};

// The query is fixed text with the user, the period, the tag asked for ($4, null for any) and where
// the previous page ended as parameters; pages follow each other by keyset in date order. Objective moves are listed too,
// named as what they are. created_at travels as text, so its microseconds survive the round trip.
const page = (regime: DashboardRegime, after: boolean) => `
  select to_char(t.transaction_date, 'DD/MM/YYYY') as day, t.description,
         c.name as category, pm.name as method, tt.transaction_type as type,
         (t.objective_id is not null and t.is_objective) as linked, t.valor::text as valor,
         case when t.installment_index is not null then t.installment_index || '/' || t.installment_count end as installment,
         coalesce((select string_agg(tg.name, ', ' order by tg.key, tg.id) from transaction_tags tt
                   join tags tg on tg.id = tt.tag_id where tt.transaction_id = t.id and tt.user_id = t.user_id
                   and ${visibleHouseholdItemText("tg", "$1")}), '') as tags,
         py.name as payee, t.transaction_date::text as k_day, t.created_at::text as k_created, t.id as k_id
  from (
    -- The page is chosen on the table alone, so the date index bounds it and only its rows are joined.
    select * from transactions t
    where t.user_id = $1 and ${IN_PERIOD[regime]}
    and ($4::text is null or t.id in (select tt.transaction_id from transaction_tags tt
      where tt.tag_id in (select tg.id from tags tg where ${visibleHouseholdItemText("tg", "$1")} and tg.key = search_fold($4::text))))
    ${after ? "and t.transaction_date >= $5::date and (t.transaction_date, t.created_at, t.id) > ($5::date, $6::timestamptz, $7::uuid)" : ""}
    order by t.transaction_date, t.created_at, t.id
    limit ${BATCH}
  ) t
  join transaction_types tt on tt.id = t.transaction_type_id
  left join categories c on c.id = t.category_id and ${visibleHouseholdItemText("c", "$1")}
  left join payment_methods pm on pm.id = t.payment_method_id and pm.user_id = t.user_id
  left join payees py on py.id = t.payee_id and py.user_id = t.user_id
  order by t.transaction_date, t.created_at, t.id`;

function typeLabel(row: CsvRow): string {
  if (row.linked) return row.type === "despesa" ? "Guardado em objetivo" : "Retirado de objetivo";
  return row.type === "despesa" ? "Despesa" : "Receita";
}

/**
 * One CSV field: quoted when it holds the separator, a quote or a line break; text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** "1234.50" → "1234,50": no thousands separator, so Excel reads the number. */
const decimalComma = (valor: string) => valor.replace(".", ",");

function csvLine(row: CsvRow): string {
  return [
    row.day,
    csvField(row.description),
    csvField(row.category ?? ""),
    csvField(row.method ?? ""),
    typeLabel(row),
    decimalComma(row.valor),
    row.installment ?? "",
    csvField(row.tags),
    csvField(row.payee ?? ""),
  ].join(";");
}

/**
 * GET /reports/transactions.csv, piece by piece: a UTF-8 BOM and the header, then the period's
 * transactions (chosen as the regime dates them; each row shows its own date), BATCH rows per
 * query. Each page borrows a pooled connection only for its own query, so a client that stops
 * reading holds none.
 */
export async function* streamTransactionsCsv(pool: Pool, userId: string, period: ReportPeriod): AsyncGenerator<string> {
  const { start, end } = periodBounds(period);
  const regime = period.regime ?? "competencia";
  yield `\uFEFF${CSV_HEADER}\r\n`;
  let last: CsvRow | undefined;
  for (;;) {
    const first = [userId, start, end, period.tag || null];
    const params = last ? [...first, last.k_day, last.k_created, last.k_id] : first;
    const { rows } = await pool.query<CsvRow>(page(regime, last !== undefined), params);
    if (rows.length === 0) return;
    yield rows.map((row) => `${csvLine(row)}\r\n`).join("");
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}
