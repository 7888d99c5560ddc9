import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { objectives, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { DELETE as undoImport } from "@/app/api/v1/import/[id]/route";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { PATCH as patchTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { fixtureBytes, uploadStatement } from "./import-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * Undoing an import deletes the rows it created, edited since or not. When one of them has since
 * become a deposit into an objective that withdrawals already used, the undo is refused like the
 * deletion of that deposit would be: the objective never reads below zero.
 */
const NBSP = "\u00a0";

async function importedGroceries() {
  const { user, token } = await createTestUser();
  const types = await transactionTypeIds();
  const [reserva] = await db.insert(objectives).values({ userId: user.id, name: "Reserva", targetValue: cents(500000) }).returning();
  const upload = await uploadStatement<ImportPreviewJson>(token, "us.csv", fixtureBytes("us.csv"));
  expect(upload.status).toBe(201);
  const importId = upload.body._id;
  const committed = await call(commitImport, { method: "POST", params: { id: importId }, token, body: {} });
  expect(committed.body).toEqual({ created: 3, skipped: 0 });
  const [groceries] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, user.id), eq(transactions.description, "Groceries")));
  return { token, types, reservaId: reserva!.id, importId, groceriesId: groceries!.id };
}

const held = async (token: string, id: string) =>
  (await call<ObjectiveJson[]>(listObjectives, { token })).body.find((o) => o._id === id)?.actualValue;

const undo = (token: string, id: string) =>
  call<{ deleted?: number; message?: string }>(undoImport, { method: "DELETE", params: { id }, token });

describe("DELETE /import/{id} and objectives", () => {
  it("refuses the undo while an imported deposit is used by a withdrawal, deleting nothing; allows it once the withdrawal goes", async () => {
    const { token, types, reservaId, importId, groceriesId } = await importedGroceries();
    const linked = await call(patchTransaction, {
      method: "PATCH",
      params: { id: groceriesId },
      token,
      body: {
        description: "Groceries",
        valor: 1234.56,
        transactionDate: "2026-06-03",
        transactionTypeId: types.despesa,
        categoryId: null,
        paymentMethodId: null,
        isObjective: true,
        objectiveId: reservaId,
      },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(await held(token, reservaId)).toBe(1234.56);
    const withdrawal = await call<{ _id: string }>(createTransaction, {
      method: "POST",
      token,
      body: {
        description: "Retirada",
        valor: 1000,
        transactionDate: "2026-06-10",
        transactionTypeId: types.receita,
        categoryId: null,
        paymentMethodId: null,
        isObjective: true,
        objectiveId: reservaId,
      },
    });
    expect(withdrawal.status).toBe(201);

    const refused = await undo(token, importId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `Não é possível desfazer esta importação: o objetivo "Reserva" ficaria negativo em R$${NBSP}1.000,00, pois já houve retiradas dele. Exclua ou diminua essas retiradas antes.`,
    );
    expect(await held(token, reservaId)).toBe(234.56);

    await db.delete(transactions).where(eq(transactions.id, withdrawal.body._id));
    const done = await undo(token, importId);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ deleted: 3 });
    expect(await held(token, reservaId)).toBe(0);
  });
});
