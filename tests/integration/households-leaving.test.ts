import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { budgets, categories, householdMembers, households, objectives, paymentMethods, recurringPayments, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as deleteRequest } from "@/app/api/v1/user/delete-request/route";
import { DELETE as deleteMe } from "@/app/api/v1/user/me/route";
import { POST as postTransaction } from "@/app/api/v1/transaction/route";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser, TEST_PASSWORD } from "../helpers/users";
import { extractCode } from "../fakes/smtp-catcher";
import { clearRateLimits, freshIp } from "./auth-fixtures";
import { household, join } from "./households-fixtures";
import { findTransaction, insertRecurringPayment, insertTransaction } from "./record-fixtures";
import { transactionTypeIds } from "./transactions-fixtures";

const mail = await vi.hoisted(async () => (await import("./auth-mail")).catchMail());
afterAll(() => mail.stop());
beforeEach(clearRateLimits);

const person = (name: string) => createTestUser({ name, email: `${name.toLowerCase()}-${randomUUID()}@exemplo.com.br` });

async function householdIdOf(userId: string): Promise<string> {
  const [row] = await db.select().from(householdMembers).where(eq(householdMembers.userId, userId));
  if (!row) throw new Error("not a member");
  return row.householdId;
}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("row not created");
  return row;
}

const category = (userId: string, name: string, householdId: string | null = null) =>
  insertOne(db.insert(categories).values({ userId, name, color: "#10B981", householdId }).returning());
const account = (userId: string, name: string, sharing: "private" | "shared" = "private") =>
  insertOne(db.insert(paymentMethods).values({ userId, name, color: "#6366F1", kind: "account", sharing }).returning());

