import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/v1/objective/route";
import { GET as listAll } from "@/app/api/v1/objective/list-all/route";
import { DELETE, GET, PATCH } from "@/app/api/v1/objective/[id]/route";
import { messages } from "@/lib/errors";
import { billingEnabled } from "@/lib/env";
import { db } from "@/lib/server/db";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { findTransaction, insertTransaction, ownerAndStranger } from "./record-fixtures";

const restoreBilling = await vi.hoisted(async () => (await import("./billing-on")).enableBilling());
afterAll(restoreBilling);

const basePath = "/api/v1/objective";
let token: string;
let userId: string;
let otherToken: string;

beforeAll(async () => {
  ({ token, userId, otherToken } = await ownerAndStranger());
});

const create = (body: unknown, as = token) =>
  call<ObjectiveJson & { message?: string }>(POST, {
    method: "POST",
    path: basePath,
    body,
    token: as,
  });
const list = (as = token) =>
  call<ObjectiveJson[]>(listAll, { path: `${basePath}/list-all`, token: as });
const item = (id: string, as = token) => ({ path: `${basePath}/${id}`, params: { id }, token: as });
const patch = (id: string, body: unknown, as = token) =>
  call<ObjectiveJson & { message?: string }>(PATCH, { ...item(id, as), method: "PATCH", body });

describe("POST /api/v1/objective", () => {
  it("creates an objective with nothing saved yet", async () => {
    const res = await create({ name: "  Reserva de emergência ", targetValue: 15000.5 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String) as unknown,
      name: "Reserva de emergência",
      targetValue: 15000.5,
      actualValue: 0,
      deadline: null,
      accountId: null,
      accountName: null,
      household: false,
      ownerId: userId,
      access: "owner",
    });
  });

  it("accepts the largest amount and binary noise that is still whole centavos", async () => {
    expect((await create({ name: "Grande", targetValue: 999_999_999.99 })).body.targetValue).toBe(
      999_999_999.99,
    );
    expect((await create({ name: "Ruído", targetValue: 0.1 + 0.2 })).body.targetValue).toBe(0.3);
  });

  it("accepts a decimal string, like every other amount", async () => {
    const res = await create({ name: "Texto", targetValue: "1500.50" });
    expect(res.status).toBe(201);
    expect(res.body.targetValue).toBe(1500.5);
  });

  it.each([
    ["missing", {}],
    ["blank", { name: "   " }],
  ])("refuses a %s name", async (_case, body) => {
    const res = await create({ targetValue: 100, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "O nome do objetivo é obrigatório." });
  });

  it("refuses a name longer than 100 characters", async () => {
    const res = await create({ name: "v".repeat(101), targetValue: 100 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "O nome do objetivo deve ter no máximo 100 caracteres." });
  });

  it.each([
    ["missing", undefined, "Informe o valor da meta."],
    ["null", null, "Informe o valor da meta."],
    ["zero", 0, "O valor da meta deve ser maior que zero."],
    ["negative", -10, "O valor da meta deve ser maior que zero."],
    ["three decimals", 10.005, "O valor da meta deve ter no máximo duas casas decimais."],
    [
      "a third decimal next to the maximum",
      999_999_999.991,
      "O valor da meta deve ter no máximo duas casas decimais.",
    ],
    ["too big", 1_000_000_000, "O valor máximo da meta é R$ 999.999.999,99."],
    ["a string with a third decimal", "100.001", "O valor da meta deve ter no máximo duas casas decimais."],
    ["a string that is not a number", "cem", "O valor da meta deve ser um número."],
    ["a Brazilian string", "1.000,00", "O valor da meta deve ser um número."],
    ["a boolean", true, "O valor da meta deve ser um número."],
  ])("refuses a targetValue that is %s", async (_case, targetValue, message) => {
    const res = await create({ name: "Meta", targetValue });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message });
  });
});

describe("GET /api/v1/objective/list-all", () => {
  it("sums the linked transactions exactly, in SQL, and only the user's own", async () => {
    const fresh = await createTestUser();
    const trip = (await create({ name: "Viagem", targetValue: 1 }, fresh.token)).body;
    const car = (await create({ name: "Carro", targetValue: 50000 }, fresh.token)).body;
    // Back to back: created_at may tie on the embedded DB's ms clock; Viagem is made the older.
    await db.execute(
      sql`update objectives set created_at = created_at - interval '1 minute' where id = ${trip._id}`,
    );
    const userOfTrip = fresh.user.id;
    await insertTransaction({
      userId: userOfTrip,
      valor: cents(10),
      isObjective: true,
      objectiveId: trip._id,
    });
    await insertTransaction({
      userId: userOfTrip,
      valor: cents(20),
      isObjective: true,
      objectiveId: trip._id,
    });
    // Not counted: unflagged, or linked to another objective.
    await insertTransaction({
      userId: userOfTrip,
      valor: cents(500),
      isObjective: false,
      objectiveId: trip._id,
    });
    await insertTransaction({
      userId: userOfTrip,
      valor: cents(777),
      isObjective: true,
      objectiveId: car._id,
    });
    const res = await list(fresh.token);
    expect(res.status).toBe(200);
    const own = { deadline: null, accountId: null, accountName: null, household: false, ownerId: userOfTrip, access: "owner" };
    expect(res.body).toEqual([
      { _id: trip._id, name: "Viagem", targetValue: 1, actualValue: 0.3, ...own },
      { _id: car._id, name: "Carro", targetValue: 50000, actualValue: 7.77, ...own },
    ]);
    expect((await list(otherToken)).body.some((objective) => objective._id === trip._id)).toBe(
      false,
    );
  });

  it("answers an empty list for a new user", async () => {
    expect((await list((await createTestUser()).token)).body).toEqual([]);
  });
});

