import "server-only";
import { StatementStatusBadge } from "@/components/cards/statement-status-badge";
import { InstallmentDescription } from "@/components/transactions/installment-description";
import { bankBillNote } from "@/components/cards/bank-bill-note";
import { ListLoadError } from "@/components/shell/list-load-error";
import { RowsSkeleton } from "@/components/shell/rows-skeleton";
import { Panel, PanelContent } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateBR } from "@/lib/format/dates";
import type { Month } from "@/lib/domain/calendar";
import { loadPart } from "@/lib/server/load-part";
import { readStatement } from "./statement-reads";

/** One fatura: status and dates, total, paid and remaining, its items with their parcela, and its payments. */
export async function StatementDetails({ userId, cardId, month }: { userId: string; cardId: string; month: Month }) {
  const read = await loadPart("cartões: fatura", () => readStatement(userId, cardId, month));
  if (!read.ok) {
    return <ListLoadError message="Não foi possível carregar a fatura." toastTitle="Erro ao buscar a fatura" />;
  }
  const { statement, accounts } = read.data;
  const bankNote = bankBillNote(
    statement.bankTotal === null ? null : reaisToCents(statement.bankTotal),
    reaisToCents(statement.itemsTotal),
  );
  return (
    <>
      <Panel>
        <PanelContent className="flex flex-col gap-3">
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
          {bankNote ? (
            <p data-testid="statement-bank-note" className="text-sm text-zinc-600 dark:text-zinc-400">
              {bankNote}
            </p>
          ) : null}
        </PanelContent>
      </Panel>
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
                  <InstallmentDescription description={item.description} installment={item.installment} className="font-medium" />
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    {formatDateBR(item.transactionDate)}
                    {item.category ? ` · ${item.category.name}` : ""}
                    {item.installment ? ` · Parcela ${item.installment.number}/${item.installment.of}` : ""}
                  </span>
                </span>
                <Money cents={reaisToCents(item.valor)} className="shrink-0" />
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
                    {payment.paidOutside
                      ? " · fora do Bolso"
                      : payment.fromPaymentMethodId
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
    </>
  );
}

/** The figures' card and a few item rows while the fatura loads. */
export function StatementDetailsSkeleton() {
  return (
    <>
      <Skeleton className="h-28 w-full rounded-xl" />
      <RowsSkeleton rows={3} label="Carregando a fatura..." />
    </>
  );
}
