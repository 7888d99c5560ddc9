import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listBills, POST as createBill } from "@/app/api/v1/recurring-payments/route";
import { GET as getBill, PUT as putBill } from "@/app/api/v1/recurring-payments/[id]/route";
import { DELETE as unpayBill, POST as payBill } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { db } from "@/lib/server/db";
import { categories, paymentMethods, recurringPayments, transactions } from "@/db/schema";
import type { PaidOccurrenceJson, RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { getPendingPayments } from "@/server/recurring-payments/get-pending-payments";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createHouseholds } from "./households-items-fixtures";

let people: Awaited<ReturnType<typeof createHouseholds>>;
let casa: string;
let conjunta: string;
let anasCard: string;

const today = todayInSaoPaulo();
const [year, month] = today.split("-").map(Number) as [number, number];
const dueDate = `${today.slice(0, 8)}05`;

/** A bill due on the 5th, made to exist since last month so this month's 5th is owed whatever today is. */
async function bill(token: string, body: Record<string, unknown>) {
  const res = await call<RecurringPaymentJson & { message: string }>(createBill, {
    method: "POST",
    body: { name: "Condomínio", amount: 850, dueDay: 5, ...body },
    token,
  });
  if (res.status === 201) {
    await db.update(recurringPayments).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(recurringPayments.id, res.body._id));
  }
  return res;
}
const pay = (token: string, id: string) =>
  call<PaidOccurrenceJson & { message: string }>(payBill, { method: "POST", params: { id }, body: { dueDate }, token });
const expense = async (id: string | null) =>
  (await db.select().from(transactions).where(eq(transactions.id, id ?? "")))[0];

beforeAll(async () => {
  people = await createHouseholds();
  const ana = people.ana.user.id;
  const [category] = await db.insert(categories).values({ userId: ana, name: "Moradia", householdId: people.householdId }).returning();
  const [shared] = await db
    .insert(paymentMethods)
    .values({ userId: ana, name: "Conta conjunta", kind: "account", sharing: "shared" })
    .returning();
  const [card] = await db.insert(paymentMethods).values({ userId: ana, name: "Cartão da Ana" }).returning();
  if (!category || !shared || !card) throw new Error("fixtures not created");
  casa = category.id;
  conjunta = shared.id;
  anasCard = card.id;
});

describe("recurring payments da casa", () => {
  it("are seen by the members as their level allows, and by no one else", async () => {
    const created = await bill(people.ana.token, { household: true, categoryId: casa, paymentMethodId: conjunta });
    expect(created).toMatchObject({ status: 201, body: { household: true, access: "owner", ownerId: people.ana.user.id } });
    const id = created.body._id;
    expect(await call(getBill, { params: { id }, token: people.bruno.token })).toMatchObject({
      status: 200,
      body: { access: "write", categoryId: { _id: casa }, paymentMethodId: { _id: conjunta } },
    });
    expect(await call(getBill, { params: { id }, token: people.carla.token })).toMatchObject({ status: 200, body: { access: "read" } });
    expect((await call(getBill, { params: { id }, token: people.davi.token })).status).toBe(404);
    const names = async (token: string) => (await call<RecurringPaymentJson[]>(listBills, { token })).body.map((b) => b._id);
    expect(await names(people.carla.token)).toContain(id);
    expect(await names(people.davi.token)).not.toContain(id);
    const put = await call<RecurringPaymentJson>(putBill, {
      method: "PUT",
      params: { id },
      body: { name: "Condomínio", amount: 900, dueDay: 5, categoryId: casa, paymentMethodId: conjunta },
      token: people.bruno.token,
    });
    expect(put).toMatchObject({ status: 200, body: { amount: 900, household: true, paymentMethodId: { _id: conjunta } } });
  });

  it("keep a private bill to its owner", async () => {
    const created = await bill(people.ana.token, { name: "Academia" });
    expect(created.body.household).toBe(false);
    expect((await call(getBill, { params: { id: created.body._id }, token: people.bruno.token })).status).toBe(404);
    expect((await pay(people.bruno.token, created.body._id)).status).toBe(404);
  });

  it("need a household category", async () => {
    const [own] = await db.insert(categories).values({ userId: people.ana.user.id, name: "Só minha" }).returning();
    expect(await bill(people.ana.token, { household: true, categoryId: own?.id })).toMatchObject({
      status: 400,
      body: { message: "Um item da casa precisa de uma categoria da casa." },
    });
  });

  it("are paid by a member through the shared account, as a row of its owner typed by the member", async () => {
    const { body } = await bill(people.ana.token, { name: "Luz", household: true, categoryId: casa, paymentMethodId: conjunta });
    expect((await pay(people.carla.token, body._id)).status).toBe(403);
    const paid = await pay(people.bruno.token, body._id);
    expect(paid.status).toBe(201);
    expect(await expense(paid.body.transactionId)).toMatchObject({
      userId: people.ana.user.id,
      createdBy: people.bruno.user.id,
      paymentMethodId: conjunta,
      household: true,
      categoryId: casa,
    });
    const anasMonth = await getPendingPayments(db, people.ana.user.id, { year, month });
    expect(anasMonth.find((p) => p.recurringPaymentId === body._id)).toMatchObject({ isPaid: true, amount: 850 });
    expect((await pay(people.ana.token, body._id)).status).toBe(200);

    const undone = await call(unpayBill, { method: "DELETE", params: { id: body._id }, query: { dueDate }, token: people.bruno.token });
    expect(undone.status).toBe(204);
    expect(await expense(paid.body.transactionId)).toBeUndefined();
  });

  it("are paid by a member as their own row da casa when the bill's account is not shared with them", async () => {
    const { body } = await bill(people.ana.token, { name: "Gás", household: true, paymentMethodId: anasCard });
    const paid = await pay(people.bruno.token, body._id);
    expect(paid.status).toBe(201);
    expect(await expense(paid.body.transactionId)).toMatchObject({
      userId: people.bruno.user.id,
      paymentMethodId: null,
      household: true,
    });
  });
});
