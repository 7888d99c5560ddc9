import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cashFlow } from "@/app/api/v1/reports/cash-flow/route";
import { GET as categoryTrend } from "@/app/api/v1/reports/category-trend/route";
import { GET as summary } from "@/app/api/v1/reports/summary/route";
import { GET as transactionsCsv } from "@/app/api/v1/reports/transactions.csv/route";
import { NextRequest } from "next/server";
import { db, getPool } from "@/lib/server/db";
import { categories, objectives, payees, paymentMethods, transactions } from "@/db/schema";
import { streamTransactionsCsv } from "@/server/reports/stream-transactions-csv";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * Nov/2025 to Jan/2026, computed on paper (Oct and Feb hold rows that must stay out):
 *   Nov: Salário receita 5000,00 (Pix); Mercado 200,10 (Mercado, Pix); Notebook 1/2 100,00
 *        (Lazer, Cartão); Reserva 800,00 linked → saved +800,00.
 *        revenue 5000,00 · expense 300,10 · balance 4699,90 · saved 800,00
 *   Dec: Notebook 2/2 100,00 (Lazer, Cartão); Resgate receita 300,00 linked → saved −300,00;
 *        Presente 45,67 (no category, no method).
 *        revenue 0 · expense 145,67 · balance −145,67 · saved −300,00
 *   Jan: nothing.
 * Period: revenue 5000,00 · expense 445,77 · balance 4554,23 · saved 500,00.
 * Shares of 445,77: 200,10 → 44,9 %; 200,00 → 44,9 %; 45,67 → 10,2 %.
 */
let token: string;
let userId: string;
const period = { from: "2025-11", to: "2026-01" };
const ids: Record<string, string> = {};

const get = async <T>(handler: typeof cashFlow, query: Record<string, string>) => {
  const res = await call<T>(handler, { path: "/api/v1/reports", query, token });
  return res;
};

beforeAll(async () => {
  const me = await createTestUser();
  token = me.token;
  userId = me.user.id;
  const types = await transactionTypeIds();
  const cats = await db
    .insert(categories)
    .values([
      { userId, name: "Mercado", color: "#10B981" },
      { userId, name: "Lazer", color: "#8B5CF6" },
    ])
    .returning();
  const methods = await db
    .insert(paymentMethods)
    .values([
      { userId, name: "Pix", color: "#6366F1" },
      { userId, name: "Cartão", color: "#F59E0B" },
    ])
    .returning();
  for (const row of [...cats, ...methods]) ids[row.name] = row.id;
  const [reserva] = await db.insert(objectives).values({ userId, name: "Reserva", targetValue: cents(900000) }).returning();
  const group = randomUUID();
  const row = (
    description: string,
    valor: Cents,
    transactionDate: Day,
    type: "receita" | "despesa",
    extra: Partial<typeof transactions.$inferInsert> = {},
  ) => ({ userId, description, valor, transactionDate, transactionTypeId: types[type], ...extra });
  await db.insert(transactions).values([
    row("Antes", cents(99999), day("2025-10-31"), "despesa", { categoryId: ids.Mercado }),
    row("Salário", cents(500000), day("2025-11-05"), "receita", { paymentMethodId: ids.Pix }),
    row("Mercado", cents(20010), day("2025-11-10"), "despesa", { categoryId: ids.Mercado, paymentMethodId: ids.Pix }),
    row("Notebook (1/2)", cents(10000), day("2025-11-15"), "despesa", {
      categoryId: ids.Lazer,
      paymentMethodId: ids["Cartão"],
      installmentGroupId: group,
      installmentIndex: 1,
      installmentCount: 2,
    }),
    row("Reserva", cents(80000), day("2025-11-20"), "despesa", { paymentMethodId: ids.Pix, isObjective: true, objectiveId: reserva!.id }),
    row("Notebook (2/2)", cents(10000), day("2025-12-15"), "despesa", {
      categoryId: ids.Lazer,
      paymentMethodId: ids["Cartão"],
      installmentGroupId: group,
      installmentIndex: 2,
      installmentCount: 2,
    }),
    row("Resgate", cents(30000), day("2025-12-20"), "receita", { isObjective: true, objectiveId: reserva!.id }),
    row('Presente; "Natal"', cents(4567), day("2025-12-24"), "despesa"),
    row("Depois", cents(100), day("2026-02-01"), "receita"),
  ]);
});

