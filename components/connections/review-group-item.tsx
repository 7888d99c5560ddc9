"use client";

import { ArrowRightLeft, Check, ChevronDown, Tags } from "lucide-react";
import { useId, useState } from "react";
import type { Ref } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Money } from "@/components/ui/money";
import { ReviewChoiceForm } from "@/components/connections/review-choice-form";
import { ReviewDuplicatePair } from "@/components/connections/review-duplicate-pair";
import { ReviewGroupRows } from "@/components/connections/review-group-rows";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";
import type { InboxDecision } from "@/components/connections/review-inbox-actions";
import type { ReviewOption } from "@/components/connections/review-option";
import type { ReviewGroup } from "@/lib/domain/review-groups";
import { cn } from "@/lib/utils";

export type GroupPanel = "category" | "transfer" | null;

/** One group of the inbox: who, how many, how much, the category, and what to do with them. */
export function ReviewGroupItem({
  group,
  categories,
  accounts,
  panel,
  busy,
  active,
  itemRef,
  onFocus,
  onPanel,
  onDecide,
}: {
  group: ReviewGroup;
  categories: ReviewOption[];
  /** The accounts a transfer can go to; empty when the group's rows are not all in accounts. */
  accounts: ReviewOption[];
  panel: GroupPanel;
  busy: boolean;
  active: boolean;
  itemRef: Ref<HTMLElement>;
  onFocus: () => void;
  onPanel: (panel: GroupPanel) => void;
  onDecide: (decision: InboxDecision) => void;
}) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const ids = group.rows.map((row) => row.transactionId);
  const category = group.categoryName ?? (group.rows.some((row) => row.categoryId) ? texts.mixedCategories : texts.noCategory);
  const sign = group.type === "receita" ? "income" : "expense";
  const duplicate = group.duplicate ? group.rows[0]! : null;

  return (
    <article
      ref={itemRef}
      tabIndex={active ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      aria-labelledby={titleId}
      aria-keyshortcuts="j k Enter c"
      data-group={group.key}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs outline-none dark:border-zinc-800 dark:bg-zinc-950",
        "focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-emerald-500 dark:focus-visible:ring-offset-zinc-950",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-medium break-words">
              {group.label}
            </h3>
            {duplicate ? <Badge variant="warning">{texts.duplicateBadge}</Badge> : null}
            {!duplicate && group.suggested ? <Badge variant="info">{texts.suggestion}</Badge> : null}
          </div>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.groupSummary(group.count, category)}</p>
        </div>
        <Money cents={group.totalCents} sign={sign} className="shrink-0 text-right font-semibold" />
      </div>

      {duplicate?.possibleDuplicateOf ? (
        <ReviewDuplicatePair row={duplicate} twin={duplicate.possibleDuplicateOf} busy={busy} onDecide={onDecide} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={busy && panel === null} onClick={() => onDecide({ kind: "group", body: { action: "confirm", transactionIds: ids } })}>
            <Check aria-hidden="true" />
            {texts.confirm}
          </Button>
          <Button size="sm" variant="outline" aria-expanded={panel === "category"} onClick={() => onPanel(panel === "category" ? null : "category")}>
            <Tags aria-hidden="true" />
            {texts.changeCategory}
          </Button>
          {accounts.length > 0 ? (
            <Button size="sm" variant="ghost" aria-expanded={panel === "transfer"} onClick={() => onPanel(panel === "transfer" ? null : "transfer")}>
              <ArrowRightLeft aria-hidden="true" />
              {texts.transfer}
            </Button>
          ) : null}
        </div>
      )}

      {panel === "category" ? (
        <ReviewChoiceForm
          label={texts.category}
          options={categories}
          initial={group.categoryId}
          busy={busy}
          onCancel={() => onPanel(null)}
          onSubmit={(categoryId) => onDecide({ kind: "group", body: { action: "categorise", transactionIds: ids, categoryId } })}
        />
      ) : null}
      {panel === "transfer" ? (
        <ReviewChoiceForm
          label={texts.otherAccount}
          options={accounts}
          initial={null}
          busy={busy}
          onCancel={() => onPanel(null)}
          onSubmit={(toPaymentMethodId) => onDecide({ kind: "group", body: { action: "transfer", transactionIds: ids, toPaymentMethodId } })}
        />
      ) : null}

      <div>
        <Button size="sm" variant="ghost" aria-expanded={expanded} className="-ml-2" onClick={() => setExpanded(!expanded)}>
          <ChevronDown aria-hidden="true" className={cn("transition-transform", expanded && "rotate-180")} />
          {expanded ? texts.hideRows : texts.showRows(group.count)}
        </Button>
        {expanded ? <ReviewGroupRows label={group.label} rows={group.rows} busy={busy} onDecide={onDecide} /> : null}
      </div>
    </article>
  );
}
