import "server-only";
import type PgBoss from "pg-boss";
import { db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { ensureQueue, jobQueue } from "@/server/shared/job-queue";
import { JOBS, thisInstanceAbilities, type InstanceAbilities } from "@/server/jobs/jobs";

const globalForJobs = globalThis as unknown as { bolsoJobs?: Promise<PgBoss> };

interface WorkOptions {
  /** Keep the cron schedules and send the start-up jobs (false: work queued jobs only, the e2e server). */
  schedules?: boolean;
  /** What this instance can serve; a queue whose job needs more is not worked here. */
  abilities?: InstanceAbilities;
}

/**
 * Works every job of `JOBS` on one instance: creates each queue, keeps its schedule, sends its
 * start-up job and works it, unless the instance lacks what the job needs (no Pluggy settings:
 * the bank syncs stay queued for an instance that has them). Answers the queues it works.
 */
export async function workJobs(boss: PgBoss, options: WorkOptions = {}): Promise<string[]> {
  const worked: string[] = [];
  const schedules = options.schedules ?? true;
  const abilities = options.abilities ?? thisInstanceAbilities();
  for (const job of JOBS) {
    const { name } = job.queue;
    await ensureQueue(boss, job.queue);
    if (schedules && job.schedule) await boss.schedule(name, job.schedule.cron, {}, job.schedule.tz ? { tz: job.schedule.tz } : {});
    if (job.needs && !abilities[job.needs]) {
      logger.info({ queue: name }, "fila de tarefas: esta instância não trabalha esta fila (configuração ausente)");
      continue;
    }
    await boss.work(name, job.work({ db, now: () => new Date() }));
    worked.push(name);
    if (schedules && job.sendAtStart) await boss.send(name, {}, { singletonKey: job.sendAtStart.singletonKey });
  }
  return worked;
}

/**
 * Starts this process's share of the job queue on its one pg-boss instance (the one routes send
 * through). Every instance may run it; pg-boss hands each job to one of them. Once per process.
 */
export function startJobWorkers(options: { schedules?: boolean } = {}): Promise<PgBoss> {
  globalForJobs.bolsoJobs ??= (async () => {
    const boss = await jobQueue();
    await workJobs(boss, options);
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
