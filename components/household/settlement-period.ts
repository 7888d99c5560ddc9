import { firstParam, monthFromSearchParams, monthSearch, type PageSearchParams, type YearMonth } from "@/lib/domain/month-params";

/**
 * The Acerto de contas' period, kept in Casa's URL: a month (`?month=&year=`, the current one by
 * default) or everything since the household began (`?periodo=tudo`, the month kept for coming back).
 */
export interface SettlementPeriod {
  kind: "month" | "all";
  month: YearMonth;
}

export function settlementPeriodFromSearchParams(params: PageSearchParams): SettlementPeriod {
  return { kind: firstParam(params, "periodo") === "tudo" ? "all" : "month", month: monthFromSearchParams(params) };
}

/** Casa's link for a period. */
export function settlementPeriodHref({ kind, month }: SettlementPeriod): string {
  return `/casa?${kind === "all" ? "periodo=tudo&" : ""}${monthSearch(month)}`;
}
