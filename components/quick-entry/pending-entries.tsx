"use client";

import { CloudOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Money } from "@/components/ui/money";
import { quickEntryTexts } from "@/components/quick-entry/quick-entry-texts";
import { QUEUE_CHANGED, queuedEntries, type QueuedEntry } from "@/lib/client/entry-queue";
import { whenIdle } from "@/lib/client/when-idle";
import { formatDateBR } from "@/lib/format/dates";
import { cents } from "@/lib/format/money";
import { cn } from "@/lib/utils";

/**
 * Entries of this month made offline and not yet sent, above the list (Transações) or the
 * dashboard's recent ones, each marked "aguardando conexão". Read from IndexedDB when the browser
 * is idle and again whenever the queue changes (without opening it where it was never created);
 * nothing at all while the queue is empty.
 */
export function PendingEntries({
  userId,
  month,
  tile = false,
  className,
}: {
  userId: string;
  /** "YYYY-MM": the month the screen shows. */
  month: string;
  /** In the dashboard's tile, whose rows sit closer to its edges. */
  tile?: boolean;
  className?: string;
}) {
  const [entries, setEntries] = useState<QueuedEntry[]>([]);

  useEffect(() => {
    let live = true;
    const read = () => {
      void queuedEntries(userId).then((all) => {
        if (live) setEntries(all.filter((entry) => entry.shown.date.startsWith(month)));
      });
    };
    const cancel = whenIdle(read);
    window.addEventListener(QUEUE_CHANGED, read);
    return () => {
      live = false;
      cancel();
      window.removeEventListener(QUEUE_CHANGED, read);
    };
  }, [userId, month]);

  if (entries.length === 0) return null;
  return (
    <ul aria-label={quickEntryTexts.waitingList} className={cn("flex flex-col", className)}>
      {entries.map(({ key, type, shown }) => (
        <li key={key} data-testid="pending-entry" className={cn("flex items-center gap-3", tile ? "px-2 py-2.5" : "px-4 py-3 sm:px-5")}>
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full border border-dashed border-zinc-400 text-zinc-600 dark:border-zinc-500 dark:text-zinc-400"
          >
            <CloudOff className="size-4" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="flex min-w-0 items-baseline gap-2 text-sm font-medium">
              <span className="truncate">{shown.description}</span>
              <Money
                cents={cents(shown.amountCents)}
                sign={type === "receita" ? "income" : "expense"}
                className="ml-auto shrink-0 text-sm font-semibold"
              />
            </p>
            <p className="flex min-w-0 items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
              <span className="truncate">{shown.category ?? "Sem categoria"}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={shown.date} className="shrink-0 tabular-nums">
                {formatDateBR(shown.date)}
              </time>
              <span aria-hidden="true">·</span>
              <span className="shrink-0 font-medium text-amber-800 dark:text-amber-300">{quickEntryTexts.waiting}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
