"use client";

import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Desfazer" a recorded settlement: the balances go back to what they were before it. */
export function UndoSettlementButton({ id }: { id: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const undo = async () => {
    setBusy(true);
    try {
      await apiFetch(`/household/settlements/${id}`, { method: "DELETE" });
      toast.success("Acerto desfeito.");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível desfazer o acerto. Tente de novo.") });
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void undo()}>
      {busy ? null : <Undo2 aria-hidden="true" />}
      {busy ? "Desfazendo..." : "Desfazer"}
    </Button>
  );
}
