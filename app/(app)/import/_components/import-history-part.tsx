import "server-only";
import { ImportHistory, ImportHistoryFrame } from "@/components/import/import-history";
import { ListLoadError } from "@/components/shell/list-load-error";
import { RowsSkeleton } from "@/components/shell/rows-skeleton";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listImports } from "@/server/imports/list-imports";

/** The user's past imports (an unconfirmed preview is not one yet). */
export async function ImportHistoryPart({ userId }: { userId: string }) {
  const history = await loadPart("importação: histórico", () => listImports(db, userId));
  if (!history.ok) {
    return (
      <ImportHistoryFrame>
        <ListLoadError message="Não foi possível carregar o histórico de importações." toastTitle="Erro ao buscar importações" />
      </ImportHistoryFrame>
    );
  }
  return <ImportHistory items={history.data.filter((item) => item.status !== "preview")} />;
}

export function ImportHistorySkeleton() {
  return (
    <ImportHistoryFrame>
      <RowsSkeleton rows={2} label="Carregando o histórico..." />
    </ImportHistoryFrame>
  );
}
