import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { importTransactions, imports, transactions } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { importApiMessages } from "@/lib/schemas/imports";
import { getOwnedImportForUpdate } from "@/server/imports/get-owned-import";
import { canUndo } from "@/server/imports/to-import-json";
import { assertRemovalKeepsObjectives } from "@/server/objectives/assert-objective-balance";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { emitTransactionsDeleted } from "@/server/transactions/emit-transaction-events";

/**
 * Undoes an import: deletes exactly the transactions it created (edited since or not, and nothing
 * else), within 30 days of the commit, and their receipts once that commits (then each removed
 * row is a `transaction.deleted` event). A preview never committed is simply discarded.
 */
export async function undoImport(db: Db, userId: string, importId: string): Promise<{ deleted: number }> {
  const { deletedIds, ...outcome } = await db.transaction(async (tx) => {
    const found = await getOwnedImportForUpdate(tx, userId, importId);
    if (found.status === "preview") {
      await tx.delete(imports).where(eq(imports.id, importId));
      return { deleted: 0, deletedIds: [] as string[] };
    }
    if (found.status === "undone") throw new AppError("conflict", importApiMessages.alreadyUndone);
    if (!canUndo(found)) throw new AppError("conflict", importApiMessages.undoExpired);
    const created = tx
      .select({ id: importTransactions.transactionId })
      .from(importTransactions)
      .where(eq(importTransactions.importId, importId));
    const removing = inArray(transactions.id, created);
    // An imported row since linked to an objective may be a deposit that withdrawals already used.
    await assertRemovalKeepsObjectives(tx, userId, removing, "undoImport");
    const deleted = await tx
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), removing))
      .returning({ id: transactions.id });
    await tx.update(imports).set({ status: "undone", undoneAt: new Date() }).where(eq(imports.id, importId));
    return { deleted: deleted.length, deletedIds: deleted.map((row) => row.id) };
  });
  if (outcome.deleted > 0) await purgeAttachmentFiles(db);
  await emitTransactionsDeleted(db, userId, deletedIds);
  return outcome;
}
