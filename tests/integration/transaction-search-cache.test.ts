import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { GET as search } from "@/app/api/v1/transaction/search/route";
import { POST as create } from "@/app/api/v1/transaction/route";
import { DELETE as remove, PATCH as update } from "@/app/api/v1/transaction/[id]/route";
import { db } from "@/lib/server/db";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, transactionTypeIds, type TransactionRefs } from "./transactions-fixtures";

// A term searched twice without a change in between is answered from memory; these prove that
// every kind of change is seen at once all the same, and that one user's answer is never another's.

let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let refs: TransactionRefs;

const find = (q: string, as = token) =>
  call<TransactionJson[]>(search, { path: "/api/v1/transaction/search", token: as, query: { q } });
const descriptions = async (q = "feira") => (await find(q)).body.map((t) => t.description);

beforeAll(async () => {
  const owner = await createTestUser();
  token = owner.token;
  userId = owner.user.id;
  types = await transactionTypeIds();
  refs = await createReferences(userId);
});

describe("GET /transaction/search answered from memory", () => {
  let id: string;

  it("serves a term searched again from memory while nothing changed", async () => {
    const made = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, { description: "Feira livre" }),
    });
    id = made.body._id;
    expect(await descriptions()).toEqual(["Feira livre"]);
    // A change with the triggers switched off (as no real writer can) stays invisible: the
    // second answer did not come from the database.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update transactions set description = 'Feira escondida' where id = ${id}`);
    });
    expect(await descriptions()).toEqual(["Feira livre"]);
    await db.execute(sql`update transactions set description = 'Feira livre' where id = ${id}`);
    expect(await descriptions()).toEqual(["Feira livre"]);
  });

  it("sees a new transaction, an edit and a delete through the API", async () => {
    const made = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: expenseBody(refs, types, { description: "Feira de domingo", transactionDate: "2026-03-11" }),
    });
    expect(await descriptions()).toEqual(["Feira de domingo", "Feira livre"]);
    await call(update, {
      method: "PATCH",
      params: { id: made.body._id },
      token,
      body: expenseBody(refs, types, { description: "Mercado de domingo", transactionDate: "2026-03-11" }),
    });
    expect(await descriptions()).toEqual(["Feira livre"]);
    expect(await descriptions("domingo")).toEqual(["Mercado de domingo"]);
    expect((await call(remove, { method: "DELETE", params: { id: made.body._id }, token })).status).toBe(200);
    expect(await descriptions("domingo")).toEqual([]);
  });

  it("sees a row written straight into the database and a renamed category", async () => {
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${userId}, 'Feira importada', 1.00, '2026-03-01', ${types.receita})`);
    expect(await descriptions()).toEqual(["Feira livre", "Feira importada"]);
    const renamed = await call(patchCategory, {
      method: "PATCH",
      params: { id: refs.category.id },
      token,
      body: { name: "Hortifruti", color: "#F59E0B" },
    });
    expect(renamed.status).toBe(200);
    const [feira] = (await find("feira livre")).body;
    expect(feira?.categoryId).toEqual({ _id: refs.category.id, name: "Hortifruti", color: "#F59E0B" });
  });

  it("never answers one user with another's cached rows", async () => {
    expect((await find("feira")).body).toHaveLength(2);
    const other = await createTestUser();
    expect((await find("feira", other.token)).body).toEqual([]);
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${other.user.id}, 'Feira do vizinho', 1.00, '2026-03-02', ${types.despesa})`);
    expect((await find("feira", other.token)).body.map((t) => t.description)).toEqual(["Feira do vizinho"]);
    expect(await descriptions()).toEqual(["Feira livre", "Feira importada"]);
  });
});
