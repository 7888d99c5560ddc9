import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { signingKeys } from "@/db/schema";

const PURPOSE = "unsubscribe";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const globalForKeys = globalThis as unknown as { bolsoUnsubscribeKey?: string };

async function signingKey(db: DbOrTx): Promise<string> {
  if (!globalForKeys.bolsoUnsubscribeKey) {
    const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, PURPOSE));
    if (!row) throw new Error("unsubscribe signing key missing: run the migrations");
    globalForKeys.bolsoUnsubscribeKey = row.secret;
  }
  return globalForKeys.bolsoUnsubscribeKey;
}

function signature(key: string, userId: string): Buffer {
  return createHmac("sha256", key).update(`${PURPOSE}:${userId.toLowerCase()}`).digest();
}

/** `<user id>.<HMAC>`: names one user's reminders and cannot be forged or moved to another user. */
export async function createUnsubscribeToken(db: DbOrTx, userId: string): Promise<string> {
  return `${userId}.${signature(await signingKey(db), userId).toString("base64url")}`;
}

/** The user id a genuine token names; null for anything else. */
export async function readUnsubscribeToken(db: DbOrTx, token: string): Promise<string | null> {
  const [userId, mac, extra] = token.split(".");
  if (!userId || !mac || extra !== undefined || !UUID.test(userId)) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(await signingKey(db), userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId.toLowerCase();
}
