import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/v1/transaction/search/route";
import { db } from "@/lib/server/db";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

const find = (token: string, q: string) =>
  call<TransactionJson[]>(search, { path: "/api/v1/transaction/search", token, query: { q } });

describe("GET /api/v1/transaction/search by amount", () => {
  it("'412', '412,37' and 'R$ 412,37' find R$ 412,37; whole reais find every centavo of them", async () => {
    const { user, token } = await createTestUser();
    const other = await createTestUser();
    const { despesa } = await transactionTypeIds();
    const rows = [
      [user.id, "Mercado", "412.37", "2026-11-20"],
      [user.id, "Farmácia", "412.00", "2026-11-10"],
      [user.id, "Aluguel", "413.00", "2026-11-05"],
      [user.id, "Conta 412", "10.00", "2026-10-01"],
      [other.user.id, "Vizinho", "412.37", "2026-11-21"],
    ] as const;
    for (const [owner, description, valor, date] of rows) {
      await db.execute(sql`
        insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
        values (${owner}, ${description}, ${valor}, ${date}, ${despesa})`);
    }
    const names = async (q: string) => {
      const res = await find(token, q);
      expect(res.status).toBe(200);
      return res.body.map((t) => t.description);
    };
    expect(await names("412")).toEqual(["Mercado", "Farmácia", "Conta 412"]);
    expect(await names("412,37")).toEqual(["Mercado"]);
    expect(await names("R$ 412,37")).toEqual(["Mercado"]);
    expect(await names("412,3")).toEqual(["Mercado"]);
    expect(await names("mercado")).toEqual(["Mercado"]);
  });
});
