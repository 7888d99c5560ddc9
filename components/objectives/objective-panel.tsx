import { PartyPopper, Target } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { ObjectiveAmountRow } from "@/components/objectives/objective-amount-row";
import { ObjectivePanelActions, ObjectiveMoveButtons } from "@/components/objectives/objective-actions";
import { ObjectiveDeadline } from "@/components/objectives/objective-deadline";
import { objectiveProgress } from "@/components/objectives/objective-progress";
import { reaisToCents } from "@/lib/format/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { HouseholdBadge } from "@/components/household-items/household-badge";
import { householdOwnerLine, mayChangeItem } from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * Name, Meta, a progress bar (capped at 100) with its percentage, and Atual, rendered on the
 * server; only the edit and delete buttons are an island.
 */
export function ObjectivePanel({ objective, household = null }: { objective: ObjectiveJson; household?: HouseholdView | null }) {
  // A "Só ver" member follows a household objective without changing it or moving money.
  const changeable = mayChangeItem(objective);
  const targetCents = reaisToCents(objective.targetValue);
  const actualCents = reaisToCents(objective.actualValue);
  const { percent, bar } = objectiveProgress(actualCents, targetCents);
  const reached = percent >= 100;
  return (
    <li
      data-testid="objective-panel"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400">
            <Target className="size-4" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1 pt-1.5">
            <h2 className="line-clamp-2 text-base font-semibold break-words text-zinc-900 dark:text-zinc-50">
              {objective.name}
            </h2>
            {objective.accountName ? (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">Guardado em {objective.accountName}</p>
            ) : null}
            {objective.household ? <HouseholdBadge ownerLine={householdOwnerLine(objective, household)} /> : null}
            {reached ? (
              <Badge variant="success">
                <PartyPopper aria-hidden="true" />
                Meta atingida
              </Badge>
            ) : null}
          </div>
        </div>
        {changeable ? <ObjectivePanelActions objective={objective} household={household} /> : null}
      </div>
      <ObjectiveAmountRow term="Meta" cents={targetCents} />
      <div className="flex items-center gap-3">
        <Progress
          value={bar}
          aria-label={`Progresso de ${objective.name}`}
          indicatorClassName={reached ? "bg-emerald-500 dark:bg-emerald-400" : undefined}
        />
        <span className="w-12 shrink-0 text-right text-sm font-medium text-zinc-700 tabular-nums dark:text-zinc-300">
          {percent}%
        </span>
      </div>
      <ObjectiveAmountRow
        term="Atual"
        cents={actualCents}
        className="text-emerald-700 dark:text-emerald-400"
      />
      <ObjectiveDeadline objective={objective} />
      <div className="flex justify-end gap-2">
        {changeable ? <ObjectiveMoveButtons objective={objective} /> : null}
      </div>
    </li>
  );
}
