import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/transaction/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { db } from "@/lib/server/db";
import { idempotencyKeys, transactions } from "@/db/schema";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { idempotencyMessages } from "@/server/http/with-idempotency";
import { route } from "@/server/http/route";
import { z } from "zod";
import { purgeIdempotencyKeys } from "@/server/idempotency/purge-idempotency-keys";
import { call } from "../helpers/api";
import { body, otherRefs, otherToken, setupOwnerAndStranger, token } from "./transactions-fixtures";

type Answer = TransactionJson & { message: string };

setupOwnerAndStranger();

const postWithKey = (key: string, payload: unknown, as = token) =>
  call<Answer>(create, {
    method: "POST",
    path: "/api/v1/transaction",
    body: payload,
    token: as,
    headers: { "Idempotency-Key": key },
  });

const countByDescription = async (description: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(like(transactions.description, `${description}%`));
  return row?.n ?? 0;
};

describe("Idempotency-Key on POST /transaction", () => {
  it("stores one row and answers the same to 8 copies sent at once", async () => {
    const key = randomUUID();
    const payload = body({ description: `Paralelo ${key}` });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postWithKey(key, payload)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await countByDescription(`Paralelo ${key}`)).toBe(1);
    const later = await postWithKey(key, { ...payload });
    expect(later.status).toBe(201);
    expect(later.body).toEqual(answers[0]?.body);
    expect(later.headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("answers 409 with a pt-BR message to the same key with another body", async () => {
    const key = randomUUID();
    expect((await postWithKey(key, body({ description: `Primeira ${key}` }))).status).toBe(201);
    const other = await postWithKey(key, body({ description: `Segunda ${key}` }));
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(idempotencyMessages.otherRequest);
    expect(await countByDescription(`Segunda ${key}`)).toBe(0);
  });

  it("keeps keys per person: another person's same key is their own", async () => {
    const key = randomUUID();
    const mine = await postWithKey(key, body({ description: `Minha ${key}` }));
    const theirs = await postWithKey(
      key,
      body({
        description: `Dela ${key}`,
        categoryId: otherRefs.category.id,
        paymentMethodId: otherRefs.paymentMethod.id,
      }),
      otherToken,
    );
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect(theirs.body.description).toBe(`Dela ${key}`);
  });

  it("does not keep a failed request: a corrected retry with the same key runs", async () => {
    const key = randomUUID();
    // Another person's category: 404, after the body passed validation.
    const failed = await postWithKey(key, body({ description: `Falha ${key}`, categoryId: otherRefs.category.id }));
    expect(failed.status).toBe(404);
    const invalid = await postWithKey(key, body({ description: `Falha ${key}`, valor: -1 }));
    expect(invalid.status).toBe(400);
    const retried = await postWithKey(key, body({ description: `Falha ${key}` }));
    expect(retried.status).toBe(201);
    expect(await countByDescription(`Falha ${key}`)).toBe(1);
  });

  it("refuses a key that is empty or too long, and stores nothing", async () => {
    const description = `Chave ruim ${randomUUID()}`;
    for (const key of ["", "x".repeat(256)]) {
      const res = await postWithKey(key, body({ description }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(idempotencyMessages.badKey);
    }
    expect(await countByDescription(description)).toBe(0);
    // The edges just inside the rule are honoured.
    expect((await postWithKey("x", body({ description: `${description} a` }))).status).toBe(201);
    expect((await postWithKey(`${randomUUID()}${"y".repeat(219)}`, body({ description: `${description} b` }))).status).toBe(201);
  });

  it("works without the header as before: two posts, two rows", async () => {
    const description = `Sem chave ${randomUUID()}`;
    const send = () => call<Answer>(create, { method: "POST", path: "/api/v1/transaction", body: body({ description }), token });
    await send();
    await send();
    expect(await countByDescription(description)).toBe(2);
  });

  it("keeps keys 24 hours, then the purge frees them", async () => {
    const key = randomUUID();
    expect((await postWithKey(key, body({ description: `Velha ${key}` }))).status).toBe(201);
    const inKeys = eq(idempotencyKeys.key, key);
    // Every key of this run is minutes old, so 23 hours on none is due.
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await db.select().from(idempotencyKeys).where(inKeys)).toHaveLength(1);
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect(await db.select().from(idempotencyKeys).where(inKeys)).toHaveLength(0);
  });
});

describe("Idempotency-Key on POST /transaction/installment", () => {
  const installmentBody = (description: string, installments = 3) => {
    const payload: Record<string, unknown> = { ...body({ description }), installments };
    delete payload.isObjective;
    delete payload.objectiveId;
    return payload;
  };
  const postInstallments = (key: string, payload: unknown) =>
    call<TransactionJson[] & { message?: string }>(createInstallments, {
      method: "POST",
      path: "/api/v1/transaction/installment",
      body: payload,
      token,
      headers: { "Idempotency-Key": key },
    });

  it("creates one set of parcels for 8 copies sent at once", async () => {
    const key = randomUUID();
    const description = `Parcelado ${key}`;
    const payload = installmentBody(description);
    const send = () => postInstallments(key, payload);
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await countByDescription(description)).toBe(3);
  });

  it("answers 409 to the same key with another purchase, and stores only the first", async () => {
    const key = randomUUID();
    expect((await postInstallments(key, installmentBody(`Geladeira ${key}`, 3))).status).toBe(201);
    const other = await postInstallments(key, installmentBody(`Geladeira ${key}`, 6));
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(idempotencyMessages.otherRequest);
    expect(await countByDescription(`Geladeira ${key}`)).toBe(3);
  });
});

describe("a replayed answer", () => {
  it("carries the original status, body, Location and Content-Type, marked as a replay", async () => {
    let runs = 0;
    const createThing = route({ access: "subscriber", body: z.object({ name: z.string() }), idempotent: true }, async ({ body }) => {
      runs += 1;
      return new Response(JSON.stringify({ name: body.name, run: runs }), {
        status: 201,
        headers: { "content-type": "application/json; charset=utf-8", location: `/api/v1/things/${runs}` },
      });
    });
    const key = randomUUID();
    const send = () =>
      call<{ name: string; run: number }>(createThing, {
        method: "POST",
        path: "/api/v1/things",
        body: { name: "Coisa" },
        token,
        headers: { "Idempotency-Key": key },
      });
    const first = await send();
    const copy = await send();
    expect(runs).toBe(1);
    expect([first.status, copy.status]).toEqual([201, 201]);
    expect(copy.body).toEqual({ name: "Coisa", run: 1 });
    expect(copy.headers.get("location")).toBe("/api/v1/things/1");
    expect(copy.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(copy.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
  });
});
