import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import type { LabelKind } from "@/server/labels/label-kind";
import { searchCondition } from "@/server/shared/search-condition";
import { toLabelJson } from "@/server/labels/to-label-json";

/**
 * Lists a user's labels of one kind, alphabetically ignoring case and accents ("Água" before
 * "Luz"); the id breaks ties so the order never changes between reads. `search` keeps the names containing it, ignoring case and
 * accents; "" keeps all.
 */
export function listLabelsFor(kind: LabelKind) {
  return async (db: DbOrTx, userId: string, search = "") => {
    const { table } = kind;
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, userId), searchCondition(table.name, search.trim())))
      .orderBy(asc(sql`search_fold(${table.name})`), asc(table.id));
    return rows.map(toLabelJson);
  };
}
