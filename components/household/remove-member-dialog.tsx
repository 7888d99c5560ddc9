"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import type { ManagedMember } from "@/components/household/managed-member";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** The owner removes a member, confirmed: they keep what is theirs and stop seeing the household's. */
export function RemoveMemberDialog({ trigger, defaultOpen = false, member }: OnDemandDialogProps<{ member: ManagedMember }>) {
  const router = useRouter();
  const remove = async () => {
    try {
      await apiFetch(`/household/members/${member.userId}`, { method: "DELETE" });
      toast.success(`${member.name} saiu da casa.`);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível remover. Tente de novo.") });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      title={`Remover ${member.name} da casa?`}
      description={`${member.name} deixa de ver o que é da casa e leva só o que é seu. O que lançou nas contas compartilhadas continua nelas.`}
      confirmLabel="Remover"
      busyLabel="Removendo..."
      onConfirm={remove}
    />
  );
}
