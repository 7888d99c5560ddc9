import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PATCH as patchCategory, DELETE as deleteCategory } from "@/app/api/v1/category/[id]/route";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { POST as create } from "@/app/api/v1/transaction/route";
import { DELETE as remove, PATCH as update } from "@/app/api/v1/transaction/[id]/route";
import { db } from "@/lib/server/db";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, transactionTypeIds, type TransactionRefs } from "./transactions-fixtures";

// A month list read twice without a change in between is answered from memory; these prove that
// every kind of change is seen at once all the same.

let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let refs: TransactionRefs;

const march = () => call<TransactionJson[]>(listAll, { query: { month: 3, year: 2026 }, token });
const descriptions = async () => (await march()).body.map((t) => t.description);

beforeAll(async () => {
  const owner = await createTestUser();
  token = owner.token;
  userId = owner.user.id;
  types = await transactionTypeIds();
  refs = await createReferences(userId);
});

describe("GET /transaction/list-all answered from memory", () => {
  let id: string;

  it("serves a month read again from memory while nothing changed", async () => {
    const made = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, { description: "Feira" }),
    });
    id = made.body._id;
    expect(await descriptions()).toEqual(["Feira"]);
    // A change with the triggers switched off (as no real writer can) stays invisible: the
    // second answer did not come from the database.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update transactions set description = 'Escondida' where id = ${id}`);
    });
    expect(await descriptions()).toEqual(["Feira"]);
    await db.execute(sql`update transactions set description = 'Feira' where id = ${id}`);
  });

  it("sees a new transaction, an edit and a delete through the API", async () => {
    const made = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, { description: "Padaria", transactionDate: "2026-03-11" }),
    });
    expect(await descriptions()).toEqual(["Padaria", "Feira"]);
    await call(update, {
      method: "PATCH",
      params: { id: made.body._id },
      token,
      body: expenseBody(refs, types, { description: "Padaria do bairro", transactionDate: "2026-03-11" }),
    });
    expect(await descriptions()).toEqual(["Padaria do bairro", "Feira"]);
    const gone = await call(remove, { method: "DELETE", params: { id: made.body._id }, token });
    expect(gone.status).toBe(200);
    expect(await descriptions()).toEqual(["Feira"]);
  });

  it("sees a row written straight into the database", async () => {
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${userId}, 'Importada', 1.00, '2026-03-01', ${types.receita})`);
    expect(await descriptions()).toEqual(["Feira", "Importada"]);
  });

  it("sees a renamed and then deleted category", async () => {
    const renamed = await call(patchCategory, {
      method: "PATCH",
      params: { id: refs.category.id },
      token,
      body: { name: "Hortifruti", color: "#F59E0B" },
    });
    expect(renamed.status).toBe(200);
    const feira = (await march()).body.find((t) => t._id === id);
    expect(feira?.categoryId).toEqual({ _id: refs.category.id, name: "Hortifruti", color: "#F59E0B" });

    const deleted = await call(deleteCategory, { method: "DELETE", params: { id: refs.category.id }, token });
    expect(deleted.status).toBeLessThan(300);
    expect((await march()).body.find((t) => t._id === id)?.categoryId).toBeNull();
  });

  it("sees a renamed objective and payment method", async () => {
    await db.execute(sql`update objectives set name = 'Casa' where id = ${refs.objective.id}`);
    await db.execute(sql`update payment_methods set color = '#000000' where id = ${refs.paymentMethod.id}`);
    const linked = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, {
        description: "Reserva",
        categoryId: null,
        isObjective: true,
        objectiveId: refs.objective.id,
        transactionDate: "2026-03-20",
      }),
    });
    const before = (await march()).body.find((t) => t._id === linked.body._id);
    expect(before?.objectiveId?.name).toBe("Casa");
    await db.execute(sql`update objectives set name = 'Apartamento' where id = ${refs.objective.id}`);
    await db.execute(sql`update payment_methods set name = 'Pix da casa' where id = ${refs.paymentMethod.id}`);
    const after = (await march()).body.find((t) => t._id === linked.body._id);
    expect(after?.objectiveId?.name).toBe("Apartamento");
    expect(after?.paymentMethodId).toMatchObject({ name: "Pix da casa", color: "#000000" });
  });

  it("keeps deleting a user possible (their version goes with them)", async () => {
    const doomed = await createTestUser();
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${doomed.user.id}, 'x', 1.00, '2026-03-01', ${types.despesa})`);
    await db.execute(sql`delete from users where id = ${doomed.user.id}`);
    const left = await db.execute(sql`select 1 from transaction_list_versions where user_id = ${doomed.user.id}`);
    expect(left.rows).toHaveLength(0);
  });
});
