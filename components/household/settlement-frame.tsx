import Link from "next/link";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { MonthNavigator } from "@/components/transactions/month-navigator";
import { shiftMonth } from "@/components/transactions/transactions-view";
import { settlementPeriodHref, type SettlementPeriod } from "@/components/household/settlement-period";
import { cn } from "@/lib/utils";

/** "Acerto de contas": its title, the period's switch ("Mês" | "Desde o início") and month links, then `children`. */
export function SettlementFrame({ period, children }: { period: SettlementPeriod; children: React.ReactNode }) {
  const { month } = period;
  return (
    <Panel data-testid="household-settlement" aria-labelledby="household-settlement-title">
      <PanelHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <PanelTitle id="household-settlement-title">Acerto de contas</PanelTitle>
          <PanelDescription>
            {period.kind === "all" ? "Tudo o que a casa gastou desde o início." : "O que a casa gastou no mês."} Quem pagou, quanto
            cabia a cada um e quem deve a quem.
          </PanelDescription>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <nav aria-label="Período do acerto" className="flex rounded-lg border border-zinc-200 p-1 text-sm dark:border-zinc-800">
            <PeriodLink href={settlementPeriodHref({ kind: "month", month })} active={period.kind === "month"}>
              Mês
            </PeriodLink>
            <PeriodLink href={settlementPeriodHref({ kind: "all", month })} active={period.kind === "all"}>
              Desde o início
            </PeriodLink>
          </nav>
          {period.kind === "month" ? (
            <MonthNavigator
              year={month.year}
              month={month.month}
              previousHref={settlementPeriodHref({ kind: "month", month: shiftMonth(month, -1) })}
              nextHref={settlementPeriodHref({ kind: "month", month: shiftMonth(month, 1) })}
            />
          ) : null}
        </div>
      </PanelHeader>
      <PanelContent>{children}</PanelContent>
    </Panel>
  );
}

function PeriodLink({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      prefetch={false}
      aria-current={active ? "page" : undefined}
      className={cn(
        "flex-1 rounded-md px-3 py-1.5 text-center font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:focus-visible:ring-emerald-500",
        active
          ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
          : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100",
      )}
    >
      {children}
    </Link>
  );
}