describe("GET, PATCH, DELETE /api/v1/objective/{id}", () => {
  let id: string;
  beforeAll(async () => {
    id = (await create({ name: "Casa própria", targetValue: 200000 })).body._id;
    await insertTransaction({ userId, valor: cents(123456), isObjective: true, objectiveId: id });
  });

  it("reads one with its actual value", async () => {
    const res = await call<ObjectiveJson>(GET, item(id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: id,
      name: "Casa própria",
      targetValue: 200000,
      actualValue: 1234.56,
      deadline: null,
      accountId: null,
      accountName: null,
      household: false,
      ownerId: userId,
      access: "owner",
    });
  });

  it("updates name and target, together or alone, keeping the actual value", async () => {
    const both = await patch(id, { name: " Apartamento ", targetValue: 350000.25 });
    expect(both.status).toBe(200);
    expect(both.body).toEqual({
      _id: id,
      name: "Apartamento",
      targetValue: 350000.25,
      actualValue: 1234.56,
      deadline: null,
      accountId: null,
      accountName: null,
      household: false,
      ownerId: userId,
      access: "owner",
    });
    expect((await patch(id, { targetValue: 300000 })).body).toMatchObject({
      name: "Apartamento",
      targetValue: 300000,
    });
    expect((await patch(id, { name: "Casa" })).body).toMatchObject({
      name: "Casa",
      targetValue: 300000,
    });
  });

  it("keeps an optional deadline, clears it with null, and refuses a day that does not exist", async () => {
    expect((await patch(id, { deadline: "2027-06-30" })).body).toMatchObject({ deadline: "2027-06-30" });
    expect((await call<ObjectiveJson>(GET, item(id))).body.deadline).toBe("2027-06-30");
    expect((await patch(id, { deadline: null })).body).toMatchObject({ deadline: null });
    const bad = await patch(id, { deadline: "2027-02-30" });
    expect(bad).toMatchObject({ status: 400, body: { message: "Prazo inválido: use o formato AAAA-MM-DD." } });
    const created = await create({ name: "Viagem", targetValue: 100, deadline: "2026-12-31" });
    expect(created.body).toMatchObject({ deadline: "2026-12-31" });
  });

  it("validates a PATCH like a POST", async () => {
    expect((await patch(id, { name: "" })).body).toMatchObject({
      message: "O nome do objetivo é obrigatório.",
    });
    expect((await patch(id, { targetValue: 0 })).body).toMatchObject({
      message: "O valor da meta deve ser maior que zero.",
    });
    expect((await patch(id, { targetValue: 1.234 })).status).toBe(400);
    expect((await patch(id, { targetValue: "10,00" })).status).toBe(400);
    expect((await patch(id, { targetValue: "10" })).body).toMatchObject({ targetValue: 10 });
  });

  it("answers 404 for another user's id on every verb, and leaves it untouched", async () => {
    const notFound = { message: "Objetivo não encontrado." };
    expect(await call(GET, item(id, otherToken))).toMatchObject({ status: 404, body: notFound });
    expect(await patch(id, { name: "Invadido" }, otherToken)).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await call(DELETE, { ...item(id, otherToken), method: "DELETE" })).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect((await call<ObjectiveJson>(GET, item(id))).body).toMatchObject({
      name: "Casa",
      actualValue: 1234.56,
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call(GET, item(randomUUID()))).status).toBe(404);
    const bad = { message: "Identificador de objetivo inválido." };
    expect(await call(GET, item("123"))).toMatchObject({ status: 400, body: bad });
    expect(await patch("123", { name: "X" })).toMatchObject({ status: 400, body: bad });
    expect(await call(DELETE, { ...item("123"), method: "DELETE" })).toMatchObject({
      status: 400,
      body: bad,
    });
  });

  it("deletes the objective and unlinks its transactions, which stay", async () => {
    const doomed = (await create({ name: "Descartável", targetValue: 10 })).body._id;
    const linked = await insertTransaction({
      userId,
      valor: cents(300),
      isObjective: true,
      objectiveId: doomed,
    });
    const other = await insertTransaction({
      userId,
      valor: cents(400),
      isObjective: true,
      objectiveId: id,
    });
    const res = await call(DELETE, { ...item(doomed), method: "DELETE" });
    expect(res.status).toBe(204);
    expect(await findTransaction(linked.id)).toMatchObject({
      isObjective: false,
      objectiveId: null,
      valor: cents(300),
    });
    expect(await findTransaction(other.id)).toMatchObject({ isObjective: true, objectiveId: id });
    expect((await call(GET, item(doomed))).status).toBe(404);
    expect((await call(DELETE, { ...item(doomed), method: "DELETE" })).status).toBe(404);
  });
});

describe("subscription guard", () => {
  it.skipIf(!billingEnabled)("answers the spec's 400 to a user who never subscribed", async () => {
    const inactive = await createTestUser({ subscriptionStatus: "inactive" });
    const res = await list(inactive.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: messages.noSubscription });
  });
});
