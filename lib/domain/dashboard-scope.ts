import type { DashboardMonth } from "@/lib/domain/dashboard-regime";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { firstParam } from "@/lib/domain/month-params";

/**
 * Whose money the dashboard adds up (docs/decisions/household-dashboard-scope.md):
 * `me` ("Eu") is the person's own rows outside the household plus their share of the household's
 * rows, per split; `household` ("Casa") is the household's rows and shared accounts, whole.
 * Outside a household `me` is the person's own rows. No zod here: the screen's switch imports it.
 */
export const dashboardScopes = ["me", "household"] as const;
export type DashboardScope = (typeof dashboardScopes)[number];
export const DEFAULT_SCOPE: DashboardScope = "me";

export const SCOPE_LABELS: Record<DashboardScope, string> = { me: "Eu", household: "Casa" };

/** The screen's URL says `?escopo=casa`; anything else is "Eu". */
export const SCOPE_PARAM = "escopo";
const HOUSEHOLD_PARAM_VALUE = "casa";

export function scopeFromSearchParams(params: PageSearchParams): DashboardScope {
  return firstParam(params, SCOPE_PARAM) === HOUSEHOLD_PARAM_VALUE ? "household" : DEFAULT_SCOPE;
}

/** `escopo=casa` for "Casa", "" for the default, to append to a link that keeps the month. */
export function scopeSearch(scope: DashboardScope): string {
  return scope === "household" ? `${SCOPE_PARAM}=${HOUSEHOLD_PARAM_VALUE}` : "";
}

/** A dashboard month, how it counts card purchases, and whose money. */
export interface ScopedMonth extends DashboardMonth {
  scope?: DashboardScope;
}
