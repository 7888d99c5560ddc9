import "server-only";
import { and, asc, eq, isNotNull, notExists, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { reminderDeliveries, users } from "@/db/schema";
import type { DailyRunJson } from "@/lib/schemas/reminders";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { householdCoverSql, type SessionUser } from "@/server/auth/resolve-session";
import { collectReminderDigest, isDigestEmpty } from "@/server/reminders/collect-reminder-digest";
import { sendReminderDigest } from "@/server/reminders/send-reminder-digest";
import { forEachUserInBatches, type UserBatchOptions } from "@/server/shared/for-each-user-in-batches";

export interface DailyRunOptions extends UserBatchOptions {
  /** A mailbox slower than this is given up on for today's run (it may be retried by another). */
  sendTimeoutMs?: number;
}

type Outcome = "sent" | "nothing" | "taken" | "failed";
type Candidate = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "email" | "vipAccess" | "subscriptionStatus" | "stripeSubscriptionId" | "confirmedAt"
> & Pick<SessionUser, "householdCover">;

/**
 * The day's reminders for every user who wants them: one digest each, at most once per São Paulo
 * day (a delivery row is claimed before sending and released if the send fails). Users are read
 * in batches by id and mailed a few at a time (`forEachUserInBatches`), so one slow mailbox
 * delays only its own slot.
 */
export async function runDailyReminders(db: Db, now: Date = new Date(), options: DailyRunOptions = {}): Promise<DailyRunJson> {
  const { sendTimeoutMs = 30_000 } = options;
  const day = todayInSaoPaulo(now);
  const readBatch = (afterLastId: SQL | undefined, limit: number): Promise<Candidate[]> =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        vipAccess: users.vipAccess,
        subscriptionStatus: users.subscriptionStatus,
        stripeSubscriptionId: users.stripeSubscriptionId,
        confirmedAt: users.confirmedAt,
        // A household member is reached while the owner's subscription covers them.
        householdCover: householdCoverSql(users.id),
      })
      .from(users)
      .where(
        and(
          eq(users.emailReminders, true),
          isNotNull(users.confirmedAt),
          afterLastId,
          notExists(
            db
              .select({ one: sql`1` })
              .from(reminderDeliveries)
              .where(and(eq(reminderDeliveries.userId, users.id), eq(reminderDeliveries.day, day))),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
  const outcomes = await forEachUserInBatches(readBatch, hasFullAccess, (user) => remindUser(db, user, day, now, sendTimeoutMs), options);
  const totals: DailyRunJson = {
    day,
    users: outcomes.length,
    sent: outcomes.filter((o) => o === "sent").length,
    failed: outcomes.filter((o) => o === "failed").length,
  };
  logger.info({ ...totals }, "lembretes diários processados");
  return totals;
}

async function remindUser(db: Db, user: Candidate, day: Day, now: Date, timeoutMs: number): Promise<Outcome> {
  let claimed = false;
  try {
    const digest = await collectReminderDigest(db, user.id, now);
    if (isDigestEmpty(digest)) return "nothing";
    const claim = await db
      .insert(reminderDeliveries)
      .values({ userId: user.id, day })
      .onConflictDoNothing()
      .returning({ userId: reminderDeliveries.userId });
    if (claim.length === 0) return "taken";
    claimed = true;
    await withTimeout(sendReminderDigest(db, user, digest, now), timeoutMs);
    return "sent";
  } catch (error) {
    logger.warn({ userId: user.id, err: error }, "lembrete diário não enviado");
    if (claimed) {
      await db
        .delete(reminderDeliveries)
        .where(and(eq(reminderDeliveries.userId, user.id), eq(reminderDeliveries.day, day)))
        .catch(() => undefined);
    }
    return "failed";
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail send exceeded ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
