import "server-only";
import { eq, sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { searchLikePattern } from "@/lib/search";

/** Which of the user's rows a read keeps: one by id, or those whose name holds `search` (every row when empty). */
export type RowFilter = { id: string } | { search: string };

/**
 * A list read prepared once per filter shape. `build` receives the shape's condition, whose value
 * is the placeholder `filter`; the user is the placeholder `userId`. Search ignores case and accents
 * (see lib/search.ts).
 */
export function preparedForFilter<P>(
  name: string,
  columns: { id: AnyColumn; name: AnyColumn },
  build: (db: DbOrTx, condition: SQL, name: string) => P,
) {
  const shapes = {
    id: preparedStatement(`${name}_by_id`, (db, statement) =>
      build(db, eq(columns.id, sql.placeholder("filter")), statement),
    ),
    search: preparedStatement(`${name}_search`, (db, statement) =>
      build(
        db,
        sql`search_fold(${columns.name}) like ${sql.placeholder("filter")} escape '\\'`,
        statement,
      ),
    ),
  };
  return (db: DbOrTx, filter: RowFilter) =>
    "id" in filter
      ? { statement: shapes.id(db), values: { filter: filter.id } }
      : {
          statement: shapes.search(db),
          values: { filter: searchLikePattern(filter.search.trim()) },
        };
}
