import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { categoryRules } from "@/db/schema";

/**
 * The user's rule whose term the folded description contains, as a subquery for a larger
 * statement: at most one row of `id, category_id, payment_method_id`. When several rules match, the
 * longest term is the most specific one and wins ("padaria sao joao" over "padaria"), then the
 * newest.
 */
export function matchingRuleSql(userId: SQL, folded: SQL): SQL {
  return sql`select r.id, r.category_id, r.payment_method_id
    from ${categoryRules} r
    where r.user_id = ${userId} and strpos(${folded}, search_fold(r.contains)) > 0
    order by length(search_fold(r.contains)) desc, r.created_at desc, r.id asc
    limit 1`;
}
