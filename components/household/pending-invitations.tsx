import { Mail } from "lucide-react";
import { LevelBadge } from "@/components/household/level-badge";
import { CancelInvitationButton } from "@/components/household/cancel-invitation-button";
import { formatDateBR } from "@/lib/format/dates";
import type { HouseholdInvitationJson } from "@/lib/schemas/households";

/** The owner's invitations not yet accepted, each with its level, expiry and "Cancelar". */
export function PendingInvitations({ invitations }: { invitations: HouseholdInvitationJson[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-title" className="flex flex-col gap-2">
      <h4 id="pending-invitations-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
        Convites pendentes
      </h4>
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            data-testid="household-invitation"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-800/60"
          >
            <Mail className="size-4 shrink-0 text-zinc-600 dark:text-zinc-400" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-all text-zinc-900 dark:text-zinc-100">{invitation.email}</span>
            <LevelBadge level={invitation.level} />
            <span className="text-xs text-zinc-600 dark:text-zinc-400">vale até {formatDateBR(invitation.expiresAt)}</span>
            <CancelInvitationButton id={invitation.id} email={invitation.email} />
          </li>
        ))}
      </ul>
    </section>
  );
}
