import type { ComponentProps } from "react";
import { controlClasses } from "@/components/ui/input";
import { INVITATION_LEVEL_OPTIONS } from "@/components/household/household-screen-texts";
import { cn } from "@/lib/utils";

/** "Ver e lançar" or "Só ver": a native select (the phone's own picker). */
export function LevelSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select className={cn(controlClasses, "h-9", className)} {...props}>
      {INVITATION_LEVEL_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
