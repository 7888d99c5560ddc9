import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { attachments } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { AttachmentJson } from "@/lib/schemas/attachments";
import { transactionMessages } from "@/lib/schemas/transactions";
import { requireAttachmentStore } from "@/server/attachments/attachment-store";
import { toAttachmentJson } from "@/server/attachments/to-attachment-json";
import { accessTransaction } from "@/server/shared/household-access";

/**
 * A transaction's receipts, oldest first: of any row the person sees (a shared account's too);
 * another's is a 404 (a 503 while attachments are off).
 */
export async function listAttachments(db: DbOrTx, userId: string, transactionId: string): Promise<AttachmentJson[]> {
  requireAttachmentStore();
  const { ownerId } = await accessTransaction(db, {
    userId,
    id: transactionId,
    mode: "read",
    notFoundMessage: transactionMessages.notFound,
  });
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.transactionId, transactionId), eq(attachments.userId, ownerId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows.map(toAttachmentJson);
}
