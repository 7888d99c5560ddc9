import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { purgeImportPreviews } from "@/server/imports/purge-import-previews";
import { QUEUES } from "@/server/shared/job-queue";

/** Every hour on the hour: a preview left behind stays at most a day and an hour. */
export const IMPORT_PREVIEWS_PURGE_CRON = "0 * * * *";

/** Deleting old rows again is harmless, so a failed run is simply retried. */
export const importPreviewsPurgeQueue: PgBoss.Queue = {
  name: QUEUES.importPreviewsPurge,
  retryLimit: 3,
  retryDelay: 60,
  expireInSeconds: 10 * 60,
};

export async function scheduleImportPreviewsPurge(boss: PgBoss): Promise<void> {
  await boss.schedule(QUEUES.importPreviewsPurge, IMPORT_PREVIEWS_PURGE_CRON, {});
}

export function importPreviewsPurgeHandler(db: Db) {
  return async () => ({ purged: await purgeImportPreviews(db) });
}