describe("GET /reports/cash-flow", () => {
  it("one row per month, zero months included; objective moves only in 'saved'", async () => {
    const res = await get(cashFlow, period);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { year: 2025, month: 11, revenue: 5000, expense: 300.1, balance: 4699.9, saved: 800 },
      { year: 2025, month: 12, revenue: 0, expense: 145.67, balance: -145.67, saved: -300 },
      { year: 2026, month: 1, revenue: 0, expense: 0, balance: 0, saved: 0 },
    ]);
  });

  it("a period with no data at all is all zeros", async () => {
    const res = await get(cashFlow, { from: "2020-01", to: "2020-02" });
    expect(res.body).toEqual([
      { year: 2020, month: 1, revenue: 0, expense: 0, balance: 0, saved: 0 },
      { year: 2020, month: 2, revenue: 0, expense: 0, balance: 0, saved: 0 },
    ]);
  });

  it("refuses a bad period with pt-BR 400s (format, order, more than 36 months)", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: "2025-13", to: "2026-01" }, "Mês inicial inválido: use o formato AAAA-MM (from=2025-07)."],
      [{ from: "2025-11" }, "Mês final inválido: use o formato AAAA-MM (to=2026-06)."],
      [{ from: "2026-02", to: "2026-01" }, "O mês inicial deve ser anterior ou igual ao mês final."],
      [{ from: "2023-01", to: "2026-01" }, "O período pode ter no máximo 36 meses."],
    ];
    for (const [query, message] of cases) {
      const res = await get<{ message: string }>(cashFlow, query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // Exactly 36 months is allowed.
    const longest = await get<unknown[]>(cashFlow, { from: "2023-02", to: "2026-01" });
    expect(longest.status).toBe(200);
    expect(longest.body).toHaveLength(36);
  });
});

describe("GET /reports/category-trend", () => {
  it("despesas by category month by month, 'Sem categoria' on its own row, largest first", async () => {
    const res = await get(categoryTrend, { ...period, type: "despesa" });
    expect(res.status).toBe(200);
    const months = (a: number, b: number, c: number) => [
      { year: 2025, month: 11, total: a },
      { year: 2025, month: 12, total: b },
      { year: 2026, month: 1, total: c },
    ];
    expect(res.body).toEqual([
      { categoryId: ids.Mercado, name: "Mercado", color: "#10B981", total: 200.1, months: months(200.1, 0, 0) },
      { categoryId: ids.Lazer, name: "Lazer", color: "#8B5CF6", total: 200, months: months(100, 100, 0) },
      { categoryId: null, name: "Sem categoria", color: "#A1A1AA", total: 45.67, months: months(0, 45.67, 0) },
    ]);
  });

  it("receitas leave the withdrawal out; a bad type is a 400", async () => {
    const res = await get<{ name: string; total: number }[]>(categoryTrend, { ...period, type: "receita" });
    expect(res.body.map((r) => [r.name, r.total])).toEqual([["Sem categoria", 5000]]);
    const bad = await get<{ message: string }>(categoryTrend, { ...period, type: "transferencia" });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Tipo inválido: use "receita" ou "despesa".' } });
  });
});

describe("GET /reports/summary", () => {
  it("totals, top categories and payment methods with their share of the expense", async () => {
    const res = await get(summary, period);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totals: { revenue: 5000, expense: 445.77, balance: 4554.23, saved: 500 },
      topCategories: [
        { id: ids.Mercado, name: "Mercado", color: "#10B981", total: 200.1, percentage: 44.9 },
        { id: ids.Lazer, name: "Lazer", color: "#8B5CF6", total: 200, percentage: 44.9 },
        { id: null, name: "Sem categoria", color: "#A1A1AA", total: 45.67, percentage: 10.2 },
      ],
      paymentMethods: [
        { id: ids.Pix, name: "Pix", color: "#6366F1", total: 200.1, percentage: 44.9 },
        { id: ids["Cartão"], name: "Cartão", color: "#F59E0B", total: 200, percentage: 44.9 },
        { id: null, name: "Sem meio de pagamento", color: "#A1A1AA", total: 45.67, percentage: 10.2 },
      ],
    });
  });
});

