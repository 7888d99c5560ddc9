import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { objectives, transactions } from "@/db/schema";
import { listTransactionPage } from "@/server/transactions/list-transaction-page";
import type { TransactionFilters } from "@/lib/schemas/transactions";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * Transações' summary of July/2025, computed on paper:
 *   Salário       receita 3.000,00
 *   Freela        receita   150,25
 *   Mercado       despesa   420,10
 *   Reserva       despesa   500,00 linked to "Reserva" (a deposit: neither)
 *   Resgate       receita   120,00 linked to "Reserva" (a withdrawal: neither)
 * Receitas 3.150,25 · Despesas 420,10 · Saldo 2.730,15; the list still shows all 5 rows.
 */
let userId: string;

const july = (overrides: Partial<TransactionFilters> = {}): TransactionFilters => ({
  year: 2025,
  month: 7,
  type: null,
  categoryId: null,
  q: "",
  ...overrides,
});

beforeAll(async () => {
  const me = await createTestUser();
  userId = me.user.id;
  const types = await transactionTypeIds();
  const [reserva] = await db.insert(objectives).values({ userId, name: "Reserva", targetValue: cents(100000) }).returning();
  const row = (description: string, valor: Cents, type: "receita" | "despesa", linked = false) => ({
    userId,
    description,
    valor,
    transactionDate: day("2025-07-10"),
    transactionTypeId: types[type],
    isObjective: linked,
    objectiveId: linked ? reserva!.id : null,
  });
  await db.insert(transactions).values([
    row("Salário", cents(300000), "receita"),
    row("Freela", cents(15025), "receita"),
    row("Mercado", cents(42010), "despesa"),
    row("Reserva", cents(50000), "despesa", true),
    row("Resgate", cents(12000), "receita", true),
  ]);
});

describe("Transações: the month's summary", () => {
  it("money moved to or from an objective is neither income nor expense, though it is listed", async () => {
    const page = await listTransactionPage(db, userId, july(), 1);
    expect(page.total).toBe(5);
    expect(page.transactions.map((t) => t.description).sort()).toEqual(["Freela", "Mercado", "Reserva", "Resgate", "Salário"]);
    expect(page.summary).toEqual({ incomeCents: 315_025, expenseCents: 42_010, balanceCents: 273_015 });
  });

  it("the summary of a filter follows the same rule", async () => {
    const expenses = await listTransactionPage(db, userId, july({ type: "despesa" }), 1);
    expect(expenses.total).toBe(2);
    expect(expenses.summary).toEqual({ incomeCents: 0, expenseCents: 42_010, balanceCents: -42_010 });
    const search = await listTransactionPage(db, userId, july({ q: "res" }), 1);
    expect(search.transactions.map((t) => t.description).sort()).toEqual(["Reserva", "Resgate"]);
    expect(search.summary).toEqual({ incomeCents: 0, expenseCents: 0, balanceCents: 0 });
  });
});
