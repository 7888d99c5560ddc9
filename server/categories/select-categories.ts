import "server-only";
import { and, getTableColumns } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { categories } from "@/db/schema";
import { householdItemAccessSql, visibleHouseholdItemSql } from "@/server/shared/household-access";

/** The categories `userId` sees (their own and their household's) that `where` keeps, each with what they may do with it. */
export function selectCategories(db: DbOrTx, userId: string, where?: SQL) {
  return db
    .select({ ...getTableColumns(categories), access: householdItemAccessSql(userId, categories) })
    .from(categories)
    .where(and(visibleHouseholdItemSql(userId, categories), where));
}

export type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];
