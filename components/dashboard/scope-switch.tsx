import { IntentLink } from "@/components/ui/intent-link";
import { SCOPE_LABELS, dashboardScopes } from "@/lib/domain/dashboard-scope";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { cn } from "@/lib/utils";

const EXPLANATIONS: Record<DashboardScope, string> = {
  me: "Eu: o seu dinheiro e a sua parte das despesas da casa.",
  household: "Casa: as contas compartilhadas e os lançamentos da casa, inteiros.",
};

/**
 * "Eu | Casa", for members of a household: two links (each keeps the month, so back, reload and a
 * shared link keep the choice), reached with Tab and followed with Enter like any link.
 */
export function ScopeSwitch({ scope, hrefs }: { scope: DashboardScope; hrefs: Record<DashboardScope, string> }) {
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <nav aria-label="Escopo do painel" className="inline-flex w-fit rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-800">
        {dashboardScopes.map((option) => (
          <IntentLink
            key={option}
            href={hrefs[option]}
            aria-current={option === scope ? "page" : undefined}
            data-testid={`scope-${option}`}
            className={cn(
              "rounded-md px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:focus-visible:outline-emerald-400",
              option === scope
                ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
            )}
          >
            {SCOPE_LABELS[option]}
          </IntentLink>
        ))}
      </nav>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{EXPLANATIONS[scope]}</p>
    </div>
  );
}
