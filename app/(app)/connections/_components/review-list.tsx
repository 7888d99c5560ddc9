import "server-only";
import { CheckCheck } from "lucide-react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { ReviewInbox } from "@/components/connections/review-inbox";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";
import { EmptyState } from "@/components/ui/empty-state";
import { IntentLink } from "@/components/ui/intent-link";
import { Skeleton } from "@/components/ui/skeleton";
import { monthSearch } from "@/lib/domain/month-params";
import type { YearMonth } from "@/lib/domain/month-params";
import { groupReviewRows } from "@/lib/domain/review-groups";
import { formatMonthLabel } from "@/lib/format/dates";
import { formatCount } from "@/lib/format/count";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listCategories } from "@/server/categories/list-categories";
import { listReviewInbox } from "@/server/open-finance/list-review-inbox";
import { listAccounts } from "@/server/payment-methods/list-accounts";

const monthKey = ({ year, month }: YearMonth) => `${year}-${String(month).padStart(2, "0")}`;

/**
 * "A revisar", the review inbox: the month's rows the bank brought that wait for the person,
 * grouped by payee, with the other months that still have some as links (`?month=&year=`).
 */
export async function ReviewList({ userId, month }: { userId: string; month: YearMonth | null }) {
  const result = await loadPart("conexões: a revisar", () =>
    Promise.all([listReviewInbox(db, userId, month), listCategories(db, userId), listAccounts(db, userId)]),
  );
  if (!result.ok) {
    return <ListLoadError message="Não foi possível carregar as transações a revisar." toastTitle="Erro ao buscar transações" />;
  }
  const [inbox, categories, accounts] = result.data;
  const shown = inbox.month;
  const label = formatMonthLabel(shown.year, shown.month).toLowerCase();
  const others = inbox.months.filter((other) => monthKey(other) !== monthKey(shown));
  const empty = (
    <EmptyState
      icon={CheckCheck}
      title={texts.emptyTitle}
      description={texts.emptyDescription(label)}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {others.length > 0 ? (
        <nav aria-label="Outros meses a revisar" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{texts.otherMonths}</span>
          {others.map((other) => (
            <IntentLink
              key={monthKey(other)}
              href={`/connections?${monthSearch(other)}#a-revisar`}
              className="rounded-full border border-zinc-200 px-3 py-1 font-medium text-emerald-700 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none dark:border-zinc-800 dark:text-emerald-400 dark:hover:bg-zinc-900"
            >
              {formatMonthLabel(other.year, other.month)} ({formatCount(other.count)})
            </IntentLink>
          ))}
        </nav>
      ) : null}
      {inbox.rows.length > 0 ? <p className="text-sm font-medium">{texts.waitingInMonth(inbox.rows.length, label)}</p> : null}
      <ReviewInbox
        groups={groupReviewRows(inbox.rows)}
        categories={categories.map((category) => ({ id: category._id, name: category.name, type: category.type }))}
        accounts={accounts.map((account) => ({ id: account._id, name: account.name }))}
        month={monthKey(shown)}
        empty={empty}
      />
    </div>
  );
}

export function ReviewListSkeleton() {
  return (
    <div role="status" aria-label="Carregando transações a revisar..." className="flex flex-col gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}
