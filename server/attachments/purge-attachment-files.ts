import "server-only";
import { asc, inArray } from "drizzle-orm";
import { attachmentPurges } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { attachmentStore } from "@/server/attachments/attachment-store";

const BATCH = 100;

/**
 * Removes from the store the files whose rows were deleted (queued by a trigger on `attachments`),
 * then forgets them. Called after a deletion commits, and by an hourly job for whatever a failure
 * left queued. Deleting a file twice is harmless, so two runs at once do no damage. Never throws.
 */
export async function purgeAttachmentFiles(db: Db): Promise<number> {
  const store = attachmentStore();
  if (!store) return 0;
  let purged = 0;
  try {
    for (;;) {
      const queued = await db
        .select({ storageKey: attachmentPurges.storageKey })
        .from(attachmentPurges)
        .orderBy(asc(attachmentPurges.queuedAt))
        .limit(BATCH);
      if (queued.length === 0) return purged;
      const keys = queued.map((row) => row.storageKey);
      for (const key of keys) await store.delete(key);
      await db.delete(attachmentPurges).where(inArray(attachmentPurges.storageKey, keys));
      purged += keys.length;
      if (keys.length < BATCH) return purged;
    }
  } catch (error) {
    logger.error({ err: describeError(error) }, "anexos: arquivos excluídos ainda no armazenamento; nova tentativa na próxima hora");
    return purged;
  }
}
