import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";
import { toLabelJson } from "@/server/labels/to-label-json";

/** Lists a user's labels of one kind, alphabetically (case-insensitive). */
export function listLabelsFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string) => {
    const { table } = kind;
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
    return rows.map(toLabelJson);
  };
}
