"use client";

import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Cancelar" a pending invitation: its code stops working at once. */
export function CancelInvitationButton({ id, email }: { id: string; email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await apiFetch(`/household/invitations/${id}`, { method: "DELETE" });
      toast.success("Convite cancelado.");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível cancelar o convite. Tente de novo.") });
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" loading={busy} onClick={() => void cancel()} aria-label={`Cancelar o convite de ${email}`}>
      {busy ? null : <X aria-hidden="true" />}
      {busy ? "Cancelando..." : "Cancelar"}
    </Button>
  );
}
