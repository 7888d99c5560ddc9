import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

const globalForCron = globalThis as unknown as { bolsoSchedulerToken?: string };

/**
 * The secret the in-process scheduler presents to /cron/daily: CRON_SECRET when set, else one
 * drawn for this process only (global, so every bundle of the server sees the same value).
 */
export function schedulerToken(): string {
  globalForCron.bolsoSchedulerToken ??= env.CRON_SECRET ?? randomBytes(32).toString("base64url");
  return globalForCron.bolsoSchedulerToken;
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * `Authorization: Bearer <secret>` naming CRON_SECRET or this process's scheduler token. Compared
 * as fixed-length digests in constant time, so neither the secret nor its length leaks.
 */
export function isCronAuthorized(header: string | null): boolean {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return false;
  const given = digest(match[1]);
  const accepted = [env.CRON_SECRET, globalForCron.bolsoSchedulerToken].filter((s): s is string => Boolean(s));
  let ok = false;
  for (const secret of accepted) ok = timingSafeEqual(given, digest(secret)) || ok;
  return ok;
}
