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

/** A link in an old e-mail stops working after this: a leaked mail cannot be used for ever. */
const LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** Seconds since 1970, written without leading zeros, so each moment has one spelling. */
const ISSUED = /^[1-9][0-9]{0,11}$/;

function signature(key: string, userId: string, issued: string): string {
  return createHmac("sha256", key).update(`${PURPOSE}:${userId.toLowerCase()}:${issued}`).digest("base64url");
}

/**
 * `<user id>.<issued, epoch seconds>.<HMAC>`: names one user's reminders, cannot be forged, moved
 * to another user or made younger, and is refused 90 days after it was issued.
 */
export async function createUnsubscribeToken(db: DbOrTx, userId: string, now: Date = new Date()): Promise<string> {
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${userId}.${issued}.${signature(await signingKey(db), userId, issued)}`;
}

/**
 * The user id a genuine, unexpired token names; null for anything else. The MAC is compared as
 * text, so only the canonical base64url spelling of it passes (no padding, no stray low bits).
 */
export async function readUnsubscribeToken(db: DbOrTx, token: string, now: Date = new Date()): Promise<string | null> {
  const [userId, issued, mac, extra] = token.split(".");
  if (!userId || !issued || !mac || extra !== undefined || !UUID.test(userId) || !ISSUED.test(issued)) return null;
  const age = Math.floor(now.getTime() / 1000) - Number(issued);
  if (age < -300 || age > LIFETIME_SECONDS) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(signature(await signingKey(db), userId, issued));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return userId.toLowerCase();
}
