"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { DashboardRegime } from "@/lib/domain/dashboard-regime";
import { cn } from "@/lib/utils";
import { RegimeExplanation } from "@/components/dashboard/regime-explanation";

const LABELS: Record<DashboardRegime, string> = { competencia: "Competência", caixa: "Caixa" };

/** Competência | Caixa, with one line saying what the choice means; remembered for the user. */
export function RegimeToggle({ regime }: { regime: DashboardRegime }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const choose = async (next: DashboardRegime) => {
    if (next === regime || saving) return;
    setSaving(true);
    try {
      await apiFetch("/user/dashboard-regime", { method: "PUT", body: { regime: next } });
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível mudar o regime.") });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <div role="radiogroup" aria-label="Regime" className="inline-flex w-fit rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-800">
        {(Object.keys(LABELS) as DashboardRegime[]).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === regime}
            disabled={saving}
            onClick={() => void choose(option)}
            className={cn(
              "rounded-md px-3 py-1 text-sm font-medium transition-colors",
              option === regime
                ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
            )}
          >
            {LABELS[option]}
          </button>
        ))}
      </div>
      <RegimeExplanation regime={regime} />
    </div>
  );
}
