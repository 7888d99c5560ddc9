import Link from "next/link";
import { cn } from "@/lib/utils";

export interface TypeTab {
  label: string;
  href: string;
  selected: boolean;
}

/** Todas / Receitas / Despesas as links (`?type=`), styled as tabs; the list below follows. */
export function TransactionTypeTabs({ tabs }: { tabs: readonly TypeTab[] }) {
  return (
    <div
      role="tablist"
      aria-label="Tipo de transação"
      className="inline-flex h-9 w-full items-center gap-1 rounded-lg bg-zinc-100 p-1 text-zinc-600 sm:w-fit dark:bg-zinc-800/70 dark:text-zinc-400"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          href={tab.href}
          prefetch={false}
          scroll={false}
          role="tab"
          aria-selected={tab.selected}
          className={cn(
            "inline-flex h-7 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:text-zinc-100",
            tab.selected && "bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}
