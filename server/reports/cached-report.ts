import "server-only";
import type { Db } from "@/lib/server/db";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { readListVersion } from "@/server/transactions/list-version";
import { monthListCache } from "@/server/transactions/month-list-cache";
import { monthKey } from "@/server/reports/report-scope";

/** What names one report's answer: which report, the period, the regime and any option (the type). */
export function reportKey(report: string, period: ReportPeriod, option = ""): string {
  return `${report}:${monthKey(period.from)}:${monthKey(period.to)}:${period.regime ?? "competencia"}:${option}`;
}

/**
 * A report's JSON, computed at most once per change of the user's data: it is kept with the user's
 * list version (bumped by triggers, in the same transaction, on every change to their
 * transactions, categories, payment methods and objectives; see migration 0003), read before the
 * report, so an entry is served only while nothing it read has changed, on any instance. No
 * figure depends on today: the period is explicit. Shares the month lists' bounded memory.
 */
export async function reportJson<T>(db: Db, userId: string, key: string, compute: () => Promise<T>): Promise<ReportBytes<T>> {
  const cacheKey = `report:${userId}:${key}`;
  const version = await readListVersion(db, userId);
  const cached = monthListCache.get(cacheKey, version);
  if (cached) return cached;
  const body = new TextEncoder().encode(JSON.stringify(await compute()));
  monthListCache.set(cacheKey, { version, body });
  return body;
}

/** A report's JSON text as UTF-8 bytes, typed with what it holds. */
export type ReportBytes<T> = Uint8Array<ArrayBuffer> & { readonly holds?: T };

/** The report back as a value (the Relatórios screen renders it). */
export function readReport<T>(bytes: ReportBytes<T>): T {
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

/** A report's JSON as the API answers it. */
export function reportResponse(body: Uint8Array<ArrayBuffer>): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
}
