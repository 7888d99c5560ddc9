"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Sair da casa", confirmed: the member keeps everything of their own and stops seeing the household's. */
export function LeaveHouseholdDialog({ trigger, defaultOpen = false, householdName }: OnDemandDialogProps<{ householdName: string }>) {
  const router = useRouter();
  const leave = async () => {
    try {
      await apiFetch("/household/leave", { method: "POST" });
      toast.success("Você saiu da casa.");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível sair da casa. Tente de novo.") });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title="Sair da casa?"
      description={
        <>
          Você deixa de ver o que é da casa <span className="font-medium break-words">“{householdName}”</span>. Suas contas, cartões e
          lançamentos continuam seus; o que você lançou nas contas dos outros fica com eles.
        </>
      }
      confirmLabel="Sair da casa"
      busyLabel="Saindo..."
      onConfirm={leave}
    />
  );
}
