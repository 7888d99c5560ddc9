"use client";

import { useId } from "react";
import { Switch } from "@/components/ui/switch";

/** "Da casa": shares the item with the household (sent as `household`). */
export function HouseholdSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <label htmlFor={id} className="flex cursor-pointer flex-col gap-0.5">
        <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Da casa</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">Compartilhar com a casa</span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} className="mt-0.5" />
    </div>
  );
}
