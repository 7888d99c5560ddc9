import { createHash, randomUUID } from "node:crypto";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import { canonicalJson } from "@/lib/canonical-json";
import { idempotencyKeys, transactions } from "@/db/schema";
import { claimIdempotencyKey } from "@/server/idempotency/claim-idempotency-key";
import { call } from "../helpers/api";
import { body, refs, setupOwnerAndStranger, token } from "./transactions-fixtures";

setupOwnerAndStranger();

/** The hash with-idempotency keeps for a POST /transaction with this body. */
const hashOf = (payload: unknown) =>
  createHash("sha256").update(`POST /api/v1/transaction\n${canonicalJson(payload)}`).digest("hex");

/** A claim left "running" (no answer kept), made `ageSeconds` ago. */
async function leftRunning(userId: string, key: string, requestHash: string, ageSeconds: number) {
  await db.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash,
    createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });
}

describe("an Idempotency-Key claim left running by a crash", () => {
  it("is taken over once it is older than the lease: the request runs and its answer is kept", async () => {
    const key = randomUUID();
    const payload = body({ description: `Retomada ${key}` });
    const userId = refs.category.userId;
    await leftRunning(userId, key, hashOf(payload), 5 * 60);

    const res = await call(create, { method: "POST", path: "/api/v1/transaction", body: payload, token, headers: { "Idempotency-Key": key } });
    expect(res.status).toBe(201);
    const [row] = await db
      .select({ status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    expect(row?.status).toBe(201);
    const again = await call(create, { method: "POST", path: "/api/v1/transaction", body: payload, token, headers: { "Idempotency-Key": key } });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const rows = await db.select().from(transactions).where(like(transactions.description, `Retomada ${key}`));
    expect(rows).toHaveLength(1);
  });

  it("a fresh running claim, or a stale one of another body, is not taken over", async () => {
    const userId = refs.category.userId;
    const fresh = randomUUID();
    await leftRunning(userId, fresh, "a".repeat(64), 5);
    expect(await claimIdempotencyKey(db, userId, { key: fresh, requestHash: "a".repeat(64) })).toEqual({ state: "running" });
    const stale = randomUUID();
    await leftRunning(userId, stale, "a".repeat(64), 5 * 60);
    expect(await claimIdempotencyKey(db, userId, { key: stale, requestHash: "b".repeat(64) })).toEqual({ state: "other-request" });
    expect(await claimIdempotencyKey(db, userId, { key: stale, requestHash: "a".repeat(64) })).toEqual({ state: "claimed" });
    // Taken over once: the next copy finds it running again.
    expect(await claimIdempotencyKey(db, userId, { key: stale, requestHash: "a".repeat(64) })).toEqual({ state: "running" });
  });
});
