"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api-client";
import { clearStoredSession } from "@/lib/client/local-user";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export const CACHE_CLEAR_RELOAD_DELAY_MS = 1500;

/** Clears everything this browser keeps for Bolso (storage, caches, the session) and reloads. */
async function clearBrowserData() {
  clearStoredSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  await apiFetch("/auth/logout", { method: "POST" });
}

/** The danger zone of Configurações. */
export function ClearCacheCard() {
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
    <section
      aria-labelledby="zona-de-perigo"
      className="flex flex-col gap-4 rounded-xl border border-rose-200 bg-white p-5 shadow-xs dark:border-rose-500/30 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-1">
        <h2 id="zona-de-perigo" className="text-base font-semibold text-rose-700 dark:text-rose-400">
          Zona de perigo
        </h2>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">Ações que não podem ser desfeitas.</p>
      </div>
      <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">Limpar Cache</p>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            Apaga os dados guardados neste navegador, inclusive o seu login.
          </p>
        </div>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="w-full sm:w-auto" loading={clearing}>
              {!clearing ? <Trash2 aria-hidden="true" /> : null}
              {clearing ? "Limpando..." : "Limpar Cache"}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Limpar o cache?</AlertDialogTitle>
              <AlertDialogDescription>
                Isso vai apagar todos os dados guardados em cache neste navegador, incluindo o seu login. Você
                precisará entrar novamente.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction onClick={() => void confirm()}>Limpar Cache</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </section>
  );
}
