import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { GET as getOne, PUT, DELETE } from "@/app/api/v1/recurring-payments/[id]/route";
import { POST as pay, DELETE as unpay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { GET as list, POST } from "@/app/api/v1/recurring-payments/route";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import {
  categories,
  recurringPaymentOccurrences,
  recurringPayments,
  transactions,
} from "@/db/schema";
import type { PaidOccurrenceJson } from "@/lib/schemas/recurring-payments";
import { listRecurringPayments } from "@/server/recurring-payments/list-recurring-payments";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

import {
  PATH,
  anyString,
  categoryId,
  create,
  methodId,
  otherToken,
  token,
  userId,
  type Json,
} from "./recurring-payments-fixtures";

describe("recurring payments CRUD", () => {
  it("creates one with populated category and payment method (201)", async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: anyString,
      name: "Aluguel",
      amount: 1500.5,
      dueDay: 10,
      frequency: "monthly",
      categoryId: { _id: categoryId, name: "Moradia" },
      paymentMethodId: { _id: methodId, name: "Pix" },
      description: "Apartamento",
      isActive: true,
      household: false,
      ownerId: userId,
      access: "owner",
    });
  });

  it("defaults to monthly and active, with null references and description", async () => {
    const res = await call<Json>(POST, {
      method: "POST",
      path: PATH,
      token,
      body: { name: "  Academia  ", amount: "89.90", dueDay: 5 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Academia",
      amount: 89.9,
      frequency: "monthly",
      isActive: true,
      categoryId: null,
      paymentMethodId: null,
      description: null,
    });
  });

  it("lists the user's payments sorted by name, and filters by name ignoring case", async () => {
    await create({ name: "Seguro 100% carro", frequency: "yearly", dueDay: 45 }, token);
    await create({ name: "Outro usuário", categoryId: null, paymentMethodId: null }, otherToken);
    const all = await call<Json[]>(list, { path: PATH, token });
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.name)).toEqual(["Academia", "Aluguel", "Seguro 100% carro"]);

    const found = await call<Json[]>(list, { path: PATH, token, query: { search: "ALU" } });
    expect(found.body.map((p) => p.name)).toEqual(["Aluguel"]);
    const percent = await call<Json[]>(list, { path: PATH, token, query: { search: "100%" } });
    expect(percent.body.map((p) => p.name)).toEqual(["Seguro 100% carro"]);
    // % and _ are literal characters, not wildcards.
    const wildcard = await call<Json[]>(list, { path: PATH, token, query: { search: "%" } });
    expect(wildcard.body.map((p) => p.name)).toEqual(["Seguro 100% carro"]);
    const underscore = await call<Json[]>(list, { path: PATH, token, query: { search: "_" } });
    expect(underscore.body).toEqual([]);
    const none = await call<Json[]>(list, { path: PATH, token, query: { search: "xyz" } });
    expect(none.body).toEqual([]);
  });

  it("sorts and searches names ignoring accents, through the API and the screen's use case", async () => {
    const fresh = await createTestUser();
    for (const name of ["Condomínio", "Água e esgoto", "Academia"]) {
      const res = await create({ name, categoryId: null, paymentMethodId: null }, fresh.token);
      expect(res.status).toBe(201);
    }
    const all = await call<Json[]>(list, { path: PATH, token: fresh.token });
    expect(all.body.map((p) => p.name)).toEqual(["Academia", "Água e esgoto", "Condomínio"]);
    const search = (term: string) =>
      call<Json[]>(list, { path: PATH, token: fresh.token, query: { search: term } }).then(
        (res) => res.body.map((p) => p.name),
      );
    expect(await search("agua")).toEqual(["Água e esgoto"]);
    expect(await search("CONDOMINIO")).toEqual(["Condomínio"]);
    const useCase = async (term: string) =>
      (await listRecurringPayments(db, fresh.user.id, term)).map((p) => p.name);
    expect(await useCase("ÁGUA")).toEqual(["Água e esgoto"]);
    expect(await useCase(" condomínio ")).toEqual(["Condomínio"]);
    expect(await useCase("")).toEqual(["Academia", "Água e esgoto", "Condomínio"]);
  });

  it("gets, replaces (PUT) and deletes one", async () => {
    const { body: createdPayment } = await create({ name: "Internet", amount: 99.99 });
    const id = createdPayment._id;
    const got = await call<Json>(getOne, { path: `${PATH}/${id}`, params: { id }, token });
    expect(got.body).toEqual(createdPayment);

    const put = await call<Json>(PUT, {
      method: "PUT",
      path: `${PATH}/${id}`,
      params: { id },
      token,
      body: {
        name: "Internet fibra",
        amount: 120,
        dueDay: 7,
        frequency: "weekly",
        isActive: false,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      _id: id,
      name: "Internet fibra",
      amount: 120,
      dueDay: 7,
      frequency: "weekly",
      categoryId: null,
      paymentMethodId: null,
      description: null,
      isActive: false,
      household: false,
      ownerId: userId,
      access: "owner",
    });

    const del = await call(DELETE, {
      method: "DELETE",
      path: `${PATH}/${id}`,
      params: { id },
      token,
    });
    expect(del.status).toBe(204);
    const gone = await call(getOne, { path: `${PATH}/${id}`, params: { id }, token });
    expect(gone.status).toBe(404);
  });

  it("keeps the payment when its category is deleted (reference becomes null)", async () => {
    const [temp] = await db.insert(categories).values({ userId, name: "Temporária" }).returning();
    const { body: p } = await create({ name: "Streaming", categoryId: temp!.id });
    await db.delete(categories).where(eq(categories.id, temp!.id));
    const got = await call<Json>(getOne, {
      path: `${PATH}/${p._id}`,
      params: { id: p._id },
      token,
    });
    expect(got.status).toBe(200);
    expect(got.body.categoryId).toBeNull();
  });
});

