import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { HouseholdEmptyState } from "@/components/household/household-empty-state";
import { MembersPanel } from "@/components/household/members-panel";
import { MyMembershipPanel } from "@/components/household/my-membership-panel";
import { SettlementSkeleton } from "@/components/household/settlement-skeleton";
import { SplitSettingsPanel } from "@/components/household/split-settings-panel";
import { LevelBadge } from "@/components/household/level-badge";
import { RenameHouseholdButton } from "@/components/household/household-buttons";
import { db } from "@/lib/server/db";
import { monthSearch, type PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { membershipOf } from "@/server/shared/household-access";
import { getHousehold } from "@/server/households/get-household";
import { settlementPeriodFromSearchParams } from "@/components/household/settlement-period";
import { SettlementPart } from "./_components/settlement-part";

export const metadata: Metadata = { title: "Casa" };

/**
 * Casa (Bolso a dois): without a household, what it is and "Criar casa"; with one, the Acerto de
 * contas of the month in the URL (`?month=&year=`, or `?periodo=tudo` since the start), the
 * members, the default split and the person's own income and reminders.
 */
export default async function HouseholdPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const period = settlementPeriodFromSearchParams(await searchParams);
  // The household is the screen's subject: without it there is only the empty state.
  const household = (await membershipOf(db, user.id)) ? await getHousehold(db, user.id) : null;
  if (!household) {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <PageHeader title="Casa" description="Bolso a dois: as finanças da casa, cada um com o seu login." />
        <HouseholdEmptyState />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title="Casa"
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words text-zinc-900 dark:text-zinc-100">{household.name}</span>
            <LevelBadge level={household.me.level} />
          </span>
        }
        actions={household.me.level === "owner" ? <RenameHouseholdButton name={household.name} /> : null}
      />
      <Suspense key={period.kind === "month" ? monthSearch(period.month) : "tudo"} fallback={<SettlementSkeleton period={period} />}>
        <SettlementPart userId={user.id} level={household.me.level} period={period} />
      </Suspense>
      <MembersPanel household={household} userId={user.id} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SplitSettingsPanel household={household} />
        <MyMembershipPanel me={household.me} />
      </div>
    </div>
  );
}
