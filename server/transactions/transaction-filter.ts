import "server-only";
import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { firstDay, monthBounds, monthOfYear } from "@/lib/domain/calendar";
import { categories, transactions, transactionTypes } from "@/db/schema";
import { visibleHouseholdItemSql } from "@/server/shared/household-access";
import { searchCondition } from "@/server/shared/search-condition";
import { tagCondition } from "@/server/shared/transaction-tag-sql";
import { NO_CATEGORY } from "@/lib/schemas/transactions";
import type { TransactionFilters } from "@/lib/schemas/transactions";

function seenBy(viewer: string | undefined): string {
  if (viewer === undefined) throw new Error("a category or payee filter needs the viewer");
  return viewer;
}

/**
 * The month (or the whole year), plus type, category, description search, tag and payee when set
 * (the type is a joined column). A category or payee filter keeps only what `viewer` sees through
 * them: a category or tag they see (another member's private one matches nothing), a payee of
 * their own rows (payees are each person's). Without a viewer those filters are not given.
 */
export function transactionFilter(
  { year, month, type, categoryId, q, tag, payeeId, wholeYear }: TransactionFilters,
  viewer?: string,
): SQL | undefined {
  const { start, end } = wholeYear
    ? { start: firstDay(monthOfYear(year, 1)), end: firstDay(monthOfYear(year + 1, 1)) }
    : monthBounds(monthOfYear(year, month));
  return and(
    gte(transactions.transactionDate, start),
    lt(transactions.transactionDate, end),
    type ? eq(transactionTypes.transactionType, type) : undefined,
    categoryId === NO_CATEGORY
      ? isNull(transactions.categoryId)
      : categoryId
        ? and(
            eq(transactions.categoryId, categoryId),
            sql`${categoryId} in (select ${categories.id} from ${categories} where ${visibleHouseholdItemSql(seenBy(viewer), categories)})`,
          )
        : undefined,
    searchCondition(transactions.description, q),
    tag ? tagCondition(seenBy(viewer), tag) : undefined,
    payeeId ? and(eq(transactions.payeeId, payeeId), eq(transactions.userId, seenBy(viewer))) : undefined,
  );
}
