import "server-only";
import { sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";

/** The user's list version (see migration 0003): moves on every change to what their lists show. */
export function listVersionSql(userId: string | AnyColumn): SQL {
  return sql`coalesce((select version from transaction_list_versions where user_id = ${userId}), 0)`;
}

export async function readListVersion(db: DbOrTx, userId: string): Promise<string> {
  const rows = await db.execute<{ version: string }>(sql`select ${listVersionSql(userId)}::text as version`);
  return String(rows.rows[0]?.version ?? "0");
}
