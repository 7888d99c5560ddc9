"use client";

import { CopyCheck, CopyPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Money } from "@/components/ui/money";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";
import type { InboxDecision } from "@/components/connections/review-inbox-actions";
import type { ReviewInboxRow } from "@/lib/domain/review-groups";
import { formatDateBR } from "@/lib/format/dates";

type Twin = NonNullable<ReviewInboxRow["possibleDuplicateOf"]>;

function Side({ title, description, date, cents, sign, where }: { title: string; description: string; date: string; cents: ReviewInboxRow["amountCents"]; sign: "income" | "expense"; where: string | null | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <span className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{title}</span>
      <span className="text-sm font-medium break-words">{description}</span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {formatDateBR(date)}
        {where ? ` · ${where}` : ""}
      </span>
      <Money cents={cents} sign={sign} className="text-sm" />
    </div>
  );
}

/** "Possível duplicata de …": the bank's row beside the one the person typed, and the two answers. */
export function ReviewDuplicatePair({
  row,
  twin,
  busy,
  onDecide,
}: {
  row: ReviewInboxRow;
  twin: Twin;
  busy: boolean;
  onDecide: (decision: InboxDecision) => void;
}) {
  const sign = row.type === "receita" ? "income" : "expense";
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{texts.duplicateOf(twin.description)}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <Side title={texts.fromBank} description={row.description} date={row.date} cents={row.amountCents} sign={sign} where={row.paymentMethodName} />
        <Side title={texts.typed} description={twin.description} date={twin.date} cents={twin.amountCents} sign={sign} where={twin.paymentMethodName} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onDecide({ kind: "row", transactionId: row.transactionId, body: { action: "duplicate", transactionId: twin.transactionId } })}
        >
          <CopyCheck aria-hidden="true" />
          {texts.alreadyTyped}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide({ kind: "row", transactionId: row.transactionId, body: { action: "accept" } })}>
          <CopyPlus aria-hidden="true" />
          {texts.another}
        </Button>
      </div>
    </div>
  );
}
