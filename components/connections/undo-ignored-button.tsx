"use client";

import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Desfazer": the ignored or deleted bank row comes back, waiting in "A revisar". */
export function UndoIgnoredButton({ id, description }: { id: string; description: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await apiFetch(`/open-finance/ignored/${id}`, { method: "DELETE" });
      toast.success("Transação de volta. Ela está em “A revisar”.");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível desfazer. Tente novamente."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="ghost" loading={busy} aria-label={`Desfazer: ${description}`} onClick={() => void undo()}>
      <Undo2 aria-hidden="true" />
      Desfazer
    </Button>
  );
}
