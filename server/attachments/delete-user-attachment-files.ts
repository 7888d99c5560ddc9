import "server-only";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { attachmentStore } from "@/server/attachments/attachment-store";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";

/**
 * After an account is deleted: every file under the person's prefix leaves the store (an upload
 * that was under way included), and the queue the deleted rows filled is worked off.
 */
export async function deleteUserAttachmentFiles(db: Db, userId: string): Promise<void> {
  const store = attachmentStore();
  if (!store) return;
  try {
    await store.deletePrefix(`${userId}/`);
  } catch (error) {
    logger.error({ err: describeError(error) }, "conta excluída: anexos ainda no armazenamento; a limpeza de hora em hora termina o trabalho");
  }
  await purgeAttachmentFiles(db);
}
