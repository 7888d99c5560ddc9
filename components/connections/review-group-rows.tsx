"use client";

import { EyeOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import { Money } from "@/components/ui/money";
import { transactionHref } from "@/components/search/transaction-link";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";
import type { InboxDecision } from "@/components/connections/review-inbox-actions";
import type { ReviewInboxRow } from "@/lib/domain/review-groups";
import { categoryReason } from "@/lib/format/category-reason";
import { formatDateBR } from "@/lib/format/dates";

/** Why a row has its category: ", pela categoria do banco (…)"; nothing when it is not known. */
function reasonOf(row: ReviewInboxRow): string {
  const reason = categoryReason({ source: row.categorySource, bankCategory: row.bankCategory });
  return reason ? `, ${reason}` : "";
}

/** The rows of a group: each can be opened on Transações, or ignored for good. */
export function ReviewGroupRows({
  label,
  rows,
  busy,
  onDecide,
}: {
  label: string;
  rows: ReviewInboxRow[];
  busy: boolean;
  onDecide: (decision: InboxDecision) => void;
}) {
  return (
    <ul aria-label={texts.rowsOf(label)} className="mt-2 flex flex-col divide-y divide-zinc-100 dark:divide-zinc-800">
      {rows.map((row) => (
        <li key={row.transactionId} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col">
            <span className="text-sm break-words">{row.description}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {formatDateBR(row.date)}
              {row.paymentMethodName ? ` · ${row.paymentMethodName}` : ""}
              {` · ${row.categoryName ?? texts.noCategory}`}
              {row.categoryName ? reasonOf(row) : ""}
            </span>
          </div>
          <div className="flex items-center justify-between gap-2 sm:justify-end">
            <Money cents={row.amountCents} sign={row.type === "receita" ? "income" : "expense"} className="text-sm" />
            <div className="flex gap-1">
              <Button size="sm" variant="ghost" asChild>
                <IntentLink
                  href={transactionHref({ _id: row.transactionId, transactionDate: row.date })}
                  aria-label={`${texts.open} ${row.description}`}
                >
                  {texts.open}
                </IntentLink>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                aria-label={`${texts.ignore} ${row.description}`}
                onClick={() => onDecide({ kind: "row", transactionId: row.transactionId, body: { action: "ignore" } })}
              >
                <EyeOff aria-hidden="true" />
                {texts.ignore}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
