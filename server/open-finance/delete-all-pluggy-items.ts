import "server-only";
import { eq } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { bankConnectionEnabled } from "@/lib/env";
import type { DbOrTx } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { deletePluggyItem } from "@/server/open-finance/delete-pluggy-item";

/** LGPD: every item of the person is deleted at Pluggy before their account goes. */
export async function deleteAllPluggyItems(db: DbOrTx, userId: string): Promise<void> {
  const items = await db
    .select({ pluggyItemId: openFinanceItems.pluggyItemId })
    .from(openFinanceItems)
    .where(eq(openFinanceItems.userId, userId));
  if (items.length === 0) return;
  if (!bankConnectionEnabled) {
    // Pluggy's credentials are gone from this server: nothing can reach it; say so for a manual purge.
    logger.warn({ items: items.length }, "conexão bancária desligada: itens não apagados na Pluggy");
    return;
  }
  for (const { pluggyItemId } of items) await deletePluggyItem(pluggyItemId);
}
