import "server-only";
import type PgBoss from "pg-boss";
import { db, getPool } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { createJobQueue, ensureQueue } from "@/server/shared/job-queue";
import { dailyRemindersHandler, dailyRemindersQueue, scheduleDailyReminders } from "@/server/jobs/daily-reminders-job";
import { dailyPushesHandler, dailyPushesQueue, scheduleDailyPushes } from "@/server/jobs/daily-pushes-job";
import {
  importPreviewsPurgeHandler,
  importPreviewsPurgeQueue,
  scheduleImportPreviewsPurge,
} from "@/server/jobs/import-previews-purge-job";
import {
  idempotencyPurgeHandler,
  idempotencyPurgeQueue,
  scheduleIdempotencyPurge,
} from "@/server/jobs/idempotency-purge-job";
import {
  attachmentFilesPurgeHandler,
  attachmentFilesPurgeQueue,
  scheduleAttachmentFilesPurge,
} from "@/server/jobs/attachment-files-purge-job";
import { openFinanceSyncHandler, openFinanceSyncQueue } from "@/server/open-finance/sync-queue";
import { pushReviewRows } from "@/server/push/push-review-rows";
import {
  categoriesBackfillHandler,
  categoriesBackfillQueue,
  enqueueCategoriesBackfill,
} from "@/server/categorisation/backfill-job";

const globalForJobs = globalThis as unknown as { bolsoJobs?: Promise<PgBoss> };

/**
 * Starts this process's share of the job queue: creates the queues, keeps the schedules (unless
 * `schedules` is false) and works the jobs. Every instance may run it; pg-boss hands each job to one of them. Once per process.
 */
export function startJobWorkers(options: { schedules?: boolean } = {}): Promise<PgBoss> {
  const schedules = options.schedules ?? true;
  globalForJobs.bolsoJobs ??= (async () => {
    const boss = createJobQueue(getPool());
    boss.on("error", (error) => logger.error({ err: describeError(error) }, "fila de tarefas: erro"));
    await boss.start();
    await ensureQueue(boss, dailyRemindersQueue);
    if (schedules) await scheduleDailyReminders(boss);
    await boss.work(dailyRemindersQueue.name, dailyRemindersHandler(db));
    await ensureQueue(boss, dailyPushesQueue);
    if (schedules) await scheduleDailyPushes(boss);
    await boss.work(dailyPushesQueue.name, dailyPushesHandler(db));
    await ensureQueue(boss, importPreviewsPurgeQueue);
    if (schedules) await scheduleImportPreviewsPurge(boss);
    await boss.work(importPreviewsPurgeQueue.name, importPreviewsPurgeHandler(db));
    await ensureQueue(boss, idempotencyPurgeQueue);
    if (schedules) await scheduleIdempotencyPurge(boss);
    await boss.work(idempotencyPurgeQueue.name, idempotencyPurgeHandler(db));
    await ensureQueue(boss, attachmentFilesPurgeQueue);
    if (schedules) await scheduleAttachmentFilesPurge(boss);
    await boss.work(attachmentFilesPurgeQueue.name, attachmentFilesPurgeHandler(db));
    await ensureQueue(boss, openFinanceSyncQueue);
    await boss.work(
      openFinanceSyncQueue.name,
      openFinanceSyncHandler(db, (itemId, created) => pushReviewRows(db, itemId, created)),
    );
    await ensureQueue(boss, categoriesBackfillQueue);
    await boss.work(categoriesBackfillQueue.name, categoriesBackfillHandler(db));
    if (schedules) await enqueueCategoriesBackfill(boss);
    logger.info("fila de tarefas iniciada");
    return boss;
  })();
  return globalForJobs.bolsoJobs;
}

const RETRY_START_MS = 30_000;

/**
 * For the server's start-up: starts the workers without holding the server back, and keeps trying
 * every 30 s while the database cannot be reached, so a blip at boot does not leave jobs unworked.
 */
export function keepJobWorkersStarting(options: { schedules?: boolean } = {}): void {
  startJobWorkers(options).catch((error: unknown) => {
    globalForJobs.bolsoJobs = undefined;
    logger.error({ err: describeError(error) }, "fila de tarefas: não iniciou; nova tentativa em 30 s");
    setTimeout(() => keepJobWorkersStarting(options), RETRY_START_MS).unref();
  });
}
