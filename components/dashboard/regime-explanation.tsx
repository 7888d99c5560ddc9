import { REGIME_EXPLANATIONS } from "@/lib/domain/dashboard-regime";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";

/** The line under the Competência | Caixa switch saying what the user's choice means. */
export function RegimeExplanation({ regime }: { regime: DashboardRegime }) {
  return <p className="text-xs text-zinc-600 dark:text-zinc-400">{REGIME_EXPLANATIONS[regime]}</p>;
}
