import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { LevelBadge } from "@/components/household/level-badge";
import { MemberActions } from "@/components/household/member-actions";
import { LeaveHouseholdButton } from "@/components/household/household-buttons";
import { InviteForm } from "@/components/household/invite-form";
import { PendingInvitations } from "@/components/household/pending-invitations";
import { getInitials } from "@/lib/format/initials";
import { HOUSEHOLD_MAX_ADULTS, type HouseholdJson, type HouseholdMemberJson } from "@/lib/schemas/households";

/**
 * "Pessoas da casa": each member with their level. The owner changes levels, removes, passes the
 * house on and invites; anyone else may leave.
 */
export function MembersPanel({ household, userId }: { household: HouseholdJson; userId: string }) {
  const isOwner = household.me.level === "owner";
  const seats = household.members.length + household.invitations.length;
  return (
    <Panel data-testid="household-members" aria-labelledby="household-members-title">
      <PanelHeader>
        <PanelTitle id="household-members-title">Pessoas da casa</PanelTitle>
        <PanelDescription>
          Até {HOUSEHOLD_MAX_ADULTS} adultos, contando os convites pendentes. Cada um vê só o que os outros escolheram compartilhar.
        </PanelDescription>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-6">
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {household.members.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isMe={member.userId === userId}
              manage={isOwner && member.userId !== userId}
            />
          ))}
        </ul>
        {isOwner ? (
          <>
            <PendingInvitations invitations={household.invitations} />
            {seats < HOUSEHOLD_MAX_ADULTS ? (
              <InviteForm />
            ) : (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">A casa está completa: {HOUSEHOLD_MAX_ADULTS} pessoas, contando os convites.</p>
            )}
          </>
        ) : (
          <div>
            <LeaveHouseholdButton householdName={household.name} />
          </div>
        )}
      </PanelContent>
    </Panel>
  );
}

function MemberRow({ member, isMe, manage }: { member: HouseholdMemberJson; isMe: boolean; manage: boolean }) {
  return (
    <li data-testid="household-member" className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-300"
        >
          {getInitials(member.name)}
        </span>
        <div className="flex min-w-0 flex-col">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words text-zinc-900 dark:text-zinc-100">
            {member.name}
            {isMe ? <span className="text-xs font-normal text-zinc-600 dark:text-zinc-400">(você)</span> : null}
            <LevelBadge level={member.level} />
          </p>
          <p className="text-xs break-all text-zinc-600 dark:text-zinc-400">{member.email}</p>
        </div>
      </div>
      {manage && member.level !== "owner" ? <MemberActions member={{ userId: member.userId, name: member.name, level: member.level }} /> : null}
    </li>
  );
}
