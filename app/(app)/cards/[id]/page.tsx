import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { PayStatementButton } from "@/components/cards/pay-statement-button";
import { StatementStatusBadge } from "@/components/cards/statement-status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { formatDateBR, todayInSaoPaulo } from "@/lib/format/dates";
import { reaisToCents } from "@/lib/format/money";
import { AppError } from "@/lib/errors";
import { addStatementMonths, openStatementMonth, statementMonthLabel } from "@/lib/domain/card-statement";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { db } from "@/lib/server/db";
import { requirePageUser } from "@/server/auth/require-page-user";
import { getStatement } from "@/server/cards/get-statement";
import { loadCard } from "@/server/cards/load-card";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

export const metadata: Metadata = { title: "Fatura do cartão" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The month in the URL, or the card's open fatura (a hand-edited link never fails). */
function monthFrom(params: PageSearchParams, fallback: string): string {
  const month = Number(firstParam(params, "month"));
  const year = Number(firstParam(params, "year"));
  if (!Number.isInteger(month) || month < 1 || month > 12) return fallback;
  const y = Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : Number(fallback.slice(0, 4));
  return `${y}-${String(month).padStart(2, "0")}`;
}

/** One fatura of a card: navigator between months, items with their parcela, totals, status, payment. */
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
  const [statement, methods] = await Promise.all([getStatement(db, user.id, id, month), listPaymentMethods(db, user.id)]);
  const accounts = methods.filter((m) => m.kind === "account").map((m) => ({ id: m._id, name: m.name }));
  const link = (target: string) => `/cards/${id}?month=${Number(target.slice(5))}&year=${target.slice(0, 4)}`;
  const label = statementMonthLabel(month);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={card.name}
        description={`Fatura de ${label}`}
        actions={
          <PayStatementButton key={`${month}-${statement.remaining}`} cardId={id} month={month} remainingCents={reaisToCents(statement.remaining)} accounts={accounts} />
        }
      />
      <nav aria-label="Meses da fatura" className="flex items-center justify-between gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={link(addStatementMonths(month, -1))} aria-label="Fatura anterior">
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <span className="text-base font-semibold capitalize">{label}</span>
        <Button asChild variant="outline" size="sm">
          <Link href={link(addStatementMonths(month, 1))} aria-label="Próxima fatura">
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <StatementStatusBadge status={statement.status} />
            <span className="text-sm text-zinc-600 dark:text-zinc-400">
              Fecha {formatDateBR(statement.closingDate)} · vence {formatDateBR(statement.dueDate)}
            </span>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">Total</dt>
              <dd data-testid="statement-total"><Money cents={reaisToCents(statement.total)} className="font-semibold" /></dd>
            </div>
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">Pago</dt>
              <dd><Money cents={reaisToCents(statement.paid)} /></dd>
            </div>
            <div>
              <dt className="text-zinc-600 dark:text-zinc-400">Restante</dt>
              <dd data-testid="statement-remaining"><Money cents={reaisToCents(statement.remaining)} className="font-semibold" /></dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <section aria-labelledby="items-title" className="flex flex-col gap-3">
        <h2 id="items-title" className="text-lg font-semibold">
          Lançamentos
        </h2>
        {statement.items.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nenhum lançamento nesta fatura.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {statement.items.map((item) => (
              <li key={item._id} className="flex items-center gap-3 px-4 py-3 text-sm">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{item.description}</span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {formatDateBR(item.transactionDate)}
                    {item.category ? ` · ${item.category.name}` : ""}
                    {item.installment ? ` · Parcela ${item.installment.number}/${item.installment.of}` : ""}
                  </span>
                </span>
                <Money cents={reaisToCents(item.valor)} />
              </li>
            ))}
          </ul>
        )}
        {statement.payments.length > 0 ? (
          <>
            <h2 className="text-lg font-semibold">Pagamentos</h2>
            <ul className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
              {statement.payments.map((payment) => (
                <li key={payment._id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                  <span>
                    Pago em {formatDateBR(payment.paidOn)}
                    {payment.fromPaymentMethodId
                      ? ` · ${accounts.find((a) => a.id === payment.fromPaymentMethodId)?.name ?? ""}`
                      : ""}
                  </span>
                  <Money cents={reaisToCents(payment.amount)} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
