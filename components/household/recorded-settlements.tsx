import { ArrowRight } from "lucide-react";
import { UndoSettlementButton } from "@/components/household/undo-settlement-button";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/money";
import type { RecordedSettlementJson } from "@/lib/schemas/household-settlement";

/**
 * "Acertos registrados" in the period: when, who sent whom and how much; "Desfazer" for whoever
 * recorded it and for the owner (`mayUndo`).
 */
export function RecordedSettlements({
  settlements,
  nameOf,
  mayUndo,
}: {
  settlements: RecordedSettlementJson[];
  nameOf: (userId: string | null) => string;
  mayUndo: (settlement: RecordedSettlementJson) => boolean;
}) {
  if (settlements.length === 0) return null;
  return (
    <section aria-labelledby="recorded-settlements-title" className="flex flex-col gap-2">
      <h3 id="recorded-settlements-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        Acertos registrados
      </h3>
      <ul className="flex flex-col divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
        {settlements.map((settlement) => (
          <li key={settlement.id} data-testid="recorded-settlement" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="text-zinc-600 tabular-nums dark:text-zinc-400">{formatDateBR(settlement.date)}</span>
            <span className="flex min-w-0 flex-1 flex-wrap items-center gap-1 text-zinc-900 dark:text-zinc-100">
              {nameOf(settlement.from)}
              <ArrowRight className="size-3.5 text-zinc-600 dark:text-zinc-400" aria-label="pagou a" />
              {nameOf(settlement.to)}
            </span>
            <span className="font-medium tabular-nums">{formatMoney(settlement.amountCents)}</span>
            {mayUndo(settlement) ? <UndoSettlementButton id={settlement.id} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
