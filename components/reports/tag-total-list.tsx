import Link from "next/link";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import type { TagTotalJson } from "@/lib/schemas/reports";
import { cn } from "@/lib/utils";
import { countOf } from "@/lib/format/count";

/** Each tag of the period with its expense; a tag is a link to its spending by category. */
export function TagTotalList({
  tags,
  selected,
  hrefFor,
}: {
  tags: TagTotalJson[];
  /** The folded key of the tag shown below, if any. */
  selected: string | null;
  hrefFor: (name: string) => string;
}) {
  return (
    <ul data-testid="tag-totals" className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {tags.map((tag) => {
        const current = selected === tag.id;
        return (
          <li key={tag.id}>
            <Link
              href={hrefFor(tag.name)}
              scroll={false}
              prefetch={false}
              aria-current={current ? "true" : undefined}
              className={cn(
                "flex items-center justify-between gap-3 rounded-md px-2 py-2.5 text-sm outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-zinc-800/60",
                current && "bg-emerald-50 dark:bg-emerald-950/60",
              )}
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-zinc-900 dark:text-zinc-100">{tag.name}</span>
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {countOf(tag.count, "transação", "transações")}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-rose-700 tabular-nums dark:text-rose-400">
                {formatMoney(reaisToCents(tag.expense))}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
