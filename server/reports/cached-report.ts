import "server-only";
import type { Db } from "@/lib/server/db";
import { foldForSearch } from "@/lib/search";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { cachedForListVersion } from "@/server/shared/versioned-cache";
import { monthKey } from "@/server/reports/report-scope";

/** What names one report's answer: which report, the period, the regime, the tag and any option (the type). */
export function reportKey(report: string, period: ReportPeriod, option = ""): string {
  const tag = period.tag ? foldForSearch(period.tag) : "";
  return `${report}:${monthKey(period.from)}:${monthKey(period.to)}:${period.regime ?? "competencia"}:${option}:${tag}`;
}

/**
 * A report's JSON, computed at most once per change of the user's data (the shared answer cache,
 * kept with the user's list version). Reports read only what bumps that version (transactions,
 * and the names and colours of categories and payment methods) and nothing that moves with the
 * clock: the period is explicit.
 */
export function reportJson<T>(db: Db, userId: string, key: string, compute: () => Promise<T>): Promise<ReportBytes<T>> {
  return cachedForListVersion(db, userId, `report:${key}`, async () => JSON.stringify(await compute()));
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
