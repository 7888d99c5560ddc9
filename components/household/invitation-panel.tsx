import Link from "next/link";
import { Info } from "lucide-react";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { LevelBadge } from "@/components/household/level-badge";
import { AcceptInvitationButton } from "@/components/household/accept-invitation-button";
import { HOUSEHOLD_PITCH, LEVEL_HINTS } from "@/components/household/household-screen-texts";
import { formatDateBR } from "@/lib/format/dates";
import { ownSubscriptionCanGoText } from "@/lib/format/household-texts";
import type { InvitationPreviewJson } from "@/lib/schemas/households";

/** The invitation as its invitee reads it: who invites, to which household, at which level; then "Aceitar convite". */
export function InvitationPanel({ invitation, code }: { invitation: InvitationPreviewJson; code: string }) {
  return (
    <Panel data-testid="household-invitation-panel" aria-labelledby="invitation-title">
      <PanelHeader>
        <PanelTitle id="invitation-title" className="text-lg break-words">
          {invitation.ownerName} convidou você para a casa {invitation.householdName}
        </PanelTitle>
        <PanelDescription>{HOUSEHOLD_PITCH}</PanelDescription>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex flex-wrap items-center gap-2 text-zinc-900 dark:text-zinc-100">
            Seu nível: <LevelBadge level={invitation.level} />
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">{LEVEL_HINTS[invitation.level]}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">Convite válido até {formatDateBR(invitation.expiresAt)}.</p>
        </div>
        {invitation.ownSubscriptionActive && invitation.coversSubscription ? (
          <p
            data-testid="invitation-subscription-notice"
            className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800 dark:bg-sky-500/10 dark:text-sky-300"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {ownSubscriptionCanGoText(invitation.ownerName)}{" "}
              <Link href="/subscription" className="font-medium underline underline-offset-2">
                Ver minha assinatura
              </Link>
            </span>
          </p>
        ) : null}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Ao entrar, nada seu fica visível: você escolhe depois o que compartilhar.
        </p>
        <AcceptInvitationButton code={code} householdName={invitation.householdName} />
      </PanelContent>
    </Panel>
  );
}
