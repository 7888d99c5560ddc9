"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import type { ManagedMember } from "@/components/household/managed-member";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** The owner passes the house on, confirmed: the other becomes "Dono" and the owner "Ver e lançar". */
export function TransferOwnershipDialog({ trigger, defaultOpen = false, member }: OnDemandDialogProps<{ member: ManagedMember }>) {
  const router = useRouter();
  const transfer = async () => {
    try {
      await apiFetch("/household/transfer-ownership", { method: "POST", body: { userId: member.userId } });
      toast.success(`${member.name} agora é dono da casa.`);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível passar a casa. Tente de novo.") });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={trigger}
      variant="default"
      title={`Passar a casa para ${member.name}?`}
      description={`${member.name} passa a ser dono: convida, muda níveis e a assinatura dele cobre a casa. Você continua na casa com o nível “Ver e lançar”.`}
      confirmLabel="Passar a casa"
      busyLabel="Passando..."
      onConfirm={transfer}
    />
  );
}
