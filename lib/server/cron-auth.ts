import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/**
 * `Authorization: Bearer <secret>` naming CRON_SECRET (unset: nobody may call). Compared as
 * fixed-length digests in constant time, so neither the secret nor its length leaks.
 */
export function isCronAuthorized(header: string | null): boolean {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) return false;
  const given = digest(match[1]);
  return env.CRON_SECRET !== undefined && timingSafeEqual(given, digest(env.CRON_SECRET));
}
