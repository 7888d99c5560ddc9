import "server-only";
import { createECDH } from "node:crypto";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { pushSubscriptions } from "@/db/schema";
import { pushMessages, type PushSubscriptionInput, type PushSubscriptionJson } from "@/lib/schemas/push";
import { assertPushEndpoint } from "@/server/push/endpoint-guard";
import { requireVapidKeys } from "@/server/push/vapid-keys";

/** Devices one person keeps; a new one beyond this replaces the one subscribed longest ago. */
const MAX_DEVICES = 10;

/** A p256dh key must be a point of P-256, or no payload can ever be encrypted for it. */
function assertCurvePoint(p256dh: string): void {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
  } catch {
    throw new AppError("bad_request", pushMessages.p256dhInvalid);
  }
}

/**
 * POST /push/subscriptions: keeps this browser's subscription for the caller. Saving the same
 * endpoint again updates its keys; another person's row for that endpoint is not touched.
 */
export async function savePushSubscription(db: DbOrTx, userId: string, input: PushSubscriptionInput): Promise<PushSubscriptionJson> {
  await requireVapidKeys();
  assertCurvePoint(input.keys.p256dh);
  const url = await assertPushEndpoint(input.endpoint);
  const endpoint = url.href;
  const expiresAt = input.expirationTime == null ? null : new Date(input.expirationTime);
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, expiresAt, updatedAt: sql`now()` };
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: values });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(MAX_DEVICES);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  return { endpoint, expirationTime: input.expirationTime ?? null };
}
