import "server-only";
import { sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import { searchLikePattern } from "@/lib/search";

/** `column` contains `term`, ignoring case and accents (see lib/search.ts); undefined for no term. */
export function searchCondition(column: AnyColumn | SQL, term: string): SQL | undefined {
  if (term === "") return undefined;
  return sql`search_fold(${column}) like ${searchLikePattern(term)} escape '\\'`;
}
