import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql, sum } from "drizzle-orm";
import { attachments, transactions } from "@/db/schema";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { describeError, logger } from "@/lib/server/logger";
import { ATTACHMENTS_PER_TRANSACTION, ATTACHMENT_QUOTA_BYTES } from "@/lib/domain/attachment-limits";
import { attachmentMessages, quotaFullMessage, type AttachmentJson } from "@/lib/schemas/attachments";
import { transactionMessages } from "@/lib/schemas/transactions";
import { accessTransaction } from "@/server/shared/household-access";
import { requireAttachmentStore, type AttachmentStore } from "@/server/attachments/attachment-store";
import { receiptUploads } from "@/server/attachments/receipt-slots";
import { prepareAttachmentFile } from "@/server/attachments/prepare-attachment-file";
import type { AttachmentUpload } from "@/server/attachments/read-attachment-upload";
import { toAttachmentJson } from "@/server/attachments/to-attachment-json";

/**
 * Keeps a receipt with one of the person's transactions, holding one of the person's two upload
 * slots from before the body is read until the file is kept or refused (`signal`, the request's,
 * takes a waiting upload out of line when its client leaves). Another person's transaction is a
 * 404 before the body is read; a full transaction or quota is refused before it is read too. The
 * file is stored first and its row written after, under a per-person lock that checks the limits
 * again (two uploads at once cannot both take the last place); a refused row takes its file back
 * out.
 */
export async function uploadAttachment(
  db: Db,
  userId: string,
  transactionId: string,
  readUpload: () => Promise<AttachmentUpload>,
  signal?: AbortSignal,
): Promise<AttachmentJson> {
  const store = requireAttachmentStore();
  // A receipt on a member's shared row is the row owner's, in their quota; the slot is the uploader's.
  const { ownerId } = await accessTransaction(db, {
    userId,
    id: transactionId,
    mode: "write",
    notFoundMessage: transactionMessages.notFound,
  });
  const release = await receiptUploads.take(userId, signal);
  try {
    return await keep(db, store, ownerId, transactionId, readUpload);
  } finally {
    release();
  }
}

async function keep(
  db: Db,
  store: AttachmentStore,
  userId: string,
  transactionId: string,
  readUpload: () => Promise<AttachmentUpload>,
): Promise<AttachmentJson> {
  await assertRoom(db, userId, transactionId, 0);
  const upload = await readUpload();
  const file = await prepareAttachmentFile(upload.fileName, upload.bytes);
  const id = randomUUID();
  const storageKey = `${userId}/${transactionId}/${id}`;
  try {
    await store.put(storageKey, file.bytes, file.contentType);
  } catch (error) {
    throw new AppError("unavailable", attachmentMessages.storeFailed, { cause: error });
  }
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attachments'), hashtext(${userId}))`);
      await assertRoom(tx, userId, transactionId, file.bytes.byteLength, true);
      const [inserted] = await tx
        .insert(attachments)
        .values({
          id,
          userId,
          transactionId,
          storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.byteLength,
        })
        .returning();
      return inserted!;
    });
    return toAttachmentJson(row);
  } catch (error) {
    await store.delete(storageKey).catch((cause: unknown) =>
      logger.error({ err: describeError(cause), storageKey }, "anexo recusado: arquivo não removido do armazenamento"),
    );
    throw error;
  }
}

/**
 * The transaction is the person's (404 otherwise, and share-locked while a row is written), holds
 * fewer than 10 attachments, and `adding` more bytes fit in the person's 500 MB.
 */
async function assertRoom(tx: DbOrTx, userId: string, transactionId: string, adding: number, lock = false) {
  const owned = tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.userId, userId)));
  const [transaction] = await (lock ? owned.for("share") : owned);
  if (!transaction) throw notFound(transactionMessages.notFound);
  const [usage] = await tx
    .select({
      used: sum(attachments.size).mapWith(Number),
      onThis: sql<number>`count(*) filter (where ${attachments.transactionId} = ${transactionId})`.mapWith(Number),
    })
    .from(attachments)
    .where(eq(attachments.userId, userId));
  const used = usage?.used ?? 0;
  if ((usage?.onThis ?? 0) >= ATTACHMENTS_PER_TRANSACTION) throw new AppError("conflict", attachmentMessages.tooMany);
  if (used + Math.max(adding, 1) > ATTACHMENT_QUOTA_BYTES) throw new AppError("payload_too_large", quotaFullMessage(used));
}
