import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { payees, transactions } from "@/db/schema";
import type { PayeeJson } from "@/lib/schemas/payees";

/** The user's payees matching `where`, by name (case and accents ignored), with their use. */
export function selectPayees(
  db: DbOrTx,
  userId: string,
  where?: SQL,
  page: { limit?: number; offset?: number } = {},
): Promise<PayeeJson[]> {
  const query = db
    .select({
      id: payees.id,
      name: payees.name,
      document: payees.document,
      documentMasked: payees.documentMasked,
      kind: sql<PayeeJson["kind"]>`${payees.kind}`,
      defaultCategoryId: payees.defaultCategoryId,
      deductible: sql<PayeeJson["deductible"]>`case when ${payees.deductibleKind} is null then null
        else json_build_object('kind', ${payees.deductibleKind}, 'code', ${payees.deductibleCode}) end`,
      // Qualified by hand: inside a select list drizzle writes a column without its table.
      transactionCount: sql<number>`(select count(*)::int from ${transactions} t where t.user_id = "payees"."user_id" and t.payee_id = "payees"."id")`,
    })
    .from(payees)
    .where(and(eq(payees.userId, userId), where))
    .orderBy(asc(payees.nameKey), asc(payees.id))
    .offset(page.offset ?? 0);
  return page.limit === undefined ? query : query.limit(page.limit);
}
