import { describe, expect, it } from "vitest";
import { getTableName, sql } from "drizzle-orm";
import { transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { EXPORT_SECTIONS, NOT_EXPORTED_TABLES } from "@/server/account/export-sections";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createCaller } from "./security/caller";

type ExportFile = Record<string, unknown> & {
  format: string;
  version: number;
  profile: Record<string, unknown>;
  subscription: Record<string, unknown>;
};

async function download(token: string) {
  const res = await call<ExportFile>(exportData, { path: "/api/v1/user/export", token });
  return res;
}

/** Every row of `table` for the user, as PostgreSQL's own JSON (ids, numerics, dates as text). */
async function dbRows(table: string, userId: string): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t) - 'user_id' as row from ${sql.identifier(table)} t where user_id = ${userId}`,
  );
  return result.rows.map((r) => r.row);
}

describe("GET /user/export", () => {
  it("is a dated JSON attachment holding every record of the user, matching the database", async () => {
    const caller = await createCaller();
    const stranger = await createCaller();
    const res = await download(caller.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="bolso-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = res.body;
    expect(file.format).toBe("bolso-export");
    expect(file.profile).toMatchObject({ id: caller.userId, email: caller.email });
    expect(JSON.stringify(file)).not.toMatch(/password|\$2[aby]\$/i);
    expect(file.subscription).toMatchObject({ status: "active", vipAccess: false });
    expect(Object.keys(file.profile)).not.toContain("passwordHash");
    expect(file.profile).not.toHaveProperty("subscriptionStatus");

    for (const section of EXPORT_SECTIONS) {
      const table = getTableName(section.table);
      const rows = file[section.key] as Array<Record<string, unknown>>;
      const expected = await dbRows(table, caller.userId);
      expect(rows.map((r) => r.id).sort(), table).toEqual(expected.map((r) => r.id).sort());
      expect(JSON.stringify(rows)).not.toContain(stranger.userId);
    }
    const dbTransactions = await dbRows("transactions", caller.userId);
    const byId = new Map((file.transactions as Array<Record<string, unknown>>).map((t) => [t.id, t]));
    for (const row of dbTransactions) {
      const exported = byId.get(row.id);
      expect(exported).toMatchObject({
        description: row.description,
        valor: Number(row.valor).toFixed(2),
        transactionDate: row.transaction_date,
        categoryId: row.category_id,
        paymentMethodId: row.payment_method_id,
      });
    }
    const occurrences = file.recurringPaymentOccurrences as Array<Record<string, unknown>>;
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({ recurringPaymentId: caller.records.recurringPaymentId });
  });

  it("pages through many transactions: each exactly once, in date order", async () => {
    const { user, token } = await createTestUser();
    const [type] = await db.execute<{ id: string }>(sql`select id from transaction_types where transaction_type = 'despesa'`).then((r) => r.rows);
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      select ${user.id}, 'Compra ' || g, (g % 500) + 0.99, date '2024-01-01' + (g % 700), ${type?.id}
      from generate_series(1, 4500) g`);
    const res = await download(token);
    const rows = res.body.transactions as Array<{ id: string; transactionDate: string }>;
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4500);
    const dates = rows.map((r) => r.transactionDate);
    expect(dates).toEqual([...dates].sort());
    expect(getTableName(transactions)).toBe("transactions");
  });

  it("covers every table that holds a user_id: exported, or deliberately left out", async () => {
    const result = await db.execute<{ name: string }>(sql`
      select distinct c.table_name as name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
    const known = new Set([...EXPORT_SECTIONS.map((s) => getTableName(s.table)), ...NOT_EXPORTED_TABLES]);
    expect(result.rows.map((r) => r.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await call(exportData, { path: "/api/v1/user/export" })).status).toBe(401);
  });
});
