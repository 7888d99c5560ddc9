import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { imports } from "@/db/schema";
import { db } from "@/lib/server/db";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { purgeImportPreviews } from "@/server/imports/purge-import-previews";
import { createTestUser } from "../helpers/users";
import { uploadStatement } from "./import-fixtures";

const file = new TextEncoder().encode("Data;Descrição;Valor\n02/03/2026;Mercado;-10,00\n");

const upload = (token: string) =>
  uploadStatement<ImportPreviewJson & { message?: string }>(token, "extrato.csv", file);

async function openPreviews(userId: string) {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.userId, userId), eq(imports.status, "preview")))
    .orderBy(imports.createdAt);
  return rows.map((row) => row.id);
}

describe("import previews cannot pile up", () => {
  it("keeps at most 5 open previews per person: a new upload drops the oldest, never another person's", async () => {
    const { user, token } = await createTestUser();
    const other = await createTestUser();
    const theirs = (await upload(other.token)).body._id;
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await upload(token);
      expect(res.status).toBe(201);
      ids.push(res.body._id);
    }
    expect((await openPreviews(user.id)).sort()).toEqual(ids.slice(2).sort());
    expect(await openPreviews(other.user.id)).toEqual([theirs]);
  });

  it("allows 30 uploads an hour per person, then answers a pt-BR 429 with Retry-After", async () => {
    const { token } = await createTestUser();
    const other = await createTestUser();
    for (let i = 0; i < 30; i += 1) expect((await upload(token)).status).toBe(201);
    const refused = await upload(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Muitas tentativas\. Aguarde \d+ minutos e tente novamente\.$/,
    );
    expect((await upload(other.token)).status).toBe(201);
  });

  it("the purge job's use case drops everyone's previews older than a day, and nothing else", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const old = (await upload(a.token)).body._id;
    const fresh = (await upload(a.token)).body._id;
    const oldOfB = (await upload(b.token)).body._id;
    await db.execute(
      sql`update imports set created_at = now() - interval '25 hours' where id in (${old}, ${oldOfB})`,
    );
    expect(await purgeImportPreviews(db)).toBeGreaterThanOrEqual(2);
    expect(await openPreviews(a.user.id)).toEqual([fresh]);
    expect(await openPreviews(b.user.id)).toEqual([]);
  });
});
