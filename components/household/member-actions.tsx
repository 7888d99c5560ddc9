"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { LevelSelect } from "@/components/household/level-select";
import { RemoveMemberButton, TransferOwnershipButton } from "@/components/household/household-buttons";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { InvitationLevel } from "@/lib/domain/enums";
import { LEVEL_LABELS } from "@/components/household/household-screen-texts";
import type { ManagedMember } from "@/components/household/managed-member";

/** The owner's controls on a member's row: the level (saved on change), pass the house on, remove. */
export function MemberActions({ member }: { member: ManagedMember }) {
  const router = useRouter();
  const [level, setLevel] = useState(member.level);
  const [busy, setBusy] = useState(false);

  const change = async (next: InvitationLevel) => {
    const before = level;
    setLevel(next);
    setBusy(true);
    try {
      await apiFetch(`/household/members/${member.userId}`, { method: "PATCH", body: { level: next } });
      toast.success("Nível alterado.", { description: `${member.name} agora tem o nível “${LEVEL_LABELS[next]}”.` });
      router.refresh();
    } catch (error) {
      setLevel(before);
      toast.error("Erro", { description: errorMessage(error, "Não foi possível mudar o nível. Tente de novo.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <LevelSelect
        aria-label={`Nível de ${member.name}`}
        value={level}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => void change(event.target.value as InvitationLevel)}
        className="w-full sm:w-auto"
      />
      <TransferOwnershipButton member={member} />
      <RemoveMemberButton member={member} />
    </div>
  );
}
