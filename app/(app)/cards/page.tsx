import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { requirePageUser } from "@/server/auth/require-page-user";
import { CardOverviews, CardOverviewsSkeleton } from "./_components/card-overviews";

export const metadata: Metadata = { title: "Cartões" };

/** Cartões: each card's open and last closed faturas, and how much of the limit is in use. */
export default async function CardsPage() {
  const user = await requirePageUser();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Cartões" description="Faturas abertas e fechadas de cada cartão de crédito, e o limite disponível." />
      <Suspense fallback={<CardOverviewsSkeleton />}>
        <CardOverviews userId={user.id} />
      </Suspense>
    </div>
  );
}
