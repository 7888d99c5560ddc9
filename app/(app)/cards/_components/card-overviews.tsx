import "server-only";
import Link from "next/link";
import { CreditCard } from "lucide-react";
import { StatementStatusBadge } from "@/components/cards/statement-status-badge";
import { ListLoadError } from "@/components/shell/list-load-error";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { ZERO_CENTS, reaisToCents } from "@/lib/format/money";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateBR } from "@/lib/format/dates";
import { statementMonthLabel } from "@/lib/domain/card-statement";
import type { StatementSummaryJson } from "@/lib/schemas/cards";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listCardOverviews } from "@/server/payment-methods/list-card-overviews";
import { statementHref } from "./statement-href";

function StatementLine({ title, statement, href }: { title: string; statement: StatementSummaryJson; href: string }) {
  return (
    <Link
      href={href}
      className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800"
    >
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">
          {title}: {statementMonthLabel(statement.month)}
        </span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          Fecha {formatDateBR(statement.closingDate)} · vence {formatDateBR(statement.dueDate)}
        </span>
      </span>
      <span className="flex flex-col items-end gap-1">
        <Money cents={reaisToCents(statement.total)} className="font-semibold" />
        {statement.bankTotal !== null && statement.bankTotal !== statement.itemsTotal ? (
          <span className="text-xs text-zinc-600 dark:text-zinc-400">valor do banco</span>
        ) : null}
        <StatementStatusBadge status={statement.status} />
      </span>
    </Link>
  );
}

/** Each credit card's open and last closed faturas, and how much of the limit is in use. */
export async function CardOverviews({ userId }: { userId: string }) {
  const overviews = await loadPart("cartões: faturas", () => listCardOverviews(db, userId));
  if (!overviews.ok) {
    return <ListLoadError message="Não foi possível carregar os cartões." toastTitle="Erro ao buscar cartões" />;
  }
  if (overviews.data.length === 0) {
    return (
      <EmptyState
        icon={CreditCard}
        title="Nenhum cartão de crédito"
        description={
          <>
            Em <Link href="/payments" className="underline">Meios de pagamento</Link>, escolha o tipo “Cartão de crédito” e informe
            os dias de fechamento e vencimento.
          </>
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Cartões">
      {overviews.data.map(({ card, open, lastClosed, usedLimitCents }) => (
        <li key={card._id}>
          <Panel className="gap-3">
            <PanelHeader>
              <PanelTitle className="flex items-center gap-2">
                <span className="size-3 rounded-full" style={{ backgroundColor: card.color }} aria-hidden="true" />
                <Link href={`/cards/${card._id}`} className="hover:underline">
                  {card.name}
                </Link>
              </PanelTitle>
            </PanelHeader>
            <PanelContent className="flex flex-col gap-1">
              <StatementLine title="Fatura aberta" statement={open} href={statementHref(card._id, open.month)} />
              <StatementLine title="Última fechada" statement={lastClosed} href={statementHref(card._id, lastClosed.month)} />
              {card.creditLimit !== null ? (
                <dl className="mt-2 grid grid-cols-2 gap-2 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Limite usado</dt>
                    <dd><Money cents={usedLimitCents ?? ZERO_CENTS} /></dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600 dark:text-zinc-400">Limite disponível</dt>
                    <dd data-testid="available-limit"><Money cents={card.availableLimit === null ? ZERO_CENTS : reaisToCents(card.availableLimit)} sign="balance" className="font-semibold" /></dd>
                  </div>
                </dl>
              ) : null}
            </PanelContent>
          </Panel>
        </li>
      ))}
    </ul>
  );
}

/** Two cards' places while the faturas load. */
export function CardOverviewsSkeleton() {
  return (
    <div role="status" aria-label="Carregando cartões..." className="grid gap-4 md:grid-cols-2">
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}
