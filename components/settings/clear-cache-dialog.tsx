"use client";

import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { apiFetch } from "@/lib/client/api-client";
import { clearStoredSession } from "@/lib/client/local-user";
import { forgetTheme } from "@/components/theme/theme-store";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { ClearCacheTrigger } from "@/components/settings/clear-cache-trigger";

const CACHE_CLEAR_RELOAD_DELAY_MS = 1500;

/** Clears everything this browser keeps for Bolso (storage, caches, the session) and reloads. */
async function clearBrowserData() {
  clearStoredSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetTheme();
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  await apiFetch("/auth/logout", { method: "POST" });
}

/** 'Limpar Cache' and its confirmation; on confirm the browser forgets Bolso and reloads. */
export function ClearCacheDialog({ defaultOpen = false }: OnDemandDialogProps<object>) {
  const [clearing, setClearing] = useState(false);

  async function confirm() {
    setClearing(true);
    try {
      await clearBrowserData();
      toast.success("Cache limpo", { description: "A página será recarregada e você precisará entrar novamente." });
      window.setTimeout(() => window.location.reload(), CACHE_CLEAR_RELOAD_DELAY_MS);
    } catch {
      toast.error("Não foi possível limpar o cache.");
      setClearing(false);
    }
  }

  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={<ClearCacheTrigger clearing={clearing} />}
      title="Limpar o cache?"
      description="Isso vai apagar todos os dados guardados em cache neste navegador, incluindo o seu login. Você precisará entrar novamente."
      confirmLabel="Limpar Cache"
      onConfirm={() => void confirm()}
    />
  );
}
