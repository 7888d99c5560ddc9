import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { logger, describeError } from "@/lib/server/logger";
import { openFinanceItems } from "@/db/schema-open-finance";
import { reviewRowsLine } from "@/lib/format/review-rows-line";
import type { PushTestJson } from "@/lib/schemas/push";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { pushToUser } from "@/server/push/push-to-user";
import { vapidKeys } from "@/server/push/vapid-keys";

/** A push that waits longer than a day says nothing the bell does not. */
const REVIEW_PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * After a sync that brought new rows: "12 lançamentos para revisar" on the person's devices, when
 * some rows wait in the review inbox (a later push replaces the earlier one on the device). Never
 * fails the sync: without push keys, or when a push service fails, the bell still says it.
 */
export async function pushReviewRows(db: DbOrTx, openFinanceItemId: string, created: number): Promise<PushTestJson | null> {
  if (created <= 0) return null;
  try {
    const keys = await vapidKeys();
    if (!keys) return null;
    const [item] = await db.select({ userId: openFinanceItems.userId }).from(openFinanceItems).where(eq(openFinanceItems.id, openFinanceItemId));
    if (!item) return null;
    const waiting = await countReviewRows(db, item.userId);
    if (waiting === 0) return null;
    return await pushToUser(
      db,
      item.userId,
      { title: reviewRowsLine(waiting), body: "O banco trouxe lançamentos novos: confirme em poucos toques.", url: "/connections#a-revisar", tag: "review-rows" },
      keys,
      { ttlSeconds: REVIEW_PUSH_TTL_SECONDS },
    );
  } catch (error) {
    logger.warn({ err: describeError(error), openFinanceItemId }, "conexão bancária: aviso de lançamentos a revisar não enviado");
    return null;
  }
}
