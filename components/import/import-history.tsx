import { History } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { UndoImportButton } from "@/components/import/undo-import-button";
import { formatDateBR } from "@/lib/format/dates";
import { dayInSaoPaulo } from "@/lib/domain/calendar";
import { UNDO_WINDOW_DAYS, type ImportSummaryJson } from "@/lib/schemas/imports";

const STATUS = {
  committed: { text: "Importada", variant: "success" },
  undone: { text: "Desfeita", variant: "default" },
  preview: { text: "Prévia", variant: "info" },
} as const;

/** The history's region and title, around the list, its skeleton or its error. */
export function ImportHistoryFrame({ children }: { children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="import-history-title">
      <h2 id="import-history-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        Histórico de importações
      </h2>
      {children}
    </section>
  );
}

/** Past imports, newest first; "Desfazer" while the 30-day window is open. */
export function ImportHistory({ items }: { items: ImportSummaryJson[] }) {
  return (
    <ImportHistoryFrame>
      {items.length === 0 ? (
        <EmptyState icon={History} title="Nenhuma importação ainda" description="Os extratos que você importar aparecem aqui." />
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {items.map((item) => {
            const status = STATUS[item.status];
            return (
              <li key={item._id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium text-zinc-900 dark:text-zinc-100" title={item.fileName}>
                      {item.fileName}
                    </span>
                    <Badge variant={status.variant}>{status.text}</Badge>
                  </div>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {formatDateBR(dayInSaoPaulo(new Date(item.committedAt ?? item.createdAt)))} · {item.format.toUpperCase()} ·{" "}
                    {item.createdCount} criados · {item.skippedCount} ignorados
                  </span>
                </div>
                {item.canUndo ? (
                  <UndoImportButton importId={item._id} fileName={item.fileName} count={item.createdCount} />
                ) : item.status === "committed" ? (
                  <span className="text-xs text-zinc-500 dark:text-zinc-400">Mais de {UNDO_WINDOW_DAYS} dias: não pode ser desfeita</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </ImportHistoryFrame>
  );
}
