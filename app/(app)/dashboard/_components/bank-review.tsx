import "server-only";
import { IntentLink } from "@/components/ui/intent-link";
import { ArrowRight, Landmark } from "lucide-react";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { countOf } from "@/lib/format/count";

/** One line when the bank brought rows the person has not reviewed, linking to "A revisar"; nothing otherwise. */
export async function BankReview({ userId }: { userId: string }) {
  const waiting = dataOrNull(await loadPart("dashboard: a revisar", () => countReviewRows(db, userId)));
  if (!waiting) return null;
  return (
    <IntentLink
      href="/connections#a-revisar"
      className="flex items-center gap-3 rounded-xl border border-zinc-200 px-4 py-3 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
    >
      <Landmark className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">
        {countOf(waiting, "transação do banco", "transações do banco")} a revisar
      </span>
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </IntentLink>
  );
}
