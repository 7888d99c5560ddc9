import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { payees, transactions } from "@/db/schema";
import { getPayeeTotals } from "@/server/reports/get-payee-totals";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

describe("Relatórios: por favorecido", () => {
  it("sums each payee's expense in the period (an estorno lowers it), the largest first, the top ten only, nobody else's", async () => {
    const { user } = await createTestUser();
    const other = await createTestUser();
    const types = await transactionTypeIds();
    const names = ["Mercado", "iFood", "Posto", ...Array.from({ length: 10 }, (_, i) => `Loja ${String(i + 1).padStart(2, "0")}`)];
    const made = await db
      .insert(payees)
      .values(names.map((name) => ({ userId: user.id, name, nameKey: name.toLowerCase() })))
      .returning();
    const id = (name: string) => made.find((p) => p.name === name)!.id;
    const row = (payee: string, valor: Cents, date = day("2026-03-10"), type: "despesa" | "receita" = "despesa") => ({
      userId: user.id,
      description: payee,
      valor,
      transactionDate: date,
      transactionTypeId: types[type],
      payeeId: id(payee),
    });
    await db.insert(transactions).values([
      row("Mercado", cents(30000)),
      row("Mercado", cents(12050), day("2026-03-20")),
      row("iFood", cents(8000)),
      row("iFood", cents(-3000)),
      row("Posto", cents(99900), day("2026-04-02")),
      ...names.slice(3).map((name, i) => row(name, cents((10 + i) * 100))),
    ]);
    const [theirs] = await db.insert(payees).values({ userId: other.user.id, name: "Deles", nameKey: "deles" }).returning();
    await db.insert(transactions).values({ ...row("Mercado", cents(500000)), userId: other.user.id, payeeId: theirs!.id });

    const march: ReportPeriod = { from: { year: 2026, month: 3 }, to: { year: 2026, month: 3 } };
    const totals = await getPayeeTotals(db, user.id, march);
    expect(totals).toHaveLength(10);
    expect(totals.slice(0, 3)).toEqual([
      { id: id("Mercado"), name: "Mercado", count: 2, expense: 420.5, revenue: 0 },
      { id: id("iFood"), name: "iFood", count: 2, expense: 50, revenue: 0 },
      { id: id("Loja 10"), name: "Loja 10", count: 1, expense: 19, revenue: 0 },
    ]);
    expect(totals.map((t) => t.name)).not.toContain("Posto");
    expect(totals.map((t) => t.name)).not.toContain("Loja 01");
  });
});
