// Calls of the push API for the push tests, and what a test reads back from the database.
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { pushSubscriptions } from "@/db/schema";
import { DELETE as unsubscribe, POST as subscribe } from "@/app/api/v1/push/subscriptions/route";
import { POST as pushTest } from "@/app/api/v1/push/test/route";
import type { PushTestJson } from "@/lib/schemas/push";
import { call } from "../helpers/api";
import type { BrowserKeys } from "../fakes/push-service";

type Answer = { message?: string; code?: string };

export const subscribeWith = (token: string, body: unknown) =>
  call<Answer & { endpoint?: string }>(subscribe, { method: "POST", path: "/api/v1/push/subscriptions", token, body });

export const subscribeDevice = (token: string, endpoint: string, keys: BrowserKeys) =>
  subscribeWith(token, { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } });

export const unsubscribeDevice = (token: string, endpoint: string) =>
  call<Answer>(unsubscribe, { method: "DELETE", path: "/api/v1/push/subscriptions", token, body: { endpoint } });

export const sendTest = (token: string) =>
  call<PushTestJson & Answer>(pushTest, { method: "POST", path: "/api/v1/push/test", token });

export async function endpointsOf(userId: string): Promise<string[]> {
  const rows = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint).sort();
}
