"use client";

import { Info } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";

/**
 * Told once on the objectives screen: deposits and withdrawals recorded before the dialog asked for
 * an account stay "sem conta" (no account's balance moved for them). "Entendi" dismisses it.
 */
export function NoAccountNotice({ text }: { text: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const dismiss = async () => {
    setBusy(true);
    try {
      await apiFetch("/objective/sem-conta-notice", { method: "DELETE" });
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Não foi possível salvar. Tente novamente."));
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900 sm:flex-row sm:items-center dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
    >
      <Info aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{text}</p>
      <Button size="sm" variant="outline" onClick={() => void dismiss()} disabled={busy}>
        Entendi
      </Button>
    </div>
  );
}