/** A pt-BR CSV line → fields (";" separated, '"' quoted, "" an escaped quote). */
function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      fields.push(field);
      field = "";
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

/** "1234,56" → 123456 centavos; "dd/mm/aaaa" → "aaaa-mm-dd". */
const ptCents = (text: string) => {
  const [whole, fraction = ""] = text.split(",");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};
const ptDay = (text: string) => text.split("/").reverse().join("-");

describe("GET /reports/transactions.csv", () => {
  it("a UTF-8 CSV with BOM, ';', decimal commas and dd/mm/aaaa that parses back to the database rows", async () => {
    const [payee] = await db.insert(payees).values({ userId, name: "Supermercado Dia", nameKey: "supermercado dia" }).returning();
    await db.execute(sql`update transactions set payee_id = ${payee!.id} where user_id = ${userId} and description = 'Mercado'`);
    const url = new URL("http://localhost:3000/api/v1/reports/transactions.csv");
    url.searchParams.set("from", period.from);
    url.searchParams.set("to", period.to);
    const res = await transactionsCsv(
      new NextRequest(url, { headers: { authorization: `Bearer ${token}` } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="bolso-transacoes-2025-11-a-2026-01.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split("\r\n").filter((line) => line !== "");
    expect(lines[0]).toBe("Data;Descrição;Categoria;Meio de pagamento;Tipo;Valor;Parcela;Tags;Favorecido");
    const parsed = lines.slice(1).map(parseCsvLine);
    expect(parsed).toEqual([
      ["05/11/2025", "Salário", "", "Pix", "Receita", "5000,00", "", "", ""],
      ["10/11/2025", "Mercado", "Mercado", "Pix", "Despesa", "200,10", "", "", "Supermercado Dia"],
      ["15/11/2025", "Notebook (1/2)", "Lazer", "Cartão", "Despesa", "100,00", "1/2", "", ""],
      ["20/11/2025", "Reserva", "", "Pix", "Guardado em objetivo", "800,00", "", "", ""],
      ["15/12/2025", "Notebook (2/2)", "Lazer", "Cartão", "Despesa", "100,00", "2/2", "", ""],
      ["20/12/2025", "Resgate", "", "", "Retirado de objetivo", "300,00", "", "", ""],
      ["24/12/2025", 'Presente; "Natal"', "", "", "Despesa", "45,67", "", "", ""],
    ]);
    // Read with pt-BR rules, the file holds exactly the database's rows of the period.
    const { rows } = await db.execute<{ day: string; description: string; cents: number }>(sql`
      select to_char(transaction_date, 'YYYY-MM-DD') as day, description, (valor * 100)::int as cents
      from transactions where user_id = ${userId} and transaction_date between '2025-11-01' and '2026-01-31'
      order by transaction_date, created_at, id`);
    expect(parsed.map((f) => ({ day: ptDay(f[0]!), description: f[1], cents: ptCents(f[5]!) }))).toEqual(rows);
  });

  it("a formula-looking description cannot run in a spreadsheet", async () => {
    const { csvField } = await import("@/server/reports/stream-transactions-csv");
    expect(csvField("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("+55 11")).toBe("'+55 11");
    expect(csvField("Padaria")).toBe("Padaria");
  });

  it("streams in pages: 2,500 rows arrive in several pieces, never as one, each row once", async () => {
    const other = await createTestUser();
    const types = await transactionTypeIds();
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      select ${other.user.id}, 'Compra ' || g, (g % 97 + 1)::numeric / 10, date '2025-01-01' + (g % 300), ${types.despesa}
      from generate_series(1, 2500) g`);
    const pieces: string[] = [];
    for await (const piece of streamTransactionsCsv(getPool(), other.user.id, {
      from: { year: 2025, month: 1 },
      to: { year: 2025, month: 12 },
    })) {
      pieces.push(piece);
    }
    // BOM + header, then one piece per 1,000 rows.
    expect(pieces).toHaveLength(4);
    const lines = pieces.join("").split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2501);
    expect(new Set(lines).size).toBe(2501);
  });

  it("refuses a period longer than 36 months", async () => {
    const res = await get<{ message: string }>(transactionsCsv, { from: "2020-01", to: "2026-01" });
    expect(res).toMatchObject({ status: 400, body: { message: "O período pode ter no máximo 36 meses." } });
  });
});
