"use client";

import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useApiSend } from "@/components/ui/use-api-send";
import { apiFetch } from "@/lib/client/api-client";

/** "Desfazer" a recorded settlement: the balances go back to what they were before it. */
export function UndoSettlementButton({ id }: { id: string }) {
  const { busy, send } = useApiSend();
  const undo = () =>
    send({
      request: () => apiFetch(`/household/settlements/${id}`, { method: "DELETE" }),
      success: "Acerto desfeito.",
      failure: "Não foi possível desfazer o acerto. Tente de novo.",
      busyUntilGone: true,
    });
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void undo()}>
      {busy ? null : <Undo2 aria-hidden="true" />}
      {busy ? "Desfazendo..." : "Desfazer"}
    </Button>
  );
}