async function deleteAccountOf(person: { token: string; user: { email: string } }) {
  const requested = await call(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request", token: person.token });
  expect(requested.status).toBe(200);
  const code = extractCode(await mail.waitForMail(person.user.email));
  const res = await call(deleteMe, {
    method: "DELETE",
    path: "/api/v1/user/me",
    token: person.token,
    body: { password: TEST_PASSWORD, confirmationCode: code },
    headers: freshIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

describe("leaving a household", () => {
  it("keeps the leaver's own records, hands the household items to the owner, and copies the categories in use", async () => {
    const ana = await person("Ana");
    const bruno = await person("Bruno");
    await household.create(ana.token);
    await join(mail, ana, bruno);
    const h = await householdIdOf(ana.user.id);

    const anaMercado = await category(ana.user.id, "Mercado", h);
    const brunoMercado = await category(bruno.user.id, "Mercado");
    const farmacia = await category(bruno.user.id, "Farmácia", h);
    const anaShared = await account(ana.user.id, "Conta conjunta", "shared");
    const brunoAccount = await account(bruno.user.id, "Conta do Bruno", "shared");
    const caixinha = await insertOne(
      db.insert(objectives).values({ userId: bruno.user.id, name: "Reserva", targetValue: cents(100000), accountId: brunoAccount.id, householdId: h }).returning(),
    );
    const viagem = await insertOne(
      db.insert(objectives).values({ userId: bruno.user.id, name: "Viagem", targetValue: cents(500000), householdId: h }).returning(),
    );
    const internet = await insertRecurringPayment({ userId: bruno.user.id, paymentMethodId: brunoAccount.id, householdId: h });
    const aluguel = await insertRecurringPayment({ userId: bruno.user.id, name: "Aluguel", householdId: h });
    const budget = await insertOne(
      db.insert(budgets).values({ userId: bruno.user.id, categoryId: farmacia.id, startMonth: day("2026-03-01"), limit: cents(30000), householdId: h }).returning(),
    );
    const ownRow = await insertTransaction({ userId: bruno.user.id, categoryId: anaMercado.id, paymentMethodId: brunoAccount.id });
    const typedForAna = await insertTransaction({ userId: ana.user.id, createdBy: bruno.user.id, paymentMethodId: anaShared.id, categoryId: anaMercado.id });

    expect((await household.leave(bruno.token)).status).toBe(204);

    const [copy] = await db.select().from(categories).where(and(eq(categories.userId, bruno.user.id), eq(categories.name, "Mercado (casa)")));
    expect(copy?.householdId).toBeNull();
    expect((await findTransaction(ownRow.id))?.categoryId).toBe(copy?.id);
    expect(await findTransaction(typedForAna.id)).toMatchObject({ userId: ana.user.id, createdBy: bruno.user.id, categoryId: anaMercado.id });
    expect((await db.select().from(categories).where(eq(categories.id, brunoMercado.id)))[0]?.name).toBe("Mercado");
    expect((await db.select().from(categories).where(eq(categories.id, farmacia.id)))[0]).toMatchObject({ userId: ana.user.id, householdId: h });

    const objective = async (id: string) => (await db.select().from(objectives).where(eq(objectives.id, id)))[0];
    expect(await objective(caixinha.id)).toMatchObject({ userId: bruno.user.id, householdId: null });
    expect(await objective(viagem.id)).toMatchObject({ userId: ana.user.id, householdId: h });
    const bill = async (id: string) => (await db.select().from(recurringPayments).where(eq(recurringPayments.id, id)))[0];
    expect(await bill(internet.id)).toMatchObject({ userId: bruno.user.id, householdId: null });
    expect(await bill(aluguel.id)).toMatchObject({ userId: ana.user.id, householdId: h });
    expect((await db.select().from(budgets).where(eq(budgets.id, budget.id)))[0]).toMatchObject({ userId: ana.user.id, householdId: h });

    const methods = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, bruno.user.id));
    expect(methods.map((m) => m.sharing)).toEqual(["private"]);
    expect((await db.select().from(paymentMethods).where(eq(paymentMethods.id, anaShared.id)))[0]?.sharing).toBe("shared");
  });
});

describe("deleting a member's account", () => {
  it("passes an owner's household to the member who joined first, preferring a full member", async () => {
    const ana = await person("Ana");
    const bruno = await person("Bruno");
    const carla = await person("Carla");
    await household.create(ana.token);
    await join(mail, ana, bruno, "read");
    await join(mail, ana, carla, "full");
    const h = await householdIdOf(ana.user.id);
    const carlaShared = await account(carla.user.id, "Conta da Carla", "shared");
    const typedByAna = await insertTransaction({ userId: carla.user.id, createdBy: ana.user.id, paymentMethodId: carlaShared.id });

    await deleteAccountOf(ana);

    expect((await db.select().from(households).where(eq(households.id, h)))[0]?.ownerId).toBe(carla.user.id);
    const after = await household.get(bruno.token);
    expect(after.body.members.map((m) => [m.userId, m.level])).toEqual([
      [bruno.user.id, "read"],
      [carla.user.id, "owner"],
    ]);
    expect(await findTransaction(typedByAna.id)).toMatchObject({ userId: carla.user.id, createdBy: null });
  });

  it("ends the household of an owner alone in it", async () => {
    const ana = await person("Ana");
    await household.create(ana.token);
    const h = await householdIdOf(ana.user.id);
    await deleteAccountOf(ana);
    expect(await db.select().from(households).where(eq(households.id, h))).toEqual([]);
  });
});

describe("a member removed while a request of theirs is in flight", () => {
  it("never leaves half a state: each write lands wholly before the removal or is refused after it", async () => {
    for (let round = 0; round < 4; round += 1) {
      const ana = await person("Ana");
      const bruno = await person("Bruno");
      await household.create(ana.token);
      await join(mail, ana, bruno);
      const [removed, own] = await Promise.all([
        household.remove(ana.token, bruno.user.id),
        household.patchMe(bruno.token, { monthlyIncomeCents: 500_000 }),
      ]);
      expect(removed.status).toBe(204);
      expect([200, 404]).toContain(own.status);
      if (own.status === 200) expect(own.body.me.monthlyIncomeCents).toBe(500_000);
      expect(await db.select().from(householdMembers).where(eq(householdMembers.userId, bruno.user.id))).toEqual([]);
    }
  });

  it("lands an expense typed in the owner's shared account wholly before the removal, or refuses it after", async () => {
    const { despesa } = await transactionTypeIds();
    for (let round = 0; round < 4; round += 1) {
      const ana = await person("Ana");
      const bruno = await person("Bruno");
      await household.create(ana.token);
      await join(mail, ana, bruno);
      const shared = await account(ana.user.id, "Conta conjunta", "shared");
      const expense = (description: string) =>
        call(postTransaction, {
          method: "POST",
          path: "/api/v1/transaction",
          token: bruno.token,
          body: {
            description,
            valor: 42.5,
            categoryId: null,
            paymentMethodId: shared.id,
            transactionTypeId: despesa,
            transactionDate: "2026-03-10",
            isObjective: false,
            objectiveId: null,
          },
        });
      expect((await expense("Antes da saída")).status).toBe(201);
      const [removed, typed] = await Promise.all([household.remove(ana.token, bruno.user.id), expense("Mercado na corrida")]);
      expect(removed.status).toBe(204);
      const rows = await db
        .select()
        .from(transactions)
        .where(and(eq(transactions.paymentMethodId, shared.id), eq(transactions.description, "Mercado na corrida")));
      if (typed.status === 201) {
        expect(rows.map((r) => [r.userId, r.createdBy])).toEqual([[ana.user.id, bruno.user.id]]);
      } else {
        expect(typed.status).toBe(404);
        expect(rows).toEqual([]);
      }
      const after = await expense("Depois de sair");
      expect(after.status).toBe(404);
      expect(await db.select().from(transactions).where(and(eq(transactions.paymentMethodId, shared.id), eq(transactions.description, "Depois de sair")))).toEqual([]);
    }
  });

  it("lets only one of a removal and a leave for the same member happen", async () => {
    for (let round = 0; round < 4; round += 1) {
      const ana = await person("Ana");
      const bruno = await person("Bruno");
      await household.create(ana.token);
      await join(mail, ana, bruno);
      const statuses = (await Promise.all([household.remove(ana.token, bruno.user.id), household.leave(bruno.token)])).map((r) => r.status);
      expect(statuses.sort()).toEqual([204, 404]);
      expect((await household.get(ana.token)).body.members.map((m) => m.userId)).toEqual([ana.user.id]);
    }
  });
});
