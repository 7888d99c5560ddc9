import { ChevronRight, CreditCard } from "lucide-react";
import Link from "next/link";

/** The settings panel that leads to the subscription screen. */
export function SubscriptionLinkPanel() {
  return (
    <Link
      href="/subscription"
      className="group flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition-colors outline-none hover:border-emerald-300 hover:bg-emerald-50/40 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-emerald-500/40 dark:hover:bg-emerald-500/5 dark:focus-visible:ring-emerald-500"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-400">
        <CreditCard className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-zinc-900 dark:text-zinc-100">Assinatura</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">Veja seu plano, pagamentos e faturas.</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-zinc-500 transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
