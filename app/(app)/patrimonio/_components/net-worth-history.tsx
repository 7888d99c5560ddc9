import "server-only";
import { PartLoadError } from "@/components/shell/part-load-error";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { IntentLink } from "@/components/ui/intent-link";
import { Skeleton } from "@/components/ui/skeleton";
import { monthShortLabel } from "@/components/reports/month-short-label";
import { ReportTable } from "@/components/reports/report-table";
import { NetWorthChart } from "@/components/wealth/net-worth-chart";
import { DEFAULT_HISTORY_MONTHS, HISTORY_RANGES, wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { monthOf, shiftMonth, todayInSaoPaulo } from "@/lib/domain/calendar";
import { formatMoney } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { cn } from "@/lib/utils";
import { netWorthHistory } from "@/server/wealth/net-worth-history";

/** "nov/25", from "2025-11". */
function label(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return monthShortLabel({ year, month: m });
}

/** Net worth at the end of each of the last `months` months (this one: today), estimated ones marked. */
export async function NetWorthHistory({ userId, months }: { userId: string; months: number }) {
  const to = monthOf(todayInSaoPaulo());
  const from = shiftMonth(to, -(months - 1));
  const result = await loadPart("patrimônio: evolução", () => netWorthHistory(db, userId, { from, to }));
  return (
    <Panel>
      <PanelHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <PanelTitle>{wealthTexts.history}</PanelTitle>
          <PanelDescription>{wealthTexts.estimatedNote}</PanelDescription>
        </div>
        <nav aria-label="Período da evolução" className="flex shrink-0 gap-1">
          {HISTORY_RANGES.map((range) => (
            <IntentLink
              key={range.months}
              href={range.months === DEFAULT_HISTORY_MONTHS ? "/patrimonio" : `/patrimonio?meses=${range.months}`}
              scroll={false}
              aria-current={range.months === months ? "page" : undefined}
              className={cn(
                "rounded-md px-2 py-1 text-xs font-medium text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800",
                range.months === months && "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-50",
              )}
            >
              {range.label}
            </IntentLink>
          ))}
        </nav>
      </PanelHeader>
      <PanelContent>
        {result.ok ? (
          <>
            <NetWorthChart
              points={result.data.map((point) => ({
                label: label(point.month),
                netCents: point.netCents,
                estimated: point.estimated,
              }))}
            />
            <p className="mt-2 flex items-center gap-4 text-xs text-zinc-600 dark:text-zinc-400">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-sky-500" />
                Saldos registrados
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2.5 rounded-full border-2 border-dashed border-sky-500" />
                {wealthTexts.estimated}
              </span>
            </p>
            <ReportTable
              caption="Patrimônio líquido por mês"
              columns={["Mês", "Bens", "Dívidas", "Patrimônio líquido"]}
              rows={result.data.map((point) => ({
                header: `${label(point.month)}${point.estimated ? ` (${wealthTexts.estimated})` : ""}`,
                cells: [point.assetsCents, point.debtsCents, point.netCents].map((cents) => formatMoney(cents)),
              }))}
            />
          </>
        ) : (
          <PartLoadError failure={{ title: "Erro ao carregar evolução", description: wealthTexts.loadFailed.history }} />
        )}
      </PanelContent>
    </Panel>
  );
}

export function NetWorthHistorySkeleton() {
  return (
    <div role="status" aria-label="Carregando evolução..." className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-6 dark:border-zinc-800">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
