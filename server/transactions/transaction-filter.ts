import "server-only";
import { and, eq, gte, isNull, lt } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { monthBounds } from "@/lib/format/dates";
import { transactions, transactionTypes } from "@/db/schema";
import { searchCondition } from "@/server/shared/search-condition";
import { tagCondition } from "@/server/shared/transaction-tag-sql";
import { NO_CATEGORY } from "@/lib/schemas/transactions";
import type { TransactionFilters } from "@/lib/schemas/transactions";

/**
 * The month (or the whole year), plus type, category, description search, tag and payee when set
 * (the type is a joined column).
 */
export function transactionFilter({ year, month, type, categoryId, q, tag, payeeId, wholeYear }: TransactionFilters): SQL | undefined {
  const { start, end } = wholeYear
    ? { start: monthBounds(year, 1).start, end: monthBounds(year, 12).end }
    : monthBounds(year, month);
  return and(
    gte(transactions.transactionDate, start),
    lt(transactions.transactionDate, end),
    type ? eq(transactionTypes.transactionType, type) : undefined,
    categoryId === NO_CATEGORY
      ? isNull(transactions.categoryId)
      : categoryId
        ? eq(transactions.categoryId, categoryId)
        : undefined,
    searchCondition(transactions.description, q),
    tagCondition(tag),
    payeeId ? eq(transactions.payeeId, payeeId) : undefined,
  );
}
