import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { AppError } from "@/lib/errors";
import { pushSubscriptions } from "@/db/schema";
import { pushMessages } from "@/lib/schemas/push";

/** Normalised as saved (`URL.href`), so the browser's own spelling of it finds the row. */
function normalised(endpoint: string): string {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
}

/** DELETE /push/subscriptions: this browser stops getting the caller's pushes. Only the caller's row. */
export async function deletePushSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, normalised(endpoint))))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError("not_found", pushMessages.notSubscribed);
}
