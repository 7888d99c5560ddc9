"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Aceitar convite": joins the household, then Casa. */
export function AcceptInvitationButton({ code, householdName }: { code: string; householdName: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await apiFetch("/household/invitations/accept", { method: "POST", body: { code } });
      toast.success(`Você entrou na casa ${householdName}.`);
      router.replace("/casa");
      router.refresh();
    } catch (error) {
      toast.error("Não foi possível aceitar o convite", { description: errorMessage(error, "Tente de novo em instantes.") });
      setBusy(false);
    }
  };
  return (
    <Button className="w-full sm:w-fit" loading={busy} onClick={() => void accept()}>
      {busy ? "Entrando..." : "Aceitar convite"}
    </Button>
  );
}
