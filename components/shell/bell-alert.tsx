"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api-client";
import { formatDateBR, todayInSaoPaulo } from "@/lib/dates";
import { dueSoon, monthsToCheck } from "@/lib/due-alert";
import { formatBRL } from "@/lib/money";
import type { PendingPaymentJson } from "@/lib/schemas/dashboard";
import { isSubscriptionExempt } from "@/lib/protected-paths";
import type { UserJson } from "@/lib/schemas/users";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { BellButton } from "@/components/shell/bell-button";
import { PENDING_PAYMENTS_CHANGED } from "@/components/dashboard/pending-payments-events";

const MINUTE = 60_000;

/**
 * The top-bar bell with its red dot. Checks on every
 * screen change, when a bill is paid here, and when the tab comes back; a failure is only logged.
 */
export function BellAlert({ user }: { user: UserJson | null }) {
  const pathname = usePathname();
  const [payments, setPayments] = useState<PendingPaymentJson[]>([]);
  const [now, setNow] = useState(() => new Date());
  const [checks, setChecks] = useState(0);
  /** How many checks have answered (tests wait on it through `data-checks`). */
  const [answered, setAnswered] = useState(0);
  // Without access, the API would answer 400/403 (and send the browser to /subscription): only
  // check where the guard lets such a user be, when the stored facts say they have access.
  const enabled = Boolean(user) && (!isSubscriptionExempt(pathname) || user?.vipAccess || user?.subscriptionStatus === "active");

  useEffect(() => {
    const recheck = () => setChecks((n) => n + 1);
    const onVisible = () => {
      if (document.visibilityState === "visible") recheck();
    };
    const tick = window.setInterval(() => setNow(new Date()), MINUTE);
    window.addEventListener(PENDING_PAYMENTS_CHANGED, recheck);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(tick);
      window.removeEventListener(PENDING_PAYMENTS_CHANGED, recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const checkedAt = new Date();
    Promise.all(
      monthsToCheck(checkedAt).map(({ year, month }) =>
        apiFetch<PendingPaymentJson[]>("/dashboard/pending-payments", {
          query: { month, year },
          signal: controller.signal,
        }),
      ),
    )
      .then((months) => {
        setPayments(months.flat());
        setNow(checkedAt);
        setAnswered((n) => n + 1);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Erro ao verificar pagamentos pendentes:", error);
      });
    return () => controller.abort();
  }, [enabled, pathname, checks]);

  const soon = enabled ? dueSoon(payments, now) : [];
  const today = todayInSaoPaulo(now);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <BellButton hasAlert={soon.length > 0} data-checks={answered} />
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={8} className="w-80 max-w-[calc(100vw-16px)] p-0" aria-label="Notificações">
        <div className="border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          <p className="text-sm font-semibold">Notificações</p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">Contas que vencem nas próximas 48 horas</p>
        </div>
        {soon.length === 0 ? (
          <p className="px-4 py-5 text-sm text-zinc-500 dark:text-zinc-400">Nenhum pagamento vencendo por enquanto.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-zinc-100 overflow-y-auto dark:divide-zinc-800">
            {soon.map((payment) => (
              <li key={payment._id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <div className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{payment.name}</span>
                  <span className="text-xs text-amber-700 dark:text-amber-400">
                    {payment.dueDate === today ? "Vence hoje" : `Vence amanhã, ${formatDateBR(payment.dueDate)}`}
                  </span>
                </div>
                <span className="shrink-0 font-medium tabular-nums">{formatBRL(payment.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
          <PopoverClose asChild>
            <Link
              href="/dashboard"
              className="text-sm font-medium text-emerald-700 outline-none hover:underline focus-visible:underline dark:text-emerald-400"
            >
              Ver pagamentos pendentes
            </Link>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
