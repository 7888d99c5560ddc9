import "server-only";
import { desc, eq } from "drizzle-orm";
import { openFinanceIgnored } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { absCents } from "@/lib/format/money";
import type { IgnoredBankRowJson } from "@/lib/schemas/open-finance-links";

const IGNORED_LIST_MAX = 200;

/** GET /open-finance/ignored: the bank rows the person deleted or ignored ("Ignorados"), newest first. */
export async function listIgnoredRows(db: DbOrTx, userId: string): Promise<IgnoredBankRowJson[]> {
  const rows = await db
    .select()
    .from(openFinanceIgnored)
    .where(eq(openFinanceIgnored.userId, userId))
    .orderBy(desc(openFinanceIgnored.ignoredAt), desc(openFinanceIgnored.id))
    .limit(IGNORED_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason === "ignored" ? "ignored" : "deleted",
    description: row.description,
    amountCents: absCents(row.valor),
    type: row.type === "receita" ? "receita" : "despesa",
    date: row.day,
    ignoredAt: row.ignoredAt.toISOString(),
  }));
}
