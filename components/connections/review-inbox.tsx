"use client";

import { CheckCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { ReviewGroupItem } from "@/components/connections/review-group-item";
import type { GroupPanel } from "@/components/connections/review-group-item";
import { sendDecision } from "@/components/connections/review-inbox-actions";
import type { InboxDecision } from "@/components/connections/review-inbox-actions";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";
import type { ReviewOption } from "@/components/connections/review-option";
import { categoryFits } from "@/lib/domain/category-types";
import type { CategoryType } from "@/lib/domain/enums";
import { day } from "@/lib/domain/calendar";
import type { ReviewGroup } from "@/lib/domain/review-groups";
import { errorMessage } from "@/lib/client/api-client";

function doneText(decision: InboxDecision, count: number): string {
  if (decision.kind === "row") {
    return decision.body.action === "duplicate" ? texts.merged : decision.body.action === "ignore" ? texts.ignored : texts.kept;
  }
  const action = decision.body.action;
  return action === "confirm" ? texts.confirmed(count) : action === "categorise" ? texts.categorised(count) : texts.transferred(count);
}

const typing = (target: EventTarget) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName));

/**
 * The review inbox of a month: its groups, decided one at a time or all at once, by mouse, touch
 * or keyboard (j/k move between groups, Enter confirms, c changes the category).
 */
export function ReviewInbox({
  groups,
  categories,
  accounts,
  month,
  empty,
}: {
  groups: ReviewGroup[];
  categories: (ReviewOption & { type: CategoryType })[];
  accounts: ReviewOption[];
  /** "YYYY-MM": the month shown, where "Aplicar aos outros" applies. */
  month: string;
  /** What shows once every group is decided. */
  empty: ReactNode;
}) {
  const router = useRouter();
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [panel, setPanel] = useState<{ key: string; panel: GroupPanel } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const refocus = useRef(false);
  const visible = groups.filter((group) => group.rows.some((row) => !done.has(row.transactionId)));
  const current = Math.min(active, Math.max(0, visible.length - 1));

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    items.current[current]?.focus();
  }, [visible.length, current]);

  const decide = async (key: string, decision: InboxDecision, ids: string[]) => {
    setBusy(key);
    try {
      const count = await sendDecision(decision);
      toast.success(doneText(decision, count));
      refocus.current = items.current.some((item) => item?.contains(document.activeElement));
      setDone((before) => new Set([...before, ...ids]));
      setPanel(null);
      const group = groups.find((candidate) => candidate.key === key);
      if (decision.kind === "group" && decision.body.action === "categorise" && group) {
        const { categoryId } = decision.body;
        // A payee's rows: its other rows of the month and "Sempre"; a description's: a rule. The
        // offers load when first made (the rule's schema brings zod, which the screen's first load
        // does not need).
        if (group.payeeId) {
          const { offerPayeeCategory } = await import("@/components/transactions/offer-payee-category");
          offerPayeeCategory({ payeeId: group.payeeId, categoryId, month }, () => router.refresh());
        } else {
          const { offerCategoryRule } = await import("@/components/transactions/offer-category-rule");
          const refs = categories.map((category) => ({ _id: category.id, name: category.name }));
          offerCategoryRule({ description: group.label }, { description: group.label, categoryId, transactionDate: day(`${month}-01`) }, refs);
        }
      }
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, texts.failed));
    } finally {
      setBusy(null);
    }
  };

  const move = (to: number) => {
    const next = Math.max(0, Math.min(visible.length - 1, to));
    setActive(next);
    items.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const group = visible[current];
    if (event.key === "j" || event.key === "k") {
      event.preventDefault();
      move(current + (event.key === "j" ? 1 : -1));
      return;
    }
    // Enter and c act on the group itself, not on a button inside it.
    if (!group || group.duplicate || event.target !== items.current[current]) return;
    if (event.key === "Enter") {
      event.preventDefault();
      void decide(group.key, { kind: "group", body: { action: "confirm", transactionIds: group.rows.map((row) => row.transactionId) } }, group.rows.map((row) => row.transactionId));
    } else if (event.key === "c") {
      event.preventDefault();
      setPanel({ key: group.key, panel: "category" });
    }
  };

  if (visible.length === 0) return <>{empty}</>;
  const confirmable = visible.filter((group) => !group.duplicate).flatMap((group) => group.rows.map((row) => row.transactionId));

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="hidden text-sm text-zinc-600 sm:block dark:text-zinc-400">{texts.keyboardHint}</p>
        {confirmable.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            loading={busy === "all"}
            disabled={busy !== null}
            onClick={() => void decide("all", { kind: "group", body: { action: "confirm", transactionIds: confirmable } }, confirmable)}
          >
            <CheckCheck aria-hidden="true" />
            {texts.confirmAll}
          </Button>
        ) : null}
      </div>
      <ul aria-label={texts.listLabel} className="flex flex-col gap-3" onKeyDown={onKeyDown}>
        {visible.map((group, index) => {
          const own = new Set(group.rows.map((row) => row.paymentMethodId));
          const inAccounts = group.rows.every((row) => accounts.some((account) => account.id === row.paymentMethodId));
          const ids = group.rows.map((row) => row.transactionId);
          return (
            <li key={group.key}>
              <ReviewGroupItem
                group={group}
                categories={categories.filter((category) => categoryFits(category, group.type))}
                accounts={inAccounts ? accounts.filter((account) => !own.has(account.id)) : []}
                panel={panel?.key === group.key ? panel.panel : null}
                busy={busy === group.key || busy === "all"}
                active={index === current}
                itemRef={(element) => {
                  items.current[index] = element;
                }}
                onFocus={() => setActive(index)}
                onPanel={(next) => setPanel(next ? { key: group.key, panel: next } : null)}
                onDecide={(decision) =>
                  void decide(group.key, decision, decision.kind === "row" ? [decision.transactionId] : ids)
                }
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
