import "server-only";
import { and, eq } from "drizzle-orm";
import { openFinanceAccounts } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { linkMessages } from "@/lib/schemas/open-finance-links";

/** "Entendi": the "Ajuste de saldo ao conectar" was seen and is no longer shown; it stays recorded. */
export async function markLinkAdjustmentSeen(db: DbOrTx, userId: string, accountId: string, now: Date = new Date()): Promise<void> {
  const updated = await db
    .update(openFinanceAccounts)
    .set({ linkAdjustmentSeenAt: now })
    .where(and(eq(openFinanceAccounts.id, accountId), eq(openFinanceAccounts.userId, userId)))
    .returning({ id: openFinanceAccounts.id });
  if (updated.length === 0) throw notFound(linkMessages.accountNotFound);
}
