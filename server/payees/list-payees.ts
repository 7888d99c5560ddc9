import "server-only";
import { and, count, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { payees } from "@/db/schema";
import { searchCondition } from "@/server/shared/search-condition";
import { selectPayees } from "@/server/payees/select-payees";
import type { PayeeJson, PayeeListQuery } from "@/lib/schemas/payees";

/**
 * GET /payees: a page of the user's payees by name; `q` matches the name (case and accents
 * ignored) or, typed as digits, the document. Answers the page and how many match in all.
 */
export async function listPayees(
  db: DbOrTx,
  userId: string,
  { q, page, pageSize }: PayeeListQuery,
): Promise<{ payees: PayeeJson[]; total: number }> {
  const digits = q.replace(/\D/g, "");
  const where =
    q === ""
      ? undefined
      : or(
          searchCondition(payees.name, q),
          digits.length >= 3 && digits.length === q.replace(/[.\-/\s]/g, "").length
            ? sql`${payees.document} like ${`%${digits}%`}`
            : undefined,
        );
  const [rows, [total]] = await Promise.all([
    selectPayees(db, userId, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ n: count() }).from(payees).where(and(eq(payees.userId, userId), where)),
  ]);
  return { payees: rows, total: total?.n ?? 0 };
}
