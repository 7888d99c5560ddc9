import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/server/db";
import { env } from "@/lib/env";
import { QUEUES } from "@/server/shared/job-queue";
import { backfillEveryone } from "@/server/categorisation/backfill-everyone";

/** The categories backfill, once per start of the job workers; a failed run is retried. */
export const categoriesBackfillQueue: PgBoss.Queue = {
  name: QUEUES.categoriesBackfill,
  policy: "singleton",
  retryLimit: 3,
  retryDelay: 300,
  expireInSeconds: 60 * 60,
};

/**
 * Asks for one run: with the queue's singleton policy and one key, instances starting together
 * queue it once. A later start queues it again, which finds nothing left to do once it has run
 * (see backfillCategories). Not under tests: the files of a test run share its database and run at
 * once, and a backfill would categorise their rows mid-test (tests call backfillCategories).
 */
export async function enqueueCategoriesBackfill(boss: PgBoss): Promise<void> {
  if (env.NODE_ENV === "test") return;
  await boss.send(QUEUES.categoriesBackfill, {}, { singletonKey: "categories-backfill" });
}

export function categoriesBackfillHandler(db: Db) {
  return async () => backfillEveryone(db);
}
