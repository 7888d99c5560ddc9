"use client";

import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useApiSend } from "@/components/ui/use-api-send";
import { apiFetch } from "@/lib/client/api-client";

/** "Cancelar" a pending invitation: its code stops working at once. */
export function CancelInvitationButton({ id, email }: { id: string; email: string }) {
  const { busy, send } = useApiSend();
  const cancel = () =>
    send({
      request: () => apiFetch(`/household/invitations/${id}`, { method: "DELETE" }),
      success: "Convite cancelado.",
      failure: "Não foi possível cancelar o convite. Tente de novo.",
      busyUntilGone: true,
    });
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void cancel()} aria-label={`Cancelar o convite de ${email}`}>
      {busy ? null : <X aria-hidden="true" />}
      {busy ? "Cancelando..." : "Cancelar"}
    </Button>
  );
}
