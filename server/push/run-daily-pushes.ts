import "server-only";
import { and, asc, eq, exists, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { addDays, type Day, todayInSaoPaulo } from "@/lib/domain/calendar";
import { pushDeliveries, pushSubscriptions, users } from "@/db/schema";
import type { DailyRunJson } from "@/lib/schemas/reminders";
import { hasFullAccess } from "@/server/auth/assert-subscription-access";
import { householdCoverSql, type SessionUser } from "@/server/auth/resolve-session";
import { collectReminderDigest } from "@/server/reminders/collect-reminder-digest";
import { reminderNotices, type PushNotice } from "@/server/push/reminder-notices";
import { pushToUser } from "@/server/push/push-to-user";
import { vapidKeys, type VapidKeys } from "@/server/push/vapid-keys";
import { forEachUserInBatches, type UserBatchOptions } from "@/server/shared/for-each-user-in-batches";

/** What one person may be told today, from one part of the app. */
type NoticeSource = (db: DbOrTx, userId: string, now: Date) => Promise<PushNotice[]>;

/**
 * Where the day's pushes come from. A bank connection that needs action (not built yet) is one more
 * source here: its notices with subject `bank-connection:<id>`, opening the screen that fixes it.
 */
const NOTICE_SOURCES: NoticeSource[] = [
  async (db, userId, now) => reminderNotices(await collectReminderDigest(db, userId, now), todayInSaoPaulo(now)),
];

/** A day's pushes may wait on the push service this long before it drops them. */
const TTL_SECONDS = 12 * 60 * 60;
/** Delivery records older than this answer no question any more. */
const KEEP_DELIVERIES_DAYS = 7;

type Candidate = Pick<
  typeof users.$inferSelect,
  "id" | "vipAccess" | "subscriptionStatus" | "stripeSubscriptionId" | "confirmedAt"
> & Pick<SessionUser, "householdCover">;

interface UserTotals {
  sent: number;
  failed: number;
}

/**
 * Sends one notice to the person's devices unless it already went today: the (person, day,
 * subject) row is claimed first, and given back when no device took the push, so a retry sends it.
 */
async function pushNotice(db: Db, userId: string, day: Day, notice: PushNotice, keys: VapidKeys, now: Date): Promise<"sent" | "failed" | "skipped"> {
  const claim = await db
    .insert(pushDeliveries)
    .values({ userId, day, subject: notice.subject })
    .onConflictDoNothing()
    .returning({ userId: pushDeliveries.userId });
  if (claim.length === 0) return "skipped";
  const totals = await pushToUser(db, userId, notice.payload, keys, { ttlSeconds: TTL_SECONDS, now });
  if (totals.sent > 0) return "sent";
  await db
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), eq(pushDeliveries.day, day), eq(pushDeliveries.subject, notice.subject)));
  return totals.failed > 0 ? "failed" : "skipped";
}

async function pushUser(db: Db, user: Candidate, day: Day, keys: VapidKeys, now: Date): Promise<UserTotals> {
  const totals: UserTotals = { sent: 0, failed: 0 };
  try {
    const notices = (await Promise.all(NOTICE_SOURCES.map((source) => source(db, user.id, now)))).flat();
    for (const notice of notices) {
      const outcome = await pushNotice(db, user.id, day, notice, keys, now);
      if (outcome === "sent") totals.sent += 1;
      if (outcome === "failed") totals.failed += 1;
    }
  } catch (error) {
    logger.warn({ userId: user.id, err: error }, "notificações do dia não enviadas");
    totals.failed += 1;
  }
  return totals;
}

/**
 * The day's pushes for every person with a device subscribed (and access to the app): at most one
 * per subject per São Paulo day, however often the job runs. Off when the server has no VAPID keys.
 */
export async function runDailyPushes(db: Db, now: Date = new Date(), options: UserBatchOptions = {}): Promise<DailyRunJson> {
  const day = todayInSaoPaulo(now);
  const totals: DailyRunJson = { day, users: 0, sent: 0, failed: 0 };
  const keys = await vapidKeys();
  if (!keys) return totals;
  await db.delete(pushSubscriptions).where(lt(pushSubscriptions.expiresAt, now));
  await db.delete(pushDeliveries).where(lt(pushDeliveries.day, addDays(day, -KEEP_DELIVERIES_DAYS)));
  const readBatch = (afterLastId: SQL | undefined, limit: number): Promise<Candidate[]> =>
    db
      .select({
        id: users.id,
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
          isNotNull(users.confirmedAt),
          afterLastId,
          exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, users.id))),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
  const results = await forEachUserInBatches(readBatch, hasFullAccess, (user) => pushUser(db, user, day, keys, now), options);
  totals.users = results.length;
  for (const result of results) {
    totals.sent += result.sent;
    totals.failed += result.failed;
  }
  logger.info({ ...totals }, "notificações do dia processadas");
  return totals;
}
