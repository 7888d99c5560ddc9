import "server-only";
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { pushSubscriptions } from "@/db/schema";
import type { PushPayload, PushTestJson } from "@/lib/schemas/push";
import { deliverPush } from "@/server/push/deliver-push";
import type { VapidKeys } from "@/server/push/vapid-keys";

/** The person's subscriptions that have not expired. */
async function liveSubscriptions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), or(isNull(pushSubscriptions.expiresAt), gt(pushSubscriptions.expiresAt, now))));
}

/**
 * Sends one payload to every device of one person at once; a subscription its push service says is
 * gone (404, 410) is removed, and only that person's.
 */
export async function pushToUser(
  db: DbOrTx,
  userId: string,
  payload: PushPayload,
  keys: VapidKeys,
  options: { ttlSeconds: number; now?: Date },
): Promise<PushTestJson> {
  const targets = await liveSubscriptions(db, userId, options.now ?? new Date());
  const outcomes = await Promise.all(targets.map((target) => deliverPush(target, payload, keys, options.ttlSeconds)));
  const gone = targets.filter((_, index) => outcomes[index] === "gone").map((target) => target.id);
  if (gone.length > 0) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, gone)));
  }
  return {
    sent: outcomes.filter((outcome) => outcome === "sent").length,
    removed: gone.length,
    failed: outcomes.filter((outcome) => outcome === "failed").length,
  };
}
