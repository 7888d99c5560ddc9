import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { AddWealthButton } from "@/components/wealth/wealth-actions";
import { historyMonthsOf, wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { requirePageUser } from "@/server/auth/require-page-user";
import { InvestmentSplits, InvestmentSplitsSkeleton } from "./_components/investment-splits";
import { NetWorthHistory, NetWorthHistorySkeleton } from "./_components/net-worth-history";
import { NetWorthSummary, NetWorthSummarySkeleton } from "./_components/net-worth-summary";
import { WealthLists, WealthListsSkeleton } from "./_components/wealth-lists";

export const metadata: Metadata = { title: "Patrimônio" };

/**
 * Patrimônio: net worth today with its parts, its monthly history (`?meses=`, 12 by default), the
 * investments split by type and institution, and each investment and loan. Each part streams in on
 * its own and fails on its own.
 */
export default async function PatrimonioPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const months = historyMonthsOf(firstParam(await searchParams, "meses"));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={wealthTexts.title}
        description={wealthTexts.description}
        actions={
          <>
            <AddWealthButton subject="investment" />
            <AddWealthButton subject="loan" variant="outline" />
          </>
        }
      />
      <Suspense fallback={<NetWorthSummarySkeleton />}>
        <NetWorthSummary userId={user.id} />
      </Suspense>
      <Suspense key={months} fallback={<NetWorthHistorySkeleton />}>
        <NetWorthHistory userId={user.id} months={months} />
      </Suspense>
      <Suspense fallback={<InvestmentSplitsSkeleton />}>
        <InvestmentSplits userId={user.id} />
      </Suspense>
      <Suspense fallback={<WealthListsSkeleton />}>
        <WealthLists userId={user.id} />
      </Suspense>
    </div>
  );
}
