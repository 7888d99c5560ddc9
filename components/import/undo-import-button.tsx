"use client";

import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

export function UndoImportButton({ importId, fileName, count }: { importId: string; fileName: string; count: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function undo() {
    setBusy(true);
    try {
      const result = await apiFetch<{ deleted: number }>(`/import/${importId}`, { method: "DELETE" });
      toast.success(`Importação desfeita: ${result.deleted} lançamentos removidos.`);
      router.refresh();
    } catch (failure) {
      toast.error("Erro", { description: errorMessage(failure, "Não foi possível desfazer a importação.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" loading={busy} aria-label={`Desfazer a importação de ${fileName}`}>
          <Undo2 aria-hidden="true" />
          Desfazer
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Desfazer importação?</AlertDialogTitle>
          <AlertDialogDescription>
            Os {count} lançamentos criados por “{fileName}” serão excluídos, mesmo os que você editou depois. Nenhum
            outro lançamento é alterado.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => void undo()}>Desfazer</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
