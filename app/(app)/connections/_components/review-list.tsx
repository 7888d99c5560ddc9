import "server-only";
import { CheckCheck } from "lucide-react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { ReviewRowActions } from "@/components/connections/review-row-actions";
import { TransactionPagination } from "@/components/transactions/transaction-pagination";
import { TxIconSprite } from "@/components/transactions/tx-icon-sprite";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { Skeleton } from "@/components/ui/skeleton";
import { categoryFits } from "@/lib/domain/category-types";
import { formatDateBR } from "@/lib/format/dates";

import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listCategories } from "@/server/categories/list-categories";
import { listReviewRows } from "@/server/open-finance/list-review-rows";
import { listAccounts } from "@/server/payment-methods/list-accounts";

/** "A revisar": the rows the bank brought that the person has not looked at, a page at a time. */
export async function ReviewList({ userId, page }: { userId: string; page: number }) {
  const result = await loadPart("conexões: a revisar", () =>
    Promise.all([listReviewRows(db, userId, page), listCategories(db, userId), listAccounts(db, userId)]),
  );
  if (!result.ok) {
    return <ListLoadError message="Não foi possível carregar as transações a revisar." toastTitle="Erro ao buscar transações" />;
  }
  const [review, categories, accounts] = result.data;
  if (review.total === 0) {
    return (
      <EmptyState
        icon={CheckCheck}
        title="Nada a revisar"
        description="Quando o banco trouxer transações novas, elas aparecem aqui para você conferir."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-zinc-100 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-label="Transações a revisar">
        {review.rows.map((row) => (
          <li key={row.transactionId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{row.description}</span>
                {row.pending ? <Badge variant="info">pendente</Badge> : null}
                {row.reconciled ? <Badge variant="success">conciliado</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                {formatDateBR(row.date)}
                {row.paymentMethodName ? ` · ${row.paymentMethodName}` : ""}
                {` · ${row.categoryName ?? "sem categoria"}`}
              </p>
              {row.counterparty || (row.rawDescription && row.rawDescription !== row.description) ? (
                <p className="text-xs text-muted-foreground break-words">{row.counterparty ?? row.rawDescription}</p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:items-end">
              <Money
                cents={row.amountCents}
                sign={row.type === "receita" ? "income" : "expense"}
                className="font-semibold"
              />
              <ReviewRowActions
                transactionId={row.transactionId}
                description={row.description}
                categories={categories
                  .filter((category) => categoryFits(category, row.type))
                  .map((category) => ({ id: category._id, name: category.name }))}
                accounts={
                  accounts.some((account) => account._id === row.paymentMethodId)
                    ? accounts
                        .filter((account) => account._id !== row.paymentMethodId)
                        .map((account) => ({ id: account._id, name: account.name }))
                    : []
                }
              />
            </div>
          </li>
        ))}
      </ul>
      {/* The pagination's arrows, drawn from Transações' sprite. */}
      <TxIconSprite icons={["previous", "next"]} />
      <TransactionPagination
        page={review.page}
        pageCount={review.pageCount}
        total={review.total}
        hrefFor={(target) => `/connections?page=${target}#a-revisar`}
      />
    </div>
  );
}

export function ReviewListSkeleton() {
  return (
    <div role="status" aria-label="Carregando transações a revisar..." className="flex flex-col gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}
