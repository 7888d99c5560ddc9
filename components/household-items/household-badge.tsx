import { House } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** "Da casa" on a household item, and "de Ana" beside it when another member created it. */
export function HouseholdBadge({ ownerLine }: { ownerLine: string | null }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="info" data-testid="household-badge">
        <House aria-hidden="true" />
        Da casa
      </Badge>
      {ownerLine ? <span className="text-xs text-zinc-600 dark:text-zinc-400">{ownerLine}</span> : null}
    </span>
  );
}
