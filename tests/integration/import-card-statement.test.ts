import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  cardPastDays,
  importTransactions,
  imports,
  paymentMethods,
  transactions,
} from "@/db/schema";
import { db } from "@/lib/server/db";
import { statementOfPurchase, type PastCardDays } from "@/lib/domain/card-statement";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { day, month } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

async function card(userId: string, closingDay: number, dueDay: number) {
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      name: `Cartão ${closingDay}/${dueDay}`,
      color: "#6366F1",
      kind: "credit_card",
      closingDay,
      dueDay,
    })
    .returning();
  if (!row) throw new Error("card not created");
  return row;
}

const monthOf = (value: string | null) => (value === null ? null : value.slice(0, 7));

describe("purchases imported into a card", () => {
  it("join their fatura at commit, as a purchase typed by hand does", async () => {
    const { user, token } = await createTestUser();
    const visa = await card(user.id, 5, 12);
    const file = new TextEncoder().encode(
      "Data;Descrição;Valor\n04/03/2026;Antes do fechamento;-100,00\n05/03/2026;No fechamento;-50,00\n20/03/2026;Depois;-10,00\n",
    );
    const preview = await uploadStatement<ImportPreviewJson>(token, "fatura.csv", file, {
      paymentMethodId: visa.id,
    });
    expect(preview.status).toBe(201);
    const res = await call(commitImport, {
      method: "POST",
      path: `/api/v1/import/${preview.body._id}/commit`,
      params: { id: preview.body._id },
      token,
      body: {},
    });
    expect(res.status).toBe(200);
    const rows = await db
      .select({ description: transactions.description, month: transactions.statementMonth })
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(transactions.transactionDate);
    expect(rows.map((r) => [r.description, monthOf(r.month)])).toEqual([
      ["Antes do fechamento", "2026-03"],
      ["No fechamento", "2026-04"],
      ["Depois", "2026-04"],
    ]);
  });

  it("already imported without a fatura are placed by the migration, with the days in force for each fatura", async () => {
    const { user } = await createTestUser();
    const types = await transactionTypeIds();
    const cards = [
      await card(user.id, 31, 10),
      await card(user.id, 5, 25),
      await card(user.id, 20, 20),
    ];
    const past: PastCardDays[] = [{ untilMonth: month("2026-03"), closingDay: 15, dueDay: 22 }];
    await db
      .insert(cardPastDays)
      .values({ cardId: cards[1]!.id, untilMonth: day("2026-03-01"), closingDay: 15, dueDay: 22 });
    const [upload] = await db
      .insert(imports)
      .values({
        userId: user.id,
        format: "csv",
        fileName: "antigo.csv",
        status: "committed",
        rows: Buffer.from("[]"),
        rowCount: 0,
        duplicateCount: 0,
      })
      .returning();
    const days = [
      "2026-01-14",
      "2026-01-15",
      "2026-01-31",
      "2026-02-04",
      "2026-02-05",
      "2026-02-15",
      "2026-02-28",
      "2026-03-01",
      "2026-03-05",
      "2026-03-20",
      "2026-03-21",
      "2026-12-31",
    ].map((text) => day(text));
    const inserted = await db
      .insert(transactions)
      .values(
        cards.flatMap((c) =>
          days.map((day) => ({
            userId: user.id,
            description: `${c.closingDay}/${c.dueDay} ${day}`,
            valor: cents(1000),
            transactionDate: day,
            transactionTypeId: types.despesa,
            paymentMethodId: c.id,
          })),
        ),
      )
      .returning({ id: transactions.id });
    await db
      .insert(importTransactions)
      .values(inserted.map(({ id }) => ({ transactionId: id, importId: upload!.id })));
    // Typed by hand and never placed: not the migration's business.
    const [typed] = await db
      .insert(transactions)
      .values({
        userId: user.id,
        description: "digitada",
        valor: cents(100),
        transactionDate: day("2026-02-10"),
        transactionTypeId: types.despesa,
        paymentMethodId: cards[0]!.id,
      })
      .returning({ id: transactions.id });

    await db.execute(
      sql.raw(fs.readFileSync("db/migrations/0015_place_imported_card_items.sql", "utf8")),
    );

    const placed = await db
      .select({
        id: transactions.id,
        day: transactions.transactionDate,
        card: transactions.paymentMethodId,
        month: transactions.statementMonth,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, user.id),
          inArray(
            transactions.id,
            inserted.map((r) => r.id),
          ),
        ),
      );
    expect(placed).toHaveLength(cards.length * days.length);
    for (const row of placed) {
      const c = cards.find((x) => x.id === row.card)!;
      const expected = statementOfPurchase(
        row.day,
        { closingDay: c.closingDay!, dueDay: c.dueDay! },
        c.id === cards[1]!.id ? past : [],
      );
      expect([c.closingDay, row.day, monthOf(row.month)]).toEqual([
        c.closingDay,
        row.day,
        expected,
      ]);
    }
    const [left] = await db
      .select({ month: transactions.statementMonth })
      .from(transactions)
      .where(eq(transactions.id, typed!.id));
    expect(left?.month).toBeNull();
  });
});
