import { Badge } from "@/components/ui/badge";
import { LEVEL_LABELS } from "@/components/household/household-screen-texts";
import type { HouseholdLevel } from "@/lib/domain/enums";

const VARIANTS = { owner: "success", full: "info", read: "default" } as const;

/** "Dono", "Ver e lançar" or "Só ver". */
export function LevelBadge({ level }: { level: HouseholdLevel }) {
  return <Badge variant={VARIANTS[level]}>{LEVEL_LABELS[level]}</Badge>;
}
