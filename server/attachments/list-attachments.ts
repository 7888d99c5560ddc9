import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { attachments, transactions } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import type { AttachmentJson } from "@/lib/schemas/attachments";
import { transactionMessages } from "@/lib/schemas/transactions";
import { requireAttachmentStore } from "@/server/attachments/attachment-store";
import { toAttachmentJson } from "@/server/attachments/to-attachment-json";

/** A transaction's receipts, oldest first; another person's transaction is a 404 (a 503 while attachments are off). */
export async function listAttachments(db: DbOrTx, userId: string, transactionId: string): Promise<AttachmentJson[]> {
  requireAttachmentStore();
  const [transaction] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
  if (!transaction) throw notFound(transactionMessages.notFound);
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.transactionId, transactionId), eq(attachments.userId, userId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows.map(toAttachmentJson);
}
