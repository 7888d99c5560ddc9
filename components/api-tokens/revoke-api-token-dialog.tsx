"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { ApiTokenJson } from "@/lib/schemas/api-tokens";

/** "Revogar", confirmed: from then on the token is refused (401) wherever it is used. */
export function RevokeApiTokenDialog({ trigger, defaultOpen = false, token }: OnDemandDialogProps<{ token: ApiTokenJson }>) {
  const router = useRouter();
  const revoke = async () => {
    try {
      await apiFetch(`/user/api-tokens/${token.id}`, { method: "DELETE" });
      toast.success("Token revogado.");
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível revogar o token.") });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title="Revogar token?"
      description={
        <>
          Scripts e assistentes que usam <span className="font-medium break-words">“{token.name}”</span> perdem o acesso na hora.
          Isso não pode ser desfeito.
        </>
      }
      confirmLabel="Revogar"
      busyLabel="Revogando..."
      onConfirm={revoke}
    />
  );
}
