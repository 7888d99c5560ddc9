"use client";

import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Switch } from "@/components/ui/switch";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/** The reminder e-mail switch; saved at once, reverted if the server refuses. */
export function EmailRemindersSwitch({ enabled }: { enabled: boolean }) {
  const [checked, setChecked] = useState(enabled);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setChecked(next);
    setSaving(true);
    try {
      await apiFetch("/user/email-reminders", { method: "PATCH", body: { enabled: next } });
      // The switch already shows the saved value; the page reads it again on the next visit.
      toast.success(next ? "Lembretes por e-mail ativados" : "Lembretes por e-mail desativados");
    } catch (error) {
      setChecked(!next);
      toast.error("Não foi possível salvar", { description: errorMessage(error, "Tente novamente.") });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Switch
      id="email-reminders"
      aria-describedby="email-reminders-hint"
      checked={checked}
      disabled={saving}
      onCheckedChange={(next) => void change(next)}
    />
  );
}
