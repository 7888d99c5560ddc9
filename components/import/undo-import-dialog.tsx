"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { UndoImportTrigger } from "@/components/import/undo-import-trigger";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { countOf, formatCount } from "@/lib/format/count";

export interface UndoImportProps {
  importId: string;
  fileName: string;
  count: number;
}

export function UndoImportDialog({ importId, fileName, count, defaultOpen = false }: OnDemandDialogProps<UndoImportProps>) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function undo() {
    setBusy(true);
    try {
      const result = await apiFetch<{ deleted: number }>(`/import/${importId}`, { method: "DELETE" });
      toast.success(`Importação desfeita: ${countOf(result.deleted, "lançamento removido", "lançamentos removidos")}.`);
      router.refresh();
    } catch (failure) {
      toast.error("Erro", { description: errorMessage(failure, "Não foi possível desfazer a importação.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={<UndoImportTrigger fileName={fileName} busy={busy} />}
      title="Desfazer importação?"
      description={undoDescription(count, fileName)}
      confirmLabel="Desfazer"
      onConfirm={() => void undo()}
    />
  );
}

function undoDescription(count: number, fileName: string): string {
  const what =
    count === 1
      ? `O lançamento criado por “${fileName}” será excluído, mesmo se você o editou depois.`
      : `Os ${formatCount(count)} lançamentos criados por “${fileName}” serão excluídos, mesmo os que você editou depois.`;
  return `${what} Nenhum outro lançamento é alterado.`;
}
