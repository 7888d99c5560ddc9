"use client";

import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { RecurringSuggestionJson } from "@/lib/schemas/recurring-suggestions";

/**
 * "Netflix parece uma assinatura: R$ 55,90 todo dia 7 — acompanhar?" with "Acompanhar" (a monthly
 * payment linked to the payee, paid by its bank rows) and "Agora não" (never offered again).
 */
export function SubscriptionSuggestionPanel({ suggestion }: { suggestion: RecurringSuggestionJson }) {
  const router = useRouter();
  const [saving, setSaving] = useState<"accept" | "dismiss" | null>(null);

  async function answer(action: "accept" | "dismiss") {
    setSaving(action);
    try {
      await apiFetch(`/recurring-payments/suggestions/${suggestion.id}/${action}`, { method: "POST" });
      if (action === "accept") toast.success(`“${suggestion.payeeName}” agora é um pagamento recorrente.`);
      router.refresh();
    } catch (error) {
      setSaving(null);
      toast.error("Não foi possível responder à sugestão", { description: errorMessage(error, "Tente novamente.") });
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{suggestion.message}</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" loading={saving === "accept"} disabled={saving !== null} onClick={() => void answer("accept")}>
          Acompanhar
        </Button>
        <Button size="sm" variant="outline" loading={saving === "dismiss"} disabled={saving !== null} onClick={() => void answer("dismiss")}>
          Agora não
        </Button>
      </div>
    </li>
  );
}