describe("paying an occurrence", () => {
  /** A bill falls due from the day it was created: these are dated back so 2026's dates can be paid. */
  const createPayable = async (overrides: Record<string, unknown>) => {
    const res = await create(overrides);
    await db
      .update(recurringPayments)
      .set({ createdAt: new Date("2026-01-01T03:00:00.000Z") })
      .where(eq(recurringPayments.id, res.body._id));
    return res;
  };

  it("records one expense for a real occurrence, even when paid twice, dated on the day it was paid", async () => {
    const today = todayInSaoPaulo();
    const { body: p } = await createPayable({ name: "Condomínio", amount: 450.1, dueDay: 31 });
    const opts = { method: "POST", path: `${PATH}/${p._id}/pay`, params: { id: p._id }, token };

    const wrongDay = await call(pay, { ...opts, body: { dueDate: "2027-02-27" } });
    expect(wrongDay).toMatchObject({
      status: 400,
      body: { message: "Este pagamento não vence nessa data." },
    });
    const badDate = await call(pay, { ...opts, body: { dueDate: "28/02/2027" } });
    expect(badDate.status).toBe(400);

    const first = await call<PaidOccurrenceJson>(pay, { ...opts, body: { dueDate: "2027-02-28" } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: `${p._id}:2027-02-28`,
      recurringPaymentId: p._id,
      name: "Condomínio",
      dueDate: "2027-02-28",
      amount: 450.1,
      isPaid: true,
      paidOn: today,
      transactionId: anyString,
    });
    const again = await call<PaidOccurrenceJson>(pay, { ...opts, body: { dueDate: "2027-02-28" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const early = await call<PaidOccurrenceJson>(pay, {
      ...opts,
      body: { dueDate: "2027-03-31", paidOn: "2027-03-30" },
    });
    expect(early.status).toBe(201);
    expect(early.body).toMatchObject({ dueDate: "2027-03-31", paidOn: "2027-03-30" });
    const badPaidOn = await call(pay, { ...opts, body: { dueDate: "2027-01-31", paidOn: "30/03/2027" } });
    expect(badPaidOn).toMatchObject({ status: 400, body: { message: "Data inválida: use o formato AAAA-MM-DD." } });

    const recorded = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.description, "Condomínio")));
    expect(
      recorded.map((t) => [t.transactionDate, t.valor, t.categoryId, t.paymentMethodId]).sort(),
    ).toEqual(
      [
        [today, cents(45010), categoryId, methodId],
        ["2027-03-30", cents(45010), categoryId, methodId],
      ].sort(),
    );

    // Undo removes the transaction and the occurrence; undoing again is harmless.
    const undo = await call(unpay, { ...opts, method: "DELETE", query: { dueDate: "2027-02-28" } });
    expect(undo.status).toBe(204);
    expect(
      (await call(unpay, { ...opts, method: "DELETE", query: { dueDate: "2027-02-28" } })).status,
    ).toBe(204);
    const left = await db
      .select({ date: transactions.transactionDate })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.description, "Condomínio")));
    expect(left).toEqual([{ date: "2027-03-30" }]);
    const occurrences = await db
      .select({ dueDate: recurringPaymentOccurrences.dueDate })
      .from(recurringPaymentOccurrences)
      .where(eq(recurringPaymentOccurrences.recurringPaymentId, p._id));
    expect(occurrences).toEqual([{ dueDate: "2027-03-31" }]);
  });

  // The embedded database's pool has one connection: there these calls queue and run one after
  // another, and only the serial path is tested. CI runs on PostgreSQL, where they really race.
  it("records one expense when ten pays of one occurrence arrive at once (a race on PostgreSQL, serial on the embedded database)", async () => {
    const { body: p } = await createPayable({ name: "Água", amount: 80, dueDay: 20 });
    const opts = { method: "POST", path: `${PATH}/${p._id}/pay`, params: { id: p._id }, token };
    const all = await Promise.all(
      Array.from({ length: 10 }, () => call<PaidOccurrenceJson>(pay, { ...opts, body: { dueDate: "2026-06-20" } })),
    );
    expect(all.map((r) => r.status).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    expect(new Set(all.map((r) => r.body.transactionId)).size).toBe(1);
    const recorded = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.description, "Água")));
    expect(recorded).toHaveLength(1);
  });

  it.runIf(process.env.CI)("runs on PostgreSQL in CI, so the pays above really race", () => {
    expect(inject("databaseKind")).toBe("postgres");
  });

  it("deleting the recurring payment keeps the expenses it recorded", async () => {
    const { body: p } = await createPayable({ name: "Luz", amount: 180, dueDay: 15 });
    const paid = await call(pay, {
      method: "POST",
      params: { id: p._id },
      token,
      body: { dueDate: "2026-05-15" },
    });
    expect(paid.status).toBe(201);
    const removed = await call(DELETE, { method: "DELETE", params: { id: p._id }, token });
    expect(removed.status).toBe(204);
    expect((await call(getOne, { params: { id: p._id }, token })).status).toBe(404);
    const kept = await db
      .select({ date: transactions.transactionDate, valor: transactions.valor })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.description, "Luz")));
    expect(kept).toEqual([{ date: todayInSaoPaulo(), valor: cents(18000) }]);
  });
});
