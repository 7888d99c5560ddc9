import "server-only";
import { and, eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { requireAttachmentStore } from "@/server/attachments/attachment-store";
import { onVisibleRow } from "@/server/attachments/on-visible-row";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { accessTransaction } from "@/server/shared/household-access";

/**
 * Deletes one receipt, row and file, of a row the person may change (a shared row's too); one
 * they cannot see is a 404, one they only see a 403.
 */
export async function deleteAttachment(db: Db, userId: string, attachmentId: string): Promise<void> {
  requireAttachmentStore();
  const [attachment] = await db
    .select({ transactionId: attachments.transactionId })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), onVisibleRow(userId)));
  if (!attachment) throw notFound(attachmentMessages.notFound);
  await accessTransaction(db, {
    userId,
    id: attachment.transactionId,
    mode: "write",
    notFoundMessage: attachmentMessages.notFound,
  });
  const deleted = await db.delete(attachments).where(eq(attachments.id, attachmentId)).returning({ id: attachments.id });
  if (deleted.length === 0) throw notFound(attachmentMessages.notFound);
  await purgeAttachmentFiles(db);
}
