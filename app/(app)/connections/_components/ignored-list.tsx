import "server-only";
import { UndoIgnoredButton } from "@/components/connections/undo-ignored-button";
import { Money } from "@/components/ui/money";
import { formatDateBR } from "@/lib/format/dates";
import { negateCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listIgnoredRows } from "@/server/open-finance/list-ignored-rows";

const REASONS = { deleted: "excluída", ignored: "ignorada" } as const;

/** "Ignorados": the bank rows the person deleted or ignored, which no sync brings back, each with "Desfazer". */
export async function IgnoredList({ userId }: { userId: string }) {
  const result = await loadPart("conexões: ignorados", () => listIgnoredRows(db, userId));
  if (!result.ok || result.data.length === 0) return null;
  const rows = result.data;
  return (
    <details className="rounded-xl border border-zinc-200 p-4 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer font-medium">Ignorados ({rows.length})</summary>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">Transações do banco que você excluiu ou ignorou. Elas não voltam nas próximas atualizações.</p>
      <ul className="mt-2 flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="Ignorados">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{row.description}</span>
              <span className="text-zinc-600 dark:text-zinc-400">
                {formatDateBR(row.date)} · {REASONS[row.reason]}
              </span>
            </span>
            <span className="flex items-center gap-2">
              <Money cents={row.type === "receita" ? row.amountCents : negateCents(row.amountCents)} sign="auto" />
              <UndoIgnoredButton id={row.id} description={row.description} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
