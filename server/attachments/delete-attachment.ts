import "server-only";
import { and, eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { requireAttachmentStore } from "@/server/attachments/attachment-store";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";

/** Deletes one receipt, row and file; another person's id is a 404. */
export async function deleteAttachment(db: Db, userId: string, attachmentId: string): Promise<void> {
  requireAttachmentStore();
  const deleted = await db
    .delete(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, userId)))
    .returning({ id: attachments.id });
  if (deleted.length === 0) throw notFound(attachmentMessages.notFound);
  await purgeAttachmentFiles(db);
}
