import { IntentLink } from "@/components/ui/intent-link";
import { Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Progress } from "@/components/ui/progress";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { objectiveProgress } from "@/components/objectives/objective-progress";
import { DASHBOARD_OBJECTIVES } from "@/components/dashboard/objectives-tile";

/** The first objectives (in the list's order) with how far each has come. */
export function ObjectivesList({ objectives }: { objectives: readonly ObjectiveJson[] }) {
  if (objectives.length === 0) {
    return (
      <EmptyState
        icon={Target}
        title="Nenhum objetivo ainda"
        description="Defina uma meta e acompanhe quanto já guardou."
        className="border-none py-6"
        action={
          <Button asChild>
            <IntentLink href="/objectives">Criar objetivo</IntentLink>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-5">
      {objectives.slice(0, DASHBOARD_OBJECTIVES).map((objective) => (
        <ObjectiveRow key={objective._id} objective={objective} />
      ))}
    </ul>
  );
}

function ObjectiveRow({ objective }: { objective: ObjectiveJson }) {
  const actualCents = reaisToCents(objective.actualValue);
  const targetCents = reaisToCents(objective.targetValue);
  const { percent, bar } = objectiveProgress(actualCents, targetCents);
  return (
    <li data-testid="dashboard-objective" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {objective.name}
        </p>
        <span className="shrink-0 text-sm font-semibold text-emerald-700 tabular-nums dark:text-emerald-400">
          {percent}%
        </span>
      </div>
      <Progress value={bar} aria-label={`Progresso de ${objective.name}: ${percent}%`} />
      <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
        {formatMoney(actualCents)} de {formatMoney(targetCents)}
      </p>
    </li>
  );
}
