import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { QUEUES } from "@/server/shared/job-queue";

/** Every hour, at minute 41: files a deletion could not remove (a store down) go then. */
export const ATTACHMENT_FILES_PURGE_CRON = "41 * * * *";

/** Deleting a file twice is harmless: a failed run is simply retried. */
export const attachmentFilesPurgeQueue: PgBoss.Queue = {
  name: QUEUES.attachmentFilesPurge,
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 10 * 60,
};

export async function scheduleAttachmentFilesPurge(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.attachmentFilesPurge, ATTACHMENT_FILES_PURGE_CRON, {});
}

export function attachmentFilesPurgeHandler(db: Db) {
  return async () => ({ purged: await purgeAttachmentFiles(db) });
}
