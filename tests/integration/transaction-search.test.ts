import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/v1/transaction/search/route";
import { db } from "@/lib/server/db";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { locateTransactionPage } from "@/server/transactions/locate-transaction-page";
import { searchTransactions } from "@/server/transactions/search-transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

async function insert(userId: string, rows: Array<{ description: string; date: string; valor?: string }>) {
  const { despesa } = await transactionTypeIds();
  for (const row of rows) {
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${userId}, ${row.description}, ${row.valor ?? "10.00"}, ${row.date}, ${despesa})`);
  }
}

const find = (token: string, q?: string) =>
  call<TransactionJson[] & { message?: string }>(search, { path: "/api/v1/transaction/search", token, query: { q } });

describe("GET /api/v1/transaction/search", () => {
  it("finds the user's transactions of every month by part of the description, ignoring case and accents, newest first", async () => {
    const { user, token } = await createTestUser();
    await insert(user.id, [
      { description: "Açúcar mascavo", date: "2025-01-15" },
      { description: "Padaria", date: "2026-03-02" },
      { description: "ACUCAR refinado", date: "2026-02-20" },
      { description: "Doce de açucar", date: "2026-02-20" },
    ]);
    // Same day, back to back: created_at may tie on the embedded DB's ms clock; refinado is older.
    await db.execute(sql`
      update transactions set created_at = created_at - interval '1 minute'
      where user_id = ${user.id} and description = 'ACUCAR refinado'`);
    const other = await createTestUser();
    await insert(other.user.id, [{ description: "Açúcar do vizinho", date: "2026-03-01" }]);

    const res = await find(token, "açuc");
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.description)).toEqual(["Doce de açucar", "ACUCAR refinado", "Açúcar mascavo"]);
    expect(res.body[2]).toMatchObject({ transactionDate: "2025-01-15", valor: 10, transactionTypeId: { transactionType: "despesa" } });
    expect((await find(token, "  CUCAR ")).body).toHaveLength(3);
  });

  it("answers at most 20, the newest", async () => {
    const { user, token } = await createTestUser();
    await insert(
      user.id,
      Array.from({ length: 25 }, (_, i) => ({ description: `Uber ${i + 1}`, date: `2026-01-${String(i + 1).padStart(2, "0")}` })),
    );
    const res = await find(token, "uber");
    expect(res.body).toHaveLength(20);
    expect(res.body[0]?.description).toBe("Uber 25");
    expect(res.body[19]?.description).toBe("Uber 6");
  });

  it("takes % and _ as letters, not wildcards", async () => {
    const { user, token } = await createTestUser();
    await insert(user.id, [
      { description: "Desconto 10% loja", date: "2026-01-01" },
      { description: "Desconto 10 reais", date: "2026-01-02" },
    ]);
    expect((await find(token, "10%")).body.map((t) => t.description)).toEqual(["Desconto 10% loja"]);
    expect((await find(token, "o_1")).body).toEqual([]);
  });

  it.each([
    ["no term", undefined],
    ["one letter", "a"],
    ["only spaces", "    "],
    ["201 characters", "a".repeat(201)],
  ])("refuses %s with a pt-BR 400", async (_, q) => {
    const { token } = await createTestUser();
    const res = await find(token, q);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^(Digite pelo menos 2 letras para buscar\.|A busca aceita no máximo 100 caracteres\.)$/);
  });

  it("answers 401 without a session", async () => {
    expect((await find("", "uber")).status).toBe(401);
  });
});

describe("the page of /transactions that holds a search result", () => {
  it("is counted in the month's newest-first order, and null when the filters hide the row", async () => {
    const { user } = await createTestUser();
    await insert(
      user.id,
      Array.from({ length: 120 }, (_, i) => ({ description: `Café ${i + 1}`, date: `2026-03-${String(1 + (i % 28)).padStart(2, "0")}` })),
    );
    await insert(user.id, [{ description: "Livro", date: "2026-04-02" }]);
    const month = { year: 2026, month: 3, type: null, categoryId: null, q: "" };
    const ids = (await searchTransactions(db, user.id, { q: "caf" })).map((t) => t._id);
    const all = await db.execute<{ id: string }>(sql`
      select id from transactions where user_id = ${user.id} and transaction_date < '2026-04-01'
      order by transaction_date desc, created_at desc, id desc`);
    const ordered = all.rows.map((row) => row.id);
    expect(ids[0]).toBe(ordered[0]);
    expect(await locateTransactionPage(db, user.id, month, ordered[0]!)).toBe(1);
    expect(await locateTransactionPage(db, user.id, month, ordered[49]!)).toBe(1);
    expect(await locateTransactionPage(db, user.id, month, ordered[50]!)).toBe(2);
    expect(await locateTransactionPage(db, user.id, month, ordered[119]!)).toBe(3);
    const [book] = await searchTransactions(db, user.id, { q: "livro" });
    expect(await locateTransactionPage(db, user.id, month, book!._id)).toBeNull();
    expect(await locateTransactionPage(db, user.id, { ...month, q: "nada" }, ordered[0]!)).toBeNull();
    const stranger = await createTestUser();
    expect(await locateTransactionPage(db, stranger.user.id, month, ordered[0]!)).toBeNull();
  });
});

describe("search on a 100k-transaction account", () => {
  // How fast it answers is measured by `npm run bench` (/transaction/search), not timed here.
  it("finds the one rare row among 100k, and answers common, partial and absent words", { timeout: 120_000 }, async () => {
    const { user } = await createTestUser();
    const { despesa } = await transactionTypeIds();
    const words = ["Mercado", "Farmácia", "Uber", "Padaria", "Posto", "Restaurante", "Aluguel", "Cinema"];
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      select ${user.id}, (${sql.raw(`array['${words.join("','")}']`)})[1 + i % 8] || ' ' || i,
             (i % 500) + 0.99, date '2016-01-01' + (i % 3650), ${despesa}
      from generate_series(1, 100000) as i`);
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${user.id}, 'Conserto da geladeira Brastemp', 900, '2019-05-04', ${despesa})`);
    await db.execute(sql`analyze transactions`);

    const rare = await searchTransactions(db, user.id, { q: "geladeira brast" });
    expect(rare.map((t) => t.description)).toEqual(["Conserto da geladeira Brastemp"]);
    expect((await searchTransactions(db, user.id, { q: "geladeira" })).map((t) => t.description)).toEqual([
      "Conserto da geladeira Brastemp",
    ]);
    const common = await searchTransactions(db, user.id, { q: "farmacia" });
    expect(common.length).toBeGreaterThan(0);
    expect(common.every((t) => t.description.startsWith("Farmácia "))).toBe(true);
    const partial = await searchTransactions(db, user.id, { q: "ercad" });
    expect(partial.length).toBeGreaterThan(0);
    expect(partial.every((t) => t.description.startsWith("Mercado "))).toBe(true);
    expect(await searchTransactions(db, user.id, { q: "nada parecido" })).toEqual([]);
  });
});
