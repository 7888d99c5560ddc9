import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { bankConnectionEnabled, env } from "@/lib/env";
import { TIME_ZONE } from "@/lib/domain/calendar";
import { QUEUES } from "@/server/shared/job-queue";
import { purgeAttachmentFiles } from "@/server/attachments/purge-attachment-files";
import { backfillEveryone } from "@/server/categorisation/backfill-everyone";
import { purgeIdempotencyKeys } from "@/server/idempotency/purge-idempotency-keys";
import { purgeImportPreviews } from "@/server/imports/purge-import-previews";
import { openFinanceSyncHandler, openFinanceSyncQueue } from "@/server/open-finance/sync-queue";
import { pushReviewRows } from "@/server/push/push-review-rows";
import { runDailyPushes } from "@/server/push/run-daily-pushes";
import { runDailyReminders } from "@/server/reminders/run-daily-reminders";
import { webhookDeliveriesQueue, type WebhookDeliveriesJob } from "@/server/shared/emit-event";
import { recordDailySnapshots } from "@/server/wealth/record-daily-snapshots";
import { runDueWebhookDeliveries, runWebhookDeliveries } from "@/server/webhooks/run-webhook-deliveries";

/** What an instance's configuration lets it serve. A job needing what it lacks is left in the queue for one that has it. */
export interface InstanceAbilities {
  /** Pluggy's settings are present (bank syncs call Pluggy). */
  bankConnection: boolean;
}

/** What this server's environment lets it serve. */
export function thisInstanceAbilities(): InstanceAbilities {
  return { bankConnection: bankConnectionEnabled };
}

/** What a handler is given: the database and the clock (tests pass another). */
export interface JobContext {
  db: Db;
  now: () => Date;
}

/** One job of the app: its queue and policy, when it runs by itself, and what works it. */
export interface JobDefinition<Data extends object = object> {
  /** The queue's name and policy: retries, backoff, expiry, `stately`/`singleton`. */
  queue: PgBoss.Queue;
  /** A cron schedule, kept by every instance that keeps schedules; pg-boss creates one job per tick. */
  schedule?: { cron: string; tz?: string };
  /** Sent once at each start of the workers; the queue's singleton policy and this key queue it once. */
  sendAtStart?: { singletonKey: string };
  /** What the instance must be able to do to work this queue; without it the jobs stay for another instance. */
  needs?: keyof InstanceAbilities;
  /** The handler; a throw fails the job, which is retried by the queue's policy. */
  work: (context: JobContext) => (jobs: PgBoss.Job<Data>[]) => Promise<unknown>;
}

function defineJob<Data extends object = object>(definition: JobDefinition<Data>): JobDefinition<never> {
  return definition;
}

/** 08:00 every day, São Paulo time: the reminder e-mail and the device's pushes go out together. */
export const DAILY_CRON = "0 8 * * *";

/** The job of that queue (tests run a handler directly with their own clock). */
export function jobOf(name: string): JobDefinition<never> {
  const job = JOBS.find((candidate) => candidate.queue.name === name);
  if (!job) throw new Error(`fila desconhecida: ${name}`);
  return job;
}

/** Every job of the app. Add one here: the workers create its queue, keep its schedule and work it. */
export const JOBS: readonly JobDefinition<never>[] = [
  defineJob({
    // Retrying is safe: each digest is claimed per person and day before it is sent.
    queue: { name: QUEUES.dailyReminders, retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    schedule: { cron: DAILY_CRON, tz: TIME_ZONE },
    work: ({ db, now }) => async () => {
      const totals = await runDailyReminders(db, now());
      if (totals.failed > 0) throw new Error(`${totals.failed} lembrete(s) não enviado(s)`);
      return totals;
    },
  }),
  defineJob({
    // Retrying is safe: each push is claimed per person, subject and day before it is sent.
    queue: { name: QUEUES.dailyPushes, retryLimit: 3, retryDelay: 5 * 60, retryBackoff: true, expireInSeconds: 30 * 60 },
    schedule: { cron: DAILY_CRON, tz: TIME_ZONE },
    work: ({ db, now }) => async () => {
      const totals = await runDailyPushes(db, now());
      if (totals.failed > 0) throw new Error(`${totals.failed} notificação(ões) não enviada(s)`);
      return totals;
    },
  }),
  defineJob({
    // Every hour on the hour: a preview left behind stays at most a day and an hour.
    queue: { name: QUEUES.importPreviewsPurge, retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 },
    schedule: { cron: "0 * * * *" },
    work: ({ db }) => async () => ({ purged: await purgeImportPreviews(db) }),
  }),
  defineJob({
    // Minute 17, away from the top of the hour other schedules favour; keys live 24 h.
    queue: { name: QUEUES.idempotencyPurge, retryLimit: 3, retryDelay: 60, expireInSeconds: 5 * 60 },
    schedule: { cron: "17 * * * *" },
    work: ({ db, now }) => async () => ({ purged: await purgeIdempotencyKeys(db, now()) }),
  }),
  defineJob({
    // Minute 41: files a deletion could not remove (a store down) go then; deleting twice is harmless.
    queue: { name: QUEUES.attachmentFilesPurge, retryLimit: 3, retryDelay: 60, expireInSeconds: 10 * 60 },
    schedule: { cron: "41 * * * *" },
    work: ({ db }) => async () => ({ purged: await purgeAttachmentFiles(db) }),
  }),
  defineJob({
    // Sent by webhooks and routes (enqueueItemSync), beside its domain; the push "12 lançamentos para revisar" after.
    queue: openFinanceSyncQueue,
    needs: "bankConnection",
    work: ({ db }) => openFinanceSyncHandler(db, (itemId, created) => pushReviewRows(db, itemId, created)),
  }),
  defineJob({
    // Categorises existing people's uncategorised rows; a later start finds nothing left to do. Not
    // under tests: the files of a run share its database, and a backfill would recategorise their rows.
    queue: { name: QUEUES.categoriesBackfill, policy: "singleton", retryLimit: 3, retryDelay: 300, expireInSeconds: 60 * 60 },
    ...(env.NODE_ENV === "test" ? {} : { sendAtStart: { singletonKey: "categories-backfill" } }),
    work: ({ db }) => async () => backfillEveryone(db),
  }),
  defineJob<WebhookDeliveriesJob>({
    // Sent by emitEvent (server/shared/emit-event.ts) and "Reenviar": a first attempt at once.
    queue: webhookDeliveriesQueue,
    work: ({ db, now }) => async (jobs) => {
      for (const job of jobs) await runWebhookDeliveries(db, job.data.deliveryIds, { now: now() });
    },
  }),
  defineJob({
    // Every minute: the retries now due, and any first attempt whose job was lost. Not under tests:
    // the files of a run share its database, and a sweep would send another file's deliveries.
    queue: { name: QUEUES.webhookDeliveriesDue, policy: "singleton", retryLimit: 0, expireInSeconds: 5 * 60 },
    ...(env.NODE_ENV === "test" ? {} : { schedule: { cron: "* * * * *" } }),
    work: ({ db, now }) => async () => runDueWebhookDeliveries(db, { now: now() }),
  }),
  defineJob({
    // 00:20 in São Paulo: the day that has just ended, every row dated that day in. Rerunning rewrites the same rows.
    queue: { name: QUEUES.balanceSnapshots, policy: "singleton", retryLimit: 5, retryDelay: 10 * 60, retryBackoff: true, expireInSeconds: 60 * 60 },
    schedule: { cron: "20 0 * * *", tz: TIME_ZONE },
    work: ({ db, now }) => async () => recordDailySnapshots(db, now()),
  }),
];
