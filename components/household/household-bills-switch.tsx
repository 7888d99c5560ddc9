"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** "Receber lembretes das contas da casa": opt-in, saved as it is switched. */
export function HouseholdBillsSwitch({ checked: saved }: { checked: boolean }) {
  const router = useRouter();
  const id = useId();
  const [checked, setChecked] = useState(saved);
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setChecked(next);
    setBusy(true);
    try {
      await apiFetch("/household/members/me", { method: "PATCH", body: { notifyHouseholdBills: next } });
      toast.success(next ? "Você vai receber os lembretes das contas da casa." : "Lembretes das contas da casa desligados.");
      router.refresh();
    } catch (error) {
      setChecked(!next);
      toast.error("Erro", { description: errorMessage(error, "Não foi possível salvar. Tente de novo.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>Receber lembretes das contas da casa</Label>
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          Por push e e-mail, nos dias de vencimento das contas da casa.
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={busy} aria-describedby={`${id}-hint`} onCheckedChange={(next) => void change(next)} />
    </div>
  );
}
