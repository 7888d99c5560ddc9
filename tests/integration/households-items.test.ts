import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { GET as listCategories } from "@/app/api/v1/category/list-all/route";
import { DELETE as deleteCategory, GET as getCategory, PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { POST as mapCategory } from "@/app/api/v1/category/[id]/map/route";
import { GET as listBudgets } from "@/app/api/v1/budget/route";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { GET as getObjective, PATCH as patchObjective } from "@/app/api/v1/objective/[id]/route";
import { db } from "@/lib/server/db";
import { budgets, categories, categoryRules, payees, paymentMethods, recurringPayments, transactions } from "@/db/schema";
import type { BudgetJson } from "@/lib/schemas/budgets";
import type { CategoryJson, CategoryMapJson } from "@/lib/schemas/categories";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { householdAccessMessages } from "@/server/shared/household-access";
import { makeCategoriser } from "@/server/categorisation/make-categoriser";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { insertRecurringPayment, insertTransaction } from "./record-fixtures";
import { createHouseholds } from "./households-items-fixtures";

type People = Awaited<ReturnType<typeof createHouseholds>>;
let people: People;

const newCategory = (token: string, body: Record<string, unknown>) =>
  call<CategoryJson & { message: string }>(createCategory, { method: "POST", body: { color: "#10B981", ...body }, token });
const readCategory = (token: string, id: string) =>
  call<CategoryJson & { message: string }>(getCategory, { params: { id }, token });
const changeCategory = (token: string, id: string, body: Record<string, unknown>) =>
  call<CategoryJson & { message: string }>(patchCategory, { method: "PATCH", params: { id }, body, token });
const categoryNames = async (token: string) =>
  (await call<CategoryJson[]>(listCategories, { token })).body.map((category) => category.name);

beforeAll(async () => {
  people = await createHouseholds();
});

describe("categories da casa", () => {
  let supermercado: string;

  beforeAll(async () => {
    const res = await newCategory(people.ana.token, { name: "Supermercado", household: true, type: "despesa" });
    expect(res.status).toBe(201);
    supermercado = res.body._id;
  });

  it("answers whose it is and what the asker may do", async () => {
    expect(await readCategory(people.ana.token, supermercado)).toMatchObject({
      status: 200,
      body: { household: true, ownerId: people.ana.user.id, access: "owner" },
    });
    expect(await readCategory(people.bruno.token, supermercado)).toMatchObject({ status: 200, body: { access: "write" } });
    expect(await readCategory(people.carla.token, supermercado)).toMatchObject({ status: 200, body: { access: "read" } });
    expect((await readCategory(people.davi.token, supermercado)).status).toBe(404);
    expect(await categoryNames(people.bruno.token)).toContain("Supermercado");
    expect(await categoryNames(people.davi.token)).not.toContain("Supermercado");
  });

  it("lets a full member change it, refuses a Só ver member (403) and another household (404)", async () => {
    expect(await changeCategory(people.bruno.token, supermercado, { color: "#EF4444" })).toMatchObject({
      status: 200,
      body: { color: "#EF4444", ownerId: people.ana.user.id },
    });
    expect(await changeCategory(people.carla.token, supermercado, { color: "#000000" })).toMatchObject({
      status: 403,
      body: { message: householdAccessMessages.readOnlyMember },
    });
    expect((await changeCategory(people.davi.token, supermercado, { color: "#000000" })).status).toBe(404);
    const del = await call(deleteCategory, { method: "DELETE", params: { id: supermercado }, token: people.carla.token });
    expect(del.status).toBe(403);
  });

  it("keeps one name per household, while a private category may repeat it", async () => {
    expect(await newCategory(people.bruno.token, { name: "supermercado", household: true })).toMatchObject({
      status: 409,
      body: { message: "A casa já tem uma categoria com esse nome." },
    });
    expect((await newCategory(people.bruno.token, { name: "Supermercado" })).status).toBe(201);
    expect((await newCategory(people.davi.token, { name: "Supermercado", household: true })).status).toBe(201);
  });

  it("needs a household, and more than Só ver, to share one", async () => {
    expect(await newCategory(people.eva.token, { name: "Feira", household: true })).toMatchObject({
      status: 400,
      body: { message: "Você ainda não faz parte de uma casa." },
    });
    expect((await newCategory(people.carla.token, { name: "Feira", household: true })).status).toBe(403);
    expect((await newCategory(people.carla.token, { name: "Feira" })).status).toBe(201);
  });

  it("keeps a private category invisible to the other members", async () => {
    const own = await newCategory(people.ana.token, { name: "Presentes" });
    expect(own.body).toMatchObject({ household: false, access: "owner" });
    expect((await readCategory(people.bruno.token, own.body._id)).status).toBe(404);
    expect((await changeCategory(people.bruno.token, own.body._id, { name: "Meu" })).status).toBe(404);
    expect(await categoryNames(people.bruno.token)).not.toContain("Presentes");
  });

  it("turns back into its owner's alone only by the owner, and not once others use it", async () => {
    const shared = await newCategory(people.ana.token, { name: "Farmácia", household: true });
    expect((await changeCategory(people.bruno.token, shared.body._id, { household: false })).status).toBe(403);
    expect(await changeCategory(people.ana.token, shared.body._id, { household: false })).toMatchObject({
      status: 200,
      body: { household: false },
    });
    expect((await readCategory(people.bruno.token, shared.body._id)).status).toBe(404);
    await changeCategory(people.ana.token, shared.body._id, { household: true });
    await insertTransaction({ userId: people.bruno.user.id, categoryId: shared.body._id });
    expect((await changeCategory(people.ana.token, shared.body._id, { household: false })).status).toBe(409);
  });
});

describe("mapping a private category to the household's", () => {
  it("moves the member's rows, rules, budgets, bills and payee defaults, then deletes the private one", async () => {
    const target = await newCategory(people.ana.token, { name: "Mercado da casa", household: true });
    const mine = await newCategory(people.bruno.token, { name: "Mercado" });
    const targetId = target.body._id;
    const privateId = mine.body._id;
    const bruno = people.bruno.user.id;
    const row = await insertTransaction({ userId: bruno, categoryId: privateId });
    const [rule] = await db.insert(categoryRules).values({ userId: bruno, contains: "atacadão", categoryId: privateId }).returning();
    await db.insert(budgets).values({ userId: bruno, categoryId: privateId, startMonth: day("2026-03-01"), limit: cents(40000) });
    const bill = await insertRecurringPayment({ userId: bruno, categoryId: privateId });
    const [payee] = await db
      .insert(payees)
      .values({ userId: bruno, name: "Atacadão", nameKey: "atacadao", defaultCategoryId: privateId })
      .returning();

    expect((await call(mapCategory, { method: "POST", params: { id: privateId }, body: { householdCategoryId: targetId }, token: people.carla.token })).status).toBe(404);
    const res = await call<CategoryMapJson>(mapCategory, {
      method: "POST",
      params: { id: privateId },
      body: { householdCategoryId: targetId },
      token: people.bruno.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      category: expect.objectContaining({ _id: targetId, household: true, access: "write" }) as unknown,
      moved: { transactions: 1, rules: 1, budgets: 1, recurringPayments: 1, payees: 1 },
    });
    const categoryOf = async (table: typeof transactions | typeof categoryRules | typeof recurringPayments, id: string) =>
      (await db.select({ categoryId: table.categoryId }).from(table).where(eq(table.id, id)))[0]?.categoryId;
    expect(await categoryOf(transactions, row.id)).toBe(targetId);
    expect(await categoryOf(categoryRules, rule?.id ?? "")).toBe(targetId);
    expect(await categoryOf(recurringPayments, bill.id)).toBe(targetId);
    expect((await db.select().from(budgets).where(eq(budgets.userId, bruno))).map((b) => b.categoryId)).toEqual([targetId]);
    expect((await db.select().from(payees).where(eq(payees.id, payee?.id ?? "")))[0]?.defaultCategoryId).toBe(targetId);
    expect(await db.select().from(categories).where(eq(categories.id, privateId))).toEqual([]);
    // The moved rule still categorises the member's new bank rows, now into the household's category.
    const categorise = await makeCategoriser(db, bruno);
    expect(await categorise({ description: "ATACADÃO 123", type: "despesa", payeeId: null, facts: null })).toEqual({
      categoryId: targetId,
      source: "rule",
    });
  });

  it("maps only to a household category of the member's household", async () => {
    const mine = await newCategory(people.bruno.token, { name: "Padaria" });
    const anasOwn = await newCategory(people.ana.token, { name: "Padaria da Ana" });
    const davis = await newCategory(people.davi.token, { name: "Padaria do Davi", household: true });
    for (const target of [anasOwn.body._id, davis.body._id]) {
      const res = await call<{ message: string }>(mapCategory, {
        method: "POST",
        params: { id: mine.body._id },
        body: { householdCategoryId: target },
        token: people.bruno.token,
      });
      expect(res).toMatchObject({ status: 404, body: { message: "Categoria da casa não encontrada." } });
    }
    expect((await readCategory(people.bruno.token, mine.body._id)).status).toBe(200);
  });
});

describe("budgets da casa", () => {
  let casa: string;
  const put = (token: string, categoryId: string, body: Record<string, unknown>) =>
    call<BudgetJson & { message: string }>(setBudget, { method: "PUT", params: { id: categoryId }, body: { month: 3, year: 2026, ...body }, token });
  const list = async (token: string) =>
    (await call<BudgetJson[]>(listBudgets, { query: { month: 3, year: 2026 }, token })).body;

  beforeAll(async () => {
    casa = (await newCategory(people.ana.token, { name: "Contas da casa", household: true })).body._id;
    const [shared] = await db
      .insert(paymentMethods)
      .values({ userId: people.ana.user.id, name: "Conta conjunta", color: "#10B981", kind: "account", sharing: "shared" })
      .returning();
    const ana = people.ana.user.id;
    const bruno = people.bruno.user.id;
    // Counted: Ana's row and Bruno's in Ana's shared account, and Bruno's row "da casa".
    await insertTransaction({ userId: ana, categoryId: casa, paymentMethodId: shared?.id, valor: cents(10000) });
    await insertTransaction({ userId: ana, createdBy: bruno, categoryId: casa, paymentMethodId: shared?.id, valor: cents(5000) });
    await insertTransaction({ userId: bruno, categoryId: casa, household: true, valor: cents(3000) });
    // Not counted: Bruno's own row, not shared.
    await insertTransaction({ userId: bruno, categoryId: casa, valor: cents(99900) });
  });

  it("counts the household's rows for every member", async () => {
    const res = await put(people.ana.token, casa, { limit: 1000, household: true });
    expect(res).toMatchObject({ status: 200, body: { household: true, spent: 180, access: "owner" } });
    expect((await list(people.bruno.token)).find((b) => b.categoryId === casa)).toMatchObject({
      spent: 180,
      limit: 1000,
      access: "write",
      ownerId: people.ana.user.id,
    });
    expect((await list(people.davi.token)).map((b) => b.categoryId)).not.toContain(casa);
  });

  it("is changed by a full member in its owner's series, and refused to a Só ver member", async () => {
    expect(await put(people.bruno.token, casa, { limit: 1200 })).toMatchObject({ status: 200, body: { limit: 1200, ownerId: people.ana.user.id } });
    expect((await put(people.carla.token, casa, { limit: 1 })).status).toBe(403);
    expect((await put(people.bruno.token, casa, { limit: 1, household: false })).status).toBe(403);
    expect((await db.select().from(budgets).where(eq(budgets.categoryId, casa))).map((b) => b.userId)).toEqual([people.ana.user.id]);
  });

  it("needs a household category, while a personal budget counts only its owner's rows", async () => {
    const own = await newCategory(people.ana.token, { name: "Livros" });
    expect(await put(people.ana.token, own.body._id, { limit: 100, household: true })).toMatchObject({
      status: 400,
      body: { message: "Um item da casa precisa de uma categoria da casa." },
    });
    await insertTransaction({ userId: people.ana.user.id, categoryId: own.body._id, valor: cents(2000) });
    expect(await put(people.ana.token, own.body._id, { limit: 100 })).toMatchObject({ status: 200, body: { spent: 20, household: false } });
    expect((await list(people.bruno.token)).map((b) => b.categoryId)).not.toContain(own.body._id);
  });
});

describe("objectives da casa", () => {
  it("are seen and changed by members as their level allows", async () => {
    const created = await call<ObjectiveJson>(createObjective, {
      method: "POST",
      body: { name: "Reforma", targetValue: 10000, household: true },
      token: people.ana.token,
    });
    expect(created).toMatchObject({ status: 201, body: { household: true, access: "owner" } });
    const id = created.body._id;
    await insertTransaction({ userId: people.bruno.user.id, objectiveId: id, isObjective: true, valor: cents(25000) });
    expect(await call(getObjective, { params: { id }, token: people.bruno.token })).toMatchObject({
      status: 200,
      body: { access: "write", actualValue: 250 },
    });
    expect((await call(getObjective, { params: { id }, token: people.davi.token })).status).toBe(404);
    const patch = (token: string, body: Record<string, unknown>) =>
      call<ObjectiveJson>(patchObjective, { method: "PATCH", params: { id }, body, token });
    expect(await patch(people.bruno.token, { name: "Reforma da cozinha" })).toMatchObject({ status: 200, body: { name: "Reforma da cozinha" } });
    expect((await patch(people.carla.token, { name: "x" })).status).toBe(403);
    const names = async (token: string) => (await call<ObjectiveJson[]>(listObjectives, { token })).body.map((o) => o.name);
    expect(await names(people.carla.token)).toContain("Reforma da cozinha");
    expect(await names(people.davi.token)).not.toContain("Reforma da cozinha");
  });

  it("keeps a private objective to its owner", async () => {
    const created = await call<ObjectiveJson>(createObjective, {
      method: "POST",
      body: { name: "Carro", targetValue: 30000 },
      token: people.ana.token,
    });
    expect(created.body).toMatchObject({ household: false });
    expect((await call(getObjective, { params: { id: created.body._id }, token: people.bruno.token })).status).toBe(404);
  });
});
