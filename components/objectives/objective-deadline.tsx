import { CalendarClock } from "lucide-react";
import { formatDateBR } from "@/lib/format/dates";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { formatMoney, reaisToCents, subtractCents } from "@/lib/format/money";
import { monthlyNeededCents } from "@/lib/domain/objective-pace";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

/** The deadline line of an objective card: what it takes per month, or that the deadline passed. */
export function ObjectiveDeadline({ objective }: { objective: ObjectiveJson }) {
  if (!objective.deadline) return null;
  const remaining = subtractCents(reaisToCents(objective.targetValue), reaisToCents(objective.actualValue));
  if (remaining <= 0) return null;
  const today = todayInSaoPaulo();
  const perMonth = monthlyNeededCents(remaining, objective.deadline, today);
  return (
    <p data-testid="objective-deadline" className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
      {perMonth === null ? (
        <span>Prazo encerrado em {formatDateBR(objective.deadline)}</span>
      ) : (
        <span>
          Até {formatDateBR(objective.deadline)}:{" "}
          <span className="font-semibold tabular-nums">{formatMoney(perMonth)} por mês</span>
        </span>
      )}
    </p>
  );
}
