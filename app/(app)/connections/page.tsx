import type { Metadata } from "next";
import { Suspense } from "react";
import { Info } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { ConnectBankButton } from "@/components/connections/connect-bank-button";
import { bankConnectionEnabled } from "@/lib/env";
import { requirePageUser } from "@/server/auth/require-page-user";
import { BANK_CONNECTION_OFF_MESSAGE } from "@/server/open-finance/pluggy-client";
import { bankWidget } from "./_components/bank-widget";
import { ConnectionList, ConnectionListSkeleton } from "./_components/connection-list";
import { ReviewList, ReviewListSkeleton } from "./_components/review-list";
import { IgnoredList } from "./_components/ignored-list";
import { firstParam, monthFromSearchParams, monthSearch } from "@/lib/domain/month-params";
import type { PageSearchParams, YearMonth } from "@/lib/domain/month-params";

export const metadata: Metadata = { title: "Conexões bancárias" };

/** The month "A revisar" shows: the one in the URL (`?month=&year=`), else the newest with rows waiting. */
function reviewMonth(params: PageSearchParams): YearMonth | null {
  return firstParam(params, "month") === undefined ? null : monthFromSearchParams(params);
}

/**
 * Conexões bancárias: each connected bank (state, last sync, accounts, actions) and "A revisar",
 * the inbox of the rows the bank brought that wait for the person, a month at a time. Without Pluggy on this server, only a notice.
 */
export default async function ConnectionsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const user = await requirePageUser();
  const month = reviewMonth(await searchParams);
  if (!bankConnectionEnabled) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Conexões bancárias" description="Contas, cartões e transações do seu banco chegando sozinhos." />
        <div role="status" className="flex items-start gap-3 rounded-xl border border-zinc-200 p-4 text-sm dark:border-zinc-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{BANK_CONNECTION_OFF_MESSAGE} Você continua registrando e importando extratos como antes.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Conexões bancárias"
        description="Contas, cartões e transações do seu banco chegando sozinhos. Você só revisa."
        actions={<ConnectBankButton widget={bankWidget()} />}
      />
      <Suspense fallback={<ConnectionListSkeleton />}>
        <ConnectionList userId={user.id} />
      </Suspense>
      <section aria-labelledby="a-revisar" className="flex scroll-mt-20 flex-col gap-3">
        <h2 id="a-revisar" className="text-lg font-semibold">
          A revisar
        </h2>
        <Suspense key={month ? monthSearch(month) : "newest"} fallback={<ReviewListSkeleton />}>
          <ReviewList userId={user.id} month={month} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <IgnoredList userId={user.id} />
      </Suspense>
    </div>
  );
}
