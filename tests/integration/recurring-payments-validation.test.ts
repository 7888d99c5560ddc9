import { describe, expect, it } from "vitest";
import { GET as getOne, PUT, DELETE } from "@/app/api/v1/recurring-payments/[id]/route";
import { POST as pay, DELETE as unpay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { GET as list } from "@/app/api/v1/recurring-payments/route";
import { call } from "../helpers/api";
import {
  PATH,
  body,
  create,
  otherCategoryId,
  otherToken,
  token,
} from "./recurring-payments-fixtures";

describe("recurring payment validation", () => {
  const rejects = async (overrides: Record<string, unknown>, message: string | RegExp) => {
    const res = await create(overrides);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toMatch(message);
  };

  it("requires a name", async () => {
    await rejects({ name: "   " }, "O nome é obrigatório.");
    await rejects({ name: undefined }, "O nome é obrigatório.");
    await rejects({ name: "x".repeat(101) }, "no máximo 100 caracteres");
  });

  it("checks the amount: positive, at most 999 999 999,99, at most 2 decimals", async () => {
    await rejects({ amount: 0 }, "O valor deve ser maior que zero.");
    await rejects({ amount: -10 }, /valor/i);
    await rejects({ amount: 10.123 }, "até duas casas decimais");
    await rejects({ amount: 1_000_000_000 }, "O valor máximo é R$ 999.999.999,99.");
    await rejects({ amount: undefined }, /valor/i);
    await rejects({ amount: 0.001 }, "até duas casas decimais");
    const max = await create({ amount: 999_999_999.99 });
    expect(max.status).toBe(201);
    expect(max.body.amount).toBe(999_999_999.99);
    const noise = await create({ amount: 0.1 + 0.2 });
    expect(noise.status).toBe(201);
    expect(noise.body.amount).toBe(0.3);
  });

  it("checks dueDay by frequency", async () => {
    await rejects({ dueDay: 0 }, "de 1 a 31");
    await rejects({ dueDay: 32 }, "de 1 a 31");
    await rejects({ dueDay: 1.5 }, "O dia de vencimento deve ser um número inteiro.");
    await rejects({ dueDay: undefined }, "O dia de vencimento é obrigatório.");
    await rejects({ frequency: "weekly", dueDay: 8 }, "de 1 (segunda-feira) a 7 (domingo)");
    await rejects({ frequency: "weekly", dueDay: 0 }, "de 1 (segunda-feira) a 7 (domingo)");
    await rejects({ frequency: "yearly", dueDay: 367 }, "de 1 a 366");
    expect((await create({ dueDay: 31 })).status).toBe(201);
    expect((await create({ frequency: "weekly", dueDay: 7 })).status).toBe(201);
    expect((await create({ frequency: "yearly", dueDay: 366 })).status).toBe(201);
  });

  it("refuses an unknown frequency", async () => {
    await rejects(
      { frequency: "daily" },
      'Frequência inválida: use "monthly", "weekly" ou "yearly".',
    );
  });

  it("refuses a bad isActive, description too long, or malformed references", async () => {
    await rejects({ isActive: "sim" }, "O status deve ser");
    await rejects({ description: "x".repeat(201) }, "no máximo 200 caracteres");
    await rejects({ categoryId: "abc" }, "Identificador inválido.");
  });

  it("answers 404 for another user's category or payment method", async () => {
    const res = await create({ categoryId: otherCategoryId });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: "Categoria não encontrada." });
  });
});

describe("another user's recurring payment is not found", () => {
  it("404 on GET, PUT, DELETE, pay and unpay", async () => {
    const { body: theirs } = await create({ categoryId: null, paymentMethodId: null }, otherToken);
    const id = theirs._id;
    const opts = { path: `${PATH}/${id}`, params: { id }, token };
    const notFound = { message: "Pagamento recorrente não encontrado." };
    expect(await call(getOne, opts)).toMatchObject({ status: 404, body: notFound });
    expect(
      await call(PUT, {
        ...opts,
        method: "PUT",
        body: body({ categoryId: null, paymentMethodId: null }),
      }),
    ).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(await call(DELETE, { ...opts, method: "DELETE" })).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(
      await call(pay, { ...opts, method: "POST", body: { dueDate: "2026-03-10" } }),
    ).toMatchObject({
      status: 404,
      body: notFound,
    });
    expect(
      await call(unpay, { ...opts, method: "DELETE", query: { dueDate: "2026-03-10" } }),
    ).toMatchObject({
      status: 404,
      body: notFound,
    });
    // Still there for its owner.
    expect((await call(getOne, { ...opts, token: otherToken })).status).toBe(200);
  });

  it("400 for a malformed id", async () => {
    const res = await call(getOne, { path: `${PATH}/abc`, params: { id: "abc" }, token });
    expect(res.status).toBe(400);
  });

  it("401 without a session", async () => {
    expect((await call(list, { path: PATH })).status).toBe(401);
  });
});
