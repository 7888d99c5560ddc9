import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { monthOfYear, shiftMonth, splitMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Month } from "@/lib/domain/calendar";
import { AppError } from "@/lib/errors";
import { openStatementMonth, statementMonthLabel } from "@/lib/domain/card-statement";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { db } from "@/lib/server/db";
import { requirePageUser } from "@/server/auth/require-page-user";
import { loadCard } from "@/server/cards";
import { PayStatementAction } from "@/app/(app)/cards/_components/pay-statement-action";
import { StatementDetails, StatementDetailsSkeleton } from "@/app/(app)/cards/_components/statement-details";
import { statementHref } from "@/app/(app)/cards/_components/statement-href";

export const metadata: Metadata = { title: "Fatura do cartão" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The month in the URL, or the card's open fatura (a hand-edited link never fails). */
function monthFrom(params: PageSearchParams, fallback: Month): Month {
  const month = Number(firstParam(params, "month"));
  const year = Number(firstParam(params, "year"));
  if (!Number.isInteger(month) || month < 1 || month > 12) return fallback;
  return monthOfYear(Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : splitMonth(fallback).year, month);
}

/**
 * One fatura of a card: navigator between months, items with their parcela, totals, status,
 * payment. The card itself is the screen's subject (no card, no screen: 404); the fatura streams in
 * as its own part.
 */
export default async function CardStatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const card = await loadCard(db, user.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const month = monthFrom(await searchParams, openStatementMonth(todayInSaoPaulo(), card.days, card.past));
  const label = statementMonthLabel(month);
  const part = { userId: user.id, cardId: id, month };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={card.name}
        description={`Fatura de ${label}`}
        actions={
          <Suspense key={month} fallback={<Skeleton className="h-9 w-32" />}>
            <PayStatementAction {...part} />
          </Suspense>
        }
      />
      <nav aria-label="Meses da fatura" className="flex items-center justify-between gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={statementHref(id, shiftMonth(month, -1))} aria-label="Fatura anterior">
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <span className="text-base font-semibold capitalize">{label}</span>
        <Button asChild variant="outline" size="sm">
          <Link href={statementHref(id, shiftMonth(month, 1))} aria-label="Próxima fatura">
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <Suspense key={month} fallback={<StatementDetailsSkeleton />}>
        <StatementDetails {...part} />
      </Suspense>
    </div>
  );
}
