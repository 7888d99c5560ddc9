import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { paymentMethods, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { DELETE as deletePaymentMethod } from "@/app/api/v1/payment-method/[id]/route";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";
import { createReferences } from "./transactions-fixtures";

const threeRows = new TextEncoder().encode(
  "Data;Descrição;Valor\n02/03/2026;Mercado;-10,00\n03/03/2026;Padaria;-5,50\n04/03/2026;Salário;1.000,00\n",
);

async function preview(token: string, fields: Record<string, string> = {}) {
  const res = await uploadStatement<ImportPreviewJson>(token, "extrato.csv", threeRows, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body._id;
}

function commit(token: string, id: string) {
  return call<{ created: number; skipped: number }>(commitImport, {
    method: "POST",
    path: `/api/v1/import/${id}/commit`,
    params: { id },
    token,
    body: {},
  });
}

async function storedRows(userId: string) {
  const rows = await db
    .select({ description: transactions.description, n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .groupBy(transactions.description)
    .orderBy(transactions.description);
  return rows;
}

describe("import commits racing each other", () => {
  it("five previews (the most one person keeps) of one file committed at once store each row once", async () => {
    const { user, token } = await createTestUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push(await preview(token));
    const results = await Promise.all(ids.map((id) => commit(token, id)));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect(results.reduce((sum, r) => sum + r.body.created, 0)).toBe(3);
    expect(await storedRows(user.id)).toEqual([
      { description: "Mercado", n: 1 },
      { description: "Padaria", n: 1 },
      { description: "Salário", n: 1 },
    ]);
  });

  it("a commit racing the deletion of its payment method never fails: both finish, the rows lose the method", async () => {
    const { user, token } = await createTestUser();
    for (let round = 0; round < 6; round += 1) {
      const { paymentMethod } = await createReferences(user.id, `r${round} `);
      const id = await preview(token, { paymentMethodId: paymentMethod.id });
      const [committed, deleted] = await Promise.all([
        commit(token, id),
        call(deletePaymentMethod, {
          method: "DELETE",
          path: `/api/v1/payment-method/${paymentMethod.id}`,
          params: { id: paymentMethod.id },
          token,
        }),
      ]);
      expect([committed.status, deleted.status], JSON.stringify(committed.body)).toEqual([
        200, 204,
      ]);
      const left = await db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, paymentMethod.id));
      expect(left).toEqual([]);
      const pointing = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(transactions)
        .where(eq(transactions.paymentMethodId, paymentMethod.id));
      expect(pointing[0]?.n).toBe(0);
      await db.delete(transactions).where(eq(transactions.userId, user.id));
    }
  });
});

describe("duplicates are one person's business", () => {
  it("another person owning identical rows marks nothing as a duplicate, and their rows do not change", async () => {
    const owner = await createTestUser();
    const stranger = await createTestUser();
    const theirs = await preview(stranger.token);
    expect((await commit(stranger.token, theirs)).body).toEqual({ created: 3, skipped: 0 });

    const res = await uploadStatement<ImportPreviewJson>(owner.token, "extrato.csv", threeRows);
    expect(res.body.rows.map((row) => row.duplicate)).toEqual([false, false, false]);
    expect((await commit(owner.token, res.body._id)).body).toEqual({ created: 3, skipped: 0 });
    expect(await storedRows(stranger.user.id)).toHaveLength(3);
  });
});
